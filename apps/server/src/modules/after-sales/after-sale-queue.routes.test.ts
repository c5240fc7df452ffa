import type { AdminAfterSale } from '@ffe/shared/contracts/admin-service';
import type { AfterSale } from '@ffe/shared/contracts/after-sale';
import type { AfterSaleStatus } from '@ffe/shared/domain/order-state';
import { beforeAll, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { anAfterSaleRow, anOrderRow, auditOf } from '../../../test/back-office';
import { describeOnEachDatabase } from '../../../test/each-database';
import type { Member, SignedInStaff } from '../../../test/factories';
import { ordering } from '../../../test/ordering';
import { itGuardsWithPermission } from '../../../test/staff';

const PICTURE = '0f8fad5b-d9cb-469f-a165-70867728950e.png';

type Page = { list: AdminAfterSale[]; total: number };

describeOnEachDatabase(
  'The after-sale queue',
  (t) => {
    let agent: SignedInStaff;
    let bob: Member;
    /** Requests as [id, customer, status, amount in cents], made one millisecond apart in this order. */
    const requests: [string, 'ann' | 'bob', AfterSaleStatus, number][] = [
      ['as-1', 'ann', 'rejected', 1_000],
      ['as-2', 'ann', 'requested', 5_000],
      ['as-3', 'bob', 'approved', 2_000],
      ['as-4', 'bob', 'requested', 3_000],
      ['as-5', 'bob', 'refunded', 3_000],
      ['as-6', 'ann', 'withdrawn', 1_000],
    ];

    beforeAll(async () => {
      agent = await t.staff('service');
      const ann = await t.member({ phone: '13912345678' });
      bob = await t.member({ phone: '13787654321' });
      const at = Date.now();
      for (const [i, [id, who, status, amount]] of requests.entries()) {
        const customer = who === 'ann' ? ann : bob;
        const order = await anOrderRow(t.db, { id: `order-${id}`, order_no: `2026000${i}`, user_id: customer.id });
        await anAfterSaleRow(t.db, {
          id,
          order_id: order.id,
          user_id: customer.id,
          status,
          amount,
          created_at: at + i,
          pictures: id === 'as-2' ? JSON.stringify([`uploads/${PICTURE}`]) : '[]',
        });
      }
    });

    const list = async (body: object) => {
      const answer = await post<Page>(t.app, '/api/admin/after-sale/list', body, agent);
      expect(answer.status).toBe(200);
      return answer.body.data;
    };
    const ids = (page: Page) => page.list.map((a) => a.id);

    it('puts requested first, then approved, then the rest, each newest first', async () => {
      const page = await list({});
      expect(ids(page)).toEqual(['as-4', 'as-2', 'as-3', 'as-6', 'as-5', 'as-1']);
      expect(page.total).toBe(6);
    });

    it('shows each request with its order, reason, pictures as URLs, amount and the masked customer', async () => {
      const [first, second] = (await list({ status: 'requested' })).list;
      expect(first).toMatchObject({
        id: 'as-4',
        orderNo: '20260003',
        reason: 'wilted',
        amount: 30,
        customer: { id: bob.id, nickname: bob.user.nickname, phone: '137****4321' },
      });
      expect(second?.pictures).toEqual([`https://img.example/uploads/${PICTURE}`]);
    });

    it.each([
      [{ sort: 'createTime', order: 'asc' }, ['as-1', 'as-2', 'as-3', 'as-4', 'as-5', 'as-6']],
      [{ sort: 'amount', order: 'asc' }, ['as-1', 'as-6', 'as-3', 'as-4', 'as-5', 'as-2']],
      [{ sort: 'amount', order: 'desc' }, ['as-2', 'as-5', 'as-4', 'as-3', 'as-6', 'as-1']],
    ])('sorts by %j, ties by id', async (sort, expected) => {
      expect(ids(await list(sort))).toEqual(expected);
    });

    it('pages without overlap or gap, counting them all on every page', async () => {
      const pages = await Promise.all([1, 2, 3].map((page) => list({ page, pageSize: 2 })));
      expect(pages.flatMap(ids)).toEqual(['as-4', 'as-2', 'as-3', 'as-6', 'as-5', 'as-1']);
      expect(pages.map((p) => p.total)).toEqual([6, 6, 6]);
    });

    it.each([
      [{ status: 'approved' }, ['as-3']],
      [{ keyword: '20260002' }, ['as-3']],
      [{ keyword: '13787654321' }, ['as-4', 'as-3', 'as-5']],
      [{ keyword: '13787654321', status: 'refunded' }, ['as-5']],
      [{ keyword: '1378765' }, []],
    ])('filters by %j', async (filter, expected) => {
      const page = await list(filter);
      expect(ids(page)).toEqual(expected);
      expect(page.total).toBe(expected.length);
    });

    it.each([
      ['pageSize', { pageSize: 101 }],
      ['page', { page: 0 }],
      ['sort', { sort: 'created_at' }],
      ['order', { order: 'up' }],
      ['status', { status: 'open' }],
    ])('refuses a bad %s with 400 naming it', async (field, body) => {
      const answer = await post(t.app, '/api/admin/after-sale/list', body, agent);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(field);
    });

    itGuardsWithPermission(t, 'aftersale.decide', [
      { url: '/api/admin/after-sale/list', allowed: 200 },
      { url: '/api/admin/after-sale/approve/missing', allowed: 404 },
      { url: '/api/admin/after-sale/reject/missing', body: { reason: '照片显示花材完好' }, allowed: 404 },
      { url: '/api/mall/staff/after-sale/list', allowed: 200 },
      { url: '/api/mall/staff/after-sale/decide/missing', body: { approve: true }, allowed: 404 },
    ]);
  },
  { env: { IMAGE_BASE_URL: 'https://img.example' } },
);

describeOnEachDatabase(
  'After-sale decisions in the console',
  (t) => {
    const { buyer, anOrder, pay, paymentStatus } = ordering(t);
    let agent: SignedInStaff;
    beforeAll(async () => {
      agent = await t.staff('service');
    });

    const approve = (id: string, body: object = {}) =>
      post<AdminAfterSale>(t.app, `/api/admin/after-sale/approve/${id}`, body, agent);
    const reject = (id: string, body: object) =>
      post<AdminAfterSale>(t.app, `/api/admin/after-sale/reject/${id}`, body, agent);
    const statusOf = async (id: string) =>
      (await t.db.selectFrom('after_sales').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

    /** A delivered order of `member` with a request of ¥10 waiting for staff. */
    async function aWaitingRequest(member: Member, orderFields: { refunded_amount?: number } = {}) {
      const order = await anOrderRow(t.db, {
        user_id: member.id,
        status: 'received',
        paid_at: Date.now(),
        ...orderFields,
      });
      return anAfterSaleRow(t.db, { order_id: order.id, user_id: member.id });
    }

    it('approves a request: the money goes back through the provider and the audit log records who approved', async () => {
      const ann = await buyer();
      const { order } = await anOrder(ann);
      await pay(ann, order.id);
      const paymentId = (
        await t.db.selectFrom('payments').select('id').where('order_id', '=', order.id).executeTakeFirstOrThrow()
      ).id;
      const asked = await post<AfterSale>(
        t.app,
        '/api/mall/after-sale/apply',
        { kind: 'refund_only', reason: 'wilted', description: '', orderId: order.id, amount: order.payAmount },
        ann,
      );
      const id = asked.body.data.id;

      const approved = await approve(id, { note: '已为您退款' });
      expect(approved.status).toBe(200);
      expect(approved.body.data).toMatchObject({ id, status: 'refunded', staffNote: '已为您退款' });
      expect(approved.body.data.customer.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
      expect((await paymentStatus(ann, paymentId)).status).toBe('refunded');

      expect(await auditOf(t.db, id)).toEqual([
        expect.objectContaining({
          actor_id: agent.id,
          actor_name: agent.displayName,
          area: 'after-sales',
          action: 'approve',
          record_type: 'after-sale',
          before: JSON.stringify({ status: 'requested' }),
          after: JSON.stringify({ status: 'approved', amount: order.payAmount, note: '已为您退款' }),
          ip: '127.0.0.1',
        }),
      ]);
    });

    it('rejects with a reason the customer reads on their request', async () => {
      const ann = await t.member();
      const request = await aWaitingRequest(ann);
      const rejected = await reject(request.id, { reason: '  照片显示花材完好  ' });
      expect(rejected.status).toBe(200);
      expect(rejected.body.data).toMatchObject({ status: 'rejected', staffNote: '照片显示花材完好' });

      const seen = await post<AfterSale>(t.app, `/api/mall/after-sale/detail/${request.id}`, {}, ann);
      expect(seen.body.data).toMatchObject({ status: 'rejected', staffNote: '照片显示花材完好' });
      expect(await auditOf(t.db, request.id)).toEqual([
        expect.objectContaining({
          action: 'reject',
          after: JSON.stringify({ status: 'rejected', note: '照片显示花材完好' }),
        }),
      ]);
    });

    it('refuses to approve a rejected request and records nothing more', async () => {
      const request = await aWaitingRequest(await t.member());
      expect((await reject(request.id, { reason: '不符合售后条件' })).status).toBe(200);

      const late = await approve(request.id);
      expect(late.status).toBe(409);
      expect(late.body.errCode).toBe('AFTER_SALE_STATUS_CONFLICT');
      expect(await statusOf(request.id)).toBe('rejected');
      expect((await auditOf(t.db, request.id)).map((e) => e.action)).toEqual(['reject']);
    });

    it('keeps no audit entry of an approval that fails after the request moved', async () => {
      // Everything paid was already given back: the approval fails once the request is approved and its entry written.
      const request = await aWaitingRequest(await t.member(), { refunded_amount: 12_900 });
      const refused = await approve(request.id);
      expect(refused.status).toBe(409);
      expect(refused.body.errCode).toBe('AFTER_SALE_AMOUNT_TOO_HIGH');
      expect(await statusOf(request.id)).toBe('requested');
      expect(await auditOf(t.db, request.id)).toEqual([]);
    });

    it('records decisions made through the old staff route too', async () => {
      const request = await aWaitingRequest(await t.member());
      const decided = await post(
        t.app,
        `/api/mall/staff/after-sale/decide/${request.id}`,
        { approve: false, note: '请联系客服' },
        agent,
      );
      expect(decided.status).toBe(200);
      expect((await auditOf(t.db, request.id)).map((e) => [e.action, e.actor_id])).toEqual([['reject', agent.id]]);
    });

    it.each([
      ['reason', {}],
      ['reason', { reason: '   ' }],
      ['reason', { reason: '很'.repeat(201) }],
    ])('refuses a rejection without a fit %s with 400 naming it, changing nothing', async (field, body) => {
      const request = await aWaitingRequest(await t.member());
      const answer = await reject(request.id, body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(field);
      expect(await statusOf(request.id)).toBe('requested');
      expect(await auditOf(t.db, request.id)).toEqual([]);
    });

    it('refuses a note that is too long on approval with 400 naming it', async () => {
      const request = await aWaitingRequest(await t.member());
      const answer = await approve(request.id, { note: '好'.repeat(201) });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain('note');
      expect(await statusOf(request.id)).toBe('requested');
    });
  },
  { tempDataDir: 'ffe-after-sale-queue-', env: { DELIVERY_SLOT_CAPACITY: '100000' } },
);
