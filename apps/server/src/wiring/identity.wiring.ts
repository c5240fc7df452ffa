import crypto from 'node:crypto';
import { IM } from '@ffe/shared/constants';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { DbHandle } from '../db/connect';
import { accountRepository } from '../modules/account/account.repository';
import { accountService } from '../modules/account/account.service';
import {
  developmentRealNameVerifier,
  httpRealNameVerifier,
  type RealNameVerifier,
} from '../modules/account/real-name-verifier';
import type { AuditRepository } from '../modules/audit/audit.repository';
import { type AuthServiceDeps, authService } from '../modules/auth/auth.service';
import { loginThrottleRepository } from '../modules/auth/login-throttle.repository';
import { loginThrottle } from '../modules/auth/login-throttle.service';
import { sessionRepository } from '../modules/auth/session.repository';
import { smsService } from '../modules/auth/sms.service';
import { smsCodeRepository } from '../modules/auth/sms-code.repository';
import { smsCounters } from '../modules/auth/sms-counters';
import { smsSendLimitRepository } from '../modules/auth/sms-send-limit.repository';
import { consoleSmsSender, type SmsSender } from '../modules/auth/sms-sender';
import { setUpSmsSender } from '../modules/auth/sms-setup';
import { tokenService } from '../modules/auth/token.service';
import { wechatIdentityRepository } from '../modules/auth/wechat-identity.repository';
import { wechatMpService } from '../modules/auth/wechat-mp.service';
import { wechatOauthStateRepository } from '../modules/auth/wechat-oauth-state.repository';
import { wechatOauthStates } from '../modules/auth/wechat-oauth-state.service';
import { openPlatformWechat, sandboxWechat } from '../modules/auth/wechat-provider';
import { customerRepository } from '../modules/customers/customers.repository';
import { customerSessionGuard } from '../modules/customers/customers.service';
import type { EventBus } from '../modules/im/event-bus';
import { imRepository } from '../modules/im/im.repository';
import { profileCache } from '../modules/im/profile-cache';
import { staffRepository } from '../modules/staff/staff.repository';
import { staffService } from '../modules/staff/staff.service';
import { staffAccessService } from '../modules/staff/staff-access.service';
import { userRepository } from '../modules/users/user.repository';
import { officialAccount, sandboxOfficialAccount } from '../modules/wechat/official-account-provider';
import { authentication } from '../platform/authenticate';

/**
 * A token that passed the session check is trusted this long without reading its session again (a send costs one
 * statement less). Logout and the token cap end sessions through the token service, which forgets them in every
 * process at once; this bounds only a session ended in the database by hand, or a bus message lost.
 */
const SESSION_CHECK_MS = 30_000;

export interface IdentityWiringDeps {
  app: FastifyInstance;
  config: Config;
  database: DbHandle;
  bus: EventBus;
  tokenSecret: string;
  /** A secret of its own for `purpose`, derived from the token secret. */
  secretFor: (purpose: string) => string;
  /** Texts go here instead of the configured sender (tests count them). */
  sms: SmsSender | undefined;
  /** Real-name checks go here instead of the configured verifier (tests count them). */
  realName: RealNameVerifier | undefined;
  audit: AuditRepository;
  imageUrl: (path: string) => string;
  onRegistered: NonNullable<AuthServiceDeps['onRegistered']>;
  onLoggedOut: NonNullable<AuthServiceDeps['onLoggedOut']>;
}

/** Who is signed in and as what: sessions and tokens, staff and customers, SMS codes, WeChat, login, the account. */
export function wireIdentity({
  app,
  config,
  database,
  bus,
  tokenSecret,
  secretFor,
  sms,
  realName,
  audit,
  imageUrl,
  onRegistered,
  onLoggedOut,
}: IdentityWiringDeps) {
  const staffRepo = staffRepository(database.db);
  const staffAccess = staffAccessService(staffRepo);
  const customerRepo = customerRepository(database.db);
  const mayHoldSession = customerSessionGuard(customerRepo);
  const tokens = tokenService(sessionRepository(database.db), tokenSecret, Date.now, {
    sessionCheckMs: SESSION_CHECK_MS,
    announceEnded: (jtis) => bus.publish({ kind: 'sessions-ended', jtis }),
    permissionsOf: async (userId, role) => {
      await mayHoldSession(userId, role);
      return staffAccess.permissionsOf(userId, role);
    },
  });
  const chatRepo = imRepository(database.db, { dialect: database.dialect });
  const profiles = profileCache(chatRepo.publicUsers, IM.PROFILE_CACHE_SIZE);
  // Forgotten here at once, then in every process (this one again, through Redis: harmless).
  const profileChanged = async (userId: string) => {
    profiles.forget([userId]);
    await bus.publish({ kind: 'profiles-changed', ids: [userId] });
  };
  bus.subscribe((event) => {
    if (event.kind === 'sessions-ended') tokens.forget(event.jtis);
    if (event.kind === 'profiles-changed') profiles.forget(event.ids);
  });
  const guard = authentication(app, tokens, { mustChangePassword: staffAccess.mustChangePassword });
  const staff = staffService({ repo: staffRepo, audit, tokens, profileChanged });
  const users = userRepository(database.db);
  const consoleSms = !sms && config.sms.sender === 'console' ? consoleSmsSender((m) => app.log.info(m)) : undefined;
  // Texts sent and refused per provider since start, for the log now and a metrics endpoint later (decision 050).
  const smsCounts = smsCounters();
  const smsSender =
    sms ?? setUpSmsSender(config.sms, consoleSms, smsCounts, (fields, message) => app.log.warn(fields, message));
  const wechat =
    config.wechat &&
    ('sandbox' in config.wechat
      ? sandboxWechat()
      : openPlatformWechat(config.wechat.appId, config.wechat.appSecret, config.wechatApiBaseUrl));
  // The official account inside WeChat (decision 053); the sandbox serves it too where it serves the website's.
  const official = config.wechatMp
    ? officialAccount(config.wechatMp.appId, config.wechatMp.appSecret, config.wechatApiBaseUrl)
    : config.wechat && 'sandbox' in config.wechat
      ? sandboxOfficialAccount()
      : undefined;
  const identities = wechatIdentityRepository(database.db);
  const smsLimits = smsSendLimitRepository(database.db);
  const codes = smsService(smsCodeRepository(database.db), smsLimits, smsSender);
  const auth = authService({
    users,
    throttle: loginThrottle({
      repository: loginThrottleRepository(database.db),
      warn: (fields, message) => app.log.warn(fields, message),
    }),
    sms: codes,
    tokens,
    wechat,
    identities,
    officialAccountSignIn: official !== undefined,
    imageUrl,
    onRegistered,
    onLoggedOut,
    staff: staffAccess,
    passwords: { replaceOwn: staff.replaceOwnPassword },
  });

  const wechatMp = wechatMpService({
    account: official,
    states: wechatOauthStates(wechatOauthStateRepository(database.db), secretFor('wechat-oauth-state')),
    identities,
    users,
    signIn: auth.signIn,
    newMember: auth.newMember,
    onRegistered,
  });

  // Identity numbers are few enough to guess from a plain hash, so it is keyed.
  const identityKey = secretFor('identity');
  const accounts = accountService({
    users,
    accounts: accountRepository(database.db),
    sms: codes,
    tokens,
    verifier:
      realName ??
      (config.realName?.verifier === 'http'
        ? httpRealNameVerifier(config.realName.gatewayUrl, config.realName.gatewayToken)
        : config.realName
          ? developmentRealNameVerifier()
          : undefined),
    tries: smsLimits,
    identityHash: (identity) => crypto.createHmac('sha256', identityKey).update(identity).digest('hex'),
    imageUrl,
  });
  return {
    customerRepo,
    tokens,
    chatRepo,
    profiles,
    profileChanged,
    guard,
    staff,
    users,
    consoleSms,
    smsSender,
    smsCounts,
    auth,
    accounts,
    official,
    wechatMp,
  };
}
