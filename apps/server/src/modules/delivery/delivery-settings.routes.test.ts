import { DELIVERY_SLOTS } from '@ffe/shared/constants';
import type { DeliverySettingsState, UpdateDeliverySettingsRequest } from '@ffe/shared/contracts/delivery-settings';
import type { StaffRole } from '@ffe/shared/domain/staff-roles';
import { beforeEach, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';

type SignedIn = { id: string; token: string };

const READ = '/api/admin/delivery/settings';
const UPDATE = '/api/admin/delivery/settings/update';

/** The settings each test starts from: the environment's, as the first start wrote them. */
const seeded = {
  slots: DELIVERY_SLOTS.map((slot) => ({ ...slot, capacity: 7 })),
  capacityOverrides: [],
  cutoff: '15:30',
  leadMinutes: 120,
  horizonDays: 60,
  closedDates: ['2030-01-01'],
  zones: [],
  surcharges: [],
};

const xuhui = { province: '上海市', city: '上海市', district: '徐汇区', fee: 15, freeFrom: 200, minOrder: 50 };

describeOnEachDatabase(
  'Delivery settings in the console',
  (t) => {
    const staff = (role: StaffRole) => t.staff(role);
    let admin: SignedIn;

    const read = async () => (await post<DeliverySettingsState>(t.app, READ, {}, admin)).body.data;
    const update = (body: UpdateDeliverySettingsRequest, as: SignedIn = admin) =>
      post<DeliverySettingsState>(t.app, UPDATE, body, as);
    const auditEntries = () =>
      t.db.selectFrom('audit_log').selectAll().where('area', '=', 'settings').orderBy('created_at').execute();

    beforeEach(async () => {
      admin = await staff('admin');
      expect((await update(seeded)).status).toBe(200);
    });

    const who: Array<[string, () => Promise<SignedIn | undefined>, number, number]> = [
      ['a visitor', async () => undefined, 401, 401],
      ['a customer', () => t.member(), 403, 403],
      ['a chat guest', () => t.member({ role: 'guest', phone: null }), 403, 403],
      ['the admin', () => staff('admin'), 200, 200],
      ['a florist', () => staff('florist'), 200, 403],
      ['customer service', () => staff('service'), 200, 403],
      ['a courier', () => staff('courier'), 403, 403],
    ];
    it.each(who)('answers %s %i on reading the settings and %i on changing them', async (_, as, reading, changing) => {
      const member = await as();
      expect((await post(t.app, READ, {}, member)).status).toBe(reading);
      const answer = await post(t.app, UPDATE, { closedDates: ['2030-01-02'] }, member);
      expect(answer.status).toBe(changing);
      expect((await read()).closedDates).toEqual(changing === 200 ? ['2030-01-02'] : ['2030-01-01']);
    });

    it('starts from the environment: today’s slot ids with its capacity, its cut-off and closed days', async () => {
      const settings = await read();
      expect(settings).toMatchObject(seeded);
      expect(settings.slots.map((s) => s.id)).toEqual(['09-12', '12-15', '15-18', '18-21']);
      expect(settings.version).toBeGreaterThan(0);
    });

    it('keeps the fields an update leaves out, raises the version and answers the settings in yuan', async () => {
      const before = await read();
      const answer = await update({
        zones: [xuhui],
        surcharges: [{ date: '2030-02-14', amount: 30, reason: '情人节' }],
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({
        ...seeded,
        zones: [xuhui],
        surcharges: [{ date: '2030-02-14', amount: 30, reason: '情人节' }],
        version: before.version + 1,
      });
      expect(await read()).toEqual(answer.body.data);
      const stored = await t.db.selectFrom('delivery_settings').select('settings').executeTakeFirstOrThrow();
      expect(JSON.parse(stored.settings)).toMatchObject({
        zones: [{ district: '徐汇区', feeCents: 1500, freeFromCents: 20_000, minOrderCents: 5000 }],
        surcharges: [{ amountCents: 3000 }],
      });
    });

    const slot = (id: string, start: string, end: string, capacity = 5) => ({ id, start, end, capacity });
    const bad: Array<[string, UpdateDeliverySettingsRequest, string]> = [
      ['a slot that ends before it starts', { slots: [slot('09-12', '12:00', '09:00')] }, 'slots.0.end'],
      [
        'overlapping slots',
        { slots: [slot('09-12', '09:00', '12:00'), slot('11-13', '11:00', '13:00')] },
        'slots.1.start',
      ],
      ['a capacity below 0', { slots: [slot('09-12', '09:00', '12:00', -1)] }, 'slots.0.capacity'],
      ['two slots with one id', { slots: [slot('a', '09:00', '12:00'), slot('a', '13:00', '15:00')] }, 'slots.1.id'],
      ['a slot id with spaces', { slots: [slot('morning slot', '09:00', '12:00')] }, 'slots.0.id'],
      ['a closed date in the wrong format', { closedDates: ['2026-2-14'] }, 'closedDates.0'],
      ['a closed date twice', { closedDates: ['2030-02-14', '2030-02-14'] }, 'closedDates.1'],
      ['an unknown district', { zones: [{ ...xuhui, district: '西湖区' }] }, 'zones.0.district'],
      ['a zone twice', { zones: [xuhui, { ...xuhui, fee: 20 }] }, 'zones.1'],
      ['a negative fee', { zones: [{ ...xuhui, fee: -1 }] }, 'zones.0.fee'],
      [
        'a surcharge of a negative amount',
        { surcharges: [{ date: '2030-02-14', amount: -30, reason: '情人节' }] },
        'surcharges.0.amount',
      ],
      [
        'two surcharges on one date',
        {
          surcharges: [
            { date: '2030-02-14', amount: 30, reason: '情人节' },
            { date: '2030-02-14', amount: 20, reason: '节日' },
          ],
        },
        'surcharges.1.date',
      ],
      [
        'an override of a slot that does not exist',
        { capacityOverrides: [{ date: '2030-02-14', slotId: '06-09', capacity: 3 }] },
        'capacityOverrides.0.slotId',
      ],
      ['a cut-off that is not a time', { cutoff: '25:00' }, 'cutoff'],
      ['a horizon of no days', { horizonDays: 0 }, 'horizonDays'],
      ['a negative lead time', { leadMinutes: -5 }, 'leadMinutes'],
    ];
    it.each(bad)('refuses %s with 400 naming the field, and changes nothing', async (_, body, field) => {
      const before = await read();
      const entries = (await auditEntries()).length;
      const answer = await update(body);
      expect(answer.status).toBe(400);
      expect(answer.body.errCode).toBe('INVALID_PARAM');
      expect(answer.body.message).toContain(`${field}:`);
      expect(await read()).toEqual(before);
      expect(await auditEntries()).toHaveLength(entries);
    });

    type Bound = [
      field: string,
      min: number,
      max: number,
      step: number,
      body: (n: number) => UpdateDeliverySettingsRequest,
    ];
    const withFirstSlot = (capacity: number) => ({
      slots: seeded.slots.map((s, i) => (i === 0 ? { ...s, capacity } : s)),
    });
    const bounds: Bound[] = [
      ['slots.0.capacity', 0, 999, 1, withFirstSlot],
      [
        'capacityOverrides.0.capacity',
        0,
        999,
        1,
        (capacity) => ({ capacityOverrides: [{ date: '2030-02-14', slotId: '09-12', capacity }] }),
      ],
      ['leadMinutes', 0, 1440, 1, (leadMinutes) => ({ leadMinutes })],
      ['horizonDays', 1, 366, 1, (horizonDays) => ({ horizonDays })],
      ['zones.0.fee', 0, 200, 0.01, (fee) => ({ zones: [{ ...xuhui, fee }] })],
      ['zones.0.freeFrom', 0, 2000, 0.01, (freeFrom) => ({ zones: [{ ...xuhui, freeFrom }] })],
      ['zones.0.minOrder', 0, 2000, 0.01, (minOrder) => ({ zones: [{ ...xuhui, minOrder }] })],
      [
        'surcharges.0.amount',
        0.01,
        500,
        0.01,
        (amount) => ({ surcharges: [{ date: '2030-02-14', amount, reason: '情人节' }] }),
      ],
    ];
    const valueAt = (settings: DeliverySettingsState, field: string) =>
      field.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], settings);
    const fen = (yuan: number) => Math.round(yuan * 100) / 100;

    it.each(bounds)('takes %s at its bounds %d and %d', async (field, min, max, _step, body) => {
      for (const value of [min, max]) {
        const answer = await update(body(value));
        expect(answer.status).toBe(200);
        expect(valueAt(await read(), field)).toBe(value);
      }
    });

    it.each(bounds)(
      'refuses %s just outside %d..%d with its field and bounds as a code, and changes nothing',
      async (field, min, max, step, body) => {
        const before = await read();
        const entries = (await auditEntries()).length;
        for (const value of [fen(min - step), fen(max + step)]) {
          const answer = await update(body(value));
          expect(answer.status).toBe(400);
          expect(answer.body.errCode).toBe('INVALID_PARAM');
          // The code alone, which the console words in its language: no English beside it.
          expect(answer.body.message).toBe(`${field}: OUT_OF_BOUNDS ${min}..${max}`);
        }
        expect(await read()).toEqual(before);
        expect(await auditEntries()).toHaveLength(entries);
      },
    );

    it('refuses a negative capacity rather than saving it as 0', async () => {
      const answer = await update(withFirstSlot(-3));
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('slots.0.capacity: OUT_OF_BOUNDS 0..999');
      expect((await read()).slots[0]?.capacity).toBe(7);
    });

    it('still opens settings stored before the bounds, and names the figure to fix at the next save', async () => {
      const row = await t.db.selectFrom('delivery_settings').select('settings').executeTakeFirstOrThrow();
      const surcharges = [{ date: '2030-02-14', amountCents: 9_999_999_900, reason: '情人节' }];
      await t.db
        .updateTable('delivery_settings')
        .set({ settings: JSON.stringify({ ...JSON.parse(row.settings), surcharges }) })
        .execute();
      expect((await read()).surcharges).toEqual([{ date: '2030-02-14', amount: 99_999_999, reason: '情人节' }]);
      const answer = await update({ closedDates: ['2030-03-01'] });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('surcharges.0.amount: OUT_OF_BOUNDS 0.01..500');
      expect((await read()).closedDates).toEqual(['2030-01-01']);
    });

    it('refuses a change made on a stale version with 409, and takes one made on the current version', async () => {
      const { version } = await read();
      expect((await update({ closedDates: ['2030-03-01'], version })).status).toBe(200);
      const stale = await update({ closedDates: ['2030-03-02'], version });
      expect(stale.status).toBe(409);
      // As every console editor's stale save (decision 048): the console's stale-save dialog reads it.
      expect(stale.body.errCode).toBe('RECORD_CHANGED');
      expect(stale.body.message).toBe(
        `version: the delivery settings was saved by someone else (${version} → ${version + 1})`,
      );
      expect((await read()).closedDates).toEqual(['2030-03-01']);
      // Without a version the last write wins.
      expect((await update({ closedDates: ['2030-03-03'] })).status).toBe(200);
      expect((await read()).closedDates).toEqual(['2030-03-03']);
    });

    it('lets exactly one of 50 saves made at once from one version through, refusing the rest as changed', async () => {
      const { version } = await read();
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => update({ cutoff: `15:${String(i).padStart(2, '0')}`, version })),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409 && a.body.errCode === 'RECORD_CHANGED')).toHaveLength(49);
      const winner = answers.find((a) => a.status === 200)?.body.data;
      expect(await read()).toMatchObject({ version: version + 1, cutoff: winner?.cutoff });
    });

    it('records who changed what in the audit log, only the fields that changed', async () => {
      const { version } = await read();
      const entries = (await auditEntries()).length;
      await update({ closedDates: ['2030-01-01', '2030-02-01'], cutoff: '15:30' });
      const all = await auditEntries();
      expect(all).toHaveLength(entries + 1);
      const entry = all.at(-1);
      expect(entry).toMatchObject({ actor_id: admin.id, action: 'delivery.update', record_type: 'delivery-settings' });
      expect(JSON.parse(entry?.before ?? '')).toEqual({ closedDates: ['2030-01-01'], version });
      expect(JSON.parse(entry?.after ?? '')).toEqual({
        closedDates: ['2030-01-01', '2030-02-01'],
        version: version + 1,
      });
    });

    it('writes nothing and records nothing for an update that changes nothing', async () => {
      const before = await read();
      const entries = (await auditEntries()).length;
      const answer = await update({ cutoff: before.cutoff, closedDates: before.closedDates });
      expect(answer.body.data).toEqual(before);
      expect(await auditEntries()).toHaveLength(entries);
    });

    it('keeps a slot that orders are booked into, and lets it go once none are', async () => {
      await t.db
        .insertInto('delivery_slot_loads')
        .values({ delivery_date: '2099-05-20', slot: '18-21', booked: 2 })
        .execute();
      const withoutEvening = seeded.slots.filter((s) => s.id !== '18-21');
      const refused = await update({ slots: withoutEvening });
      expect(refused.status).toBe(409);
      expect(refused.body.errCode).toBe('DELIVERY_SLOT_IN_USE');
      expect(refused.body.message).toContain('18-21');
      expect((await read()).slots).toHaveLength(4);

      await t.db.updateTable('delivery_slot_loads').set({ booked: 0 }).where('slot', '=', '18-21').execute();
      expect((await update({ slots: withoutEvening })).status).toBe(200);
      expect((await read()).slots.map((s) => s.id)).toEqual(['09-12', '12-15', '15-18']);
    });
  },
  { env: { DELIVERY_SLOT_CAPACITY: '7', DELIVERY_SAME_DAY_CUTOFF: '15:30', DELIVERY_CLOSED_DATES: '2030-01-01' } },
);
