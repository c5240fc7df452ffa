/**
 * What the cooler can promise (issue 44, decision 060): stems are lots that can be used from the day they arrive to
 * their use-by day, demands are units wanted on a day. Serving the days in order, each from the lot that expires first
 * among those usable that day, serves every demand that any assignment could (earliest deadline first), so a booking is
 * possible exactly when this allocation still leaves no day short. Pure: the callers read the rows.
 */

/** Units of one stem usable from `from` to `useBy` (YYYY-MM-DD, both included). */
export interface StemLot {
  id: string;
  from: string;
  useBy: string;
  units: number;
}

/** Units of one stem wanted on a day. */
export interface StemDemand {
  date: string;
  units: number;
}

export interface Allocation {
  /** Units each day could not be served, for the days short only. */
  short: Map<string, number>;
  /** Units left in each lot once every demand is served. */
  left: Map<string, number>;
}

/** Serves the demands day by day from the lots, soonest use-by first (ties by arrival, then id, so the answer is one). */
export function allocate(lots: readonly StemLot[], demands: readonly StemDemand[]): Allocation {
  const left = new Map(lots.map((lot) => [lot.id, lot.units]));
  const order = [...lots].sort(
    (a, b) => a.useBy.localeCompare(b.useBy) || a.from.localeCompare(b.from) || a.id.localeCompare(b.id),
  );
  const perDay = new Map<string, number>();
  for (const d of demands) perDay.set(d.date, (perDay.get(d.date) ?? 0) + d.units);
  const short = new Map<string, number>();
  for (const date of [...perDay.keys()].sort()) {
    let wanted = perDay.get(date) ?? 0;
    for (const lot of order) {
      if (wanted === 0) break;
      if (lot.from > date || lot.useBy < date) continue;
      const take = Math.min(wanted, left.get(lot.id) ?? 0);
      left.set(lot.id, (left.get(lot.id) ?? 0) - take);
      wanted -= take;
    }
    if (wanted > 0) short.set(date, wanted);
  }
  return { short, left };
}

/** Units still free on `date` once every demand is served: what lots usable that day hold after the allocation. */
export function freeOn(lots: readonly StemLot[], demands: readonly StemDemand[], date: string): number {
  const { left } = allocate(lots, demands);
  return lots
    .filter((lot) => lot.from <= date && lot.useBy >= date)
    .reduce((sum, lot) => sum + (left.get(lot.id) ?? 0), 0);
}

/** Whether `units` more on `date` can be served without leaving any day short that was not short already. */
export function canPromise(
  lots: readonly StemLot[],
  demands: readonly StemDemand[],
  date: string,
  units: number,
): boolean {
  const before = allocate(lots, demands).short;
  const after = allocate(lots, [...demands, { date, units }]).short;
  for (const [day, missing] of after) if (missing > (before.get(day) ?? 0)) return false;
  return true;
}
