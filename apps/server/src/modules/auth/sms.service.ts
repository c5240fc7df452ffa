import crypto from 'node:crypto';
import {
  SMS_CODE_LENGTH,
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_MS,
  SMS_DAILY_LIMIT_PER_IP,
  SMS_DAILY_LIMIT_PER_PHONE,
  SMS_RESEND_INTERVAL_MS,
} from '@ffe/shared/constants';
import { AppError } from '../../platform/errors';
import type { SmsCodeRepository } from './sms-code.repository';
import type { SmsSender } from './sms-sender';

const DAY_MS = 24 * 3_600_000;

function hashCode(phone: string, code: string): string {
  return crypto.createHash('sha256').update(`${phone}:${code}`).digest('hex');
}

/** Login codes by SMS (DESIGN §4): 6 digits, 5 minutes, single use, 5 wrong tries, one send a minute, daily caps. */
export function smsService(codes: SmsCodeRepository, sender: SmsSender, now: () => number = Date.now) {
  return {
    /** Sends a fresh code; the caps are counted over the last 24 hours. */
    async send(phone: string, ip: string): Promise<{ resendAfterMs: number }> {
      const at = now();
      const last = await codes.latestForPhone(phone);
      if (last && at - last.created_at < SMS_RESEND_INTERVAL_MS) {
        const wait = Math.ceil((SMS_RESEND_INTERVAL_MS - (at - last.created_at)) / 1000);
        throw new AppError(429, 'SMS_TOO_FREQUENT', `发送过于频繁，请${wait}秒后再试`);
      }
      if ((await codes.countForPhoneSince(phone, at - DAY_MS)) >= SMS_DAILY_LIMIT_PER_PHONE) {
        throw new AppError(429, 'SMS_DAILY_LIMIT', '该手机号今日验证码发送次数已达上限');
      }
      if ((await codes.countForIpSince(ip, at - DAY_MS)) >= SMS_DAILY_LIMIT_PER_IP) {
        throw new AppError(429, 'SMS_DAILY_LIMIT', '今日验证码发送次数已达上限');
      }
      const code = String(crypto.randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
      const id = crypto.randomUUID();
      await codes.insert({
        id,
        phone,
        ip,
        code_hash: hashCode(phone, code),
        attempts: 0,
        used_at: null,
        created_at: at,
        expires_at: at + SMS_CODE_TTL_MS,
      });
      try {
        await sender.sendLoginCode(phone, code);
      } catch {
        // A code that never left must not hold back a retry.
        await codes.remove(id);
        throw new AppError(503, 'SMS_SEND_FAILED', '验证码发送失败，请稍后再试');
      }
      return { resendAfterMs: SMS_RESEND_INTERVAL_MS };
    },

    /** Uses the phone's latest code if it matches; each wrong try counts, the fifth ends the code. */
    async consume(phone: string, code: string): Promise<void> {
      const at = now();
      const row = await codes.latestForPhone(phone);
      if (!row || row.used_at !== null) throw new AppError(400, 'SMS_CODE_INVALID', '验证码错误，请重新获取');
      if (row.expires_at <= at) throw new AppError(400, 'SMS_CODE_EXPIRED', '验证码已过期，请重新获取');
      if (row.attempts >= SMS_CODE_MAX_ATTEMPTS) {
        throw new AppError(400, 'SMS_CODE_TOO_MANY_ATTEMPTS', '验证码错误次数过多，请重新获取');
      }
      const expected = Buffer.from(row.code_hash, 'hex');
      const actual = Buffer.from(hashCode(phone, code), 'hex');
      if (!crypto.timingSafeEqual(expected, actual)) {
        await codes.recordWrongTry(row.id, SMS_CODE_MAX_ATTEMPTS);
        const left = SMS_CODE_MAX_ATTEMPTS - row.attempts - 1;
        if (left <= 0) throw new AppError(400, 'SMS_CODE_TOO_MANY_ATTEMPTS', '验证码错误次数过多，请重新获取');
        throw new AppError(400, 'SMS_CODE_INVALID', `验证码错误，还可尝试${left}次`);
      }
      if (!(await codes.markUsed(row.id, at))) throw new AppError(400, 'SMS_CODE_INVALID', '验证码错误，请重新获取');
    },
  };
}

export type SmsService = ReturnType<typeof smsService>;
