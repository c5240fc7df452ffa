import crypto from 'node:crypto';
import type { DeliveryRules } from '@ffe/shared/domain/delivery-rules';
import { deliveryAreaOf } from '@ffe/shared/domain/delivery-rules';
import { deliveryShares, scheduleDates } from '@ffe/shared/domain/subscription-schedule';
import type { ErrorCode } from '@ffe/shared/error-codes';
import { fieldProblem } from '@ffe/shared/field-problems';
import { openFirstDates } from './plan.service';
import type { DeliveryRow, SubscriptionRow } from './purchase.repository';

/** Why a first delivery cannot be set as asked: a stable code, the field and an English detail naming what. */
export interface TermsProblem {
  code: ErrorCode;
  field: string;
  message: string;
}

/**
 * A first delivery's date must be one the plan offers now (its weekday, still open, within the horizon, not closed),
 * its slot one the shop has, and where it goes inside a delivery zone.
 */
export function firstDeliveryProblem(
  plan: { weekdays: readonly number[]; leadDays: number; cutoff: string },
  rules: DeliveryRules,
  asked: { firstDate: string; slot: string; destination: { province: string; city: string; district: string } | null },
  now: number,
  destinationField: string,
): TermsProblem | null {
  if (!openFirstDates(plan, rules, now, 100).includes(asked.firstDate))
    return { code: 'INVALID_PARAM', field: 'firstDate', message: fieldProblem('NOT_ALLOWED') };
  if (!rules.slots.some((s) => s.id === asked.slot))
    return { code: 'DELIVERY_SLOT_UNAVAILABLE', field: 'slot', message: fieldProblem('NOT_FOUND') };
  if (!asked.destination) return { code: 'ADDRESS_REQUIRED', field: 'addressId', message: fieldProblem('REQUIRED') };
  const area = deliveryAreaOf(rules, asked.destination);
  if (!area.served)
    return { code: 'DELIVERY_AREA_NOT_SERVED', field: destinationField, message: `${area.district} is not served` };
  return null;
}

/** The paid deliveries of a started subscription: its dates from the first, each with its share of what was paid. */
export function deliveriesOf(sub: SubscriptionRow, at: number): DeliveryRow[] {
  const dates = scheduleDates(sub.first_date ?? '', sub.every_weeks, sub.deliveries_total);
  const shares = deliveryShares(sub.paid_amount, sub.deliveries_total);
  return dates.map((date, i) => ({
    id: `delivery-${crypto.randomUUID()}`,
    subscription_id: sub.id,
    date,
    slot: sub.slot ?? '',
    status: 'scheduled',
    number: null,
    order_id: null,
    amount: shares[i] ?? 0,
    recipient: null,
    moved_from: null,
    told_before_at: null,
    told_delivered_at: null,
    created_at: at,
    updated_at: at,
  }));
}
