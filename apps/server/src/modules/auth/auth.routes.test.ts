import type { LoginResult } from '@ffe/shared/contracts/member';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import { goodsInOneCategory, smsSendsLongAgo } from '../../../test/factories';
import { seedStaffAccounts } from '../../seed/accounts';
import { smsLimitKeys } from './sms.service';

describeOnEachDatabase('logging in', (t) => {
  let phoneSeq = 0;
  let phone: string;

  beforeAll(async () => {
    await seedStaffAccounts(t.db, {
      customerServiceUid: 'customer-service',
      staffPassword: 'service-demo-2026',
      adminPassword: undefined,
    });
  });
  beforeEach(() => {
    phone = `137${String(++phoneSeq).padStart(8, '0')}`;
  });

  const sendCode = (to = phone) => post<{ resendAfterMs: number }>(t.app, '/api/member/phone/send', { phone: to });
  const lastCode = async (to = phone) =>
    (await post<{ code: string }>(t.app, '/api/dev/sms/outbox', { phone: to })).body.data.code;
  const login = (code: string, to = phone) => post<LoginResult>(t.app, '/api/member/login/vcode', { phone: to, code });
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const codeRows = (to = phone) => t.db.selectFrom('sms_codes').selectAll().where('phone', '=', to).execute();

  describe('by SMS code', () => {
    it('sends a 6-digit code and registers a new phone on its first login', async () => {
      const sent = await sendCode();
      expect(sent.status).toBe(200);
      expect(sent.body.data.resendAfterMs).toBe(60_000);
      const code = await lastCode();
      expect(code).toMatch(/^\d{6}$/);
      const { status, body } = await login(code);
      expect(status).toBe(200);
      expect(body.data.token).toBeTruthy();
      expect(body.data.tokenExpired).toBeGreaterThan(Date.now() + 6 * 24 * 3_600_000);
      expect(body.data.user).toMatchObject({
        mobile: phone,
        nickname: `用户${phone.slice(-4)}`,
        role: ['customer'],
      });
    });

    it('logs the same phone in as the same user next time', async () => {
      await sendCode();
      const first = await login(await lastCode());
      await smsSendsLongAgo(t.db, phone);
      await sendCode();
      const second = await login(await lastCode());
      expect(second.body.data.user._id).toBe(first.body.data.user._id);
    });

    it('uses a code once', async () => {
      await sendCode();
      const code = await lastCode();
      expect((await login(code)).status).toBe(200);
      const again = await login(code);
      expect(again.status).toBe(400);
      expect(again.body.errCode).toBe('SMS_CODE_INVALID');
    });

    it('refuses an expired code', async () => {
      await sendCode();
      await t.db
        .updateTable('sms_codes')
        .set({ expires_at: Date.now() - 1 })
        .where('phone', '=', phone)
        .execute();
      const res = await login(await lastCode());
      expect(res.status).toBe(400);
      expect(res.body.errCode).toBe('SMS_CODE_EXPIRED');
    });

    it('ends a code after 5 wrong tries, even for the right code', async () => {
      await sendCode();
      const code = await lastCode();
      for (let i = 1; i <= 4; i++) {
        const res = await login(wrong(code));
        expect(res.body).toMatchObject({ code: 400, errCode: 'SMS_CODE_INVALID' });
        expect(res.body.message).toContain(String(5 - i));
      }
      expect((await login(wrong(code))).body.errCode).toBe('SMS_CODE_TOO_MANY_ATTEMPTS');
      expect((await login(code)).body.errCode).toBe('SMS_CODE_TOO_MANY_ATTEMPTS');
    });

    it('allows one send a minute per phone', async () => {
      await sendCode();
      const again = await sendCode();
      expect(again.status).toBe(429);
      expect(again.body.errCode).toBe('SMS_TOO_FREQUENT');
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
      expect(await codeRows()).toHaveLength(1);
    });

    it('caps sends per phone over a day, saying when to try again', async () => {
      const hourAgo = Date.now() - 3_600_000;
      await t.db
        .insertInto('sms_send_limits')
        .values({ key: smsLimitKeys.phone(phone), sends: 10, window_started: hourAgo })
        .execute();
      const res = await sendCode();
      expect(res.status).toBe(429);
      expect(res.body.errCode).toBe('SMS_DAILY_LIMIT');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(22 * 3_600);
      expect(await codeRows()).toHaveLength(0);
    });

    it('caps sends per IP over a day', async () => {
      const key = smsLimitKeys.address('127.0.0.1');
      const hourAgo = Date.now() - 3_600_000;
      await t.db
        .insertInto('sms_send_limits')
        .values({ key, sends: 50, window_started: hourAgo })
        .onConflict((c) => c.column('key').doUpdateSet({ sends: 50, window_started: hourAgo }))
        .execute();
      const res = await sendCode();
      expect(res.status).toBe(429);
      expect(res.body.errCode).toBe('SMS_DAILY_LIMIT');
      await t.db.deleteFrom('sms_send_limits').where('key', '=', key).execute();
    });

    it.each([
      [{ phone: '2380000000' }, 'phone'],
      [{ phone: '138000000001' }, 'phone'],
      [{}, 'phone'],
    ])('refuses to send to %j with a 400 naming %s', async (body, field) => {
      const res = await post(t.app, '/api/member/phone/send', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(field);
    });

    it('refuses a code that is not 6 digits', async () => {
      const res = await login('12345');
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('code');
    });
  });

  describe('by password', () => {
    it('logs the staff account in as the customer-service user', async () => {
      const res = await post<LoginResult>(t.app, '/api/member/login/password', {
        username: 'service',
        password: 'service-demo-2026',
      });
      expect(res.status).toBe(200);
      expect(res.body.data.user).toMatchObject({ _id: 'customer-service', role: ['staff'] });
      expect(res.body.data.user.permission.length).toBeGreaterThan(0);
    });

    it('waits after five failures, even for the right password', async () => {
      const attempt = (password: string) =>
        post(t.app, '/api/member/login/password', { username: 'nobody-here', password });
      for (let i = 0; i < 5; i++) expect((await attempt('wrong-pass-1')).body.errCode).toBe('LOGIN_FAILED');
      const locked = await attempt('wrong-pass-1');
      expect(locked.status).toBe(429);
      expect(locked.body.errCode).toBe('LOGIN_LOCKED');
    });

    /** A password login from `address`, as a client there would send it. */
    const loginFrom = async (address: string, password: string, headers: Record<string, string> = {}) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/member/login/password',
        payload: { username: 'service', password },
        remoteAddress: address,
        headers,
      });
      return { status: res.statusCode, errCode: (res.json() as { errCode?: string }).errCode, headers: res.headers };
    };

    it('checks five of 200 concurrent wrong passwords and then refuses the right one while locked', async () => {
      const answers = await Promise.all(Array.from({ length: 200 }, () => loginFrom('10.0.12.1', 'wrong-pass-1')));
      const failed = answers.filter((a) => a.errCode === 'LOGIN_FAILED');
      const locked = answers.filter((a) => a.errCode === 'LOGIN_LOCKED');
      expect(failed).toHaveLength(5);
      expect(locked).toHaveLength(195);
      expect(locked.every((a) => a.status === 429 && Number(a.headers['retry-after']) >= 1)).toBe(true);
      const right = await loginFrom('10.0.12.1', 'service-demo-2026');
      expect(right).toMatchObject({ status: 429, errCode: 'LOGIN_LOCKED' });
    });

    it('locks only the address that guessed: the owner on another address still signs in', async () => {
      for (let i = 0; i < 5; i++) expect((await loginFrom('10.0.13.1', 'wrong-pass-1')).errCode).toBe('LOGIN_FAILED');
      expect((await loginFrom('10.0.13.1', 'service-demo-2026')).errCode).toBe('LOGIN_LOCKED');
      expect((await loginFrom('10.0.13.2', 'service-demo-2026')).status).toBe(200);
      // A forwarded-for header from no trusted proxy changes nothing: the connection's address is the one locked.
      const spoofed = await loginFrom('10.0.13.1', 'service-demo-2026', { 'x-forwarded-for': '10.0.13.3' });
      expect(spoofed.errCode).toBe('LOGIN_LOCKED');
    });

    it('says the same for an unknown user and a wrong password', async () => {
      const unknown = await post(t.app, '/api/member/login/password', {
        username: 'ghost',
        password: 'whatever-1',
      });
      const wrongPassword = await post(t.app, '/api/member/login/password', {
        username: 'service',
        password: 'whatever-1',
      });
      expect(unknown.body.message).toBe(wrongPassword.body.message);
      expect(unknown.status).toBe(401);
    });
  });

  describe('tokens', () => {
    async function signIn(): Promise<LoginResult> {
      await smsSendsLongAgo(t.db, phone);
      await sendCode();
      return (await login(await lastCode())).body.data;
    }

    it('opens the member calls and refuses them without a token or with a forged one', async () => {
      const { token } = await signIn();
      expect((await post(t.app, '/api/member/getUserInfo', {}, { token })).status).toBe(200);
      const missing = await post(t.app, '/api/member/getUserInfo', {});
      expect(missing).toMatchObject({ status: 401, body: { errCode: 'TOKEN_INVALID' } });
      // Another signature: the middle of the last part, swapped for a different character.
      const at = token.length - 10;
      const swapped = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
      const forged = await post(t.app, '/api/member/getUserInfo', {}, { token: swapped });
      expect(forged).toMatchObject({ status: 401, body: { errCode: 'TOKEN_INVALID_WRONG_TOKEN' } });
      const bearer = await post(t.app, '/api/member/portal', {}, { token: `Bearer ${token}` });
      expect(bearer.status).toBe(200);
    });

    it('ends a token at logout', async () => {
      const { token } = await signIn();
      expect((await post(t.app, '/api/member/logout', {}, { token })).status).toBe(200);
      const after = await post(t.app, '/api/member/getUserInfo', {}, { token });
      expect(after).toMatchObject({ status: 401, body: { errCode: 'TOKEN_INVALID_WRONG_TOKEN' } });
    });

    it('keeps at most 10 live tokens a user, ending the oldest', async () => {
      const tokens: string[] = [];
      for (let i = 0; i < 11; i++) tokens.push((await signIn()).token);
      expect((await post(t.app, '/api/member/getUserInfo', {}, { token: tokens[0] ?? '' })).status).toBe(401);
      expect((await post(t.app, '/api/member/getUserInfo', {}, { token: tokens[1] ?? '' })).status).toBe(200);
    });
  });

  describe('my account', () => {
    it('changes one setting at a time, saying whether anything changed', async () => {
      await sendCode();
      const { token } = (await login(await lastCode())).body.data;
      const set = (body: object) =>
        post<{ changed: boolean; user: LoginResult['user'] }>(t.app, '/api/member/updateUserSet', body, { token });
      const changed = await set({ key: 'nickname', value: '花匠小王' });
      expect(changed.body).toMatchObject({
        message: '更新成功',
        data: { changed: true, user: { nickname: '花匠小王' } },
      });
      expect((await set({ key: 'nickname', value: '花匠小王' })).body).toMatchObject({
        message: '没有改变',
        data: { changed: false },
      });
      expect((await set({ key: 'birthday', value: '1990-05-20' })).body.data.user.birthday).toBe('1990-05-20');
      expect((await set({ key: 'language', value: 'en' })).body.data.user.language).toBe('en');
      const bad = await set({ key: 'birthday', value: '1990-13-40' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('value');
      expect((await set({ key: 'role', value: 'admin' })).status).toBe(400);
      const info = await post<{ user: LoginResult['user'] }>(t.app, '/api/member/getUserInfo', {}, { token });
      expect(info.body.data.user).toMatchObject({
        nickname: '花匠小王',
        birthday: '1990-05-20',
        role: ['customer'],
      });
    });

    it('summarises the account on the portal, counting favourites and history', async () => {
      await sendCode();
      const { token } = (await login(await lastCode())).body.data;
      const { body } = await post(t.app, '/api/member/portal', {}, { token });
      expect(body.data).toMatchObject({
        user: { mobile: phone },
        orderCounts: { pendingPayment: 0, paid: 0, delivering: 0, toReview: 0, afterSale: 0 },
        favouriteCount: 0,
        historyCount: 0,
        unreadChatCount: 0,
      });
      const { goods } = goodsInOneCategory(t);
      const id = await goods();
      await post(t.app, `/api/mall/goodsInfo/collect/add/${id}`, {}, { token });
      await post(t.app, `/api/mall/goodsInfo/detail/${id}`, {}, { token });
      const after = await post<{ favouriteCount: number; historyCount: number }>(
        t.app,
        '/api/member/portal',
        {},
        { token },
      );
      expect(after.body.data).toMatchObject({ favouriteCount: 1, historyCount: 1 });
    });
  });

  describe('by WeChat (sandbox)', () => {
    it('lists WeChat among the login types when a provider is configured', async () => {
      const { body } = await post<{ list: string[] }>(t.app, '/api/member/loginTypes');
      expect(body.data.list).toEqual(['weixin', 'username', 'smsCode']);
    });

    it('walks the OAuth flow: consent page, code back to this site, login', async () => {
      const { body } = await post<{ url: string }>(t.app, '/api/member/wechat/authorize', {
        redirectUri: 'http://localhost:80/pages/common/login/login',
        state: 'state-12345',
      });
      const page = await t.app.inject({ method: 'GET', url: body.data.url });
      expect(page.statusCode).toBe(200);
      const href = /href="([^"]+)"/.exec(page.body)?.[1]?.replaceAll('&#38;', '&') ?? '';
      const back = new URL(href);
      expect(back.searchParams.get('state')).toBe('state-12345');
      const code = back.searchParams.get('code') ?? '';
      const first = await post<LoginResult>(t.app, '/api/member/login/wechat', { code });
      const second = await post<LoginResult>(t.app, '/api/member/login/wechat', { code });
      expect(first.status).toBe(200);
      expect(second.body.data.user._id).toBe(first.body.data.user._id);
    });

    it('sends people back only to this site', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/member/wechat/sandbox?redirect_uri=https%3A%2F%2Fevil.example%2F&state=s',
      });
      expect(res.statusCode).toBe(400);
    });

    it('refuses a code WeChat did not give', async () => {
      const res = await post(t.app, '/api/member/login/wechat', { code: 'made-up' });
      expect(res).toMatchObject({ status: 401, body: { errCode: 'LOGIN_FAILED' } });
    });
  });
});

describeOnEachDatabase(
  'logging in behind a named proxy',
  (t) => {
    beforeAll(async () => {
      await seedStaffAccounts(t.db, {
        customerServiceUid: 'customer-service',
        staffPassword: 'service-demo-2026',
        adminPassword: undefined,
      });
    });

    const loginVia = async (client: string, password: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/member/login/password',
          payload: { username: 'service', password },
          remoteAddress: '10.0.16.1',
          headers: { 'x-forwarded-for': client },
        })
      ).json() as { code: number; errCode?: string };

    it('locks the client the proxy names, not everyone behind the proxy', async () => {
      for (let i = 0; i < 5; i++) expect((await loginVia('10.0.16.7', 'wrong-pass-1')).errCode).toBe('LOGIN_FAILED');
      expect((await loginVia('10.0.16.7', 'service-demo-2026')).errCode).toBe('LOGIN_LOCKED');
      expect((await loginVia('10.0.16.8', 'service-demo-2026')).code).toBe(200);
    });
  },
  { env: { TRUST_PROXY: '10.0.16.1' } },
);
