import crypto from 'node:crypto';
import {
  SMS_CODE_LENGTH,
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_MS,
  SMS_DAILY_LIMIT_PER_IP,
  SMS_DAILY_LIMIT_PER_PHONE,
  SMS_RESEND_INTERVAL_MS,
} from '@ffe/shared/constants';
import { badRequest, tooManyRequests, unavailable } from '../../platform/errors';
import type { SmsCodeRepository } from './sms-code.repository';
import type { SmsSendLimitRepository } from './sms-send-limit.repository';
import { SmsRefused, type SmsSender } from './sms-sender';

const DAY_MS = 24 * 3_600_000;

function hashCode(phone: string, code: string): string {
  return crypto.createHash('sha256').update(`${phone}:${code}`).digest('hex');
}

/** Where each cap counts a phone's or an address's sends. */
export const smsLimitKeys = {
  resend: (phone: string) => `resend|${phone}`,
  phone: (phone: string) => `phone|${phone}`,
  address: (ip: string) => `address|${ip}`,
};

/** The caps a send takes, in this order in every transaction, so two sends never wait on each other in a circle. */
function sendCaps(phone: string, ip: string) {
  return [
    {
      key: smsLimitKeys.resend(phone),
      cap: 1,
      windowMs: SMS_RESEND_INTERVAL_MS,
      refusal: (seconds: number) =>
        tooManyRequests('SMS_TOO_FREQUENT', `发送过于频繁，请${Math.max(1, Math.ceil(seconds))}秒后再试`, seconds),
    },
    {
      key: smsLimitKeys.phone(phone),
      cap: SMS_DAILY_LIMIT_PER_PHONE,
      windowMs: DAY_MS,
      refusal: (seconds: number) => tooManyRequests('SMS_DAILY_LIMIT', '该手机号今日验证码发送次数已达上限', seconds),
    },
    {
      key: smsLimitKeys.address(ip),
      cap: SMS_DAILY_LIMIT_PER_IP,
      windowMs: DAY_MS,
      refusal: (seconds: number) => tooManyRequests('SMS_DAILY_LIMIT', '今日验证码发送次数已达上限', seconds),
    },
  ];
}

/** What the customer is told of a code that did not leave: the provider's limit, a number it refuses, or a failure. */
function notSent(error: unknown) {
  const refusal = error instanceof SmsRefused ? error : undefined;
  if (refusal?.failure === 'limited') {
    return tooManyRequests('SMS_PROVIDER_LIMIT', '该手机号接收短信过于频繁，请稍后再试', refusal.retryAfterSeconds);
  }
  if (refusal?.failure === 'number') return badRequest('SMS_PHONE_REFUSED', '该手机号无法接收短信，请检查号码');
  return unavailable('SMS_SEND_FAILED', '验证码发送失败，请稍后再试');
}

const tooManyAttempts = () => badRequest('SMS_CODE_TOO_MANY_ATTEMPTS', '验证码错误次数过多，请重新获取');

/** Login codes by SMS (decision 005): 6 digits, 5 minutes, single use, 5 wrong tries, one send a minute, daily caps. */
export function smsService(
  codes: SmsCodeRepository,
  limits: SmsSendLimitRepository,
  sender: Pick<SmsSender, 'sendLoginCode'>,
  now: () => number = Date.now,
) {
  return {
    /**
     * Sends a fresh code. Its place under each cap is taken by a conditional upsert, all in one transaction with the
     * code, so concurrent sends never pass a cap; the gateway is called outside it, and a failed send gives the places
     * back.
     */
    async send(phone: string, ip: string): Promise<{ resendAfterMs: number }> {
      const at = now();
      const code = String(crypto.randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
      const id = crypto.randomUUID();
      const caps = sendCaps(phone, ip);
      const taken = await limits.transaction(async (trx) => {
        const windows: Array<{ key: string; windowStarted: number }> = [];
        for (const { key, cap, windowMs, refusal } of caps) {
          const windowStarted = await limits.take(key, cap, at, at - windowMs, trx);
          // Throwing rolls back the places already taken in this transaction.
          if (windowStarted === undefined)
            throw refusal(((await limits.windowStarted(key, trx)) + windowMs - at) / 1000);
          windows.push({ key, windowStarted });
        }
        const row = { id, phone, ip, code_hash: hashCode(phone, code), attempts: 0, used_at: null, created_at: at };
        await codes.insert({ ...row, expires_at: at + SMS_CODE_TTL_MS }, trx);
        return windows;
      });
      try {
        await sender.sendLoginCode(phone, code);
      } catch (error) {
        // A code that never left must not hold back a retry, nor count against the phone's or the address's day.
        await limits.transaction(async (trx) => {
          await codes.remove(id, trx);
          for (const { key, windowStarted } of taken) await limits.giveBack(key, windowStarted, trx);
        });
        throw notSent(error);
      }
      return { resendAfterMs: SMS_RESEND_INTERVAL_MS };
    },

    /**
     * Uses the phone's latest code if it matches. A try is claimed by a conditional update before the code is
     * compared, so however many guesses arrive at once, at most five are compared.
     */
    async consume(phone: string, code: string): Promise<void> {
      const at = now();
      const row = await codes.latestForPhone(phone);
      if (!row || row.used_at !== null) throw badRequest('SMS_CODE_INVALID', '验证码错误，请重新获取');
      if (row.expires_at <= at) throw badRequest('SMS_CODE_EXPIRED', '验证码已过期，请重新获取');
      const tryNumber = await codes.claimTry(row.id, SMS_CODE_MAX_ATTEMPTS);
      // No try left (or, in a race, the right code was used meanwhile): nothing is compared.
      if (tryNumber === undefined) throw tooManyAttempts();
      const expected = Buffer.from(row.code_hash, 'hex');
      const actual = Buffer.from(hashCode(phone, code), 'hex');
      if (!crypto.timingSafeEqual(expected, actual)) {
        const left = SMS_CODE_MAX_ATTEMPTS - tryNumber;
        if (left <= 0) throw tooManyAttempts();
        throw badRequest('SMS_CODE_INVALID', `验证码错误，还可尝试${left}次`);
      }
      if (!(await codes.markUsed(row.id, at))) throw badRequest('SMS_CODE_INVALID', '验证码错误，请重新获取');
    },
  };
}

export type SmsService = ReturnType<typeof smsService>;
