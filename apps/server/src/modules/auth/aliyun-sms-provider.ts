import crypto from 'node:crypto';
import { aliyunCanonicalQuery, aliyunRpcSignature } from './aliyun-sms-signing';
import { type SmsFailure, SmsRefused } from './sms-sender';
import type { SmsProvider } from './template-sms-sender';

export interface AliyunSmsSettings {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** Dysmsapi's base URL, without a trailing slash. */
  endpoint: string;
  timeoutMs?: number;
}

/** How long a customer waits after Aliyun's per-number flow control, by the window its message names. */
function flowControlSeconds(message: string): number {
  if (message.includes('天级')) return 24 * 3_600;
  if (message.includes('小时级')) return 3_600;
  return 60;
}

/** What a refusal means for the customer; every code not named here is the shop's problem (keys, sign, template). */
function failureOf(code: string): SmsFailure {
  if (code === 'isv.BUSINESS_LIMIT_CONTROL') return 'limited';
  if (code === 'isv.MOBILE_NUMBER_ILLEGAL') return 'number';
  return 'failed';
}

/** Formats an instant as Aliyun's Timestamp: ISO 8601 in UTC, to the second. */
const aliyunTimestamp = (at: number) => new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * Aliyun SMS (Dysmsapi 2017-05-25 `SendSms`): an RPC call POSTed as a form, signed with the access key (HMAC-SHA1,
 * signature version 1.0). Aliyun answers `Code: OK`, or a code of its own (`isv.…`, `InvalidAccessKeyId.NotFound`,
 * `SignatureDoesNotMatch`), which the refusal carries.
 */
export function aliyunSmsProvider(settings: AliyunSmsSettings, now: () => number = Date.now): SmsProvider {
  return {
    name: 'aliyun',
    async send(phone, template, params) {
      const signed: Record<string, string> = {
        AccessKeyId: settings.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: phone,
        RegionId: 'cn-hangzhou',
        SignName: settings.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: crypto.randomUUID(),
        SignatureVersion: '1.0',
        TemplateCode: template,
        TemplateParam: JSON.stringify(Object.fromEntries(params)),
        Timestamp: aliyunTimestamp(now()),
        Version: '2017-05-25',
      };
      const Signature = aliyunRpcSignature(signed, 'POST', settings.accessKeySecret);
      const response = await fetch(`${settings.endpoint}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: aliyunCanonicalQuery({ ...signed, Signature }),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      }).catch((error: unknown) => {
        throw new SmsRefused('aliyun', 'UNREACHABLE', 'failed', String(error));
      });
      const answer = (await response.json().catch(() => undefined)) as { Code?: string; Message?: string } | undefined;
      if (answer?.Code === 'OK') return;
      const code = answer?.Code ?? `HTTP_${response.status}`;
      const message = answer?.Message ?? '';
      throw new SmsRefused('aliyun', code, failureOf(code), message, flowControlSeconds(message));
    },
  };
}
