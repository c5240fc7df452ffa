import OpenApiUtil from '@alicloud/openapi-util';
import RPCClient from '@alicloud/pop-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { aliyunSmsStandIn, unreachableEndpoint } from '../../../test/sms-providers';
import { aliyunSmsProvider } from './aliyun-sms-provider';
import { aliyunRpcSignature } from './aliyun-sms-signing';
import { countedSmsProvider, smsCounters } from './sms-counters';
import { SmsRefused } from './sms-sender';
import { templateSmsSender } from './template-sms-sender';

const aliyun = await aliyunSmsStandIn();
beforeEach(() => aliyun.reset());

const provider = (overrides: Partial<typeof aliyun.settings> = {}) =>
  aliyunSmsProvider({ ...aliyun.settings, ...overrides });
const loginSender = (overrides: Partial<typeof aliyun.settings> = {}) =>
  templateSmsSender(provider(overrides), { login: aliyun.templates.login });

/** The refusal a send ended with. */
async function refusalOf(send: Promise<void>) {
  const error = await send.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsRefused);
  const { provider: name, code, failure, retryAfterSeconds } = error as SmsRefused;
  return { provider: name, code, failure, retryAfterSeconds };
}

describe('Aliyun SMS (Dysmsapi SendSms)', () => {
  it('signs as Aliyun documents: the same signature as Aliyun’s own signer, spaces, marks and Chinese included', () => {
    const params = {
      AccessKeyId: 'LTAI5t',
      SignName: '鲜花速递',
      TemplateParam: JSON.stringify({ name: "O'Brien (mum) *~!", date: '2026-12-24 10:00' }),
      Timestamp: '2026-12-02T08:00:00Z',
    };
    for (const method of ['GET', 'POST'] as const) {
      expect(aliyunRpcSignature(params, method, 'secret+/=')).toBe(
        OpenApiUtil.getRPCSignature(params, method, 'secret+/='),
      );
    }
  });

  it('sends a login code with the sign name and the login template, which the stand-in verifies', async () => {
    await loginSender().sendLoginCode('13800000001', '042137');
    expect(aliyun.taken).toEqual([
      { phone: '13800000001', signName: '鲜花速递', template: aliyun.templates.login, params: { code: '042137' } },
    ]);
  });

  it('has a stand-in that takes Aliyun’s own SDK request (pop-core), so it checks what Aliyun checks', async () => {
    const client = new RPCClient({
      endpoint: aliyun.endpoint,
      apiVersion: '2017-05-25',
      accessKeyId: aliyun.accessKeyId,
      accessKeySecret: aliyun.accessKeySecret,
    });
    const answer = await client.request<{ Code: string }>(
      'SendSms',
      {
        PhoneNumbers: '13800000002',
        SignName: aliyun.signName,
        TemplateCode: aliyun.templates.login,
        TemplateParam: JSON.stringify({ code: '123456' }),
      },
      { method: 'POST' },
    );
    expect(answer.Code).toBe('OK');
    expect(aliyun.taken.map((t) => t.phone)).toEqual(['13800000002']);
  });

  it('fills each kind’s template by its variables’ names, and texts nothing of a kind without a template', async () => {
    const sender = templateSmsSender(provider(), {
      'recipient-dispatched': aliyun.templates['recipient-dispatched'],
      'order-paid': aliyun.templates['order-paid'],
    });
    await sender.sendOrderNotice('13800000003', {
      template: 'recipient-dispatched',
      params: { name: '林小姐', sender: '一位朋友', courierName: '王师傅', courierPhone: '13900000000' },
    });
    await sender.sendOrderNotice('13800000003', {
      template: 'order-delivered',
      params: { orderNo: 'FF1', photo: null },
    });
    expect(aliyun.taken).toEqual([
      {
        phone: '13800000003',
        signName: '鲜花速递',
        template: aliyun.templates['recipient-dispatched'],
        params: { name: '林小姐', sender: '一位朋友', courierName: '王师傅', courierPhone: '13900000000' },
      },
    ]);
  });

  it('is refused for a wrong secret (SignatureDoesNotMatch): a failure of the shop, not the customer', async () => {
    expect(
      await refusalOf(loginSender({ accessKeySecret: 'not-the-secret' }).sendLoginCode('13800000004', '1')),
    ).toEqual({
      provider: 'aliyun',
      code: 'SignatureDoesNotMatch',
      failure: 'failed',
      retryAfterSeconds: 60,
    });
    expect(aliyun.taken).toEqual([]);
  });

  it('is refused for an unknown access key (InvalidAccessKeyId.NotFound)', async () => {
    const refusal = await refusalOf(loginSender({ accessKeyId: 'LTAI5tNoSuchKey' }).sendLoginCode('13800000004', '1'));
    expect(refusal).toMatchObject({ code: 'InvalidAccessKeyId.NotFound', failure: 'failed' });
  });

  it('is refused for a template Aliyun has not approved (isv.SMS_TEMPLATE_ILLEGAL)', async () => {
    const sender = templateSmsSender(provider(), { login: 'SMS_999999999' });
    expect(await refusalOf(sender.sendLoginCode('13800000005', '123456'))).toMatchObject({
      code: 'isv.SMS_TEMPLATE_ILLEGAL',
      failure: 'failed',
    });
  });

  it('is refused for a number over Aliyun’s own flow control (isv.BUSINESS_LIMIT_CONTROL), until its window ends', async () => {
    aliyun.limited.add('13800000006');
    expect(await refusalOf(loginSender().sendLoginCode('13800000006', '123456'))).toEqual({
      provider: 'aliyun',
      code: 'isv.BUSINESS_LIMIT_CONTROL',
      failure: 'limited',
      retryAfterSeconds: 24 * 3_600,
    });
  });

  it('is refused for a number Aliyun cannot text (isv.MOBILE_NUMBER_ILLEGAL)', async () => {
    expect(await refusalOf(loginSender().sendLoginCode('2380000000', '123456'))).toMatchObject({
      code: 'isv.MOBILE_NUMBER_ILLEGAL',
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

  it('counts sends and failures per provider and logs each refusal with Aliyun’s code', async () => {
    const counters = smsCounters();
    const logged: Array<Record<string, unknown>> = [];
    const sender = templateSmsSender(
      countedSmsProvider(provider(), counters, (fields) => logged.push(fields)),
      { login: aliyun.templates.login },
    );
    aliyun.limited.add('13800000009');
    await sender.sendLoginCode('13800000008', '123456');
    await sender.sendLoginCode('13800000009', '123456').catch(() => {});
    aliyun.failWith('isv.AMOUNT_NOT_ENOUGH');
    await sender.sendLoginCode('13800000008', '123456').catch(() => {});
    expect(counters.read()).toEqual({
      aliyun: { sent: 1, failed: 2, failures: { 'isv.BUSINESS_LIMIT_CONTROL': 1, 'isv.AMOUNT_NOT_ENOUGH': 1 } },
    });
    expect(logged.map((l) => [l.provider, l.code, l.phone])).toEqual([
      ['aliyun', 'isv.BUSINESS_LIMIT_CONTROL', '138****0009'],
      ['aliyun', 'isv.AMOUNT_NOT_ENOUGH', '138****0008'],
    ]);
  });
});
