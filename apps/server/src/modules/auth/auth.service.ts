import crypto from 'node:crypto';
import type { LoginResult, LoginType } from '@ffe/shared/contracts/member';
import { AppError } from '../../platform/errors';
import { toCurrentUser } from '../users/user.mapper';
import type { UserRepository, UserRow } from '../users/user.repository';
import { hashPassword, verifyPassword } from './password';
import type { PasswordFailureRepository } from './password-failure.repository';
import type { SmsService } from './sms.service';
import type { TokenClaims, TokenService } from './token.service';
import type { WechatProvider } from './wechat-provider';

/** Failures allowed before a wait; then the wait doubles from 30 s up to an hour. */
const FREE_FAILURES = 5;
const FIRST_LOCK_MS = 30_000;
const MAX_LOCK_MS = 3_600_000;

export interface AuthServiceDeps {
  users: UserRepository;
  failures: PasswordFailureRepository;
  sms: SmsService;
  tokens: TokenService;
  wechat: WechatProvider | undefined;
  imageUrl: (path: string) => string;
  now?: () => number;
  /** Called once for a user this service has just registered (e.g. to give new-member coupons). */
  onRegistered?: (userId: string) => Promise<void>;
  /** Called after a token was revoked by logging out (e.g. to close its chat sockets). */
  onLoggedOut?: (claims: TokenClaims) => Promise<void>;
}

/** Logging in and out: by SMS code (registering new phones), by password (staff), by WeChat. */
export function authService({
  users,
  failures,
  sms,
  tokens,
  wechat,
  imageUrl,
  now = Date.now,
  onRegistered,
  onLoggedOut,
}: AuthServiceDeps) {
  // A hash to compare against when the username does not exist, so both cases take as long.
  const decoy = hashPassword(crypto.randomUUID());

  async function signIn(user: UserRow): Promise<LoginResult> {
    const issued = await tokens.issue(user.id, user.role);
    return { ...issued, user: toCurrentUser(user, imageUrl) };
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
    ...fields,
  });

  return {
    loginTypes(): LoginType[] {
      return wechat ? ['weixin', 'username', 'smsCode'] : ['username', 'smsCode'];
    },

    sendCode: (phone: string, ip: string) => sms.send(phone, ip),

    /** A right code logs the phone in, registering it the first time (DESIGN §4). */
    async loginByCode(phone: string, code: string): Promise<LoginResult> {
      await sms.consume(phone, code);
      const user = await findOrRegister(
        () => users.findByPhone(phone),
        () => newUser({ phone, nickname: `用户${phone.slice(-4)}` }),
      );
      return signIn(user);
    },

    /** Staff and admins; after five failures each further one waits twice as long, up to an hour. */
    async loginByPassword(username: string, password: string): Promise<LoginResult> {
      const at = now();
      const record = await failures.find(username);
      if (record && record.locked_until > at) {
        const seconds = Math.ceil((record.locked_until - at) / 1000);
        throw new AppError(429, 'LOGIN_LOCKED', `密码错误次数过多，请${seconds}秒后再试`);
      }
      const user = await users.findByUsername(username);
      const ok = await verifyPassword(password, user?.password_hash ?? (await decoy));
      if (!user || !ok) {
        const count = (record?.failures ?? 0) + 1;
        const lock = count < FREE_FAILURES ? 0 : Math.min(MAX_LOCK_MS, FIRST_LOCK_MS * 2 ** (count - FREE_FAILURES));
        await failures.save(username, count, lock ? at + lock : 0);
        throw new AppError(401, 'LOGIN_FAILED', '用户名或密码错误');
      }
      if (record) await failures.clear(username);
      return signIn(user);
    },

    wechatAuthorizeUrl(redirectUri: string, state: string): string {
      if (!wechat) throw new AppError(400, 'LOGIN_TYPE_DISABLED', 'WeChat login is not configured');
      return wechat.authorizeUrl(redirectUri, state);
    },

    async loginByWechat(code: string): Promise<LoginResult> {
      if (!wechat) throw new AppError(400, 'LOGIN_TYPE_DISABLED', 'WeChat login is not configured');
      const profile = await wechat.exchangeCode(code).catch(() => {
        throw new AppError(401, 'LOGIN_FAILED', '微信授权失败，请重试');
      });
      const user = await findOrRegister(
        () => users.findByWechatOpenid(profile.openid),
        () => newUser({ wechat_openid: profile.openid, nickname: profile.nickname, avatar: profile.avatar }),
      );
      return signIn(user);
    },

    async logout(claims: TokenClaims): Promise<void> {
      await tokens.revoke(claims);
      await onLoggedOut?.(claims);
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
