import type {
  MemberSubstitution,
  ShortOrder,
  Substitution,
  SubstitutionSettings,
} from '@ffe/shared/contracts/cooler-substitutions';
import type { OrderChange } from '@ffe/shared/contracts/order';
import { shopDate } from '@ffe/shared/domain/delivery-rules';
import { expect, it } from 'vitest';
import { post } from '../../../test/app';
import { aBatch, aRecipe, aStem } from '../../../test/cooler';
import { describeEachDatabase, describeOnEachDatabase, type SuiteApp } from '../../../test/each-database';
import type { Member, SignedInStaff } from '../../../test/factories';
import { eventually, ordering } from '../../../test/ordering';
import { itOnTwoProcesses } from '../../../test/two-processes';

const dayAhead = (n: number) => shopDate(Date.now(), n);
const HOUR_MS = 3_600_000;

/** The cooler, a bouquet of 19 red roses and what can stand in for them, and paid orders of it. */
function substituting(t: SuiteApp) {
  const { shop, buyer, placeOrder, pay, detail } = ordering(t);

  /** Red roses (value 300), a pink rose worth more, a cheaper rose, a dearer rose the cooler has none of, a tulip. */
  async function aCooler() {
    const group = `rose-${crypto.randomUUID().slice(0, 6)}`;
    const red = await aStem(t.db, { name: '红玫瑰', name_en: 'Red rose', substitution_group: group, value: 300 });
    const pink = await aStem(t.db, {
      name: '粉玫瑰',
      name_en: 'Pink rose',
      variety: '戴安娜',
      substitution_group: group,
      value: 350,
    });
    const cheap = await aStem(t.db, { name: '小玫瑰', substitution_group: group, value: 200 });
    const rare = await aStem(t.db, { name: '厄瓜多尔玫瑰', substitution_group: group, value: 900 });
    const tulip = await aStem(t.db, { name: '郁金香', substitution_group: 'tulip', value: 500 });
    const redBatch = await aBatch(t.db, red.id, { quantity: 19, use_by: dayAhead(10) });
    for (const stem of [pink, cheap, tulip]) await aBatch(t.db, stem.id, { quantity: 40, use_by: dayAhead(10) });
    const goodsId = await shop.goods({ stock: 0, sale_price: 52_000 });
    await aRecipe(t.db, goodsId, null, [{ stemId: red.id, quantity: 19 }]);
    return { red, pink, cheap, rare, tulip, redBatch, goodsId };
  }

  /** A paid order of the bouquet for the day after tomorrow. */
  async function aPaidOrder(goodsId: string, member?: Member) {
    const who = member ?? (await buyer());
    const placed = await placeOrder(who, [{ goodsId, quantity: 1 }], { deliveryDate: dayAhead(2) });
    expect(placed.status).toBe(200);
    await pay(who, placed.body.data.id);
    return { member: who, orderId: placed.body.data.id };
  }

  /** 9 of the 19 red roses wilted: written off, 10 left. */
  const wilt = (batchId: string, left = 10) =>
    t.db.updateTable('cooler_batches').set({ left_quantity: left }).where('id', '=', batchId).execute();

  const shortList = async (florist: SignedInStaff) =>
    (await post<{ list: ShortOrder[] }>(t.app, '/api/admin/cooler/substitutions/short', {}, florist)).body.data.list;

  const send = (florist: SignedInStaff, orderId: string, lines: object[]) =>
    post<Substitution>(t.app, '/api/admin/cooler/substitutions/send', { orderId, lines }, florist);

  const heldBy = (orderId: string) =>
    t.db
      .selectFrom('cooler_reservations')
      .select(['stem_id', 'delivery_date', 'quantity'])
      .where('order_id', '=', orderId)
      .orderBy('quantity', 'desc')
      .execute();

  const changesOf = async (orderId: string) =>
    (
      await t.db
        .selectFrom('order_events')
        .select(['changes', 'by', 'status'])
        .where('order_id', '=', orderId)
        .where('changes', 'is not', null)
        .orderBy('seq')
        .execute()
    ).map((e) => ({ by: e.by, changes: JSON.parse(e.changes as string) as OrderChange[] }));

  const auditOf = async (orderId: string) =>
    (
      await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('record_id', '=', orderId)
        .where('area', '=', 'cooler')
        .orderBy('created_at')
        .execute()
    ).map((a) => a.action);

  /** A short order with a proposal sent: the red roses' 9 missing units replaced by pink ones. */
  async function aProposal(florist: SignedInStaff) {
    const cooler = await aCooler();
    const order = await aPaidOrder(cooler.goodsId);
    await wilt(cooler.redBatch.id);
    const sent = await send(florist, order.orderId, [{ stemId: cooler.red.id, substituteId: cooler.pink.id }]);
    expect(sent.status).toBe(200);
    return { ...cooler, ...order, proposal: sent.body.data };
  }

  const setPolicy = async (admin: SignedInStaff, policy: SubstitutionSettings['policy']) => {
    const now = (await post<SubstitutionSettings>(t.app, '/api/admin/cooler/substitutions/settings', {}, admin)).body
      .data;
    const saved = await post(
      t.app,
      '/api/admin/cooler/substitutions/settings/update',
      { policy, answerHours: now.answerHours, version: now.version },
      admin,
    );
    expect(saved.status).toBe(200);
  };

  const passDeadline = (id: string) =>
    t.db
      .updateTable('cooler_substitutions')
      .set({ deadline: Date.now() - 1 })
      .where('id', '=', id)
      .execute();

  const statusOf = async (id: string) =>
    await t.db.selectFrom('cooler_substitutions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  return {
    aCooler,
    aPaidOrder,
    wilt,
    shortList,
    send,
    heldBy,
    changesOf,
    auditOf,
    aProposal,
    setPolicy,
    passDeadline,
    statusOf,
    detail,
  };
}

describeOnEachDatabase(
  'Substitutions for a paid order the cooler fell short of',
  (t) => {
    const s = substituting(t);

    it('lists a paid order short once a batch wilted, proposing only servable stems of its group worth as much', async () => {
      const florist = await t.staff('florist');
      const cooler = await s.aCooler();
      const { orderId } = await s.aPaidOrder(cooler.goodsId);
      expect((await s.shortList(florist)).find((o) => o.orderId === orderId)).toBeUndefined();

      await s.wilt(cooler.redBatch.id);

      const short = (await s.shortList(florist)).find((o) => o.orderId === orderId);
      expect(short?.deliveryDate).toBe(dayAhead(2));
      expect(short?.missing).toHaveLength(1);
      expect(short?.missing[0]).toMatchObject({ stem: { id: cooler.red.id }, held: 19, missing: 9 });
      // Not the cheaper rose, not the dearer one the cooler has none of, not the tulip of another group.
      expect(short?.missing[0]?.candidates.map((c) => c.id)).toEqual([cooler.pink.id]);
      expect(short?.open).toBeNull();
    });

    it('puts the shortfall of a day on the order paid last', async () => {
      const florist = await t.staff('florist');
      const cooler = await s.aCooler();
      await t.db
        .updateTable('cooler_batches')
        .set({ quantity: 38, left_quantity: 38 })
        .where('id', '=', cooler.redBatch.id)
        .execute();
      const first = await s.aPaidOrder(cooler.goodsId);
      const second = await s.aPaidOrder(cooler.goodsId);
      await s.wilt(cooler.redBatch.id, 30);

      const list = await s.shortList(florist);
      expect(list.find((o) => o.orderId === first.orderId)).toBeUndefined();
      expect(list.find((o) => o.orderId === second.orderId)?.missing[0]?.missing).toBe(8);
    });

    it('refuses a substitute that is not a candidate, and a second proposal while one is open', async () => {
      const florist = await t.staff('florist');
      const cooler = await s.aCooler();
      const { orderId } = await s.aPaidOrder(cooler.goodsId);
      await s.wilt(cooler.redBatch.id);

      const cheaper = await s.send(florist, orderId, [{ stemId: cooler.red.id, substituteId: cooler.cheap.id }]);
      expect(cheaper.status).toBe(400);
      const none = await s.send(florist, orderId, [{ stemId: cooler.red.id, substituteId: cooler.rare.id }]);
      expect(none.status).toBe(400);

      const first = await s.send(florist, orderId, [{ stemId: cooler.red.id, substituteId: cooler.pink.id }]);
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({ status: 'proposed', lines: [{ units: 9 }] });
      const second = await s.send(florist, orderId, [{ stemId: cooler.red.id, substituteId: cooler.pink.id }]);
      expect(second.status).toBe(409);
      expect(second.body.errCode).toBe('SUBSTITUTION_OPEN');
      expect(
        await t.db.selectFrom('cooler_substitutions').select('id').where('order_id', '=', orderId).execute(),
      ).toHaveLength(1);
      expect((await s.shortList(florist)).find((o) => o.orderId === orderId)?.open?.id).toBe(first.body.data.id);
    });

    it("sends the card to the member's chat, with the deadline the shop's answer hours give", async () => {
      const florist = await t.staff('florist');
      const before = Date.now();
      const { member, proposal, orderId } = await s.aProposal(florist);
      expect(proposal.deadline).toBeGreaterThanOrEqual(before + 12 * HOUR_MS);

      const card = await eventually(
        () =>
          t.db
            .selectFrom('im_messages')
            .selectAll()
            .where('to_uid', '=', member.id)
            .where('type', '=', 'shop-notice')
            .where('unique_id', '=', `substitution-${proposal.id}`)
            .executeTakeFirst(),
        (row) => row !== undefined,
      );
      expect(card?.from_uid).toBe('system');
      expect(JSON.parse(card?.body ?? '{}')).toMatchObject({
        kind: 'substitution',
        substitution_id: proposal.id,
        order_id: orderId,
        lines: [
          {
            name: '红玫瑰 · 卡罗拉 A',
            name_en: 'Red rose · 卡罗拉 A',
            substitute: '粉玫瑰 · 戴安娜 A',
            substitute_en: 'Pink rose · 戴安娜 A',
            units: 9,
          },
        ],
        deadline: proposal.deadline,
      });
      const conversation = await t.db
        .selectFrom('im_conversations')
        .select('id')
        .where('user_id', '=', member.id)
        .where('id', '=', card?.conversation_id ?? '')
        .executeTakeFirst();
      expect(conversation).toBeDefined();
    });

    it('moves the reservations to the substitutes when the member approves, once', async () => {
      const florist = await t.staff('florist');
      const { member, proposal, orderId, red, pink } = await s.aProposal(florist);

      const approved = await post<MemberSubstitution>(
        t.app,
        `/api/mall/substitution/approve/${proposal.id}`,
        undefined,
        member,
      );
      expect(approved.status).toBe(200);
      expect(approved.body.data).toMatchObject({ status: 'approved', outcome: 'customer' });
      expect(await s.heldBy(orderId)).toEqual([
        { stem_id: red.id, delivery_date: dayAhead(2), quantity: 10 },
        { stem_id: pink.id, delivery_date: dayAhead(2), quantity: 9 },
      ]);
      const again = await post(t.app, `/api/mall/substitution/next-day/${proposal.id}`, undefined, member);
      expect(again.status).toBe(409);
      expect((again.body as { errCode: string }).errCode).toBe('SUBSTITUTION_CLOSED');

      expect(await s.changesOf(orderId)).toEqual([
        { by: 'staff', changes: [{ field: 'substitution', from: '红玫瑰 · 卡罗拉 A ×9', to: '粉玫瑰 · 戴安娜 A ×9' }] },
        { by: 'customer', changes: [{ field: 'stems', from: '红玫瑰 · 卡罗拉 A ×9', to: '粉玫瑰 · 戴安娜 A ×9' }] },
      ]);
      expect(await s.auditOf(orderId)).toEqual(['substitution.propose', 'substitution.approve']);
      expect((await s.shortList(florist)).find((o) => o.orderId === orderId)).toBeUndefined();
    });

    it('refuses the approval when the substitutes ran short meanwhile, changing nothing', async () => {
      const florist = await t.staff('florist');
      const { member, proposal, orderId, pink } = await s.aProposal(florist);
      await t.db.updateTable('cooler_batches').set({ left_quantity: 3 }).where('stem_id', '=', pink.id).execute();

      const refused = await post(t.app, `/api/mall/substitution/approve/${proposal.id}`, undefined, member);
      expect(refused.status).toBe(409);
      expect((refused.body as { errCode: string }).errCode).toBe('SUBSTITUTE_UNAVAILABLE');
      expect((await s.statusOf(proposal.id)).status).toBe('proposed');
      expect((await s.heldBy(orderId)).map((h) => h.quantity)).toEqual([19]);
    });

    it('moves the delivery and the reservations to the next day when the member asks', async () => {
      const florist = await t.staff('florist');
      const cooler = await s.aCooler();
      // Roses ordered for the day after the order's: enough then, not on its day once the first batch wilts.
      await aBatch(t.db, cooler.red.id, {
        status: 'ordered',
        ordered_quantity: 19,
        expected_on: dayAhead(3),
        received_on: null,
        quantity: 19,
        left_quantity: 0,
        use_by: dayAhead(12),
      });
      const { member, orderId } = await s.aPaidOrder(cooler.goodsId);
      await s.wilt(cooler.redBatch.id);
      const sent = await s.send(florist, orderId, [{ stemId: cooler.red.id, substituteId: cooler.pink.id }]);
      expect(sent.status).toBe(200);

      const moved = await post<MemberSubstitution>(
        t.app,
        `/api/mall/substitution/next-day/${sent.body.data.id}`,
        undefined,
        member,
      );
      expect(moved.status).toBe(200);
      expect(moved.body.data).toMatchObject({ status: 'moved', deliveryDate: dayAhead(3) });
      const order = await s.detail(member, orderId);
      expect(order.deliveryDate).toBe(dayAhead(3));
      expect(await s.heldBy(orderId)).toEqual([{ stem_id: cooler.red.id, delivery_date: dayAhead(3), quantity: 19 }]);
      const steps = await s.changesOf(orderId);
      expect(steps.at(-1)?.by).toBe('customer');
      expect(steps.at(-1)?.changes[0]?.field).toBe('delivery');
      expect(await s.auditOf(orderId)).toEqual(['substitution.propose', 'substitution.next-day']);
    });

    it("answers 404 to another member's tap and changes nothing", async () => {
      const florist = await t.staff('florist');
      const { proposal, orderId } = await s.aProposal(florist);
      const stranger = await t.member();
      for (const call of ['detail', 'approve', 'next-day']) {
        const answer = await post(t.app, `/api/mall/substitution/${call}/${proposal.id}`, undefined, stranger);
        expect(answer.status).toBe(404);
      }
      expect((await s.statusOf(proposal.id)).status).toBe('proposed');
      expect((await s.heldBy(orderId)).map((h) => h.quantity)).toEqual([19]);
    });

    it('refuses a tap after the deadline', async () => {
      const florist = await t.staff('florist');
      await s.setPolicy(await t.staff('admin'), 'next_day');
      const { member, proposal } = await s.aProposal(florist);
      await t.db
        .updateTable('cooler_substitutions')
        .set({ deadline: Date.now() + 50 })
        .where('id', '=', proposal.id)
        .execute();
      await new Promise((resolve) => setTimeout(resolve, 60));
      const late = await post(t.app, `/api/mall/substitution/approve/${proposal.id}`, undefined, member);
      expect(late.status).toBe(409);
      expect((late.body as { errCode: string }).errCode).toBe('SUBSTITUTION_CLOSED');
    });

    it.each([
      ['substitute', 'approved', 'substitution.approve'],
      ['refund', 'expired', 'substitution.refund'],
    ] as const)('applies the %s policy once at the deadline', async (policy, status, action) => {
      const florist = await t.staff('florist');
      await s.setPolicy(await t.staff('admin'), policy);
      const { proposal, orderId, member } = await s.aProposal(florist);
      await s.passDeadline(proposal.id);

      const settled = await eventually(
        () => s.statusOf(proposal.id),
        (row) => row.status !== 'proposed',
      );
      expect(settled.status).toBe(status);
      expect(await s.auditOf(orderId)).toEqual(['substitution.propose', action]);
      const order = await s.detail(member, orderId);
      if (policy === 'refund') {
        expect(order.status).toBe('refunded');
        expect(await s.heldBy(orderId)).toEqual([]);
      } else {
        expect((await s.heldBy(orderId)).map((h) => h.quantity)).toEqual([10, 9]);
        expect((await s.changesOf(orderId)).at(-1)?.by).toBe('system');
      }
    });

    it('keeps the policy and answer hours within bounds, refusing a stale save', async () => {
      const admin = await t.staff('florist');
      const read = async () =>
        (await post<SubstitutionSettings>(t.app, '/api/admin/cooler/substitutions/settings', {}, admin)).body.data;
      const now = await read();
      const update = (body: object) => post(t.app, '/api/admin/cooler/substitutions/settings/update', body, admin);
      expect((await update({ policy: 'refund', answerHours: 0, version: now.version })).status).toBe(400);
      expect((await update({ policy: 'refund', answerHours: 73, version: now.version })).status).toBe(400);
      const saved = await update({ policy: 'refund', answerHours: 24, version: now.version });
      expect(saved.status).toBe(200);
      const stale = await update({ policy: 'substitute', answerHours: 6, version: now.version });
      expect(stale.status).toBe(409);
      expect((stale.body as { errCode: string }).errCode).toBe('RECORD_CHANGED');
      expect(await read()).toMatchObject({ policy: 'refund', answerHours: 24, version: now.version + 1 });
      await update({ policy: 'next_day', answerHours: 12, version: now.version + 1 });
    });

    it('keeps the console calls for florists and admins', async () => {
      const courier = await t.staff('courier');
      const answer = await post(t.app, '/api/admin/cooler/substitutions/short', {}, courier);
      expect(answer.status).toBe(403);
    });
  },
  { env: { ORDER_SWEEP_MS: '50' } },
);

describeEachDatabase('Substitution deadlines across two server processes', (target) => {
  itOnTwoProcesses(
    target,
    'applies the next-day policy exactly once when both processes sweep',
    async ({ apps: [first], suiteOn }) => {
      const t = suiteOn(first);
      const s = substituting(t);
      const florist = await t.staff('florist');
      const cooler = await s.aCooler();
      await aBatch(t.db, cooler.red.id, {
        status: 'ordered',
        ordered_quantity: 19,
        expected_on: dayAhead(3),
        received_on: null,
        quantity: 19,
        left_quantity: 0,
        use_by: dayAhead(12),
      });
      const { orderId, member } = await s.aPaidOrder(cooler.goodsId);
      await s.wilt(cooler.redBatch.id);
      const sent = await s.send(florist, orderId, [{ stemId: cooler.red.id, substituteId: cooler.pink.id }]);
      expect(sent.status).toBe(200);

      await s.passDeadline(sent.body.data.id);
      const settled = await eventually(
        () => s.statusOf(sent.body.data.id),
        (row) => row.status !== 'proposed',
      );
      expect(settled).toMatchObject({ status: 'moved', outcome: 'policy' });
      // Both processes kept sweeping: still one move, one timeline step, one audit entry.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await s.detail(member, orderId)).deliveryDate).toBe(dayAhead(3));
      const deliverySteps = (await s.changesOf(orderId)).filter((c) => c.changes[0]?.field === 'delivery');
      expect(deliverySteps).toHaveLength(1);
      expect(await s.auditOf(orderId)).toEqual(['substitution.propose', 'substitution.next-day']);
    },
    { ORDER_SWEEP_MS: '20' },
  );
});
