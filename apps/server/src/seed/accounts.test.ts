import { DEFAULT_CUSTOMER_SERVICE_UID } from '@ffe/shared/constants';
import { expect, it } from 'vitest';
import { post } from '../../test/app';
import { describeOnEachDatabase } from '../../test/each-database';
import { DEMO_PASSWORDS, seedStaffAccounts } from './accounts';

describeOnEachDatabase('The seeded team', (t) => {
  const team = () =>
    t.db
      .selectFrom('staff_members')
      .innerJoin('users', 'users.id', 'staff_members.user_id')
      .select(['users.username', 'users.role as kind', 'staff_members.role', 'staff_members.display_name'])
      .orderBy('users.username')
      .execute();

  it('gives production only the accounts its environment names, each a member of the team', async () => {
    await seedStaffAccounts(t.db, {
      customerServiceUid: DEFAULT_CUSTOMER_SERVICE_UID,
      staffPassword: undefined,
      adminPassword: 'owner-pass-1',
    });
    expect(await team()).toEqual([{ username: 'admin', kind: 'admin', role: 'admin', display_name: '管理员' }]);
  });

  it('adds one member per role for the demo, once, keeping passwords already set', async () => {
    const demo = {
      customerServiceUid: DEFAULT_CUSTOMER_SERVICE_UID,
      staffPassword: DEMO_PASSWORDS.staff,
      adminPassword: DEMO_PASSWORDS.admin,
      demoTeam: true,
    };
    await seedStaffAccounts(t.db, demo);
    await seedStaffAccounts(t.db, demo);
    expect(await team()).toEqual([
      { username: 'admin', kind: 'admin', role: 'admin', display_name: '管理员' },
      { username: 'courier', kind: 'staff', role: 'courier', display_name: '配送员·老王' },
      { username: 'florist', kind: 'staff', role: 'florist', display_name: '花艺师·小林' },
      { username: 'service', kind: 'staff', role: 'service', display_name: '鲜花速递客服' },
    ]);
    const signIn = (username: string, password: string) =>
      post(t.app, '/api/member/login/password', { username, password });
    expect((await signIn('florist', DEMO_PASSWORDS.florist)).status).toBe(200);
    expect((await signIn('courier', DEMO_PASSWORDS.courier)).status).toBe(200);
    expect((await signIn('service', DEMO_PASSWORDS.staff)).status).toBe(200);
    // The admin seeded first keeps the password production gave it.
    expect((await signIn('admin', 'owner-pass-1')).status).toBe(200);
  });
});
