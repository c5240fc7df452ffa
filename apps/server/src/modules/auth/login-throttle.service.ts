import { tooManyRequests } from '../../platform/errors';
import type { LoginThrottleRepository } from './login-throttle.repository';

/** How password tries are limited (decision 011); tests pass smaller numbers. */
export interface LoginLimits {
  /** Tries one address has at one username before a lock. */
  triesPerPair: number;
  /** Tries one address has over all usernames before a lock. */
  triesPerAddress: number;
  firstLockMs: number;
  maxLockMs: number;
  /** Tries and lock levels are forgotten this long after a key's first try. */
  lockWindowMs: number;
  /** Tries at one username from all addresses in `ceilingWindowMs` before each further one is slowed. */
  accountCeiling: number;
  ceilingWindowMs: number;
  slowdownStepMs: number;
  maxSlowdownMs: number;
}

export const LOGIN_LIMITS: LoginLimits = {
  triesPerPair: 5,
  triesPerAddress: 20,
  firstLockMs: 30_000,
  maxLockMs: 3_600_000,
  lockWindowMs: 24 * 3_600_000,
  accountCeiling: 100,
  ceilingWindowMs: 15 * 60_000,
  slowdownStepMs: 100,
  maxSlowdownMs: 2_000,
};

export interface LoginThrottleDeps {
  repository: LoginThrottleRepository;
  /** Logs that a username is being guessed from many addresses. */
  warn: (fields: { username: string; tries: number; slowdownMs: number }, message: string) => void;
  limits?: LoginLimits;
  now?: () => number;
  pause?: (ms: number) => Promise<void>;
}

/** A try that was let through to the password check, with the counts it took. */
export interface PasswordTry {
  at: number;
  counted: Array<{ key: string; free: number; attempts: number; level: number }>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Password tries are counted before the password is checked, per address and username and per address, so an
 * attacker locks only their own address; all addresses together only slow a username down, never lock it.
 */
export function loginThrottleService({
  repository,
  warn,
  limits = LOGIN_LIMITS,
  now = Date.now,
  pause = sleep,
}: LoginThrottleDeps) {
  const lockMs = (level: number) => Math.min(limits.maxLockMs, limits.firstLockMs * 2 ** level);
  // An address never holds a '|', so the username after it cannot make two keys alike.
  const lockableKeys = (username: string, address: string) => [
    { key: `pair|${address}|${username}`, free: limits.triesPerPair },
    { key: `address|${address}`, free: limits.triesPerAddress },
  ];

  async function refuse(key: string, at: number): Promise<never> {
    const seconds = Math.max(1, Math.ceil(((await repository.lockedUntil(key)) - at) / 1000));
    throw tooManyRequests('LOGIN_LOCKED', `密码错误次数过多，请${seconds}秒后再试`, seconds);
  }

  /** Whoever takes the lock, the key is locked after this; the count drops so the next lock comes after one try. */
  const lock = (key: string, free: number, level: number, at: number) =>
    repository.lock(key, level, at, at + lockMs(level), free - 1);

  /** Past the ceiling each try of this username waits a little longer, up to a bound, and it is logged. */
  async function slowWhenBusy(username: string, at: number): Promise<void> {
    const counted = await repository.countTry(`account|${username}`, at, at - limits.ceilingWindowMs);
    const over = (counted?.attempts ?? 0) - limits.accountCeiling;
    if (over <= 0) return;
    const slowdownMs = Math.min(limits.maxSlowdownMs, over * limits.slowdownStepMs);
    // The first try over the ceiling and then one in every ceiling's worth, so an attack does not flood the log.
    if (over === 1 || over % limits.accountCeiling === 0) {
      warn({ username, tries: counted?.attempts ?? 0, slowdownMs }, 'password tries at one username over the ceiling');
    }
    await pause(slowdownMs);
  }

  return {
    /** Counts the try before the password is checked; refuses it while its address is locked out. */
    async admit(username: string, address: string): Promise<PasswordTry> {
      const at = now();
      const counted: PasswordTry['counted'] = [];
      for (const { key, free } of lockableKeys(username, address)) {
        const row = await repository.countTry(key, at, at - limits.lockWindowMs);
        if (!row) return refuse(key, at);
        if (row.attempts > free) {
          // More tries than the free ones arrived at once: this one is not checked, and the key locks.
          await lock(key, free, row.lock_level, at);
          return refuse(key, at);
        }
        counted.push({ key, free, attempts: row.attempts, level: row.lock_level });
      }
      await slowWhenBusy(username, at);
      return { at, counted };
    },

    /** A wrong password: a key whose free tries are used up locks. */
    async failed({ at, counted }: PasswordTry): Promise<void> {
      for (const { key, free, attempts, level } of counted) {
        if (attempts >= free) await lock(key, free, level, at);
      }
    },

    /** The right password forgets this address's tries; the username's ceiling keeps counting. */
    succeeded: ({ counted }: PasswordTry) => repository.clear(counted.map((c) => c.key)),
  };
}

export type LoginThrottleService = ReturnType<typeof loginThrottleService>;
