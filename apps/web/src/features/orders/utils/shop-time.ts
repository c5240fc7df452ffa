import { DELIVERY_SLOTS, SHOP_UTC_OFFSET_MS } from '@ffe/shared/constants';

/** A moment as the shop's clock (UTC+8) reads it, `2026-05-20 14:30`, wherever the phone is. */
export const formatShopTime = (at: number) =>
  new Date(at + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

/** A delivery slot id as its hours, `09:00–12:00`. */
export function slotHours(slotId: string): string {
  const slot = DELIVERY_SLOTS.find((s) => s.id === slotId);
  return slot ? `${slot.start}–${slot.end}` : slotId;
}

/** Time left as m:ss, or h:mm:ss past an hour. */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
