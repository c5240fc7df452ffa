import type { LoginResult } from '@ffe/shared/contracts/member';
import { beforeEach, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aliyunSmsStandIn, tencentSmsStandIn } from '../../../test/sms-providers';
import { smsLimitKeys } from './sms.service';

const aliyun = await aliyunSmsStandIn();
const tencent = await tencentSmsStandIn();

/** The code a stand-in took for `phone`: Aliyun's by its name, Tencent's as the one parameter. */
const codeIn = (params: Record<string, string> | string[]) => (Array.isArray(params) ? params[0] : params.code);

for (const { name, standIn, wrongKeys, unapproved } of [
  { name: 'aliyun', standIn: aliyun, wrongKeys: 'InvalidAccessKeyId.NotFound', unapproved: 'isv.SMS_TEMPLATE_ILLEGAL' },
  {
    name: 'tencent',
    standIn: tencent,
    wrongKeys: 'AuthFailure.SignatureFailure',
    unapproved: 'FailedOperation.TemplateIncorrectOrUnapproved',
  },
] as const) {
  describeOnEachDatabase(
    `Login codes by SMS_SENDER=${name}`,
    (t) => {
      let phoneSeq = 0;
      let phone: string;
      beforeEach(() => {
        standIn.reset();
        phone = `136${name === 'aliyun' ? 1 : 2}${String(++phoneSeq).padStart(7, '0')}`;
      });
      const sendCode = () => post<{ resendAfterMs: number }>(t.app, '/api/member/phone/send', { phone });
      const sendsOf = async (key: string) =>
        (await t.db.selectFrom('sms_send_limits').select('sends').where('key', '=', key).executeTakeFirst())?.sends ??
        0;
      /** Nothing of a refused send is left: no code, and no place under any cap. */
      async function expectNothingKept() {
        expect(await t.db.selectFrom('sms_codes').select('id').where('phone', '=', phone).execute()).toEqual([]);
        expect(await sendsOf(smsLimitKeys.resend(phone))).toBe(0);
        expect(await sendsOf(smsLimitKeys.phone(phone))).toBe(0);
      }
      const counts = () => t.app.smsCounts.read()[name] ?? { sent: 0, failed: 0, failures: {} };

      it('texts the login code through the provider, and the customer logs in with it', async () => {
        const before = counts().sent;
        expect((await sendCode()).status).toBe(200);
        const taken = standIn.taken.find((text) => text.phone === phone);
        expect(taken?.template).toBe(standIn.templates.login);
        const code = codeIn(taken?.params ?? []);
        expect(code).toMatch(/^\d{6}$/);
        const login = await post<LoginResult>(t.app, '/api/member/login/vcode', { phone, code });
        expect(login.status).toBe(200);
        expect(login.body.data.user.mobile).toBe(phone);
        expect(counts().sent).toBe(before + 1);
      });

      it('tells a customer whose number is over the provider’s limit so (429 SMS_PROVIDER_LIMIT), taking no place', async () => {
        standIn.limited.add(phone);
        const res = await sendCode();
        expect(res.status).toBe(429);
        expect(res.body.errCode).toBe('SMS_PROVIDER_LIMIT');
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(3_600);
        await expectNothingKept();
        standIn.limited.delete(phone);
        expect((await sendCode()).status).toBe(200);
      });

      it.each([wrongKeys, unapproved])(
        'answers 503 SMS_SEND_FAILED when the provider refuses with %s, counts it and takes no place',
        async (code) => {
          const before = counts().failures[code] ?? 0;
          standIn.failWith(code);
          const res = await sendCode();
          expect(res.status).toBe(503);
          expect(res.body.errCode).toBe('SMS_SEND_FAILED');
          await expectNothingKept();
          expect(counts().failures[code]).toBe(before + 1);
        },
      );

      it('answers 400 SMS_PHONE_REFUSED for a number the provider will not text', async () => {
        standIn.failWith(
          name === 'aliyun' ? 'isv.MOBILE_NUMBER_ILLEGAL' : 'InvalidParameterValue.IncorrectPhoneNumber',
        );
        const res = await sendCode();
        expect(res.status).toBe(400);
        expect(res.body.errCode).toBe('SMS_PHONE_REFUSED');
        await expectNothingKept();
      });
    },
    { env: standIn.env },
  );
}
