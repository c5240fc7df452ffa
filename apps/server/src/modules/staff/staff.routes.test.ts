import type { LoginResult } from '@ffe/shared/contracts/member';
import type { AuditEntryView, StaffMember, StaffSelf } from '@ffe/shared/contracts/staff';
import { rolePermissions, type StaffRole, staffRoles } from '@ffe/shared/domain/staff-roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAsksToLogIn, post } from '../../../test/app';
import { anAuditTrail } from '../../../test/back-office';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aStaffMember, type SignedInStaff, STAFF_TEST_PASSWORD, signInAsStaff } from '../../../test/factories';
import { staffRepository } from './staff.repository';
import { staffService } from './staff.service';

const NEW_PASSWORD = 'fresh-pass-77';

describeOnEachDatabase('Staff accounts', (t) => {
  let admin: SignedInStaff;
  let n = 0;
  const uniqueName = (prefix = 'member') => `${prefix}${Date.now().toString(36)}${++n}`;

  beforeAll(async () => {
    admin = await t.staff('admin');
  });

  const create = (body: object, as: { token: string } = admin) =>
    post<StaffMember>(t.app, '/api/admin/staff/create', body, as);
  /** The member's version now, as an editor that has just read them holds it. */
  const versionOf = async (id: string) =>
    (await t.db.selectFrom('staff_members').select('version').where('user_id', '=', id).executeTakeFirst())?.version ??
    1;
  /** A save from the member as they are now: a version is sent unless the body names its own. */
  const update = async (body: { _id: string } & Record<string, unknown>, as: { token: string } = admin) =>
    post<StaffMember>(t.app, '/api/admin/staff/update', { version: await versionOf(body._id), ...body }, as);
  const reset = (body: object, as: { token: string } = admin) =>
    post(t.app, '/api/admin/staff/reset-password', body, as);
  const me = (as: { token: string }) => post<StaffSelf>(t.app, '/api/admin/me', {}, as);
  const login = (username: string, password: string, remoteAddress = '127.0.0.1') =>
    t.app
      .inject({ method: 'POST', url: '/api/member/login/password', payload: { username, password }, remoteAddress })
      .then((res) => ({
        status: res.statusCode,
        body: res.json() as { code: number; errCode?: string; message: string; data: LoginResult },
      }));
  const auditOf = (recordId: string) =>
    t.db.selectFrom('audit_log').selectAll().where('record_id', '=', recordId).orderBy('created_at').execute();
  const counts = async () => {
    const count = async (table: 'users' | 'staff_members' | 'audit_log') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return { users: await count('users'), staff: await count('staff_members'), audit: await count('audit_log') };
  };

  describe('who may call what', () => {
    const signedIn: Partial<Record<StaffRole, SignedInStaff>> = {};
    let target: string;
    beforeAll(async () => {
      for (const role of staffRoles) signedIn[role] = role === 'admin' ? admin : await t.staff(role);
      target = (await aStaffMember(t.db, 'florist')).id;
    });

    const adminOnly: Array<[string, () => object]> = [
      [
        '/api/admin/staff/create',
        () => ({ username: uniqueName(), password: 'first-pass-1', displayName: '新人', role: 'florist' }),
      ],
      ['/api/admin/staff/list', () => ({})],
      ['/api/admin/staff/detail', () => ({ _id: target })],
      ['/api/admin/staff/update', () => ({ _id: target, version: 1, displayName: uniqueName('名') })],
      ['/api/admin/staff/reset-password', () => ({ _id: target, password: 'reset-pass-1' })],
      ['/api/admin/audit/list', () => ({})],
    ];
    const everyRoute = ['/api/admin/me', ...adminOnly.map(([url]) => url)];

    it.each(everyRoute)('asks a visitor to log in first on %s', async (url) => {
      expectAsksToLogIn(await post(t.app, url, {}));
    });

    it.each(everyRoute)('refuses a customer and a chat guest %s', async (url) => {
      const customer = await t.member();
      const guest = await t.member({ role: 'guest', phone: null });
      for (const who of [customer, guest]) {
        const answer = await post(t.app, url, {}, who);
        expect(answer.status).toBe(403);
        expect(answer.body.errCode).toBe('PERMISSION_DENIED');
      }
    });

    it.each(adminOnly)('lets only an admin call %s', async (url, body) => {
      for (const role of staffRoles) {
        const answer = await post(t.app, url, body(), signedIn[role]);
        expect({ role, status: answer.status }).toEqual({ role, status: role === 'admin' ? 200 : 403 });
      }
    });

    it('tells every member of the team who they are and what their role lets them do', async () => {
      for (const role of staffRoles) {
        const member = signedIn[role] as SignedInStaff;
        const answer = await me(member);
        expect(answer.status).toBe(200);
        expect(answer.body.data).toMatchObject({ _id: member.id, role, displayName: member.displayName });
        expect([...answer.body.data.permissions].sort()).toEqual([...rolePermissions[role]].sort());
      }
    });

    it('says "staff only" to a customer asking who they are in the console', async () => {
      const answer = await me(await t.member());
      expect(answer.body.message).toMatch(/staff only/);
    });

    it('signs each role in with its own permissions in the token and the account', async () => {
      const florist = signedIn.florist as SignedInStaff;
      expect(florist.login.user.role).toEqual(['staff']);
      expect([...florist.login.user.permission].sort()).toEqual([...rolePermissions.florist].sort());
      expect((signedIn.admin as SignedInStaff).login.user.role).toEqual(['admin']);
      const info = await post<{ user: { permission: string[] } }>(t.app, '/api/member/getUserInfo', {}, florist);
      expect([...info.body.data.user.permission].sort()).toEqual([...rolePermissions.florist].sort());
    });
  });

  describe('managing the team', () => {
    it('creates a member who signs in at once, with an audit entry naming the admin', async () => {
      const username = uniqueName('lin');
      const created = await create({ username, password: 'first-pass-1', displayName: '花艺师·小林', role: 'florist' });
      expect(created.status).toBe(200);
      expect(created.body.data).toMatchObject({
        username,
        displayName: '花艺师·小林',
        role: 'florist',
        enabled: true,
        mustChangePassword: false,
        lastSignInAt: null,
        phone: null,
      });
      const signed = await login(username, 'first-pass-1');
      expect(signed.status).toBe(200);
      expect(signed.body.data.mustChangePassword).toBeUndefined();
      const [entry, ...more] = await auditOf(created.body.data._id);
      expect(more).toEqual([]);
      expect(entry).toMatchObject({
        actor_id: admin.id,
        actor_name: admin.displayName,
        action: 'create',
        area: 'staff',
      });
      expect(JSON.parse(entry?.after ?? '{}')).toEqual({
        username,
        displayName: '花艺师·小林',
        phone: null,
        role: 'florist',
        enabled: true,
      });
      expect(`${entry?.before}${entry?.after}`).not.toMatch(/scrypt|first-pass/);
      const row = await t.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
      expect(row.role).toBe('staff');
      expect(row.password_hash).toMatch(/^scrypt\$/);
      const listed = await post<{ list: StaffMember[] }>(t.app, '/api/admin/staff/list', { keyword: username }, admin);
      expect(listed.body.data.list).toEqual([expect.objectContaining({ username, lastSignInAt: expect.any(Number) })]);
    });

    it.each([
      ['username', { username: '13800000000' }],
      ['password', { password: 'onlyletters' }],
      ['password', { password: 'short1' }],
      ['role', { role: 'owner' }],
      ['displayName', { displayName: '   ' }],
      ['phone', { phone: '12345' }],
    ])('refuses a bad %s with a 400 naming it, and writes nothing', async (field, bad) => {
      const before = await counts();
      const answer = await create({
        username: uniqueName(),
        password: 'first-pass-1',
        displayName: '新人',
        role: 'courier',
        ...bad,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errCode).toBe('INVALID_PARAM');
      expect(answer.body.message).toMatch(new RegExp(`^${field}:`));
      expect(await counts()).toEqual(before);
    });

    it('refuses a username taken with a 409 USERNAME_TAKEN naming it, and writes nothing', async () => {
      const taken = await aStaffMember(t.db, 'service');
      const before = await counts();
      const answer = await create({
        username: taken.username,
        password: 'first-pass-1',
        displayName: 'x',
        role: 'admin',
      });
      expect(answer).toMatchObject({
        status: 409,
        body: { errCode: 'USERNAME_TAKEN', message: 'username: already taken' },
      });
      expect(await counts()).toEqual(before);
      // However the name is asked for, the same answer.
      const spaced = await create({
        username: ` ${taken.username} `,
        password: 'first-pass-1',
        displayName: 'x',
        role: 'admin',
      });
      expect(spaced.body.message).toBe('username: already taken');
      expect(await counts()).toEqual(before);
    });

    it('lists by keyword, role and state, a page at a time', async () => {
      const tag = uniqueName('team');
      await aStaffMember(t.db, 'courier', { username: `${tag}a`, displayName: '配送员·老王' });
      await aStaffMember(t.db, 'courier', { username: `${tag}b`, enabled: false });
      await aStaffMember(t.db, 'florist', { username: `${tag}c` });
      const list = (body: object) =>
        post<{ list: StaffMember[]; total: number }>(t.app, '/api/admin/staff/list', { keyword: tag, ...body }, admin);
      expect((await list({})).body.data.total).toBe(3);
      const couriers = await list({ role: 'courier', enabled: true });
      expect(couriers.body.data.list.map((m) => m.username)).toEqual([`${tag}a`]);
      expect((await list({ enabled: false })).body.data.list.map((m) => m.username)).toEqual([`${tag}b`]);
      const paged = await list({ page: 2, pageSize: 2 });
      expect(paged.body.data).toMatchObject({ total: 3, list: [expect.objectContaining({ username: `${tag}c` })] });
      // A keyword is taken literally: `_` matches only itself.
      expect(
        (await post<{ total: number }>(t.app, '/api/admin/staff/list', { keyword: '_' }, admin)).body.data.total,
      ).toBe(0);
      expect((await list({ keyword: '老王' })).body.data.list.map((m) => m.username)).toEqual([`${tag}a`]);
    });

    it('sorts by the field asked for, either way, ties in id order, and the oldest account first by default', async () => {
      const tag = uniqueName('sort');
      // Ids in one order, names and roles in others; two share a display name to show the tie-break.
      await aStaffMember(t.db, 'florist', { id: `${tag}-1`, username: `${tag}c`, displayName: `${tag} same` });
      await aStaffMember(t.db, 'admin', { id: `${tag}-2`, username: `${tag}a`, displayName: `${tag} zed` });
      await aStaffMember(t.db, 'courier', { id: `${tag}-3`, username: `${tag}b`, displayName: `${tag} same` });
      await t.db
        .updateTable('staff_members')
        .set({ last_sign_in_at: 2_000 })
        .where('user_id', '=', `${tag}-1`)
        .execute();
      await t.db
        .updateTable('staff_members')
        .set({ last_sign_in_at: 1_000 })
        .where('user_id', '=', `${tag}-2`)
        .execute();
      await t.db.updateTable('staff_members').set({ created_at: 1 }).where('user_id', '=', `${tag}-3`).execute();
      const ids = async (body: object) =>
        (
          await post<{ list: StaffMember[] }>(t.app, '/api/admin/staff/list', { keyword: tag, ...body }, admin)
        ).body.data.list.map((m) => m._id.slice(tag.length + 1));
      expect(await ids({})).toEqual(['3', '1', '2']);
      expect(await ids({ sort: 'username', order: 'asc' })).toEqual(['2', '3', '1']);
      expect(await ids({ sort: 'username', order: 'desc' })).toEqual(['1', '3', '2']);
      expect(await ids({ sort: 'displayName', order: 'asc' })).toEqual(['1', '3', '2']);
      expect(await ids({ sort: 'displayName', order: 'desc' })).toEqual(['2', '3', '1']);
      expect(await ids({ sort: 'role', order: 'asc' })).toEqual(['2', '3', '1']);
      // Never signed in counts as the longest ago.
      expect(await ids({ sort: 'lastSignInAt', order: 'desc' })).toEqual(['1', '2', '3']);
      expect(await ids({ sort: 'lastSignInAt', order: 'asc' })).toEqual(['3', '2', '1']);
      expect(await ids({ sort: 'createdAt', order: 'asc', page: 2, pageSize: 2 })).toEqual(['2']);
    });

    it('refuses a sort on a field the list does not offer', async () => {
      const res = await post(t.app, '/api/admin/staff/list', { sort: 'password_hash' }, admin);
      expect(res.status).toBe(400);
    });

    it('changes a display name without ending the member’s sessions, recording only what changed', async () => {
      const courier = await t.staff('courier');
      const changed = await update({ _id: courier.id, displayName: '配送员·小张', phone: '13900001111' });
      expect(changed.body.data).toMatchObject({ displayName: '配送员·小张', phone: '13900001111' });
      expect((await me(courier)).status).toBe(200);
      const entries = await auditOf(courier.id);
      expect(entries).toHaveLength(1);
      expect(JSON.parse(entries[0]?.before ?? '')).toEqual({ displayName: courier.displayName, phone: null });
      expect(JSON.parse(entries[0]?.after ?? '')).toEqual({ displayName: '配送员·小张', phone: '13900001111' });
      // Asking for what already is changes nothing and records nothing.
      expect((await update({ _id: courier.id, displayName: '配送员·小张' })).status).toBe(200);
      expect(await auditOf(courier.id)).toHaveLength(1);
    });

    it('answers 404 for a member who does not exist', async () => {
      const answer = await update({ _id: 'nobody', enabled: false });
      expect(answer.status).toBe(404);
      expect((await reset({ _id: 'nobody', password: 'reset-pass-1' })).status).toBe(404);
    });

    it('changes a role: the member’s tokens end and the next sign-in carries the new permissions', async () => {
      const member = await t.staff('florist');
      const changed = await update({ _id: member.id, role: 'admin' });
      expect(changed.body.data.role).toBe('admin');
      expect(await me(member)).toMatchObject({ status: 401, body: { errCode: 'TOKEN_INVALID_WRONG_TOKEN' } });
      const again = await signInAsStaff(t.app, member);
      expect(again.login.user.role).toEqual(['admin']);
      expect([...(await me(again)).body.data.permissions].sort()).toEqual([...rolePermissions.admin].sort());
      await update({ _id: member.id, role: 'courier' });
      const kind = await t.db.selectFrom('users').select('role').where('id', '=', member.id).executeTakeFirstOrThrow();
      expect(kind.role).toBe('staff');
    });
  });

  describe('a member’s life', () => {
    it('disables a member: the live token stops at once, sign-in is refused clearly; re-enabled, they sign in', async () => {
      const florist = await t.staff('florist');
      expect((await me(florist)).status).toBe(200); // the token's check is now remembered
      const disabled = await update({ _id: florist.id, enabled: false });
      expect(disabled.body.data.enabled).toBe(false);
      expect(await me(florist)).toMatchObject({ status: 401, body: { errCode: 'TOKEN_INVALID_WRONG_TOKEN' } });

      const refused = await login(florist.username, STAFF_TEST_PASSWORD);
      expect(refused).toMatchObject({
        status: 403,
        body: { errCode: 'ACCOUNT_DISABLED', message: expect.any(String) },
      });
      // A wrong password says only that: whether the account is disabled is told to its owner alone.
      expect((await login(florist.username, 'wrong-pass-1', '10.7.0.1')).body.errCode).toBe('LOGIN_FAILED');
      const live = await t.db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', florist.id)
        .where('revoked_at', 'is', null)
        .execute();
      expect(live).toEqual([]);

      expect((await update({ _id: florist.id, enabled: true })).body.data.enabled).toBe(true);
      expect((await login(florist.username, STAFF_TEST_PASSWORD)).status).toBe(200);
      const actions = (await auditOf(florist.id)).map((e) => [e.action, JSON.parse(e.after ?? '')]);
      expect(actions).toEqual([
        ['update', { enabled: false }],
        ['update', { enabled: true }],
      ]);
    });

    it('resets a password: the member must choose a new one before any console call but "who am I"', async () => {
      const second = await t.staff('admin');
      const member = await t.staff('florist');
      expect((await reset({ _id: second.id, password: 'reset-pass-1' })).status).toBe(200);
      expect((await reset({ _id: member.id, password: 'reset-pass-2' })).status).toBe(200);
      expect((await me(second)).status).toBe(401);
      expect((await login(second.username, STAFF_TEST_PASSWORD, '10.7.0.2')).status).toBe(401);

      const signed = await login(second.username, 'reset-pass-1');
      expect(signed.body.data.mustChangePassword).toBe(true);
      const owing = { token: signed.body.data.token };
      const listed = await post(t.app, '/api/admin/staff/list', {}, owing);
      expect(listed).toMatchObject({ status: 403, body: { errCode: 'PASSWORD_CHANGE_REQUIRED' } });
      expect((await post(t.app, '/api/admin/audit/list', {}, owing)).body.errCode).toBe('PASSWORD_CHANGE_REQUIRED');
      expect((await me(owing)).body.data).toMatchObject({ mustChangePassword: true });

      const changed = await post(
        t.app,
        '/api/member/password/update',
        { oldPassword: 'reset-pass-1', newPassword: NEW_PASSWORD },
        owing,
      );
      expect(changed.status).toBe(200);
      expect((await post(t.app, '/api/admin/staff/list', {}, owing)).status).toBe(200);
      expect((await me(owing)).body.data.mustChangePassword).toBe(false);
      expect((await login(second.username, NEW_PASSWORD)).body.data.mustChangePassword).toBeUndefined();

      const entries = await auditOf(second.id);
      expect(entries.map((e) => [e.action, e.actor_id])).toEqual([
        ['reset-password', admin.id],
        ['change-password', second.id],
      ]);
      expect(entries.map((e) => `${e.before}${e.after}`).join()).not.toMatch(/scrypt|pass/);
    });

    it('keeps the session that changed its password and ends the member’s others', async () => {
      const member = await t.staff('service');
      const other = await signInAsStaff(t.app, member);
      const changed = await post(
        t.app,
        '/api/member/password/update',
        { oldPassword: STAFF_TEST_PASSWORD, newPassword: NEW_PASSWORD },
        member,
      );
      expect(changed.status).toBe(200);
      expect((await me(member)).status).toBe(200);
      expect((await me(other)).status).toBe(401);
    });

    it('refuses a new password that is the old one, or weak, naming the field', async () => {
      const member = await t.staff('courier');
      const same = await post(
        t.app,
        '/api/member/password/update',
        { oldPassword: STAFF_TEST_PASSWORD, newPassword: STAFF_TEST_PASSWORD },
        member,
      );
      expect(same.body.message).toMatch(/^newPassword:/);
      const weak = await post(
        t.app,
        '/api/member/password/update',
        { oldPassword: STAFF_TEST_PASSWORD, newPassword: 'abc' },
        member,
      );
      expect(weak).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^newPassword:/) } });
      expect((await login(member.username, STAFF_TEST_PASSWORD)).status).toBe(200);
      expect(await auditOf(member.id)).toEqual([]);
    });

    it('tells a customer, whose account has no password, that there is none to change', async () => {
      const answer = await post(
        t.app,
        '/api/member/password/update',
        { oldPassword: 'anything-1', newPassword: NEW_PASSWORD },
        await t.member(),
      );
      expect(answer).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^oldPassword:/) } });
    });
  });

  describe('the shop keeps an admin', () => {
    it('refuses an admin disabling themselves or changing their own role, and records nothing', async () => {
      const before = await counts();
      const disable = await update({ _id: admin.id, enabled: false });
      expect(disable).toMatchObject({ status: 409, body: { errCode: 'STAFF_OWN_ACCOUNT' } });
      const demote = await update({ _id: admin.id, role: 'florist' });
      expect(demote).toMatchObject({ status: 409, body: { errCode: 'STAFF_OWN_ACCOUNT' } });
      expect(await counts()).toEqual(before);
      expect((await me(admin)).status).toBe(200);
    });
  });

  describe('reading the audit log', () => {
    it('lists the entries newest first, with before and after as values', async () => {
      const member = await aStaffMember(t.db, 'courier');
      await update({ _id: member.id, displayName: '第一次' });
      await update({ _id: member.id, displayName: '第二次' });
      const page = await post<{ list: AuditEntryView[]; total: number }>(
        t.app,
        '/api/admin/audit/list',
        { recordId: member.id },
        admin,
      );
      expect(page.body.data.total).toBe(2);
      expect(page.body.data.list.map((e) => e.after)).toEqual([{ displayName: '第二次' }, { displayName: '第一次' }]);
      expect(page.body.data.list[0]).toMatchObject({
        actorId: admin.id,
        actorName: admin.displayName,
        area: 'staff',
        recordType: 'staff',
        ip: '127.0.0.1',
      });
    });
  });
});

describeOnEachDatabase('The last enabled admin', (t) => {
  // Each admin read the other at version 1 and nothing else saves them.
  const update = (body: { _id: string } & Record<string, unknown>, as: { token: string }) =>
    post<StaffMember>(t.app, '/api/admin/staff/update', { version: 1, ...body }, as);
  const enabledAdmins = () =>
    t.db.selectFrom('staff_members').select('user_id').where('role', '=', 'admin').where('enabled', '=', 1).execute();
  const auditCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stays when the only two admins disable each other at once, and cannot be removed by anyone', async () => {
    const [ann, bob] = [await t.staff('admin'), await t.staff('admin')];
    const answers = await Promise.all([
      update({ _id: bob.id, enabled: false }, ann),
      update({ _id: ann.id, enabled: false }, bob),
    ]);
    const [left, ...none] = await enabledAdmins();
    expect(none).toEqual([]);
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    // The other either lost the race to its check (409) or its own account ended first (401).
    const lost = answers.find((a) => a.status !== 200);
    expect(['STAFF_LAST_ADMIN', 'TOKEN_INVALID_WRONG_TOKEN']).toContain(lost?.body.errCode);
    expect(await auditCount()).toBe(1);

    // The disabled one, as if their request had got through, still cannot remove the last: nothing is written.
    const winner = left?.user_id === ann.id ? ann : bob;
    const loser = winner === ann ? bob : ann;
    const staff = staffService({
      repo: staffRepository(t.db),
      audit: anAuditTrail(),
      tokens: { revokeAllOf: async () => [], announce: async () => undefined },
      profileChanged: async () => undefined,
    });
    const actor = { id: loser.id, ip: '127.0.0.1' };
    await expect(staff.update(actor, winner.id, 1, { enabled: false })).rejects.toMatchObject({
      status: 409,
      errCode: 'STAFF_LAST_ADMIN',
      message: expect.stringMatching(/^enabled:/),
    });
    await expect(staff.update(actor, winner.id, 1, { role: 'florist' })).rejects.toMatchObject({
      errCode: 'STAFF_LAST_ADMIN',
      message: expect.stringMatching(/^role:/),
    });
    expect(await auditCount()).toBe(1);
    expect(await enabledAdmins()).toEqual([{ user_id: winner.id }]);

    // With a second admin again, the winner may let the other go.
    expect((await update({ _id: loser.id, version: 2, enabled: true }, winner)).status).toBe(200);
    const comeback = await signInAsStaff(t.app, loser);
    expect((await update({ _id: winner.id, role: 'florist' }, comeback)).status).toBe(200);
    expect(await enabledAdmins()).toEqual([{ user_id: loser.id }]);
  });
});
