import { expect, it } from 'vitest';
import { expectAsksToLogIn, post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import { STAFF_TEST_PASSWORD } from '../../../test/factories';

describeOnEachDatabase('Changing one’s own password', (t) => {
  /** A call from `address`, as a client there would send it. */
  const from = async (address: string, url: string, payload: object, token?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: address,
      ...(token ? { headers: { authorization: token } } : {}),
    });
    return { status: res.statusCode, errCode: (res.json() as { errCode?: string }).errCode };
  };
  const changeFrom = (address: string, token: string, oldPassword: string) =>
    from(address, '/api/member/password/update', { oldPassword, newPassword: 'fresh-pass-77' }, token);

  it('asks a visitor, and a chat guest, to log in first', async () => {
    const body = { oldPassword: 'anything-1', newPassword: 'fresh-pass-77' };
    expectAsksToLogIn(await post(t.app, '/api/member/password/update', body));
    const guest = await t.member({ role: 'guest', phone: null });
    expectAsksToLogIn(await post(t.app, '/api/member/password/update', body, guest));
  });

  it('counts 50 concurrent wrong old passwords as login failures: five are checked, then the address is locked', async () => {
    const member = await t.staff('florist');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => changeFrom('10.9.0.1', member.token, 'wrong-pass-1')),
    );
    expect(answers.filter((a) => a.status === 400 && a.errCode === 'INVALID_PARAM')).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429 && a.errCode === 'LOGIN_LOCKED')).toHaveLength(45);

    // The same lock as the password login's: the right password from that address waits, by either door.
    expect((await changeFrom('10.9.0.1', member.token, STAFF_TEST_PASSWORD)).errCode).toBe('LOGIN_LOCKED');
    const login = { username: member.username, password: STAFF_TEST_PASSWORD };
    expect((await from('10.9.0.1', '/api/member/login/password', login)).errCode).toBe('LOGIN_LOCKED');
    // Only the guessing address is locked.
    expect((await changeFrom('10.9.0.2', member.token, STAFF_TEST_PASSWORD)).status).toBe(200);
  });

  it('lets only one of two changes made at once with the old password through', async () => {
    const member = await t.staff('service');
    const answers = await Promise.all([
      from(
        '10.9.1.1',
        '/api/member/password/update',
        { oldPassword: STAFF_TEST_PASSWORD, newPassword: 'first-new-1' },
        member.token,
      ),
      from(
        '10.9.1.2',
        '/api/member/password/update',
        { oldPassword: STAFF_TEST_PASSWORD, newPassword: 'second-new-2' },
        member.token,
      ),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const entries = await t.db.selectFrom('audit_log').select('action').where('record_id', '=', member.id).execute();
    expect(entries).toEqual([{ action: 'change-password' }]);
  });
});
