/**
 * The day plan's buying list (issue 44): each short stem bought from its cheapest supplier in whole bunches. Pure: the
 * plan service reads the rows and decides who sees prices.
 */

/** A stem the day is short of, in its units. */
export interface ShortStem {
  stemId: string;
  name: string;
  nameEn: string | null;
  unit: 'stem' | 'bunch' | 'sheet' | 'metre';
  short: number;
  bunchSize: number;
}

/** A supplier's price of one bunch of a stem, in cents. */
export interface SupplierPrice {
  stemId: string;
  supplierId: string;
  supplierName: string;
  supplierNameEn: string | null;
  bunchPrice: number;
}

export interface BuyingListLine extends ShortStem {
  bunches: number;
  units: number;
  /** Cents a bunch, null under "no supplier". */
  bunchPrice: number | null;
  /** bunches × bunchPrice in cents, null under "no supplier". */
  cost: number | null;
}

export interface BuyingListGroup {
  /** null: the stems no supplier has a price for. */
  supplierId: string | null;
  name: string | null;
  nameEn: string | null;
  lines: BuyingListLine[];
  /** The lines' costs in cents, null under "no supplier". */
  total: number | null;
}

/** Whole bunches that cover `short` units: a part bunch is bought whole. */
export function bunchesFor(short: number, bunchSize: number): number {
  if (short <= 0) return 0;
  return Math.ceil(short / Math.max(1, bunchSize));
}

/** The cheapest price of each stem; a tie goes to the supplier's name, then id, so the list reads the same each time. */
export function cheapestPrices(prices: readonly SupplierPrice[]): Map<string, SupplierPrice> {
  const best = new Map<string, SupplierPrice>();
  for (const price of prices) {
    const held = best.get(price.stemId);
    if (
      !held ||
      price.bunchPrice < held.bunchPrice ||
      (price.bunchPrice === held.bunchPrice &&
        (price.supplierName.localeCompare(held.supplierName, 'zh-CN') ||
          price.supplierId.localeCompare(held.supplierId)) < 0)
    ) {
      best.set(price.stemId, price);
    }
  }
  return best;
}

/**
 * Groups the short stems by their cheapest supplier (suppliers by name, "no supplier" last, lines by name), each rounded
 * up to whole bunches and priced bunch by bunch, in integer cents.
 */
export function buyingList(shorts: readonly ShortStem[], prices: readonly SupplierPrice[]): BuyingListGroup[] {
  const cheapest = cheapestPrices(prices);
  const groups = new Map<string, BuyingListGroup>();
  const noSupplier: BuyingListGroup = { supplierId: null, name: null, nameEn: null, lines: [], total: null };
  for (const stem of shorts) {
    if (stem.short <= 0) continue;
    const bunches = bunchesFor(stem.short, stem.bunchSize);
    const units = bunches * stem.bunchSize;
    const price = cheapest.get(stem.stemId);
    if (!price) {
      noSupplier.lines.push({ ...stem, bunches, units, bunchPrice: null, cost: null });
      continue;
    }
    let group = groups.get(price.supplierId);
    if (!group) {
      group = {
        supplierId: price.supplierId,
        name: price.supplierName,
        nameEn: price.supplierNameEn,
        lines: [],
        total: 0,
      };
      groups.set(price.supplierId, group);
    }
    const cost = bunches * price.bunchPrice;
    group.lines.push({ ...stem, bunches, units, bunchPrice: price.bunchPrice, cost });
    group.total = (group.total ?? 0) + cost;
  }
  const byName = (a: { name: string | null }, b: { name: string | null }) =>
    (a.name ?? '').localeCompare(b.name ?? '', 'zh-CN');
  const sorted = [...groups.values()].sort(
    (a, b) => byName(a, b) || (a.supplierId ?? '').localeCompare(b.supplierId ?? ''),
  );
  if (noSupplier.lines.length > 0) sorted.push(noSupplier);
  for (const group of sorted) group.lines.sort((a, b) => byName(a, b) || a.stemId.localeCompare(b.stemId));
  return sorted;
}
