import Sign from 'tencentcloud-sdk-nodejs-common/tencentcloud/common/sign';
import { beforeEach, describe, expect, it } from 'vitest';
import { tencentSmsStandIn, unreachableEndpoint } from '../../../test/sms-providers';
import { countedSmsProvider, smsCounters } from './sms-counters';
import { SmsRefused } from './sms-sender';
import { templateSmsSender } from './template-sms-sender';
import { tencentSmsProvider } from './tencent-sms-provider';
import { tc3Authorization } from './tencent-sms-signing';

const tencent = await tencentSmsStandIn();
beforeEach(() => tencent.reset());

const provider = (overrides: Partial<typeof tencent.settings> = {}) =>
  tencentSmsProvider({ ...tencent.settings, ...overrides });
const loginSender = (overrides: Partial<typeof tencent.settings> = {}) =>
  templateSmsSender(provider(overrides), { login: tencent.templates.login });

async function refusalOf(send: Promise<void>) {
  const error = await send.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsRefused);
  const { provider: name, code, failure, retryAfterSeconds } = error as SmsRefused;
  return { provider: name, code, failure, retryAfterSeconds };
}

describe('Tencent Cloud SMS (SendSms 2021-01-11)', () => {
  it('signs TC3-HMAC-SHA256 as Tencent documents: the same header as the Tencent SDK’s signer', () => {
    const payload = JSON.stringify({ PhoneNumberSet: ['+8613800000000'], TemplateParamSet: ['林小姐', '王师傅'] });
    const timestamp = 1_796_000_000;
    expect(
      tc3Authorization({
        secretId: 'AKIDexample',
        secretKey: 'key',
        service: 'sms',
        host: 'sms.tencentcloudapi.com',
        contentType: 'application/json; charset=utf-8',
        payload,
        timestamp,
      }),
    ).toBe(
      Sign.sign3({
        method: 'POST',
        url: 'https://sms.tencentcloudapi.com/',
        payload: Buffer.from(payload),
        timestamp,
        service: 'sms',
        secretId: 'AKIDexample',
        secretKey: 'key',
        multipart: false,
        boundary: '',
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      }),
    );
  });

  it('sends a login code as the template’s one parameter, to the number in E.164, which the stand-in verifies', async () => {
    await loginSender().sendLoginCode('13800000001', '042137');
    expect(tencent.taken).toEqual([
      { phone: '13800000001', signName: '鲜花速递', template: tencent.templates.login, params: ['042137'] },
    ]);
  });

  it('fills a template’s parameters in their order, and texts nothing of a kind without a template', async () => {
    const sender = templateSmsSender(provider(), { 'order-dispatched': tencent.templates['order-dispatched'] });
    await sender.sendOrderNotice('13800000002', {
      template: 'order-dispatched',
      params: { orderNo: 'FF20261202001', courierName: '王师傅', courierPhone: '13900000000' },
    });
    await sender.sendOrderNotice('13800000002', {
      template: 'order-paid',
      params: { orderNo: 'FF1', date: '2026-12-03' },
    });
    expect(tencent.taken.map((t) => t.params)).toEqual([['FF20261202001', '王师傅', '13900000000']]);
  });

  it('is refused for a wrong secret key (AuthFailure.SignatureFailure): a failure of the shop, not the customer', async () => {
    expect(await refusalOf(loginSender({ secretKey: 'not-the-key' }).sendLoginCode('13800000003', '1'))).toEqual({
      provider: 'tencent',
      code: 'AuthFailure.SignatureFailure',
      failure: 'failed',
      retryAfterSeconds: 60,
    });
    expect(tencent.taken).toEqual([]);
  });

  it('is refused for an unknown secret id (AuthFailure.SecretIdNotFound)', async () => {
    expect(await refusalOf(loginSender({ secretId: 'AKIDnobody' }).sendLoginCode('13800000003', '1'))).toMatchObject({
      code: 'AuthFailure.SecretIdNotFound',
      failure: 'failed',
    });
  });

  it('is refused for a template Tencent has not approved (FailedOperation.TemplateIncorrectOrUnapproved)', async () => {
    const sender = templateSmsSender(provider(), { login: '9999999' });
    expect(await refusalOf(sender.sendLoginCode('13800000004', '123456'))).toMatchObject({
      code: 'FailedOperation.TemplateIncorrectOrUnapproved',
      failure: 'failed',
    });
  });

  it('is refused for a number over its daily limit, from the number’s SendStatusSet Code', async () => {
    tencent.limited.add('13800000005');
    expect(await refusalOf(loginSender().sendLoginCode('13800000005', '123456'))).toEqual({
      provider: 'tencent',
      code: 'LimitExceeded.PhoneNumberDailyLimit',
      failure: 'limited',
      retryAfterSeconds: 24 * 3_600,
    });
  });

  it('is refused when the whole call is over a limit (LimitExceeded.PhoneNumberDailyLimit as its Error)', async () => {
    tencent.failWith('LimitExceeded.PhoneNumberDailyLimit');
    expect(await refusalOf(loginSender().sendLoginCode('13800000006', '123456'))).toMatchObject({
      code: 'LimitExceeded.PhoneNumberDailyLimit',
      failure: 'limited',
    });
  });

  it('is refused for a number Tencent cannot text (InvalidParameterValue.IncorrectPhoneNumber)', async () => {
    expect(await refusalOf(loginSender().sendLoginCode('2380000000', '123456'))).toMatchObject({
      code: 'InvalidParameterValue.IncorrectPhoneNumber',
      failure: 'number',
    });
  });

  it('fails as UNREACHABLE when nothing answers at the endpoint', async () => {
    const endpoint = await unreachableEndpoint();
    expect(await refusalOf(loginSender({ endpoint }).sendLoginCode('13800000007', '123456'))).toMatchObject({
      code: 'UNREACHABLE',
      failure: 'failed',
    });
  });

  it('counts sends and failures per provider and logs each refusal with Tencent’s code', async () => {
    const counters = smsCounters();
    const logged: Array<Record<string, unknown>> = [];
    const sender = templateSmsSender(
      countedSmsProvider(provider(), counters, (fields) => logged.push(fields)),
      { login: tencent.templates.login },
    );
    tencent.limited.add('13800000009');
    await sender.sendLoginCode('13800000008', '123456');
    await sender.sendLoginCode('13800000008', '123456');
    await sender.sendLoginCode('13800000009', '123456').catch(() => {});
    expect(counters.read()).toEqual({
      tencent: { sent: 2, failed: 1, failures: { 'LimitExceeded.PhoneNumberDailyLimit': 1 } },
    });
    expect(logged.map((l) => [l.provider, l.code])).toEqual([['tencent', 'LimitExceeded.PhoneNumberDailyLimit']]);
  });
});
