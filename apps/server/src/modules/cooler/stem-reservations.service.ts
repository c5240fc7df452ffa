import { shopDate } from '@ffe/shared/domain/delivery-rules';
import type { Db } from '../../db/connect';
import { conflict } from '../../platform/errors';
import { canPromise, freeOn, type StemDemand, type StemLot } from './cooler-ledger';
import { type ReservationRepository, reservationRepository } from './reservation.repository';

/** One order line as the cooler reads it. */
export interface StemLine {
  goodsId: string;
  skuId: string | null;
  quantity: number;
}

/** How far past a refused date the refusal looks for the next date the cooler can make the order. */
const LOOK_AHEAD_DAYS = 60;

/** The key orders name a goods size by: `goodsId:skuId`, or `goodsId:` for a goods without sizes. */
export const stemLineKey = (goodsId: string, skuId: string | null) => `${goodsId}:${skuId ?? ''}`;

/** 2026-12-05 -> 12月5日, as the shop's refusals write a date. */
export const monthDay = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

function dayAfter(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** What lines whose sizes have a recipe need: units per stem, and for each stem the first line wanting it. */
interface Needs {
  covered: Set<string>;
  units: Map<string, number>;
  lineOf: Map<string, StemLine>;
}

/** The stems' open batches as lots, and what booked orders hold of them as demands, per stem. */
interface Ledger {
  lots: Map<string, StemLot[]>;
  demands: Map<string, StemDemand[]>;
}

async function needsOf(repo: ReservationRepository, lines: readonly StemLine[], trx: Db): Promise<Needs> {
  const recipes = await repo.recipeUnits([...new Set(lines.map((l) => l.goodsId))], trx);
  const byKey = new Map<string, typeof recipes>();
  for (const part of recipes) {
    const key = stemLineKey(part.goods_id, part.sku_key === '' ? null : part.sku_key);
    byKey.set(key, [...(byKey.get(key) ?? []), part]);
  }
  const needs: Needs = { covered: new Set(), units: new Map(), lineOf: new Map() };
  for (const line of lines) {
    const key = stemLineKey(line.goodsId, line.skuId);
    const parts = byKey.get(key);
    if (!parts) continue;
    needs.covered.add(key);
    for (const part of parts) {
      needs.units.set(part.stem_id, (needs.units.get(part.stem_id) ?? 0) + part.quantity * line.quantity);
      if (!needs.lineOf.has(part.stem_id)) needs.lineOf.set(part.stem_id, line);
    }
  }
  return needs;
}

async function ledgerOf(
  repo: ReservationRepository,
  stemIds: readonly string[],
  trx: Db,
  exceptOrderId?: string,
): Promise<Ledger> {
  const ledger: Ledger = { lots: new Map(), demands: new Map() };
  if (stemIds.length === 0) return ledger;
  const batches = await repo.openBatches(stemIds, trx);
  const reservations = await repo.reservationsOf(stemIds, trx, exceptOrderId);
  for (const b of batches) {
    // A received batch serves what is left of it from the day it came; an ordered one all it brings from its day.
    const lot: StemLot =
      b.status === 'received'
        ? { id: b.id, from: b.received_on ?? '0000-01-01', useBy: b.use_by, units: b.left_quantity }
        : { id: b.id, from: b.expected_on ?? b.use_by, useBy: b.use_by, units: b.quantity };
    ledger.lots.set(b.stem_id, [...(ledger.lots.get(b.stem_id) ?? []), lot]);
  }
  for (const r of reservations) {
    ledger.demands.set(r.stem_id, [
      ...(ledger.demands.get(r.stem_id) ?? []),
      { date: r.delivery_date, units: r.quantity },
    ]);
  }
  return ledger;
}

/** The first stem (in id order) whose units the ledger cannot promise on `date`, if any. */
function shortStem(ledger: Ledger, units: ReadonlyMap<string, number>, date: string): string | undefined {
  for (const [stemId, wanted] of [...units.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    if (wanted <= 0) continue;
    if (!canPromise(ledger.lots.get(stemId) ?? [], ledger.demands.get(stemId) ?? [], date, wanted)) return stemId;
  }
  return undefined;
}

/** The most of one size (`perOne`: units of each stem) the cooler can make on `date`: 0 when not even one. */
function mostOn(ledger: Ledger, perOne: ReadonlyMap<string, number>, date: string): number {
  if (shortStem(ledger, perOne, date) !== undefined) return 0;
  const times = (n: number) => new Map([...perOne].map(([stemId, units]) => [stemId, units * n]));
  // What is free that day bounds the count; the largest count that leaves no day short is found between.
  let high = Math.min(
    ...[...perOne].map(([stemId, units]) =>
      Math.floor(freeOn(ledger.lots.get(stemId) ?? [], ledger.demands.get(stemId) ?? [], date) / Math.max(1, units)),
    ),
  );
  let low = 1;
  high = Math.max(low, high);
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (shortStem(ledger, times(mid), date) === undefined) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * The stems booked orders hold for their delivery dates (issue 44, decision 060). Reserving locks the order's stems in
 * id order, reads their lots and reservations, and holds them only when the allocation leaves no day shorter.
 */
export function stemReservationService(db: Db) {
  const repo = reservationRepository(db);

  /** 409 STEMS_SHORT naming the line and the next date within the look-ahead the cooler could make the order. */
  async function stemsShort(ledger: Ledger, units: Map<string, number>, line: StemLine, date: string, trx: Db) {
    const label = await repo.labelOf(line.goodsId, line.skuId, trx);
    for (let day = 1; day <= LOOK_AHEAD_DAYS; day++) {
      const next = dayAfter(date, day);
      if (shortStem(ledger, units, next) === undefined) {
        return conflict('STEMS_SHORT', `「${label}」花材不足，最早 ${monthDay(next)} 可送`);
      }
    }
    return conflict('STEMS_SHORT', `「${label}」花材不足，近期无法制作`);
  }

  /** Locks the stems in id order (one locking order for every order: no waiting in a circle), then reads them. */
  async function lockedLedger(stemIds: readonly string[], trx: Db, exceptOrderId?: string) {
    const sorted = [...stemIds].sort();
    for (const id of sorted) await repo.lockStem(id, trx);
    return ledgerOf(repo, sorted, trx, exceptOrderId);
  }

  return {
    /**
     * Holds the stems of the lines whose size has a recipe, or refuses the whole order; answers the lines covered.
     * `anyway` holds them even when short (a prepaid subscription delivery): making then reports what is missing.
     */
    async reserve(
      order: { id: string; deliveryDate: string },
      lines: readonly StemLine[],
      trx: Db,
      how: { anyway?: boolean } = {},
    ) {
      const needs = await needsOf(repo, lines, trx);
      if (needs.covered.size === 0) return needs.covered;
      const ledger = await lockedLedger([...needs.units.keys()], trx);
      const short = shortStem(ledger, needs.units, order.deliveryDate);
      if (short !== undefined && !how.anyway) {
        throw await stemsShort(ledger, needs.units, needs.lineOf.get(short) as StemLine, order.deliveryDate, trx);
      }
      const rows = [...needs.units.entries()]
        .filter(([, quantity]) => quantity > 0)
        .map(([stemId, quantity]) => ({
          order_id: order.id,
          stem_id: stemId,
          delivery_date: order.deliveryDate,
          quantity,
        }));
      if (rows.length > 0) await repo.insert(rows, trx);
      return needs.covered;
    },

    /** Lets go of what an unmade order held; nothing when it holds nothing. */
    async release(orderId: string, trx: Db) {
      await repo.deleteOf(orderId, trx);
    },

    /** Holds the order's stems on a new date instead; 409 STEMS_SHORT when the cooler cannot make it then. */
    async rebook(orderId: string, deliveryDate: string, trx: Db) {
      const held = await repo.ofOrder(orderId, trx);
      if (held.length === 0 || held.every((r) => r.delivery_date === deliveryDate)) return;
      const units = new Map(held.map((r) => [r.stem_id, r.quantity]));
      const ledger = await lockedLedger([...units.keys()], trx, orderId);
      const short = shortStem(ledger, units, deliveryDate);
      if (short !== undefined) {
        const lines = (await repo.coolerLinesOf(orderId, trx)).map((l) => ({
          goodsId: l.goods_id,
          skuId: l.sku_id,
          quantity: l.quantity,
        }));
        // The line that wants the stem now, else any line the cooler promised (its recipe may have changed since).
        const line = (await needsOf(repo, lines, trx)).lineOf.get(short) ?? lines[0];
        if (!line) throw conflict('STEMS_SHORT', `花材不足，${monthDay(deliveryDate)} 无法制作`);
        throw await stemsShort(ledger, units, line, deliveryDate, trx);
      }
      await repo.moveTo(orderId, deliveryDate, trx);
    },

    /** For each size of the goods with a recipe, the first day from today (shop time) the cooler can make one. */
    async earliestOf(goodsId: string, now: number) {
      const recipes = await repo.recipeUnits([goodsId]);
      const sizes = [...new Set(recipes.map((r) => r.sku_key))].sort();
      const lines = sizes.map((key) => ({ goodsId, skuId: key === '' ? null : key, quantity: 1 }));
      const dates = Array.from({ length: LOOK_AHEAD_DAYS }, (_, i) => shopDate(now, i));
      const answers: Array<{ skuId: string | null; earliest: string | null }> = [];
      const ledger = await ledgerOf(repo, [...new Set(recipes.map((r) => r.stem_id))].sort(), db);
      for (const line of lines) {
        const { units } = await needsOf(repo, [line], db);
        const earliest = dates.find((date) => shortStem(ledger, units, date) === undefined) ?? null;
        answers.push({ skuId: line.skuId, earliest });
      }
      return answers;
    },

    /**
     * The shop's stock of each size with a recipe of `goodsIds`, keyed `goodsId:skuId|''`: how many the cooler can make
     * on the earliest day it can make one (0: none in the days looked at). Sizes without a recipe are not listed.
     */
    async madeStock(goodsIds: readonly string[], now: number) {
      const stock = new Map<string, number>();
      const recipes = await repo.recipeUnits([...new Set(goodsIds)]);
      if (recipes.length === 0) return stock;
      const perOne = new Map<string, Map<string, number>>();
      for (const part of recipes) {
        const key = stemLineKey(part.goods_id, part.sku_key === '' ? null : part.sku_key);
        const units = perOne.get(key) ?? new Map<string, number>();
        units.set(part.stem_id, (units.get(part.stem_id) ?? 0) + part.quantity);
        perOne.set(key, units);
      }
      const ledger = await ledgerOf(repo, [...new Set(recipes.map((r) => r.stem_id))].sort(), db);
      const dates = Array.from({ length: LOOK_AHEAD_DAYS }, (_, i) => shopDate(now, i));
      for (const [key, units] of perOne) {
        let most = 0;
        for (const date of dates) {
          most = mostOn(ledger, units, date);
          if (most > 0) break;
        }
        stock.set(key, most);
      }
      return stock;
    },

    /** The dates of `dates` the cooler could not hold what the order holds on (the order's own hold left out). */
    async shortForOrder(orderId: string, dates: readonly string[]) {
      const held = await repo.ofOrder(orderId);
      const short = new Set<string>();
      if (held.length === 0) return short;
      const units = new Map(held.map((r) => [r.stem_id, r.quantity]));
      const ledger = await ledgerOf(repo, [...units.keys()], db, orderId);
      for (const date of dates) if (shortStem(ledger, units, date) !== undefined) short.add(date);
      return short;
    },

    /**
     * For the shop's dates: which lines have a recipe, and for each of `dates` the cooler cannot make them all on, the
     * key of a line it falls short for. Read without locks: placing the order checks again under them.
     */
    async availability(lines: readonly StemLine[], dates: readonly string[]) {
      const needs = await needsOf(repo, lines, db);
      const short = new Map<string, string>();
      if (needs.covered.size === 0) return { covered: needs.covered, short };
      const ledger = await ledgerOf(repo, [...needs.units.keys()], db);
      for (const date of dates) {
        const stem = shortStem(ledger, needs.units, date);
        const line = stem === undefined ? undefined : needs.lineOf.get(stem);
        if (line) short.set(date, stemLineKey(line.goodsId, line.skuId));
      }
      return { covered: needs.covered, short };
    },
  };
}
