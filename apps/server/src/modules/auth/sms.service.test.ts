import { SMS_CODE_MAX_ATTEMPTS, SMS_DAILY_LIMIT_PER_IP } from '@ffe/shared/constants';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/databases';
import { describeEachDatabase } from '../../../test/each-database';
import { aliyunSmsStandIn, tencentSmsStandIn } from '../../../test/sms-providers';
import { AppError } from '../../platform/errors';
import { aliyunSmsProvider } from './aliyun-sms-provider';
import { smsLimitKeys, smsService } from './sms.service';
import { smsCodeRepository } from './sms-code.repository';
import { smsSendLimitRepository } from './sms-send-limit.repository';
import type { SmsSender } from './sms-sender';
import { templateSmsSender } from './template-sms-sender';
import { tencentSmsProvider } from './tencent-sms-provider';

const aliyun = await aliyunSmsStandIn();
const tencent = await tencentSmsStandIn();
/** Each provider's stand-in, and a login sender through it as the shop configures one. */
const providers = [
  {
    name: 'aliyun',
    standIn: aliyun,
    sender: templateSmsSender(aliyunSmsProvider(aliyun.settings), { login: aliyun.templates.login }),
  },
  {
    name: 'tencent',
    standIn: tencent,
    sender: templateSmsSender(tencentSmsProvider(tencent.settings), { login: tencent.templates.login }),
  },
];

/** Stands in for the gateway: counts what was sent and keeps each phone's last code; refuses while told to. */
function countingSender() {
  const codes = new Map<string, string>();
  const sender = {
    sent: 0,
    refusing: false,
    codeFor: (phone: string) => codes.get(phone) ?? '',
    async sendLoginCode(phone: string, code: string) {
      if (sender.refusing) throw new Error('gateway down');
      sender.sent++;
      codes.set(phone, code);
    },
  } satisfies Pick<SmsSender, 'sendLoginCode'> & Record<string, unknown>;
  return sender;
}

/** The error code a call failed with, or 'ok'. */
const outcome = (call: Promise<unknown>) =>
  call.then(
    () => 'ok',
    (error: unknown) => (error instanceof AppError ? error.errCode : String(error)),
  );

function tally(outcomes: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const o of outcomes) counts[o] = (counts[o] ?? 0) + 1;
  return counts;
}

let phoneSeq = 0;
const aPhone = () => `135${String(++phoneSeq).padStart(8, '0')}`;

describeEachDatabase('Login codes under concurrent requests', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(target.url);
  });
  afterAll(() => database.drop());

  const serviceWith = (sender: Pick<SmsSender, 'sendLoginCode'>) =>
    smsService(smsCodeRepository(database.db), smsSendLimitRepository(database.db), sender);

  it('compares at most five of 300 concurrent guesses, the right code among them', async () => {
    const sender = countingSender();
    const sms = serviceWith(sender);
    const phone = aPhone();
    await sms.send(phone, '10.1.0.1');
    const right = sender.codeFor(phone);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const guesses = Array.from({ length: 300 }, (_, i) => (i === 150 ? right : wrong));
    const outcomes = tally(await Promise.all(guesses.map((code) => outcome(sms.consume(phone, code)))));
    // Every guess past the fifth is refused before its code is compared.
    expect(outcomes.SMS_CODE_TOO_MANY_ATTEMPTS).toBeGreaterThanOrEqual(300 - SMS_CODE_MAX_ATTEMPTS);
    expect((outcomes.SMS_CODE_INVALID ?? 0) + (outcomes.ok ?? 0)).toBeLessThanOrEqual(SMS_CODE_MAX_ATTEMPTS);
    const row = await database.db.selectFrom('sms_codes').selectAll().where('phone', '=', phone).executeTakeFirst();
    expect(row?.attempts).toBeLessThanOrEqual(SMS_CODE_MAX_ATTEMPTS);
  });

  it('sends at most the daily cap of 100 concurrent sends from one address', async () => {
    const sender = countingSender();
    const sms = serviceWith(sender);
    const phones = Array.from({ length: 100 }, aPhone);
    const outcomes = tally(await Promise.all(phones.map((phone) => outcome(sms.send(phone, '10.1.0.2')))));
    expect(sender.sent).toBe(SMS_DAILY_LIMIT_PER_IP);
    expect(outcomes).toEqual({ ok: SMS_DAILY_LIMIT_PER_IP, SMS_DAILY_LIMIT: 100 - SMS_DAILY_LIMIT_PER_IP });
  });

  it('sends one of 30 concurrent sends to one phone', async () => {
    const sender = countingSender();
    const sms = serviceWith(sender);
    const phone = aPhone();
    const addresses = Array.from({ length: 30 }, (_, i) => `10.1.1.${i}`);
    const outcomes = tally(await Promise.all(addresses.map((ip) => outcome(sms.send(phone, ip)))));
    expect(sender.sent).toBe(1);
    expect(outcomes).toEqual({ ok: 1, SMS_TOO_FREQUENT: 29 });
  });

  it('gives a send the gateway refused back to every cap, so the retry goes out at once', async () => {
    const sender = countingSender();
    const sms = serviceWith(sender);
    const phone = aPhone();
    sender.refusing = true;
    expect(await outcome(sms.send(phone, '10.1.0.3'))).toBe('SMS_SEND_FAILED');
    sender.refusing = false;
    expect(await outcome(sms.send(phone, '10.1.0.3'))).toBe('ok');
    const limits = await database.db.selectFrom('sms_send_limits').select(['key', 'sends']).execute();
    expect(limits.filter((l) => l.key.includes(phone) || l.key.includes('10.1.0.3')).map((l) => l.sends)).toEqual([
      1, 1, 1,
    ]);
  });

  const sendsOf = async (key: string) =>
    (await database.db.selectFrom('sms_send_limits').select('sends').where('key', '=', key).executeTakeFirst())
      ?.sends ?? 0;

  it.each(providers)(
    'holds the address’s daily cap over 300 concurrent sends while $name refuses a third of the numbers, and gives those places back',
    async ({ standIn, sender }) => {
      standIn.reset();
      const sms = serviceWith(sender);
      const ip = `10.2.0.${providers.findIndex((p) => p.standIn === standIn)}`;
      const phones = Array.from({ length: 300 }, aPhone);
      for (const phone of phones.filter((_, i) => i % 3 === 0)) standIn.limited.add(phone);
      const first = tally(await Promise.all(phones.map((phone) => outcome(sms.send(phone, ip)))));
      const delivered = standIn.taken.length;
      expect(delivered).toBeLessThanOrEqual(SMS_DAILY_LIMIT_PER_IP);
      expect(first.ok).toBe(delivered);
      // Every refused number was told so, and took no place: the address's count is what the provider took.
      expect(first.SMS_PROVIDER_LIMIT).toBeGreaterThan(0);
      expect((first.ok ?? 0) + (first.SMS_PROVIDER_LIMIT ?? 0) + (first.SMS_DAILY_LIMIT ?? 0)).toBe(300);
      expect(await sendsOf(smsLimitKeys.address(ip))).toBe(delivered);
      for (const phone of phones.filter((_, i) => i % 3 === 0)) {
        expect(await sendsOf(smsLimitKeys.phone(phone))).toBe(0);
        expect(await sendsOf(smsLimitKeys.resend(phone))).toBe(0);
      }
      // The places the refused sends gave back are there to take, and no more: the cap still holds.
      const more = Array.from({ length: 100 }, aPhone);
      const second = tally(await Promise.all(more.map((phone) => outcome(sms.send(phone, ip)))));
      expect(second.ok ?? 0).toBe(SMS_DAILY_LIMIT_PER_IP - delivered);
      expect(standIn.taken).toHaveLength(SMS_DAILY_LIMIT_PER_IP);
      expect(await sendsOf(smsLimitKeys.address(ip))).toBe(SMS_DAILY_LIMIT_PER_IP);
    },
  );

  it.each(providers)(
    'gives every place back when $name refuses a number 200 concurrent sends ask for, so it can have its code after',
    async ({ standIn, sender }) => {
      standIn.reset();
      const sms = serviceWith(sender);
      const phone = aPhone();
      standIn.limited.add(phone);
      const addresses = Array.from({ length: 200 }, (_, i) => `10.3.${Math.floor(i / 100)}.${i % 100}`);
      const outcomes = tally(await Promise.all(addresses.map((ip) => outcome(sms.send(phone, ip)))));
      expect(outcomes.ok).toBeUndefined();
      expect(outcomes.SMS_PROVIDER_LIMIT).toBeGreaterThanOrEqual(1);
      expect((outcomes.SMS_PROVIDER_LIMIT ?? 0) + (outcomes.SMS_TOO_FREQUENT ?? 0)).toBe(200);
      expect(await sendsOf(smsLimitKeys.resend(phone))).toBe(0);
      expect(await sendsOf(smsLimitKeys.phone(phone))).toBe(0);
      for (const ip of addresses) expect(await sendsOf(smsLimitKeys.address(ip))).toBe(0);
      expect(await database.db.selectFrom('sms_codes').select('id').where('phone', '=', phone).execute()).toEqual([]);
      standIn.limited.delete(phone);
      expect(await outcome(sms.send(phone, '10.3.9.9'))).toBe('ok');
      expect(standIn.taken.map((t) => t.phone)).toEqual([phone]);
    },
  );
});
