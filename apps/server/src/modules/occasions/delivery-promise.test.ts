import type { DeliveryPromise } from '@ffe/shared/contracts/occasions';
import type { DeliveryRules } from '@ffe/shared/domain/delivery-rules';
import { describe, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import { deliveryPromiseService } from './delivery-promise.service';

/** An instant of 2027-05-10 in the shop's time (UTC+8). */
const shopTime = (hh: number, mm = 0) => Date.UTC(2027, 4, 10, hh - 8, mm);

const rules: DeliveryRules = {
  slots: [
    { id: 'am', start: '09:00', end: '12:00', capacity: 10 },
    { id: 'pm', start: '18:00', end: '21:00', capacity: 10 },
  ],
  capacityOverrides: [],
  cutoff: '16:00',
  leadMinutes: 60,
  horizonDays: 7,
  closedDates: ['2027-05-11'],
  zones: [{ province: '上海市', city: '上海市', district: '徐汇区', feeCents: 0, freeFromCents: 0, minOrderCents: 0 }],
  surcharges: [],
};

function promiseUnder(overrides: Partial<DeliveryRules> = {}, booked: Record<string, number> = {}) {
  return deliveryPromiseService({
    rules: async () => ({ ...rules, ...overrides }),
    slotLoads: async () =>
      Object.entries(booked).map(([key, n]) => {
        const [date, slot] = key.split(' ') as [string, string];
        return { delivery_date: date, slot, booked: n };
      }),
    addressesOf: async (memberId) =>
      memberId === 'in-zone'
        ? [{ province: '上海市', city: '上海市', district: '徐汇区', is_default: 1 }]
        : memberId === 'outside'
          ? [
              { province: '上海市', city: '上海市', district: '浦东新区', is_default: 1 },
              { province: '上海市', city: '上海市', district: '徐汇区', is_default: 0 },
            ]
          : [],
  });
}

describe('the delivery promise', () => {
  it('promises today before the cut-off, counting down to it', async () => {
    const answer = await promiseUnder().promise(null, shopTime(10, 30));
    expect(answer).toEqual({
      now: shopTime(10, 30),
      sameDay: true,
      cutoff: '16:00',
      orderBy: shopTime(16),
      firstDate: '2027-05-10',
      area: null,
    });
  });

  it('after the cut-off promises the first date that can be booked, skipping a closed day', async () => {
    const answer = await promiseUnder().promise(null, shopTime(16));
    expect(answer).toMatchObject({ sameDay: false, orderBy: null, firstDate: '2027-05-12' });
  });

  it('stops same-day orders earlier when the last open slot closes before the cut-off', async () => {
    const answer = await promiseUnder({ cutoff: '20:00' }).promise(null, shopTime(12));
    expect(answer).toMatchObject({ sameDay: true, orderBy: shopTime(17, 1) });
  });

  it("promises no same day when today's slots are full", async () => {
    const answer = await promiseUnder({}, { '2027-05-10 pm': 10 }).promise(null, shopTime(10));
    expect(answer).toMatchObject({ sameDay: false, firstDate: '2027-05-12' });
  });

  it("checks the member's default address against the zones", async () => {
    expect((await promiseUnder().promise('in-zone', shopTime(10))).area).toEqual({ district: '徐汇区', served: true });
    expect((await promiseUnder().promise('outside', shopTime(10))).area).toEqual({
      district: '浦东新区',
      served: false,
    });
    expect((await promiseUnder().promise('no-address', shopTime(10))).area).toBeNull();
  });
});

describeOnEachDatabase('the delivery promise endpoint', (t) => {
  it('answers a visitor and a member, with the default address checked', async () => {
    const visitor = await post<DeliveryPromise>(t.app, '/api/mall/delivery/promise', {});
    expect(visitor.status).toBe(200);
    expect(visitor.body.data).toMatchObject({ cutoff: expect.stringMatching(/^\d\d:\d\d$/), area: null });
    expect(visitor.body.data.sameDay).toBe(visitor.body.data.orderBy !== null);
    const ann = await t.member();
    const now = Date.now();
    await t.db
      .insertInto('addresses')
      .values({
        id: `addr-${ann.id}`,
        user_id: ann.id,
        recipient: '安',
        phone: '13900000000',
        province: '上海市',
        city: '上海市',
        district: '徐汇区',
        detail: '漕溪北路1号',
        tag: '',
        is_default: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const member = await post<DeliveryPromise>(t.app, '/api/mall/delivery/promise', {}, ann);
    // No zone is set in a fresh shop, so every district is served (decision 018).
    expect(member.body.data.area).toEqual({ district: '徐汇区', served: true });
  });
});
