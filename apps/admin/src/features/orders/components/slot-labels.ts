import type { DaySheet } from '@ffe/shared/contracts/admin-orders';

/** A slot's hours as staff read them: `09:00–12:00`. */
export const slotHours = (slot: { start: string; end: string }) => `${slot.start}–${slot.end}`;

/** A slot's id as staff read it, `09:00–12:00`, from the day's slots; the bare id when the day does not know it. */
export function slotLabeller(sheet: DaySheet | undefined) {
  const labels = new Map(sheet?.slots.map((slot) => [slot.slot, slotHours(slot)]) ?? []);
  return (slot: string) => labels.get(slot) ?? slot;
}
