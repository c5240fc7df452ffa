import type { AdminCustomerDetail, AdminCustomerSummary, CustomerNote } from '@ffe/shared/contracts/admin-customers';
import { beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { anAfterSaleRow, anOrderRow, auditOf } from '../../../test/back-office';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aCouponTemplate, type Member, type SignedInStaff, smsSendsLongAgo } from '../../../test/factories';
import { ordering } from '../../../test/ordering';
import { itGuardsWithPermission } from '../../../test/staff';
import { hashPassword } from '../auth/auth.module';

type Page = { list: AdminCustomerSummary[]; total: number };

describeOnEachDatabase('Customers in the console', (t) => {
  let admin: SignedInStaff;
  let agent: SignedInStaff;
  const list = (body: object, who: { token: string } = agent) =>
    post<Page>(t.app, '/api/admin/customer/list', body, who);
  const detail = (id: string, who: { token: string } = agent) =>
    post<AdminCustomerDetail>(t.app, `/api/admin/customer/detail/${id}`, {}, who);

  beforeAll(async () => {
    admin = await t.staff('admin');
    agent = await t.staff('service');
  });

  describe('who may call', () => {
    itGuardsWithPermission(t, 'customers.read', [
      { url: '/api/admin/customer/list', allowed: 200 },
      { url: '/api/admin/customer/detail/nobody', allowed: 404 },
      { url: '/api/admin/customer/note/add', body: { id: 'nobody', content: '常买玫瑰' }, allowed: 404 },
    ]);
    // Shutting a member out is the admin's alone, as disabling a team member is.
    itGuardsWithPermission(t, 'staff.manage', [
      { url: '/api/admin/customer/disable', body: { id: 'nobody', disabled: true }, allowed: 404 },
    ]);
  });

  it('finds customers by part of their nickname or digits of their phone, showing the phone masked', async () => {
    const lily = await t.member({ nickname: '百合小姐Lily', phone: '13611112222' });
    await t.member({ nickname: '玫瑰先生', phone: '13633334444' });
    const byName = await list({ keyword: 'lily' });
    expect(byName.status).toBe(200);
    expect(byName.body.data.list.map((c) => c.id)).toEqual([lily.id]);
    expect(byName.body.data.list[0]).toMatchObject({ nickname: '百合小姐Lily', phone: '136****2222', disabled: false });

    const byPhone = await list({ keyword: '1111222' });
    expect(byPhone.body.data.list.map((c) => c.id)).toEqual([lily.id]);
    // Two digits would match nearly everyone: they are read as a nickname.
    expect((await list({ keyword: '22' })).body.data.list).toEqual([]);
    // Staff accounts are not customers.
    expect((await list({ keyword: agent.username })).body.data.total).toBe(0);
  });

  it('pages the list, newest members first', async () => {
    const first = await list({ page: 1, pageSize: 2 });
    const second = await list({ page: 2, pageSize: 2 });
    expect(first.body.data.list).toHaveLength(2);
    expect(first.body.data.total).toBeGreaterThanOrEqual(2);
    const ids = [...first.body.data.list, ...second.body.data.list].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(first.body.data.list[0]?.createTime).toBeGreaterThanOrEqual(first.body.data.list[1]?.createTime ?? 0);
  });

  it("answers 400 naming the field for a bad page size and 404 for an unknown customer or a staff member's id", async () => {
    const bad = await list({ pageSize: 1000 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('pageSize');
    expect((await detail('no-such-customer')).status).toBe(404);
    expect((await detail(agent.id)).status).toBe(404);
  });

  it('shows orders, total spent (paid minus refunded), first and last order, after-sales, coupons and addresses', async () => {
    const ann = await t.member({ nickname: '安安', phone: '13655556666' });
    const day = 86_400_000;
    const at = Date.now() - 10 * day;
    const first = await anOrderRow(t.db, {
      user_id: ann.id,
      status: 'completed',
      pay_amount: 20_000,
      paid_at: at,
      created_at: at,
    });
    const refunded = await anOrderRow(t.db, {
      user_id: ann.id,
      status: 'received',
      pay_amount: 15_000,
      refunded_amount: 5_000,
      has_after_sale: 1,
      paid_at: at + day,
      created_at: at + day,
    });
    // Never paid: listed, but no money.
    const unpaid = await anOrderRow(t.db, { user_id: ann.id, pay_amount: 9_900, created_at: at + 2 * day });
    await anAfterSaleRow(t.db, {
      order_id: refunded.id,
      user_id: ann.id,
      amount: 5_000,
      status: 'refunded',
      created_at: at + day + 1,
    });
    const template = await aCouponTemplate(t.db, { name: '满100减10' });
    await t.db
      .insertInto('coupons')
      .values({
        id: `coupon-${ann.id}`,
        template_id: template.id,
        user_id: ann.id,
        status: 'unused',
        order_id: null,
        starts_at: at,
        expires_at: at + day,
        claimed_at: at,
        used_at: null,
      })
      .execute();
    await post(
      t.app,
      '/api/member/address/add',
      {
        recipient: '林小姐',
        phone: '13800001111',
        province: '上海市',
        city: '上海市',
        district: '徐汇区',
        detail: '漕溪北路88号',
      },
      ann,
    );

    const { status, body } = await detail(ann.id);
    expect(status).toBe(200);
    const page = body.data;
    expect(page.customer).toMatchObject({
      id: ann.id,
      nickname: '安安',
      phone: '136****6666',
      orderCount: 3,
      // ¥200 + ¥150 paid, ¥50 refunded; the unpaid ¥99 counts for nothing.
      totalSpent: 300,
      firstOrderTime: first.created_at,
      lastOrderTime: unpaid.created_at,
      disabled: false,
      disabledTime: null,
    });
    expect(page.orders.total).toBe(3);
    expect(page.orders.list.map((o) => o.orderNo)).toEqual([unpaid.order_no, refunded.order_no, first.order_no]);
    expect(page.orders.list[1]).toMatchObject({ status: 'received', payAmount: 150, refundedAmount: 50 });
    expect(page.afterSales.list).toEqual([
      expect.objectContaining({ orderNo: refunded.order_no, amount: 50, status: 'refunded' }),
    ]);
    // Its day is over: the customer's list shows it expired, and so does the console.
    expect(page.coupons.list).toEqual([expect.objectContaining({ name: '满100减10', state: 'expired' })]);
    expect(page.addresses).toEqual([
      expect.objectContaining({ recipient: '林小姐', phone: '138****1111', detail: '漕溪北路88号', isDefault: true }),
    ]);
    expect(page.notes).toEqual([]);

    const row = (await list({ keyword: '安安' })).body.data.list[0];
    expect(row).toMatchObject({ orderCount: 3, totalSpent: 300, lastOrderTime: unpaid.created_at });
  });

  it('keeps staff notes, newest first, signed and audited; an empty note is a 400 naming the field', async () => {
    const bo = await t.member({ nickname: '波波' });
    const add = (content: string) =>
      post<CustomerNote>(t.app, '/api/admin/customer/note/add', { id: bo.id, content }, agent);
    const empty = await add('   ');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('content');

    const one = await add('对百合过敏');
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ content: '对百合过敏', authorId: agent.id, authorName: agent.displayName });
    await add('周五送到公司前台');
    const notes = (await detail(bo.id)).body.data.notes;
    expect(notes.map((n) => n.content)).toEqual(['周五送到公司前台', '对百合过敏']);
    expect((await auditOf(t.db, bo.id)).map((e) => [e.area, e.action, e.actor_id])).toEqual([
      ['customers', 'customer.note', agent.id],
      ['customers', 'customer.note', agent.id],
    ]);
    // The customer reads nothing of it: the console's calls refuse them.
    expect((await detail(bo.id, bo)).status).toBe(403);
  });

  describe('the disable switch', () => {
    const disable = (member: Member, disabled: boolean, who: { token: string } = admin) =>
      post<AdminCustomerSummary>(t.app, '/api/admin/customer/disable', { id: member.id, disabled }, who);
    const smsLogin = async (phone: string) => {
      await post(t.app, '/api/member/phone/send', { phone });
      const code = (await post<{ code: string }>(t.app, '/api/dev/sms/outbox', { phone })).body.data.code;
      return post<{ token: string }>(t.app, '/api/member/login/vcode', { phone, code });
    };
    const userInfo = (who: { token: string }) => post(t.app, '/api/member/getUserInfo', {}, who);

    it('ends live tokens at once, refuses sign-in by SMS and password and refuses orders; enabling lets them back', async () => {
      const shop = ordering(t);
      const cam = await t.member({
        phone: '13677778888',
        username: 'cam-customer',
        password_hash: await hashPassword('cam-pass-2026'),
      });
      const other = await t.member();
      // The token was just checked, so it is remembered: the switch must end it anyway.
      expect((await userInfo(cam)).status).toBe(200);
      const goodsId = await shop.shop.goods({ stock: 5, sale_price: 9_900 });

      const off = await disable(cam, true);
      expect(off.status).toBe(200);
      expect(off.body.data).toMatchObject({ id: cam.id, disabled: true });
      expect((await userInfo(cam)).status).toBe(401);
      expect((await shop.placeOrder(cam, [{ goodsId, quantity: 1 }])).status).toBe(401);
      // Other members are untouched.
      expect((await userInfo(other)).status).toBe(200);

      const sms = await smsLogin('13677778888');
      expect(sms.status).toBe(403);
      expect(sms.body.errCode).toBe('ACCOUNT_DISABLED');
      const password = await post(t.app, '/api/member/login/password', {
        username: 'cam-customer',
        password: 'cam-pass-2026',
      });
      expect(password.status).toBe(403);
      expect(password.body.errCode).toBe('ACCOUNT_DISABLED');
      expect((await detail(cam.id)).body.data.customer).toMatchObject({
        disabled: true,
        disabledTime: expect.any(Number),
      });
      expect((await list({ disabled: true })).body.data.list.map((c) => c.id)).toContain(cam.id);

      // Switching it off twice writes nothing more.
      expect((await disable(cam, true)).status).toBe(200);
      expect((await disable(cam, false)).body.data.disabled).toBe(false);
      // The resend wait of the first text has not passed: move it back.
      await smsSendsLongAgo(t.db, '13677778888');
      const back = await smsLogin('13677778888');
      expect(back.status).toBe(200);
      expect((await userInfo(back.body.data)).status).toBe(200);
      expect((await auditOf(t.db, cam.id)).map((e) => [e.action, e.actor_id, e.after])).toEqual([
        ['customer.disable', admin.id, JSON.stringify({ disabled: true })],
        ['customer.enable', admin.id, JSON.stringify({ disabled: false })],
      ]);
    });

    it('refuses the customer service agent and answers 400 naming the field without a flag', async () => {
      const dee = await t.member();
      expect((await disable(dee, true, agent)).status).toBe(403);
      const bad = await post(t.app, '/api/admin/customer/disable', { id: dee.id }, admin);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('disabled');
      expect((await userInfo(dee)).status).toBe(200);
      expect(await auditOf(t.db, dee.id)).toEqual([]);
    });
  });
});
