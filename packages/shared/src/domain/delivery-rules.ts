import { SHOP_UTC_OFFSET_MS } from '../constants';
import type { Cents } from './money';
import { type DeliveryTerms, STANDARD_DELIVERY } from './order-pricing';

/** A delivery slot of every day, in the shop's time; `capacity` orders a day unless a date overrides it. */
export interface SlotRule {
  id: string;
  start: string;
  end: string;
  capacity: number;
}

/** A district the shop delivers to, on its own terms. */
export interface ZoneRule extends DeliveryTerms {
  province: string;
  city: string;
  district: string;
}

/** An amount every order delivered on `date` pays on top, with the reason the customer reads. */
export interface SurchargeRule {
  date: string;
  amountCents: Cents;
  reason: string;
}

/** The delivery settings as the shop keeps them (amounts in cents): the one input of the calendar and the fees. */
export interface DeliveryRules {
  slots: SlotRule[];
  capacityOverrides: Array<{ date: string; slotId: string; capacity: number }>;
  /** HH:MM of the shop's day after which no same-day order is taken. */
  cutoff: string;
  /** A same-day slot can be chosen until this many minutes before it starts. */
  leadMinutes: number;
  /** Dates from today, today included, that can be booked. */
  horizonDays: number;
  closedDates: string[];
  zones: ZoneRule[];
  surcharges: SurchargeRule[];
  /** A courier marks a delivery done only with a photo (issue 40); settings stored before it was added read true. */
  deliveredPhotoRequired?: boolean;
}

/** Where an address stands: its zone and terms, or outside every zone. */
export type DeliveryArea =
  | { served: true; zone: ZoneRule | null; terms: DeliveryTerms }
  | { served: false; district: string };

const DAY_MS = 86_400_000;

/** The shop's calendar date (YYYY-MM-DD) at an instant, or `days` later. */
export const shopDate = (at: number, days = 0) =>
  new Date(at + SHOP_UTC_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);

/** Minutes since midnight of the shop's day at an instant. */
export const shopMinutes = (at: number) => Math.floor(((at + SHOP_UTC_OFFSET_MS) % DAY_MS) / 60_000);

/** Minutes since midnight of an HH:MM time. */
export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** How many orders a slot takes on a date: the date's override, else the slot's own capacity; 0 for no such slot. */
export function slotCapacity(rules: DeliveryRules, date: string, slotId: string): number {
  const override = rules.capacityOverrides.find((o) => o.date === date && o.slotId === slotId);
  return override?.capacity ?? rules.slots.find((s) => s.id === slotId)?.capacity ?? 0;
}

/**
 * The zone that serves an address and its terms. While no zone is set at all every address is served on the standard
 * terms, so a shop that never opened the settings keeps delivering as before (decision 018).
 */
export function deliveryAreaOf(
  rules: Pick<DeliveryRules, 'zones'>,
  address: { province: string; city: string; district: string },
): DeliveryArea {
  if (rules.zones.length === 0) return { served: true, zone: null, terms: STANDARD_DELIVERY };
  const zone = rules.zones.find(
    (z) => z.province === address.province && z.city === address.city && z.district === address.district,
  );
  if (!zone) return { served: false, district: address.district };
  const { feeCents, freeFromCents, minOrderCents } = zone;
  return { served: true, zone, terms: { feeCents, freeFromCents, minOrderCents } };
}

/** The surcharge of a delivery date, if it has one. */
export const surchargeOn = (rules: Pick<DeliveryRules, 'surcharges'>, date: string): SurchargeRule | undefined =>
  rules.surcharges.find((s) => s.date === date);
