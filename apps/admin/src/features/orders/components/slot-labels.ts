import type { DaySheet } from '@ffe/shared/contracts/admin-orders';

/** A slot's id as staff read it, `09:00–12:00`, from the day's slots; the bare id when the day does not know it. */
export function slotLabeller(sheet: DaySheet | undefined) {
  const labels = new Map(sheet?.slots.map((slot) => [slot.slot, `${slot.start}–${slot.end}`]) ?? []);
  return (slot: string) => labels.get(slot) ?? slot;
}
