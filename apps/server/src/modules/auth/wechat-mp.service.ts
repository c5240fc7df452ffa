import type { LoginResult } from '@ffe/shared/contracts/member';
import type { WechatMpBinding, WechatMpLoginAnswer } from '@ffe/shared/contracts/wechat';
import { fieldProblem } from '@ffe/shared/field-problems';
import type { TokenClaims } from '../../platform/authenticate';
import { badRequest, conflict, invalidParam } from '../../platform/errors';
import type { UserRepository, UserRow } from '../users/users.module';
import type { OauthGrant, OfficialAccount } from '../wechat/wechat.module';
import { askWechat } from '../wechat/wechat.module';
import type { WechatIdentityRepository } from './wechat-identity.repository';
import type { WechatOauthStateService } from './wechat-oauth-state.service';

export interface WechatMpDeps {
  /** The official account, or its sandbox; undefined when neither is configured. */
  account: OfficialAccount | undefined;
  states: WechatOauthStateService;
  identities: WechatIdentityRepository;
  users: Pick<UserRepository, 'findById'>;
  /** Issues the login of a member (auth.service's, so staff rules and disabled accounts hold here too). */
  signIn: (user: UserRow) => Promise<LoginResult>;
  /** A new customer's row with these fields. */
  newMember: (fields: Partial<UserRow> & { nickname: string }) => UserRow;
  onRegistered?: (userId: string) => Promise<void>;
  now?: () => number;
}

/** What starting a round trip takes: WeChat's way back to this site, and where the shop returns afterwards. */
export interface OauthRequest {
  redirectUri: string;
  returnUrl?: string | undefined;
}

/**
 * Signing in and binding inside WeChat through the official account (issue 41, decision 053): a bound member's openid
 * is learnt silently (snsapi_base); a first sign-in asks once (snsapi_userinfo) for nickname, avatar and unionid, which
 * links a member known from another WeChat app; a signed-in member binds their openid once.
 */
export function wechatMpService({
  account,
  states,
  identities,
  users,
  signIn,
  newMember,
  onRegistered,
  now = Date.now,
}: WechatMpDeps) {
  function configured(): OfficialAccount {
    if (!account) throw badRequest('LOGIN_TYPE_DISABLED', 'the official account is not configured');
    return account;
  }

  /** WeChat sends the visitor back only to this site. */
  function onThisSite(redirectUri: string, origin: string): string {
    let target: URL;
    try {
      target = new URL(redirectUri);
    } catch {
      throw invalidParam(`redirectUri: ${fieldProblem('INVALID')}`);
    }
    if (target.origin !== new URL(origin).origin) throw invalidParam(`redirectUri: ${fieldProblem('NOT_ALLOWED')}`);
    return redirectUri;
  }

  const stateRefused = () => badRequest('WECHAT_STATE_INVALID', 'state: unknown, used or expired');

  async function memberOf(userId: string): Promise<UserRow> {
    const user = await users.findById(userId);
    if (!user) throw new Error(`wechat identity of a missing member ${userId}`);
    return user;
  }

  /** The member this WeChat person already is: by the official account's openid, else by unionid (then bound here). */
  async function knownMember(app: OfficialAccount, grant: OauthGrant, unionid: string | undefined) {
    const bound = await identities.find(app.appId, grant.openid);
    if (bound) return memberOf(bound.user_id);
    const linked = unionid ? await identities.findByUnionId(unionid) : undefined;
    if (!linked) return undefined;
    await identities.bind({
      app_id: app.appId,
      openid: grant.openid,
      unionid: unionid ?? null,
      user_id: linked.user_id,
      created_at: now(),
    });
    const mine = await identities.find(app.appId, grant.openid);
    return memberOf(mine?.user_id ?? linked.user_id);
  }

  /** A first sign-in: the member and their identity together, or the twin request's member when it was faster. */
  async function register(app: OfficialAccount, grant: OauthGrant): Promise<UserRow> {
    const info = await askWechat('sns/userinfo', () => app.userInfo(grant));
    const known = await knownMember(app, grant, info.unionid);
    if (known) return known;
    const fresh = newMember({ nickname: info.nickname, avatar: info.avatar });
    const identity = {
      app_id: app.appId,
      openid: grant.openid,
      unionid: info.unionid ?? null,
      user_id: fresh.id,
      created_at: now(),
    };
    if (await identities.registerWith(fresh, identity)) {
      await onRegistered?.(fresh.id);
      return fresh;
    }
    const winner = await identities.find(app.appId, grant.openid);
    if (!winner) throw new Error('a WeChat identity vanished right after it was bound');
    return memberOf(winner.user_id);
  }

  return {
    /** Starts a sign-in: silently first (snsapi_base); the answer to the code says whether WeChat must ask. */
    async authorize(origin: string, request: OauthRequest) {
      const app = configured();
      const redirectUri = onThisSite(request.redirectUri, origin);
      const scope = 'snsapi_base' as const;
      const state = await states.issue({
        purpose: 'login',
        user_id: null,
        scope,
        redirect_uri: redirectUri,
        return_url: request.returnUrl ?? null,
      });
      return { url: app.authorizeUrl(redirectUri, scope, state), state };
    },

    async login(code: string, state: string): Promise<WechatMpLoginAnswer> {
      const app = configured();
      const started = await states.take(state);
      if (started?.purpose !== 'login') throw stateRefused();
      const grant = await askWechat('sns/oauth2/access_token', () => app.exchangeCode(code));
      const known = await knownMember(app, grant, grant.unionid);
      if (!known && started.scope === 'snsapi_base') {
        // Unknown to the shop: WeChat asks the visitor once, and the same way back and return go on.
        const scope = 'snsapi_userinfo' as const;
        const next = await states.issue({
          purpose: 'login',
          user_id: null,
          scope,
          redirect_uri: started.redirect_uri,
          return_url: started.return_url,
        });
        return { status: 'consent', url: app.authorizeUrl(started.redirect_uri, scope, next), state: next };
      }
      const user = known ?? (await register(app, grant));
      return { status: 'signedIn', login: await signIn(user), returnUrl: started.return_url };
    },

    /** Starts binding the signed-in member's WeChat; snsapi_base is enough, as only the openid is kept. */
    async bindAuthorize(member: TokenClaims, origin: string, request: OauthRequest) {
      const app = configured();
      const redirectUri = onThisSite(request.redirectUri, origin);
      const scope = 'snsapi_base' as const;
      const state = await states.issue({
        purpose: 'bind',
        user_id: member.uid,
        scope,
        redirect_uri: redirectUri,
        return_url: request.returnUrl ?? null,
      });
      return { url: app.authorizeUrl(redirectUri, scope, state), state };
    },

    /** Binds once: an openid (or its unionid) of another member, or another openid of this member, is refused. */
    async bind(member: TokenClaims, code: string, state: string): Promise<{ returnUrl: string | null }> {
      const app = configured();
      const started = await states.take(state);
      if (started?.purpose !== 'bind' || started.user_id !== member.uid) throw stateRefused();
      const grant = await askWechat('sns/oauth2/access_token', () => app.exchangeCode(code));
      const refuseIfTaken = async () => {
        const bound = await identities.find(app.appId, grant.openid);
        if (bound && bound.user_id !== member.uid) {
          throw conflict('WECHAT_BOUND_ELSEWHERE', 'this WeChat is bound to another member');
        }
        const linked = grant.unionid ? await identities.findByUnionId(grant.unionid) : undefined;
        if (linked && linked.user_id !== member.uid) {
          throw conflict('WECHAT_BOUND_ELSEWHERE', 'this WeChat is bound to another member in another app');
        }
        const mine = await identities.openIdOf(member.uid, app.appId);
        if (mine && mine !== grant.openid) throw conflict('WECHAT_ALREADY_BOUND', 'the member has another WeChat');
        return Boolean(bound);
      };
      if (await refuseIfTaken()) return { returnUrl: started.return_url };
      const identity = {
        app_id: app.appId,
        openid: grant.openid,
        unionid: grant.unionid ?? null,
        user_id: member.uid,
        created_at: now(),
      };
      // A twin bind that won meanwhile is told apart by the same checks.
      if (!(await identities.bind(identity))) await refuseIfTaken();
      return { returnUrl: started.return_url };
    },

    async binding(member: TokenClaims): Promise<WechatMpBinding> {
      if (!account) return { available: false, bound: false };
      return { available: true, bound: Boolean(await identities.openIdOf(member.uid, account.appId)) };
    },
  };
}

export type WechatMpService = ReturnType<typeof wechatMpService>;
