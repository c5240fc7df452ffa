import { REAL_NAME_TRIES_PER_DAY } from '@ffe/shared/constants';
import type { RealNameInfo } from '@ffe/shared/contracts/account';
import type { CurrentUser } from '@ffe/shared/contracts/member';
import { maskIdentityNumber } from '@ffe/shared/domain/identity-card';
import { maskName } from '@ffe/shared/domain/masking';
import { violatesUnique } from '../../db/errors';
import type { TokenClaims } from '../../platform/authenticate';
import { badRequest, conflict, forbidden, notFound, tooManyRequests, unavailable } from '../../platform/errors';
import type { SmsService, TokenService } from '../auth/auth.module';
import { hashPassword } from '../auth/auth.module';
import type { UserRepository, UserRow } from '../users/users.module';
import { toCurrentUser } from '../users/users.module';
import type { AccountRepository } from './account.repository';
import type { RealNameVerifier } from './real-name-verifier';

const DAY_MS = 24 * 3_600_000;

/** A place in a counted window (the SMS send limits' table): when the window began, or nothing once it is full. */
export interface WindowCounter {
  take(key: string, cap: number, now: number, windowFrom: number): Promise<number | undefined>;
  windowStarted(key: string): Promise<number>;
}

export interface AccountServiceDeps {
  users: UserRepository;
  accounts: AccountRepository;
  sms: Pick<SmsService, 'consume'>;
  tokens: Pick<TokenService, 'revokeAllOf' | 'announce'>;
  /** Missing where no verification service is configured (production without a gateway). */
  verifier: RealNameVerifier | undefined;
  tries: WindowCounter;
  /** A keyed hash of an identity number: its owner's other accounts are found without keeping the number. */
  identityHash: (identity: string) => string;
  imageUrl: (path: string) => string;
  now?: () => number;
}

type Member = Pick<TokenClaims, 'uid' | 'permission'>;

const phoneTaken = () => conflict('PHONE_TAKEN', '该手机号已绑定其他账号');
const usernameTaken = () => conflict('USERNAME_TAKEN', '该用户名已被使用');
const identityTaken = () => conflict('REAL_NAME_IDENTITY_TAKEN', '该身份证号码已被其他账号认证');
const alreadyVerified = () => conflict('REAL_NAME_VERIFIED', '已完成实名认证');

/** The member's real-name status as they may see it: never the whole name or number. */
export function toRealNameInfo(row: UserRow): RealNameInfo {
  const verifiedAt = row.real_name_verified_at ?? null;
  return {
    verified: verifiedAt !== null,
    realName: row.real_name ? maskName(row.real_name) : null,
    identity: row.identity_masked ?? null,
    verifiedAt: verifiedAt === null ? null : Number(verifiedAt),
  };
}

/** The member's sign-in details: a forgotten password by SMS, the username, the phone, and real-name verification. */
export function accountService({
  users,
  accounts,
  sms,
  tokens,
  verifier,
  tries,
  identityHash,
  imageUrl,
  now = Date.now,
}: AccountServiceDeps) {
  async function userOf(id: string): Promise<UserRow> {
    const row = await users.findById(id);
    if (!row) throw notFound('user');
    return row;
  }
  const present = async (member: Member): Promise<CurrentUser> =>
    toCurrentUser(await userOf(member.uid), imageUrl, member.permission);

  return {
    /**
     * The code proves the phone before anything is said about its account, so this cannot tell who is registered.
     * Every session of the account ends: whoever knew the old password is out.
     */
    async resetPasswordBySms(phone: string, code: string, password: string): Promise<void> {
      await sms.consume(phone, code);
      const user = await users.findByPhone(phone);
      if (!user) throw notFound('account', 'ACCOUNT_NOT_FOUND');
      if (user.disabled_at) throw forbidden('该账号已停用', 'ACCOUNT_DISABLED');
      const passwordHash = await hashPassword(password);
      const ended = await accounts.transaction(async (trx) => {
        await accounts.setPassword(user.id, passwordHash, now(), trx);
        return tokens.revokeAllOf(user.id, { trx });
      });
      await tokens.announce(ended);
    },

    async updateUsername(member: Member, username: string): Promise<CurrentUser> {
      const user = await userOf(member.uid);
      if (user.username === username) return present(member);
      const holder = await users.findByUsername(username);
      if (holder && holder.id !== user.id) throw usernameTaken();
      try {
        await accounts.setUsername(user.id, username, now());
      } catch (error) {
        // Another account took it between the check and the write.
        if (violatesUnique(error, 'username')) throw usernameTaken();
        throw error;
      }
      return present(member);
    },

    /** The code proves the new phone first, so a phone's owner is never revealed to someone who does not hold it. */
    async bindPhone(member: Member, phone: string, code: string): Promise<CurrentUser> {
      await sms.consume(phone, code);
      const user = await userOf(member.uid);
      if (user.phone === phone) return present(member);
      const holder = await users.findByPhone(phone);
      if (holder && holder.id !== user.id) throw phoneTaken();
      try {
        await accounts.setPhone(user.id, phone, now());
      } catch (error) {
        if (violatesUnique(error, 'phone')) throw phoneTaken();
        throw error;
      }
      return present(member);
    },

    realNameInfo: async (member: Member): Promise<RealNameInfo> => toRealNameInfo(await userOf(member.uid)),

    /**
     * Each check is counted (a day's window per member) before the paid provider is asked, so concurrent submits
     * never pass the cap; an identity another account verified is refused before the provider is asked too.
     */
    async submitRealName(member: Member, realName: string, identity: string): Promise<RealNameInfo> {
      const user = await userOf(member.uid);
      if (user.real_name_verified_at) throw alreadyVerified();
      if (!verifier) throw unavailable('SYSTEM_ERROR', '实名认证暂不可用，请稍后再试');
      const at = now();
      const key = `realname|${member.uid}`;
      if ((await tries.take(key, REAL_NAME_TRIES_PER_DAY, at, at - DAY_MS)) === undefined) {
        const seconds = Math.max(1, Math.ceil(((await tries.windowStarted(key)) + DAY_MS - at) / 1000));
        throw tooManyRequests('REAL_NAME_DAILY_LIMIT', '今日实名认证次数已达上限，请明天再试', seconds);
      }
      const hash = identityHash(identity);
      const holder = await accounts.holderOfIdentity(hash);
      if (holder && holder !== member.uid) throw identityTaken();
      const { matched } = await verifier.verify({ realName, identity }).catch(() => {
        throw unavailable('SYSTEM_ERROR', '实名认证暂不可用，请稍后再试');
      });
      if (!matched) throw badRequest('REAL_NAME_MISMATCH', '姓名与身份证号码不一致');
      try {
        const recorded = await accounts.setRealName(
          member.uid,
          { realName, identityMasked: maskIdentityNumber(identity), identityHash: hash },
          at,
        );
        if (!recorded) throw alreadyVerified();
      } catch (error) {
        if (violatesUnique(error, 'identity_hash')) throw identityTaken();
        throw error;
      }
      return toRealNameInfo(await userOf(member.uid));
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
