import { type AuthenticationOptions, authentication } from '../../platform/authenticate';
import { announcer, type Later } from '../../platform/server-module';
import type { Platform } from '../platform';
import type { UsersOffers } from '../users/users.module';
import type { WechatOffers } from '../wechat/wechat.module';
import { authRoutes } from './auth.routes';
import { type AuthServiceDeps, authService } from './auth.service';
import { loginThrottleRepository } from './login-throttle.repository';
import { loginThrottleService } from './login-throttle.service';
import { sessionRepository } from './session.repository';
import { smsService } from './sms.service';
import { smsCodeRepository } from './sms-code.repository';
import { type SmsCounters, smsCounters } from './sms-counters';
import { smsSendLimitRepository } from './sms-send-limit.repository';
import { consoleSmsSender, type SmsSender } from './sms-sender';
import { setUpSmsSender } from './sms-setup';
import { type TokenServiceOptions, tokenService } from './token.service';
import { wechatIdentityRepository } from './wechat-identity.repository';
import { wechatMpRoutes } from './wechat-mp.routes';
import { wechatMpService } from './wechat-mp.service';
import { wechatOauthStateRepository } from './wechat-oauth-state.repository';
import { wechatOauthStateService } from './wechat-oauth-state.service';
import { openPlatformWechat, sandboxWechat } from './wechat-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** Texts sent and refused per SMS provider since this process started (decision 050). */
    smsCounts: SmsCounters;
  }
}

/**
 * A token that passed the session check is trusted this long without reading its session again (a send costs one
 * statement less). Logout and the token cap end sessions through the token service, which forgets them in every
 * process at once; this bounds only a session ended in the database by hand, or a bus message lost.
 */
const SESSION_CHECK_MS = 30_000;

/** Who may hold a session and with what: the staff module answers it, listed after this one (decision 054). */
export type SessionAdmission = Required<Pick<TokenServiceOptions, 'permissionsOf'>> &
  Required<AuthenticationOptions> &
  Pick<AuthServiceDeps, 'staff' | 'passwords'>;

export interface AuthModuleDeps {
  platform: Platform;
  users: UsersOffers;
  wechat: WechatOffers;
  admission: Later<SessionAdmission>;
  /** Texts go here instead of the configured sender (tests count them). */
  sms: SmsSender | undefined;
}

/** Sessions and tokens, the guard every route uses, SMS codes, and signing in by code, password and WeChat. */
export function authModule({ platform, users: { users }, wechat: { official }, admission, sms }: AuthModuleDeps) {
  const { app, config, database, bus, tokenSecret, secretFor, imageUrl } = platform;
  const tokens = tokenService(sessionRepository(database.db), tokenSecret, Date.now, {
    sessionCheckMs: SESSION_CHECK_MS,
    announceEnded: (jtis) => bus.publish({ kind: 'sessions-ended', jtis }),
    permissionsOf: (userId, role) => admission.get().permissionsOf(userId, role),
  });
  bus.subscribe((event) => {
    if (event.kind === 'sessions-ended') tokens.forget(event.jtis);
  });
  const guard = authentication(app, tokens, {
    mustChangePassword: (userId) => admission.get().mustChangePassword(userId),
  });
  const consoleSms = !sms && config.sms.sender === 'console' ? consoleSmsSender((m) => app.log.info(m)) : undefined;
  // Texts sent and refused per provider since start, for the log now and a metrics endpoint later (decision 050).
  const smsCounts = smsCounters();
  app.decorate('smsCounts', smsCounts);
  const smsSender =
    sms ?? setUpSmsSender(config.sms, consoleSms, smsCounts, (fields, message) => app.log.warn(fields, message));
  const wechat =
    config.wechat &&
    ('sandbox' in config.wechat
      ? sandboxWechat()
      : openPlatformWechat(config.wechat.appId, config.wechat.appSecret, config.wechatApiBaseUrl));
  const identities = wechatIdentityRepository(database.db);
  const smsLimits = smsSendLimitRepository(database.db);
  const codes = smsService(smsCodeRepository(database.db), smsLimits, smsSender);
  const registered = announcer<[userId: string]>();
  const auth = authService({
    users,
    throttle: loginThrottleService({
      repository: loginThrottleRepository(database.db),
      warn: (fields, message) => app.log.warn(fields, message),
    }),
    sms: codes,
    tokens,
    wechat,
    identities,
    officialAccountSignIn: official !== undefined,
    imageUrl,
    onRegistered: registered.announce,
    // The chat sockets of that session close with code 20 (PRODUCT.md#chat-push-connection), whichever process holds them.
    onLoggedOut: (claims) => bus.publish({ kind: 'sign-out', uid: claims.uid, jti: claims.jti }),
    staff: { signedIn: (userId, role) => admission.get().staff.signedIn(userId, role) },
    passwords: {
      replaceOwn: (member, checkedHash, newPassword, ip) =>
        admission.get().passwords.replaceOwn(member, checkedHash, newPassword, ip),
    },
  });
  const wechatMp = wechatMpService({
    account: official,
    states: wechatOauthStateService(wechatOauthStateRepository(database.db), secretFor('wechat-oauth-state')),
    identities,
    users,
    signIn: auth.signIn,
    newMember: auth.newMember,
    onRegistered: registered.announce,
  });
  return {
    offers: {
      tokens,
      guard,
      smsSender,
      codes,
      smsLimits,
      identities,
      /** A member registered (by SMS code or inside WeChat): coupons grant the new member's. */
      registered: { listen: registered.listen },
    },
    async register(app: Platform['app']) {
      await app.register(
        authRoutes(auth, guard, {
          devOutbox: config.env === 'production' ? undefined : consoleSms?.lastCodeFor,
          wechatSandbox: config.wechat !== undefined && 'sandbox' in config.wechat,
        }),
      );
      await app.register(wechatMpRoutes(wechatMp, guard, config.quotas));
    },
  };
}

export type AuthOffers = ReturnType<typeof authModule>['offers'];

/** What most modules take from auth: the token service and the routes' guard. */
export type Sessions = Pick<AuthOffers, 'tokens' | 'guard'>;

// What other modules' files use of this one's (decision 054): they import it from here, not from its files.
export { hashPassword } from './password';
export type { SmsService } from './sms.service';
export type { OrderSms, SmsSender } from './sms-sender';
export type { TokenService } from './token.service';
