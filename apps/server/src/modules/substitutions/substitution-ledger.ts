import { allocate, canPromise, type StemDemand, type StemLot } from '../cooler/cooler.module';

/** A batch as the repository reads it. */
export interface BatchRow {
  id: string;
  stem_id: string;
  status: string;
  quantity: number;
  left_quantity: number;
  received_on: string | null;
  expected_on: string | null;
  use_by: string;
}

/** Units a booked order holds of a stem on its date. */
export interface HoldRow {
  order_id: string;
  stem_id: string;
  delivery_date: string;
  quantity: number;
}

/** A hold with what decides who goes short first. */
export interface RankedHold extends HoldRow {
  status: string;
  paid_at: number | null;
}

/** Each stem's lots and demands, as the cooler's allocation takes them. */
export interface Ledger {
  lots: Map<string, StemLot[]>;
  demands: Map<string, StemDemand[]>;
}

/** The batches as lots (received: what is left, from the day it came; ordered: all it brings, from its day). */
export function ledgerOf(batches: readonly BatchRow[], holds: readonly HoldRow[]): Ledger {
  const ledger: Ledger = { lots: new Map(), demands: new Map() };
  for (const b of batches) {
    const lot: StemLot =
      b.status === 'received'
        ? { id: b.id, from: b.received_on ?? '0000-01-01', useBy: b.use_by, units: b.left_quantity }
        : { id: b.id, from: b.expected_on ?? b.use_by, useBy: b.use_by, units: b.quantity };
    ledger.lots.set(b.stem_id, [...(ledger.lots.get(b.stem_id) ?? []), lot]);
  }
  for (const h of holds) {
    ledger.demands.set(h.stem_id, [
      ...(ledger.demands.get(h.stem_id) ?? []),
      { date: h.delivery_date, units: h.quantity },
    ]);
  }
  return ledger;
}

/** Whether `units` more of the stem can be served on `date` without leaving any day shorter than it is. */
export const servable = (ledger: Ledger, stemId: string, date: string, units: number) =>
  canPromise(ledger.lots.get(stemId) ?? [], ledger.demands.get(stemId) ?? [], date, units);

/**
 * The units each order goes short of, by order and stem. A day's shortfall of a stem falls on that day's orders
 * latest-paid first: the allocation says how many units the day lacks, not whose, and the customer who paid first was
 * promised first, so the last promises made are the ones the cooler can no longer keep. Orders the florist has started
 * (not `paid`) keep theirs.
 */
export function shortfalls(ledger: Ledger, holds: readonly RankedHold[]): Map<string, Map<string, number>> {
  const missing = new Map<string, Map<string, number>>();
  const stems = new Set(holds.map((h) => h.stem_id));
  for (const stemId of stems) {
    const { short } = allocate(ledger.lots.get(stemId) ?? [], ledger.demands.get(stemId) ?? []);
    for (const [date, lacking] of short) {
      let left = lacking;
      const holders = holds
        .filter((h) => h.stem_id === stemId && h.delivery_date === date)
        .sort(
          (a, b) =>
            Number(a.status !== 'paid') - Number(b.status !== 'paid') ||
            (b.paid_at ?? 0) - (a.paid_at ?? 0) ||
            b.order_id.localeCompare(a.order_id),
        );
      for (const hold of holders) {
        if (left <= 0 || hold.status !== 'paid') break;
        const units = Math.min(left, hold.quantity);
        const ofOrder = missing.get(hold.order_id) ?? new Map<string, number>();
        ofOrder.set(stemId, (ofOrder.get(stemId) ?? 0) + units);
        missing.set(hold.order_id, ofOrder);
        left -= units;
      }
    }
  }
  return missing;
}
