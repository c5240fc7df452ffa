import type { RealNameInfo } from '@ffe/shared/contracts/account';
import type { CurrentUser, LoginResult } from '@ffe/shared/contracts/member';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectAsksToLogIn, post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import { smsSendsLongAgo } from '../../../test/factories';
import { hashPassword } from '../auth/auth.module';

/** A well-formed identity number (GB 11643's own example) and one whose check digit is wrong. */
const IDENTITY = '11010519491231002X';
const BAD_CHECK_DIGIT = '110105194912310021';

describeOnEachDatabase('The member’s account', (t) => {
  let seq = 0;
  let phone: string;
  beforeEach(() => {
    phone = `136${String(++seq).padStart(8, '0')}`;
  });

  const sendCode = (to: string) => post(t.app, '/api/member/phone/send', { phone: to });
  const codeFor = async (to: string) => {
    await smsSendsLongAgo(t.db, to);
    await sendCode(to);
    return (await post<{ code: string }>(t.app, '/api/dev/sms/outbox', { phone: to })).body.data.code;
  };
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const userRow = (id: string) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** A session the server ended: its token is refused as revoked. */
  const expectEnded = (answer: { status: number; body: { errCode?: string } }) =>
    expect([answer.status, answer.body.errCode]).toEqual([401, 'TOKEN_INVALID_WRONG_TOKEN']);
  const loginWith = (username: string, password: string) =>
    post<LoginResult>(t.app, '/api/member/login/password', { username, password });

  describe('resetting a forgotten password by SMS', () => {
    const reset = (body: object) => post(t.app, '/api/member/password/resetBySms', body);

    it('sets a new password the member then signs in with, by phone, and ends every old session', async () => {
      const member = await t.member({ phone });
      const code = await codeFor(phone);
      expect((await reset({ phone, code, password: 'flowers-2026' })).status).toBe(200);

      expectEnded(await post(t.app, '/api/member/getUserInfo', {}, member));
      const login = await loginWith(phone, 'flowers-2026');
      expect(login.status).toBe(200);
      expect(login.body.data.user._id).toBe(member.id);
    });

    it('refuses a weak password, naming the field, and changes nothing', async () => {
      const member = await t.member({ phone });
      const code = await codeFor(phone);
      const answer = await reset({ phone, code, password: '12345678' });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain('password');
      expect((await userRow(member.id)).password_hash).toBeNull();
      // The code was not spent on the refused call.
      expect((await reset({ phone, code, password: 'flowers-2026' })).status).toBe(200);
    });

    it('checks at most five guesses of a code however many arrive at once', async () => {
      await t.member({ phone });
      const code = await codeFor(phone);
      const guesses = await Promise.all(
        Array.from({ length: 60 }, () => reset({ phone, code: wrong(code), password: 'flowers-2026' })),
      );
      // Five are compared: four say how many tries are left, the fifth that the code is finished, like the rest.
      expect(guesses.filter((g) => g.body.errCode === 'SMS_CODE_INVALID')).toHaveLength(4);
      expect(guesses.filter((g) => g.body.errCode === 'SMS_CODE_TOO_MANY_ATTEMPTS')).toHaveLength(56);
      // The right code comes too late: the code is finished.
      expect((await reset({ phone, code, password: 'flowers-2026' })).body.errCode).toBe('SMS_CODE_TOO_MANY_ATTEMPTS');
    });

    it('says a phone has no account only to whoever holds its code', async () => {
      expect((await reset({ phone, code: '000000', password: 'flowers-2026' })).body.errCode).toBe('SMS_CODE_INVALID');
      const code = await codeFor(phone);
      const answer = await reset({ phone, code, password: 'flowers-2026' });
      expect([answer.status, answer.body.errCode]).toEqual([404, 'ACCOUNT_NOT_FOUND']);
    });

    it('leaves other members’ passwords alone', async () => {
      const other = await t.member({ password_hash: await hashPassword('other-pass-1') });
      await t.member({ phone });
      await reset({ phone, code: await codeFor(phone), password: 'flowers-2026' });
      expect((await userRow(other.id)).password_hash).toBe(other.user.password_hash);
      expect((await post(t.app, '/api/member/getUserInfo', {}, other)).status).toBe(200);
    });
  });

  describe('changing the password', () => {
    const change = (member: { token: string }, oldPassword: string, newPassword = 'fresh-pass-77') =>
      post(t.app, '/api/member/password/update', { oldPassword, newPassword }, member);

    it('lets a member who signs in by phone change the password they set, ending their other sessions', async () => {
      const member = await t.member({ phone, password_hash: await hashPassword('flowers-2026') });
      const other = (await loginWith(phone, 'flowers-2026')).body.data;
      expect((await change(member, 'flowers-2026')).status).toBe(200);
      expect((await post(t.app, '/api/member/getUserInfo', {}, member)).status).toBe(200);
      expectEnded(await post(t.app, '/api/member/getUserInfo', {}, other));
      expect((await loginWith(phone, 'fresh-pass-77')).status).toBe(200);
    });

    it('checks exactly five of 200 concurrent wrong old passwords, and the right one then waits', async () => {
      const member = await t.member({ phone, password_hash: await hashPassword('flowers-2026') });
      const answers = await Promise.all(Array.from({ length: 200 }, () => change(member, 'wrong-pass-1')));
      expect(answers.filter((a) => a.status === 400 && a.body.errCode === 'INVALID_PARAM')).toHaveLength(5);
      expect(answers.filter((a) => a.status === 429 && a.body.errCode === 'LOGIN_LOCKED')).toHaveLength(195);
      expect((await change(member, 'flowers-2026')).body.errCode).toBe('LOGIN_LOCKED');
      expect((await userRow(member.id)).password_hash).toBe(member.user.password_hash);
    });

    it('names the field of a weak new password', async () => {
      const member = await t.member({ phone, password_hash: await hashPassword('flowers-2026') });
      const answer = await change(member, 'flowers-2026', 'abcdefgh');
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain('newPassword');
    });
  });

  describe('the username', () => {
    const rename = (member: { token: string }, username: unknown) =>
      post<{ user: CurrentUser }>(t.app, '/api/member/username/update', { username }, member);

    it('sets a username the member can then sign in with', async () => {
      const member = await t.member({ password_hash: await hashPassword('flowers-2026') });
      const answer = await rename(member, `rose_${seq}`);
      expect(answer.body.data.user.username).toBe(`rose_${seq}`);
      expect((await loginWith(`rose_${seq}`, 'flowers-2026')).status).toBe(200);
    });

    it.each([
      ['ab', 'username: LENGTH 3..32'],
      ['玫瑰花店', 'username: BAD_CHARACTERS'],
      ['13800000000', 'username: DIGITS_ONLY'],
      ['a b c', 'username: BAD_CHARACTERS'],
    ])('refuses %s, naming the field', async (username, why) => {
      const member = await t.member();
      const answer = await rename(member, username);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain('username');
      expect(answer.body.message).toContain(why);
      expect((await userRow(member.id)).username).toBeNull();
    });

    it('refuses a username another account holds, even when both ask at once', async () => {
      const [ann, bob] = await Promise.all([t.member(), t.member()]);
      const answers = await Promise.all([rename(ann, `lily_${seq}`), rename(bob, `lily_${seq}`)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)?.body.errCode).toBe('USERNAME_TAKEN');
    });

    it('asks a visitor to log in', async () => {
      expectAsksToLogIn(await post(t.app, '/api/member/username/update', { username: 'someone' }));
    });
  });

  describe('binding a phone', () => {
    const bind = (member: { token: string }, to: string, code: string) =>
      post<{ user: CurrentUser }>(t.app, '/api/member/phone/bind', { phone: to, code }, member);

    it('changes the phone with a code sent to the new one', async () => {
      const member = await t.member();
      const answer = await bind(member, phone, await codeFor(phone));
      expect(answer.body.data.user.mobile).toBe(phone);
      expect((await userRow(member.id)).phone).toBe(phone);
    });

    it('refuses a phone another account holds, and leaves both accounts as they were', async () => {
      const [holder, member] = await Promise.all([t.member({ phone }), t.member()]);
      const answer = await bind(member, phone, await codeFor(phone));
      expect([answer.status, answer.body.errCode]).toEqual([409, 'PHONE_TAKEN']);
      expect((await userRow(member.id)).phone).toBe(member.user.phone);
      expect((await userRow(holder.id)).phone).toBe(phone);
    });

    it('refuses a wrong code and a malformed phone, naming the field', async () => {
      const member = await t.member();
      const code = await codeFor(phone);
      expect((await bind(member, phone, wrong(code))).body.errCode).toBe('SMS_CODE_INVALID');
      const malformed = await bind(member, '12345', code);
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toContain('phone');
      expect((await userRow(member.id)).phone).toBe(member.user.phone);
    });
  });

  describe('real-name verification', () => {
    const info = (member: { token: string }) => post<RealNameInfo>(t.app, '/api/member/getRealNameInfo', {}, member);
    const submit = (member: { token: string }, realName: string, identity: string) =>
      post<RealNameInfo>(t.app, '/api/member/realName/submit', { realName, identity }, member);

    it('answers unverified, then verified with the name and number masked', async () => {
      const member = await t.member();
      expect((await info(member)).body.data).toEqual({
        verified: false,
        realName: null,
        identity: null,
        verifiedAt: null,
      });
      const answer = await submit(member, '张三丰', IDENTITY.toLowerCase());
      expect(answer.status).toBe(200);
      expect((await info(member)).body.data).toMatchObject({
        verified: true,
        realName: '张*丰',
        identity: '110***********002X',
      });
      expect(
        (await post<{ user: CurrentUser }>(t.app, '/api/member/getUserInfo', {}, member)).body.data.user,
      ).toMatchObject({ realNameAuth: true });
      // The number itself is never stored.
      expect(JSON.stringify(await userRow(member.id))).not.toContain(IDENTITY);
    });

    it('refuses a bad check digit and a name that is not Chinese, naming the field', async () => {
      const member = await t.member();
      const badId = await submit(member, '张三', BAD_CHECK_DIGIT);
      expect([badId.status, badId.body.message.includes('identity')]).toEqual([400, true]);
      const badName = await submit(member, 'Zhang San', IDENTITY);
      expect([badName.status, badName.body.message.includes('realName')]).toEqual([400, true]);
      expect((await info(member)).body.data.verified).toBe(false);
    });

    it('verifies once, and an identity verifies only one account', async () => {
      const [ann, bob] = await Promise.all([t.member(), t.member()]);
      const identity = '110101199003074477';
      expect((await submit(ann, '李四', identity)).status).toBe(200);
      expect((await submit(ann, '李四', identity)).body.errCode).toBe('REAL_NAME_VERIFIED');
      expect((await submit(bob, '李四', identity)).body.errCode).toBe('REAL_NAME_IDENTITY_TAKEN');
      expect((await info(bob)).body.data.verified).toBe(false);
    });

    it('lets a member ask five times a day however many ask at once', async () => {
      const [holder, member] = await Promise.all([t.member(), t.member()]);
      await submit(holder, '王五', '110101199003070003');
      // Each of these is a counted check, refused because the identity is the holder's.
      const answers = await Promise.all(Array.from({ length: 30 }, () => submit(member, '王五', '110101199003070003')));
      expect(answers.filter((a) => a.body.errCode === 'REAL_NAME_IDENTITY_TAKEN')).toHaveLength(5);
      expect(answers.filter((a) => a.body.errCode === 'REAL_NAME_DAILY_LIMIT')).toHaveLength(25);
      expect((await submit(member, '王五', '11010119900307555X')).body.errCode).toBe('REAL_NAME_DAILY_LIMIT');
      expect((await info(member)).body.data.verified).toBe(false);
    });
  });
});
