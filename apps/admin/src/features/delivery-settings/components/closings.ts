import type { DeliverySettings, DeliverySettingsState } from '@ffe/shared/contracts/delivery-settings';

/** What a save stops taking orders for: a slot every day, a slot on one date, or a whole day. */
export type Closing =
  | { kind: 'slot'; start: string; end: string }
  | { kind: 'override'; date: string; start: string; end: string }
  | { kind: 'closedDate'; date: string };

type Saved = Pick<DeliverySettings, 'slots' | 'capacityOverrides' | 'closedDates'>;

/**
 * What `after` closes that `before` kept open: a slot or a date's slot whose capacity becomes 0 (new rows included),
 * and days newly closed. What was closed already is not asked about again.
 */
export function closingsOf(before: DeliverySettingsState, after: Saved): Closing[] {
  const openBefore = new Map(before.slots.map((slot) => [slot.id, slot.capacity > 0]));
  const slotsNow = new Map(after.slots.map((slot) => [slot.id, slot]));
  const key = (o: { date: string; slotId: string }) => `${o.date} ${o.slotId}`;
  const closedOverrides = new Set(before.capacityOverrides.filter((o) => o.capacity === 0).map(key));
  const closedDays = new Set(before.closedDates);
  return [
    ...after.slots
      .filter((slot) => slot.capacity === 0 && openBefore.get(slot.id) !== false)
      .map(({ start, end }): Closing => ({ kind: 'slot', start, end })),
    ...after.capacityOverrides
      .filter((o) => o.capacity === 0 && !closedOverrides.has(key(o)))
      .map(({ date, slotId }): Closing => {
        const slot = slotsNow.get(slotId);
        return { kind: 'override', date, start: slot?.start ?? slotId, end: slot?.end ?? '' };
      }),
    ...after.closedDates.filter((date) => !closedDays.has(date)).map((date): Closing => ({ kind: 'closedDate', date })),
  ];
}
