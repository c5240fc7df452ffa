import crypto from 'node:crypto';
import type { LoginResult, LoginType } from '@ffe/shared/contracts/member';
import { MOBILE_PHONE_PATTERN } from '@ffe/shared/domain/phone';
import type { TokenClaims } from '../../platform/authenticate';
import { badRequest, invalidParam, unauthorized } from '../../platform/errors';
import type { UserRepository, UserRow } from '../users/users.module';
import { toCurrentUser } from '../users/users.module';
import type { LoginThrottleService } from './login-throttle.service';
import { hashPassword, verifyPassword } from './password';
import type { SmsService } from './sms.service';
import type { TokenService } from './token.service';
import type { WechatIdentityRepository } from './wechat-identity.repository';
import type { WechatProvider } from './wechat-provider';

export interface AuthServiceDeps {
  users: UserRepository;
  throttle: LoginThrottleService;
  sms: SmsService;
  tokens: TokenService;
  wechat: WechatProvider | undefined;
  /** Members' openids per WeChat app: the website login keeps its own there too, so a unionid links the apps. */
  identities: WechatIdentityRepository;
  /** Whether the official account (or its sandbox) signs visitors in inside WeChat (wechat-mp.service). */
  officialAccountSignIn: boolean;
  imageUrl: (path: string) => string;
  now?: () => number;
  /** Called once for a user this service has just registered (e.g. to give new-member coupons). */
  onRegistered?: (userId: string) => Promise<void>;
  /** Called after a token was revoked by logging out (e.g. to close its chat sockets). */
  onLoggedOut?: (claims: TokenClaims) => Promise<void>;
  /** Staff accounts: records a sign-in and says whether a new password is owed first. */
  staff: { signedIn(userId: string, role: UserRow['role']): Promise<{ mustChangePassword: boolean }> };
  /** Stores the account's new password if its hash is still `checkedHash`, ending its other sessions. */
  passwords: {
    replaceOwn(member: TokenClaims, checkedHash: string, newPassword: string, ip: string): Promise<void>;
  };
}

/** Logging in and out: by SMS code (registering new phones), by password (staff), by WeChat. */
export function authService({
  users,
  throttle,
  sms,
  tokens,
  wechat,
  identities,
  officialAccountSignIn,
  imageUrl,
  now = Date.now,
  onRegistered,
  onLoggedOut,
  staff,
  passwords,
}: AuthServiceDeps) {
  // A hash to compare against when the username does not exist, so both cases take as long.
  const decoy = hashPassword(crypto.randomUUID());

  async function signIn(user: UserRow): Promise<LoginResult> {
    const { permission, ...issued } = await tokens.issue(user.id, user.role);
    const signedIn = await staff.signedIn(user.id, user.role);
    return {
      ...issued,
      user: toCurrentUser(user, imageUrl, permission),
      ...(signedIn.mustChangePassword ? { mustChangePassword: true as const } : {}),
    };
  }

  /** Finds the user by a unique key or creates them; a racing twin insert is read back. */
  async function findOrRegister(find: () => Promise<UserRow | undefined>, fresh: () => UserRow): Promise<UserRow> {
    const existing = await find();
    if (existing) return existing;
    const candidate = fresh();
    await users.insertIgnoringDuplicate(candidate);
    const user = await find();
    if (!user) throw new Error('user vanished right after registering');
    // Only the request whose row went in registered the user; a racing twin found theirs instead.
    if (user.id === candidate.id) await onRegistered?.(user.id);
    return user;
  }

  const identityUser = async (identity: { user_id: string } | undefined) =>
    identity ? users.findById(identity.user_id) : undefined;

  const newUser = (fields: Partial<UserRow> & { nickname: string }): UserRow => ({
    id: crypto.randomUUID(),
    role: 'customer',
    phone: null,
    username: null,
    password_hash: null,
    wechat_openid: null,
    avatar: '',
    gender: 'unknown',
    birthday: null,
    language: null,
    created_at: now(),
    updated_at: now(),
    disabled_at: null,
    real_name: null,
    identity_masked: null,
    identity_hash: null,
    real_name_verified_at: null,
    ...fields,
  });

  return {
    /** As uni-id words it, `weixin` is the official account inside WeChat and the website's QR login elsewhere. */
    loginTypes(insideWechat = false): LoginType[] {
      const weixin = insideWechat ? officialAccountSignIn : Boolean(wechat);
      return weixin ? ['weixin', 'username', 'smsCode'] : ['username', 'smsCode'];
    },

    /** The login of a member another way of signing in found (the official account's). */
    signIn,

    /** A new customer's row with these fields, for another way of registering (the official account's). */
    newMember: newUser,

    sendCode: (phone: string, ip: string) => sms.send(phone, ip),

    /** A right code logs the phone in, registering it the first time (decision 005). */
    async loginByCode(phone: string, code: string): Promise<LoginResult> {
      await sms.consume(phone, code);
      const user = await findOrRegister(
        () => users.findByPhone(phone),
        () => newUser({ phone, nickname: `用户${phone.slice(-4)}` }),
      );
      return signIn(user);
    },

    /** Staff and admins; the try is counted before the password is checked, per address (login-throttle.service). */
    async loginByPassword(username: string, password: string, address: string): Promise<LoginResult> {
      const attempt = await throttle.admit(username, address);
      // A member may sign in with their phone too; a username is never digits only, so the two never collide.
      const user =
        (await users.findByUsername(username)) ??
        (MOBILE_PHONE_PATTERN.test(username) ? await users.findByPhone(username) : undefined);
      const ok = await verifyPassword(password, user?.password_hash ?? (await decoy));
      if (!user || !ok) {
        await throttle.failed(attempt);
        throw unauthorized('LOGIN_FAILED', '用户名或密码错误');
      }
      await throttle.succeeded(attempt);
      return signIn(user);
    },

    wechatAuthorizeUrl(redirectUri: string, state: string): string {
      if (!wechat) throw badRequest('LOGIN_TYPE_DISABLED', 'WeChat login is not configured');
      return wechat.authorizeUrl(redirectUri, state);
    },

    async loginByWechat(code: string): Promise<LoginResult> {
      if (!wechat) throw badRequest('LOGIN_TYPE_DISABLED', 'WeChat login is not configured');
      const profile = await wechat.exchangeCode(code).catch(() => {
        throw unauthorized('LOGIN_FAILED', '微信授权失败，请重试');
      });
      // The website's openid, then the website app's identity, then another app's by unionid (decision 053).
      const known =
        (await users.findByWechatOpenid(profile.openid)) ??
        (await identityUser(await identities.find(wechat.appId, profile.openid))) ??
        (profile.unionid ? await identityUser(await identities.findByUnionId(profile.unionid)) : undefined);
      const user =
        known ??
        (await findOrRegister(
          () => users.findByWechatOpenid(profile.openid),
          () => newUser({ wechat_openid: profile.openid, nickname: profile.nickname, avatar: profile.avatar }),
        ));
      await identities.bind({
        app_id: wechat.appId,
        openid: profile.openid,
        unionid: profile.unionid ?? null,
        user_id: user.id,
        created_at: now(),
      });
      return signIn(user);
    },

    /**
     * The signed-in account changes its password. The old one is checked as a password login is, through the same
     * throttle keys (decision 011), so this cannot be used to guess it.
     */
    async updatePassword(member: TokenClaims, oldPassword: string, newPassword: string, address: string) {
      const user = await users.findById(member.uid);
      // The throttle's key is the name the account signs in with, so both doors share one count.
      const signInName = user?.username ?? user?.phone;
      if (!user?.password_hash || !signInName) {
        throw invalidParam('oldPassword: this account signs in without a password');
      }
      const attempt = await throttle.admit(signInName, address);
      if (!(await verifyPassword(oldPassword, user.password_hash))) {
        await throttle.failed(attempt);
        throw invalidParam('oldPassword: does not match');
      }
      await throttle.succeeded(attempt);
      if (oldPassword === newPassword) throw invalidParam('newPassword: must differ from the old password');
      await passwords.replaceOwn(member, user.password_hash, newPassword, address);
    },

    async logout(claims: TokenClaims): Promise<void> {
      await tokens.revoke(claims);
      await onLoggedOut?.(claims);
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
