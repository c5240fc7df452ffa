import { z } from 'zod';
import { DELIVERY_SETTINGS_LIMITS as LIMITS } from '../constants';
import { minutesOf } from '../domain/delivery-rules';
import { isKnownDistrict } from '../domain/regions';
import { fieldProblem, outOfBounds } from '../field-problems';
import { deliverySlotId } from './order';

/** A time of the shop's day. */
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM');
const placeName = z.string().trim().min(1).max(30);
const calendarDate = z.iso.date({ error: 'must be a date, YYYY-MM-DD' });

/** A figure of the settings: whole, or yuan to the fen, within bounds in the field's own unit. */
type Figure = (unit: 'whole' | 'yuan', min: number, max: number) => z.ZodNumber;

/** As a person types it: outside its bounds refused with a stable code the console words, never clamped. */
const typed: Figure = (unit, min, max) => {
  const refusal = outOfBounds(min, max);
  return (unit === 'whole' ? z.number().int() : z.number().multipleOf(0.01)).min(min, refusal).max(max, refusal);
};

/** As stored: what an earlier rule let in still reads, so the page opens and shows the figure to fix. */
const stored: Figure = (unit) => (unit === 'whole' ? z.number().int() : z.number());

const yuanOf = (cents: number) => cents / 100;

/** The settings' fields with their figures checked as `figure` says. */
function fieldsWith(figure: Figure) {
  /** Orders a slot takes; 0 closes it. */
  const capacity = figure('whole', 0, LIMITS.CAPACITY_MAX);
  return {
    /** A delivery slot of every day; its id stays with the orders booked into it. */
    slot: z.object({ id: deliverySlotId, start: clock, end: clock, capacity }),
    /** A slot taking a different number of orders on one date (more on 2.14, none on a short day). */
    capacityOverride: z.object({ date: calendarDate, slotId: deliverySlotId, capacity }),
    /**
     * A district the shop delivers to (names as the address form picks them): its fee, the goods amount from which
     * delivery is free (null: never free) and its minimum order, in yuan.
     */
    zone: z.object({
      province: placeName,
      city: placeName,
      district: placeName,
      fee: figure('yuan', 0, yuanOf(LIMITS.ZONE_FEE_MAX_CENTS)),
      freeFrom: figure('yuan', 0, yuanOf(LIMITS.FREE_FROM_MAX_CENTS)).nullable().default(null),
      minOrder: figure('yuan', 0, yuanOf(LIMITS.MIN_ORDER_MAX_CENTS)).default(0),
    }),
    /** What every order delivered on `date` pays on top (yuan), with the reason the customer reads. */
    surcharge: z.object({
      date: calendarDate,
      amount: figure('yuan', yuanOf(LIMITS.SURCHARGE_MIN_CENTS), yuanOf(LIMITS.SURCHARGE_MAX_CENTS)),
      reason: z.string().trim().min(1).max(20),
    }),
    /** A same-day slot can be chosen until this many minutes before it starts. */
    leadMinutes: figure('whole', 0, LIMITS.LEAD_MINUTES_MAX),
    /** Dates from today, today included, that customers can book. */
    horizonDays: figure('whole', LIMITS.HORIZON_DAYS_MIN, LIMITS.HORIZON_DAYS_MAX),
  };
}

const edited = fieldsWith(typed);
export const deliverySlotSetting = edited.slot;
export const capacityOverride = edited.capacityOverride;
export const deliveryZone = edited.zone;
export const deliverySurcharge = edited.surcharge;

/** The whole settings' fields, figures checked as `figure` says. */
function settingsFieldsWith(figure: Figure) {
  const f = fieldsWith(figure);
  return {
    slots: z.array(f.slot).min(1).max(24),
    capacityOverrides: z.array(f.capacityOverride).max(1000),
    /** Same-day orders are taken until this time of the shop's day. */
    cutoff: clock,
    leadMinutes: f.leadMinutes,
    horizonDays: f.horizonDays,
    closedDates: z.array(calendarDate).max(1000),
    /** No zone at all: every address is served at the standard fee (¥10, free from ¥99). */
    zones: z.array(f.zone).max(1000),
    surcharges: z.array(f.surcharge).max(1000),
    /** A delivery is marked done only with its photo at the door (issue 40). */
    deliveredPhotoRequired: z.boolean(),
  };
}

const settingsFields = settingsFieldsWith(typed);

type SettingsFields = z.output<z.ZodObject<typeof settingsFields>>;

/**
 * The rules one field's parts must keep together, each refusal naming its place (`slots.1.end`): slots end after they
 * start, never overlap and have their own ids; overrides name a slot; nothing is listed twice; zones are real
 * districts. Fields left out are not checked.
 */
function checkSettings(s: Partial<SettingsFields>, ctx: z.RefinementCtx) {
  const refuse = (path: Array<string | number>, message: string) => ctx.addIssue({ code: 'custom', path, message });
  const repeats = <T>(
    field: string,
    items: readonly T[] | undefined,
    keyOf: (item: T) => string,
    at: string[] = [],
  ) => {
    const first = new Map<string, number>();
    items?.forEach((item, i) => {
      const key = keyOf(item);
      const earlier = first.get(key);
      if (earlier === undefined) first.set(key, i);
      else refuse([field, i, ...at], fieldProblem('DUPLICATE'));
    });
  };

  repeats('slots', s.slots, (slot) => slot.id, ['id']);
  const spans = (s.slots ?? []).map((slot) => ({ from: minutesOf(slot.start), to: minutesOf(slot.end) }));
  spans.forEach(({ from, to }, j) => {
    if (from >= to) {
      refuse(['slots', j, 'end'], fieldProblem('BEFORE_START'));
      return;
    }
    const overlapped = spans.some((a, i) => i < j && a.from < a.to && a.from < to && from < a.to);
    if (overlapped) refuse(['slots', j, 'start'], fieldProblem('OVERLAPS'));
  });

  repeats('capacityOverrides', s.capacityOverrides, (o) => `${o.date} ${o.slotId}`);
  if (s.slots && s.capacityOverrides) {
    const ids = new Set(s.slots.map((slot) => slot.id));
    s.capacityOverrides.forEach((o, i) => {
      if (!ids.has(o.slotId)) refuse(['capacityOverrides', i, 'slotId'], fieldProblem('NOT_FOUND'));
    });
  }

  repeats('closedDates', s.closedDates, (date) => date);
  repeats('surcharges', s.surcharges, (surcharge) => surcharge.date, ['date']);
  repeats('zones', s.zones, (z) => `${z.province} ${z.city} ${z.district}`);
  s.zones?.forEach((zone, i) => {
    if (!isKnownDistrict(zone)) {
      refuse(['zones', i, 'district'], fieldProblem('NOT_FOUND'));
    }
  });
}

/** The delivery settings whole, as the shop keeps them (amounts in yuan). */
export const deliverySettings = z.object(settingsFields).superRefine(checkSettings);
export type DeliverySettings = z.output<typeof deliverySettings>;

/** The settings with the version an update must name; read as stored, so an old out-of-bounds figure still opens. */
export const deliverySettingsState = z.object({
  ...settingsFieldsWith(stored),
  version: z.number().int(),
  updatedAt: z.number().int(),
});
export type DeliverySettingsState = z.infer<typeof deliverySettingsState>;

/** POST /api/admin/delivery/settings: the settings now (staff who read orders: admin, florist, service). */
export const readDeliverySettings = {
  request: z.object({}),
  response: deliverySettingsState,
  path: '/api/admin/delivery/settings' as const,
};

/**
 * POST /api/admin/delivery/settings/update (admin): the settings object; a field left out keeps its value. With
 * `version`, a settings change since that version answers 409 and changes nothing; without it, the last write wins.
 */
export const updateDeliverySettings = {
  request: z
    .object(settingsFields)
    .partial()
    .extend({ version: z.number().int().min(1).optional() })
    .superRefine(checkSettings),
  response: deliverySettingsState,
  path: '/api/admin/delivery/settings/update' as const,
};
export type UpdateDeliverySettingsRequest = z.input<typeof updateDeliverySettings.request>;
