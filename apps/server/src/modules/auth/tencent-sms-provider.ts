import { type SmsFailure, SmsRefused } from './sms-sender';
import type { SmsProvider } from './template-sms-sender';
import { tc3Authorization } from './tencent-sms-signing';

export interface TencentSmsSettings {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  /** The SMS API's base URL, without a trailing slash. */
  endpoint: string;
  region: string;
  timeoutMs?: number;
}

/** Tencent's limits on one number, and how long the customer waits after each. */
const numberLimits: Record<string, number> = {
  'LimitExceeded.PhoneNumberThirtySecondLimit': 30,
  'LimitExceeded.PhoneNumberOneHourLimit': 3_600,
  'LimitExceeded.PhoneNumberDailyLimit': 24 * 3_600,
  'LimitExceeded.PhoneNumberSameContentDailyLimit': 24 * 3_600,
};

/** Codes that say the number itself cannot be texted. */
const numberRefusals = new Set([
  'InvalidParameterValue.IncorrectPhoneNumber',
  'FailedOperation.PhoneNumberInBlacklist',
  'FailedOperation.PhoneNumberParseFail',
  'UnsupportedOperation.UnsupportedRegion',
]);

/** What a refusal means for the customer; every other code is the shop's problem (keys, sign, template, balance). */
function failureOf(code: string): SmsFailure {
  if (code in numberLimits) return 'limited';
  if (numberRefusals.has(code)) return 'number';
  return 'failed';
}

/** A mainland number as Tencent takes it, in E.164. */
const e164 = (phone: string) => (phone.startsWith('+') ? phone : `+86${phone}`);

interface SendSmsAnswer {
  Response?: {
    Error?: { Code: string; Message: string };
    SendStatusSet?: Array<{ Code: string; Message: string; PhoneNumber: string }>;
  };
}

/**
 * Tencent Cloud SMS (`SendSms`, API version 2021-01-11), signed TC3-HMAC-SHA256. The call fails as a whole with
 * `Response.Error` (`AuthFailure.SignatureFailure`, `FailedOperation.TemplateIncorrectOrUnapproved`…), or succeeds
 * with a status per number whose `Code` is `Ok` or the number's refusal (`LimitExceeded.PhoneNumberDailyLimit`).
 */
export function tencentSmsProvider(settings: TencentSmsSettings, now: () => number = Date.now): SmsProvider {
  const url = new URL(`${settings.endpoint}/`);
  return {
    name: 'tencent',
    async send(phone, template, params) {
      const payload = JSON.stringify({
        PhoneNumberSet: [e164(phone)],
        SmsSdkAppId: settings.sdkAppId,
        SignName: settings.signName,
        TemplateId: template,
        TemplateParamSet: params.map(([, value]) => value),
      });
      const contentType = 'application/json; charset=utf-8';
      const timestamp = Math.floor(now() / 1000);
      const authorization = tc3Authorization({
        secretId: settings.secretId,
        secretKey: settings.secretKey,
        service: 'sms',
        host: url.hostname,
        contentType,
        payload,
        timestamp,
      });
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': contentType,
          'x-tc-action': 'SendSms',
          'x-tc-version': '2021-01-11',
          'x-tc-timestamp': String(timestamp),
          'x-tc-region': settings.region,
        },
        body: payload,
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      }).catch((error: unknown) => {
        throw new SmsRefused('tencent', 'UNREACHABLE', 'failed', String(error));
      });
      const answer = (await response.json().catch(() => undefined)) as SendSmsAnswer | undefined;
      const refusal =
        answer?.Response?.Error ??
        answer?.Response?.SendStatusSet?.find((s) => s.Code !== 'Ok') ??
        (answer?.Response?.SendStatusSet?.length ? undefined : { Code: `HTTP_${response.status}`, Message: '' });
      if (!refusal) return;
      throw new SmsRefused(
        'tencent',
        refusal.Code,
        failureOf(refusal.Code),
        refusal.Message,
        numberLimits[refusal.Code],
      );
    },
  };
}
