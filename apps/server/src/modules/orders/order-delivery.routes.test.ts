import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DELIVERY_SLOTS } from '@ffe/shared/constants';
import type { UpdateDeliverySettingsRequest } from '@ffe/shared/contracts/delivery-settings';
import type { OrderQuote } from '@ffe/shared/contracts/order';
import { shopDate } from '@ffe/shared/domain/delivery-rules';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { post, TEST_TOKEN_SECRET } from '../../../test/app';
import { createTestDatabase } from '../../../test/databases';
import { describeEachDatabase, describeOnEachDatabase } from '../../../test/each-database';
import {
  aCategory,
  aGoods,
  aMember,
  aStaffMember,
  type Member,
  type SignedInStaff,
  signInAsStaff,
} from '../../../test/factories';
import { ordering, recipient } from '../../../test/ordering';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/connect';

const UPDATE = '/api/admin/delivery/settings/update';

/** The settings each test starts from; a test changes only what it is about. */
const standard: UpdateDeliverySettingsRequest = {
  slots: DELIVERY_SLOTS.map((slot) => ({ ...slot, capacity: 100 })),
  capacityOverrides: [],
  cutoff: '16:00',
  leadMinutes: 120,
  horizonDays: 60,
  closedDates: [],
  zones: [],
  surcharges: [],
};

/** The buyers' address is in Xuhui (see `recipient`); Huangpu is next door. */
const xuhui = { province: '上海市', city: '上海市', district: '徐汇区', fee: 15, freeFrom: 200, minOrder: 50 };
const huangpu = { ...xuhui, district: '黄浦区' };

const today = () => shopDate(Date.now());
const tomorrow = () => shopDate(Date.now(), 1);

describeOnEachDatabase('The quote and the order under the delivery settings', (t) => {
  const { shop, buyer, placeOrder, startPayment, paymentStatus } = ordering(t);
  let admin: SignedInStaff;

  const settle = async (change: UpdateDeliverySettingsRequest) => {
    const answer = await post(t.app, UPDATE, { ...standard, ...change }, admin);
    expect(answer.status).toBe(200);
  };
  const quote = async (member: Member, goodsId: string, extra: object = {}) => {
    const answer = await post<OrderQuote>(
      t.app,
      '/api/mall/order/confirm',
      { lines: [{ goodsId, quantity: 1 }], couponId: null, ...extra },
      member,
    );
    expect(answer.status).toBe(200);
    return answer.body.data;
  };
  const stockOf = async (goodsId: string) =>
    (await t.db.selectFrom('goods').select('stock').where('id', '=', goodsId).executeTakeFirstOrThrow()).stock;

  beforeEach(async () => {
    admin = await t.staff('admin');
    await settle({});
  });

  it('offers the days of the booking horizon and takes no order beyond it', async () => {
    await settle({ horizonDays: 3 });
    const member = await buyer();
    const goodsId = await shop.goods();
    const q = await quote(member, goodsId);
    expect(q.delivery.days.map((d) => d.date)).toEqual([today(), tomorrow(), shopDate(Date.now(), 2)]);
    const tooFar = await placeOrder(member, [{ goodsId, quantity: 1 }], { deliveryDate: shopDate(Date.now(), 3) });
    expect(tooFar.status).toBe(409);
    expect(tooFar.body.errCode).toBe('DELIVERY_SLOT_UNAVAILABLE');
  });

  it('shows a closed date as closed and takes no order for it', async () => {
    await settle({ closedDates: [tomorrow()] });
    const member = await buyer();
    const goodsId = await shop.goods();
    const day = (await quote(member, goodsId)).delivery.days[1];
    expect(day).toMatchObject({ date: tomorrow(), closed: true, unavailable: 'closed', slots: [] });
    const refused = await placeOrder(member, [{ goodsId, quantity: 1 }], { deliveryDate: tomorrow() });
    expect(refused.status).toBe(409);
    expect(refused.body.errCode).toBe('DELIVERY_SLOT_UNAVAILABLE');
  });

  it('shows today as cut off once the cut-off has passed, and chooses a later day', async () => {
    await settle({ cutoff: '00:00' });
    const member = await buyer();
    const goodsId = await shop.goods();
    const q = await quote(member, goodsId);
    expect(q.delivery.days[0]?.unavailable).toBe('cutOff');
    expect(q.delivery.days[0]?.slots.every((s) => s.unavailable === 'cutOff')).toBe(true);
    expect(q.delivery.date).toBe(tomorrow());
    const refused = await placeOrder(member, [{ goodsId, quantity: 1 }], {
      deliveryDate: today(),
      deliverySlot: '18-21',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errCode).toBe('DELIVERY_SLOT_UNAVAILABLE');
  });

  it('takes as many orders into a slot on a date as that date’s capacity says', async () => {
    await settle({ capacityOverrides: [{ date: tomorrow(), slotId: '15-18', capacity: 1 }] });
    const member = await buyer();
    const goodsId = await shop.goods({ stock: 10 });
    const slot = { deliveryDate: tomorrow(), deliverySlot: '15-18' };
    expect((await placeOrder(member, [{ goodsId, quantity: 1 }], slot)).status).toBe(200);
    const full = await placeOrder(member, [{ goodsId, quantity: 1 }], slot);
    expect(full.status).toBe(409);
    expect(full.body.errCode).toBe('DELIVERY_SLOT_FULL');

    const days = (await quote(member, goodsId)).delivery.days;
    expect(days[1]?.slots.find((s) => s.id === '15-18')?.unavailable).toBe('full');
    expect(days[2]?.slots.find((s) => s.id === '15-18')?.unavailable).toBeNull();
    const dayAfter = { deliveryDate: shopDate(Date.now(), 2), deliverySlot: '15-18' };
    expect((await placeOrder(member, [{ goodsId, quantity: 1 }], dayAfter)).status).toBe(200);
  });

  it('takes no order for a slot an unknown id names', async () => {
    const member = await buyer();
    const goodsId = await shop.goods();
    const refused = await placeOrder(member, [{ goodsId, quantity: 1 }], {
      deliveryDate: tomorrow(),
      deliverySlot: '06-09',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('deliverySlot');
  });

  it('serves every address at the standard fee while no zone is set', async () => {
    const member = await buyer();
    const q = await quote(member, await shop.goods({ sale_price: 5000 }));
    expect(q).toMatchObject({
      deliveryFee: 10,
      zone: null,
      freeDeliveryFrom: 99,
      deliveryProblem: null,
      payable: true,
    });
  });

  it("charges the zone's fee below its free-delivery threshold and nothing from it on", async () => {
    await settle({ zones: [xuhui, huangpu] });
    const member = await buyer();
    const q = await quote(member, await shop.goods({ sale_price: 12_900 }));
    expect(q).toMatchObject({
      deliveryFee: 15,
      payAmount: 144,
      zone: { province: '上海市', city: '上海市', district: '徐汇区' },
      freeDeliveryFrom: 200,
      deliveryProblem: null,
      payable: true,
    });
    const dear = await quote(member, await shop.goods({ sale_price: 25_000 }));
    expect(dear).toMatchObject({ deliveryFee: 0, payAmount: 250 });

    const created = await placeOrder(member, [{ goodsId: await shop.goods({ sale_price: 12_900 }), quantity: 1 }]);
    expect(created.body.data).toMatchObject({ deliveryFee: 15, payAmount: 144 });
  });

  it("refuses an order below the zone's minimum, saying how much is missing", async () => {
    await settle({ zones: [xuhui] });
    const member = await buyer();
    const goodsId = await shop.goods({ sale_price: 3000, stock: 5 });
    const q = await quote(member, goodsId);
    expect(q.payable).toBe(false);
    expect(q.deliveryProblem).toMatchObject({ reason: 'belowMinimum', minOrder: 50, missing: 20 });
    const refused = await placeOrder(member, [{ goodsId, quantity: 1 }]);
    expect(refused.status).toBe(409);
    expect(refused.body.errCode).toBe('BELOW_MINIMUM_ORDER');
    expect(await stockOf(goodsId)).toBe(5);
  });

  it('refuses an address outside every zone with a message naming its district, and takes nothing', async () => {
    await settle({ zones: [huangpu] });
    const member = await buyer();
    const goodsId = await shop.goods({ sale_price: 12_900, stock: 5 });
    const q = await quote(member, goodsId);
    expect(q.payable).toBe(false);
    expect(q.deliveryProblem).toMatchObject({ reason: 'outOfArea', district: '徐汇区' });
    expect(q.deliveryProblem?.message).toContain('徐汇区');

    const refused = await placeOrder(member, [{ goodsId, quantity: 1 }]);
    expect(refused.status).toBe(409);
    expect(refused.body.errCode).toBe('DELIVERY_AREA_NOT_SERVED');
    expect(refused.body.message).toContain('徐汇区');
    expect(await stockOf(goodsId)).toBe(5);
    expect(await t.db.selectFrom('orders').select('id').where('user_id', '=', member.id).execute()).toEqual([]);

    // A recipient typed in for the order is judged by their own district.
    const sent = await placeOrder(member, [{ goodsId, quantity: 1 }], {
      recipient: { ...recipient, district: '黄浦区' },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data.deliveryFee).toBe(15);
  });

  it("adds the date's surcharge, with its reason, to the quote, the order and its payment", async () => {
    await settle({ surcharges: [{ date: tomorrow(), amount: 30, reason: '情人节' }] });
    const member = await buyer();
    const goodsId = await shop.goods({ sale_price: 12_900 });
    const q = await quote(member, goodsId, { deliveryDate: tomorrow() });
    expect(q.delivery.days[1]?.surcharge).toBe(30);
    expect(q).toMatchObject({ surcharge: 30, surchargeReason: '情人节', deliveryFee: 0, payAmount: 159 });
    const otherDay = await quote(member, goodsId, { deliveryDate: shopDate(Date.now(), 2) });
    expect(otherDay).toMatchObject({ surcharge: 0, surchargeReason: null, payAmount: 129 });

    const created = await placeOrder(member, [{ goodsId, quantity: 1 }], { deliveryDate: tomorrow() });
    expect(created.body.data).toMatchObject({ surcharge: 30, surchargeReason: '情人节', payAmount: 159 });
    const payment = await paymentStatus(member, await startPayment(member, created.body.data.id));
    expect(payment.amount).toBe(159);
  });
});

describeEachDatabase('Delivery settings across two server processes', (target) => {
  let dir: string;
  afterEach(() => {
    vi.useRealTimers();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("shows a change made through one process in the other's next quote within two seconds", async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-delivery-'));
    const database = await createTestDatabase(target.url, path.join(dir, 'shop.sqlite'));
    if (!database.location) throw new Error('the database needs a location a second process can open');
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dir,
      TOKEN_SECRET: TEST_TOKEN_SECRET,
      SEARCH_INDEX_CHECK_MS: '0',
      ORDER_SWEEP_MS: '0',
      REFUND_WORKER_MS: '0',
      REFUND_RECONCILE_MS: '0',
    });
    const one = await buildApp({ config, database });
    const two = await buildApp({ config, database: openDatabase(database.location) });
    try {
      const admin = await signInAsStaff(one, await aStaffMember(database.db, 'admin'));
      const member = await aMember(database.db);
      await post(one, '/api/member/address/add', { ...recipient, recipient: recipient.name }, member);
      const goods = await aGoods(database.db, { category_id: (await aCategory(database.db)).id });
      const tomorrowIn = async (app: typeof one) => {
        const answer = await post<OrderQuote>(
          app,
          '/api/mall/order/confirm',
          { lines: [{ goodsId: goods.id, quantity: 1 }] },
          member,
        );
        return answer.body.data.delivery.days[1];
      };
      // Each process's clock is the test's from here: it moves only when the test moves it.
      vi.useFakeTimers({ toFake: ['Date'] });
      expect((await tomorrowIn(two))?.closed).toBe(false);

      const closed = await post(one, UPDATE, { closedDates: [tomorrow()] }, admin);
      expect(closed.status).toBe(200);
      expect((await tomorrowIn(one))?.unavailable).toBe('closed');
      // The second process still quotes from its copy, which is younger than its check interval...
      expect((await tomorrowIn(two))?.closed).toBe(false);
      // ...and reads the new version at its first quote a second later.
      vi.setSystemTime(Date.now() + 1000);
      expect((await tomorrowIn(two))?.unavailable).toBe('closed');
    } finally {
      vi.useRealTimers();
      await Promise.all([one.close(), two.close()]);
      await database.drop();
    }
  });
});
