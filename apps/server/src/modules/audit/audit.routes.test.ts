import { SHOP_UTC_OFFSET_MS } from '@ffe/shared/constants';
import type { AuditEntryView } from '@ffe/shared/contracts/staff';
import type { AuditAction } from '@ffe/shared/domain/audit';
import { beforeAll, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aCategory, aGoods, aStaffMember, type SignedInStaff, type StaffMemberFixture } from '../../../test/factories';
import { auditRepository } from './audit.repository';

/** An instant of a shop's day (China time), as epoch milliseconds. */
const shopTime = (date: string, time: string) => Date.parse(`${date}T${time}Z`) - SHOP_UTC_OFFSET_MS;

describeOnEachDatabase('The audit log', (t) => {
  let admin: SignedInStaff;
  let florist: StaffMemberFixture;
  const list = (body: object) =>
    post<{ list: AuditEntryView[]; total: number }>(t.app, '/api/admin/audit/list', body, admin);
  const actionsOf = async (body: object) => (await list(body)).body.data.list.map((e) => e.action);

  beforeAll(async () => {
    admin = await t.staff('admin', { displayName: '店长·阿梅' });
    florist = await aStaffMember(t.db, 'florist', { displayName: '花艺师·小林' });
    // Entries at known times around the shop's midnights (China time, UTC+8).
    const entries: Array<[number, string, 'orders' | 'settings', AuditAction, string]> = [
      [shopTime('2026-02-13', '23:59:59.999'), florist.id, 'orders', 'prepare', 'order-1'],
      [shopTime('2026-02-14', '00:00:00'), florist.id, 'orders', 'dispatch', 'order-1'],
      [shopTime('2026-02-14', '12:00:00'), admin.id, 'settings', 'update', 'delivery'],
      [shopTime('2026-02-14', '23:59:59.999'), admin.id, 'orders', 'refund', 'order-2'],
      [shopTime('2026-02-15', '00:00:00'), florist.id, 'orders', 'deliver', 'order-1'],
    ];
    for (const [at, actor, area, action, recordId] of entries) {
      await auditRepository(() => at).record(t.db, {
        actor: { id: actor, ip: '10.1.2.3' },
        area,
        action,
        record: { type: area === 'orders' ? 'order' : 'settings', id: recordId },
        before: area === 'orders' ? { status: 'paid' } : undefined,
        after: area === 'orders' ? { status: 'preparing', note: '加急' } : undefined,
      });
    }
  });

  it('lists newest first, a page at a time, with before and after as values', async () => {
    const first = await list({ pageSize: 2, to: '2026-02-28' });
    expect(first.body.data.total).toBe(5);
    expect(first.body.data.list.map((e) => e.action)).toEqual(['deliver', 'refund']);
    expect(first.body.data.list[0]).toMatchObject({
      actorName: '花艺师·小林',
      area: 'orders',
      recordType: 'order',
      recordId: 'order-1',
      before: { status: 'paid' },
      after: { status: 'preparing', note: '加急' },
      ip: '10.1.2.3',
      createdAt: shopTime('2026-02-15', '00:00:00'),
    });
    expect(await actionsOf({ pageSize: 2, page: 3, to: '2026-02-28' })).toEqual(['prepare']);
    expect((await list({ area: 'settings' })).body.data.list[0]).toMatchObject({ before: null, after: null });
  });

  it('names each record as staff call it (a goods by its name, a member by theirs), and a record gone as nothing', async () => {
    const category = await aCategory(t.db, { name: '审计分类' });
    const goods = await aGoods(t.db, { category_id: category.id, name: '审计玫瑰' });
    const at = shopTime('2026-04-01', '10:00:00');
    const auditor = await aStaffMember(t.db, 'admin', { displayName: '审计员' });
    const write = (type: string, id: string) =>
      auditRepository(() => at).record(t.db, {
        actor: { id: auditor.id, ip: '10.1.2.3' },
        area: 'catalogue',
        action: 'goods.update',
        record: { type, id },
      });
    await write('goods', goods.id);
    await write('category', category.id);
    await write('staff', florist.id);
    await write('goods', 'goods-gone');
    const page = (await list({ from: '2026-04-01', to: '2026-04-01', pageSize: 10 })).body.data.list;
    expect(page.map((e) => [e.recordType, e.recordLabel]).sort()).toEqual(
      [
        ['category', '审计分类'],
        ['goods', '审计玫瑰'],
        ['goods', null],
        ['staff', '花艺师·小林'],
      ].sort(),
    );
  });

  it('filters by person, by id or by part of the name', async () => {
    expect(await actionsOf({ actor: admin.id })).toEqual(['refund', 'update']);
    expect(await actionsOf({ actor: '小林' })).toEqual(['deliver', 'dispatch', 'prepare']);
    expect(await actionsOf({ actor: '%' })).toEqual([]);
  });

  it('names everyone the log names, once each, for the person filter, with their current name', async () => {
    const courier = await aStaffMember(t.db, 'courier', { displayName: '配送员·旧名' });
    // Outside the other tests' days and areas.
    await auditRepository(() => shopTime('2026-03-02', '09:00:00')).record(t.db, {
      actor: { id: courier.id, ip: '10.1.2.3' },
      area: 'staff',
      action: 'update',
      record: { type: 'staff', id: courier.id },
    });
    await t.db
      .updateTable('staff_members')
      .set({ display_name: '配送员·新名' })
      .where('user_id', '=', courier.id)
      .execute();
    const res = await post<{ list: Array<{ id: string; name: string; username: string | null }> }>(
      t.app,
      '/api/admin/audit/actors',
      {},
      admin,
    );
    expect(res.status).toBe(200);
    const mine = res.body.data.list.filter((p) => [admin.id, florist.id, courier.id].includes(p.id));
    // By name as Chinese sorts it (pinyin): dian, hua, pei.
    expect(mine).toEqual([
      { id: admin.id, name: '店长·阿梅', username: admin.username },
      { id: florist.id, name: '花艺师·小林', username: florist.username },
      { id: courier.id, name: '配送员·新名', username: courier.username },
    ]);
    expect(new Set(res.body.data.list.map((p) => p.id)).size).toBe(res.body.data.list.length);
  });

  it('refuses the person list to a member who may not read the log', async () => {
    const florist = await t.staff('florist');
    expect((await post(t.app, '/api/admin/audit/actors', {}, florist)).status).toBe(403);
  });

  it('filters by area and by record', async () => {
    expect(await actionsOf({ area: 'settings' })).toEqual(['update']);
    expect(await actionsOf({ recordType: 'order', recordId: 'order-1' })).toEqual(['deliver', 'dispatch', 'prepare']);
    expect(await actionsOf({ recordId: 'order-2' })).toEqual(['refund']);
  });

  it('orders entries of the same millisecond by id, so pages never overlap', async () => {
    const at = shopTime('2026-03-01', '10:00:00');
    for (const action of ['handle', 'reopen', 'handle'] as const) {
      await auditRepository(() => at).record(t.db, {
        actor: { id: 'someone-else', ip: '10.1.2.3' },
        area: 'feedback',
        action,
        record: { type: 'feedback', id: 'same-moment' },
      });
    }
    const all = (await list({ recordId: 'same-moment' })).body.data.list.map((e) => e._id);
    expect(all).toEqual([...all].sort().reverse());
    const paged = [];
    for (const page of [1, 2, 3])
      paged.push(...(await list({ recordId: 'same-moment', page, pageSize: 1 })).body.data.list);
    expect(paged.map((e) => e._id)).toEqual(all);
  });

  it("filters by the shop's days, both ends included", async () => {
    expect(await actionsOf({ from: '2026-02-14', to: '2026-02-14' })).toEqual(['refund', 'update', 'dispatch']);
    // The ties test's entries are of 2026-03-01, in the area `feedback`.
    expect(await actionsOf({ from: '2026-02-15', area: 'orders' })).toEqual(['deliver']);
    expect(await actionsOf({ to: '2026-02-13' })).toEqual(['prepare']);
  });

  it('refuses a range that ends before it starts, or a date in another format, naming the field', async () => {
    const backwards = await list({ from: '2026-02-15', to: '2026-02-14' });
    expect(backwards).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^to:/) } });
    const format = await list({ from: '14/02/2026' });
    expect(format).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^from:/) } });
    expect((await list({ area: 'everything' })).body.message).toMatch(/^area:/);
  });
});
