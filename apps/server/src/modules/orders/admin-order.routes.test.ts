import { type Permission, rolePermissions, type StaffRole, staffRoles } from '@ffe/shared/domain/staff-roles';
import { beforeAll, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { chatting } from '../../../test/chatting';
import { describeOnEachDatabase } from '../../../test/each-database';
import type { Member, SignedInStaff } from '../../../test/factories';

const courier = { courierName: '王师傅', courierPhone: '13900001111' };

/** Every orders workbench route (and the old staff aliases) with a valid body and the permissions that open it. */
const routes: ReadonlyArray<readonly [url: string, body: object, opensWith: readonly Permission[]]> = [
  ['/api/admin/order/list', {}, ['orders.read', 'deliveries.own']],
  ['/api/admin/order/detail/no-such-order', {}, ['orders.read', 'deliveries.own']],
  ['/api/admin/order/prepare/no-such-order', {}, ['orders.prepare']],
  ['/api/admin/order/dispatch/no-such-order', courier, ['orders.dispatch']],
  ['/api/admin/order/deliver/no-such-order', {}, ['orders.deliver']],
  ['/api/admin/order/cancel/no-such-order', {}, ['orders.refund']],
  ['/api/admin/order/refund/no-such-order', { reason: '花材缺货' }, ['orders.refund']],
  ['/api/admin/order/bulk-prepare', { ids: ['no-such-order'] }, ['orders.prepare']],
  ['/api/admin/order/bulk-dispatch', { ids: ['no-such-order'], ...courier }, ['orders.dispatch']],
  ['/api/admin/order/couriers', {}, ['orders.dispatch']],
  ['/api/admin/order/day-sheet', { date: '2026-05-20' }, ['orders.prepare', 'orders.read']],
  ['/api/admin/order/export', {}, ['orders.export']],
  ['/api/admin/order/change/no-such-order', { cardMessage: '生日快乐' }, ['orders.change']],
  ['/api/admin/order/change-options/no-such-order', {}, ['orders.change']],
  ['/api/admin/order/bring-back/no-such-order', { outcome: 'not-home' }, ['orders.deliver']],
  ['/api/admin/order/my-deliveries', {}, ['deliveries.own']],
  ['/api/admin/order/districts', {}, ['orders.read']],
  ['/api/mall/staff/order/list', {}, ['orders.read']],
  ['/api/mall/staff/order/detail/no-such-order', {}, ['orders.read']],
  ['/api/mall/staff/order/dispatch/no-such-order', {}, ['orders.dispatch']],
  ['/api/mall/staff/order/deliver/no-such-order', {}, ['orders.deliver']],
  ['/api/mall/staff/order/cancel/no-such-order', {}, ['orders.refund']],
];

describeOnEachDatabase('Who may use the orders workbench', (t) => {
  const chat = chatting(t);
  const staff = new Map<StaffRole, SignedInStaff>();
  let customer: Member;
  let guest: { token: string };

  beforeAll(async () => {
    for (const role of staffRoles) staff.set(role, await t.staff(role));
    customer = await t.member();
    guest = await chat.guest();
  });

  it.each(routes)('asks a visitor to log in first on %s', async (url, body) => {
    const answer = await post(t.app, url, body);
    expect(answer.status).toBe(401);
    expect(answer.body.errCode).toBe('TOKEN_INVALID');
  });

  it.each(routes)('refuses customers and chat guests %s', async (url, body) => {
    expect((await post(t.app, url, body, customer)).status).toBe(403);
    expect((await post(t.app, url, body, guest)).status).toBe(403);
  });

  const byRole = staffRoles.flatMap((role) =>
    routes.map(([url, body, opensWith]) => {
      const allowed = opensWith.some((p) => rolePermissions[role].includes(p));
      return [role, allowed ? 'lets' : 'refuses', url, body] as const;
    }),
  );

  it.each(byRole)('a staff member with the role %s: %s %s', async (role, verdict, url, body) => {
    const who = staff.get(role);
    // Not through `post`: the export answers a CSV file, not JSON.
    const answer = await t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { authorization: who?.token ?? '' },
    });
    if (verdict === 'refuses') {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ errCode: 'PERMISSION_DENIED' });
    } else {
      // Through the door: the made-up order is simply not found, lists, sheets and files answer.
      expect([200, 404]).toContain(answer.statusCode);
    }
  });
});
