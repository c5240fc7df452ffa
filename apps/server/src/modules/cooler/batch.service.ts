import crypto from 'node:crypto';
import type {
  CoolerBatch,
  CoolerGoodsUsing,
  CoolerStock,
  ExpiringCoolerBatches,
  orderCoolerBatches,
  receiveCoolerBatches,
  stocktakeCoolerStem,
  writeOffCoolerBatch,
} from '@ffe/shared/contracts/cooler-batches';
import {
  addDays,
  costOfMove,
  COOLER_BATCH_LIMITS as L,
  TODAY_STEMS_SECTION,
  unitsOf,
  useByOf,
} from '@ffe/shared/domain/cooler-batches';
import { shopDate } from '@ffe/shared/domain/delivery-rules';
import { hasPermission } from '@ffe/shared/domain/staff-roles';
import { fieldProblem } from '@ffe/shared/field-problems';
import type { z } from 'zod';
import type { Db } from '../../db/connect';
import type { CoolerBatchTable, CoolerMoveTable } from '../../db/schema';
import type { AuditActor } from '../../platform/authenticate';
import { conflict, forbidden, invalidParam, notFound, staleRecord, stockMoved } from '../../platform/errors';
import type { AuditRepository } from '../platform';
import { toBatchStem, toCoolerBatch, toCoolerMove, toStockStem } from './batch.mapper';
import type { BatchRepository, BatchRow, BatchStemRow } from './batch.repository';

type OrderInput = z.output<typeof orderCoolerBatches.request>;
type ReceiveInput = z.output<typeof receiveCoolerBatches.request>;
type WriteOffInput = z.output<typeof writeOffCoolerBatch.request>;
type StocktakeInput = z.output<typeof stocktakeCoolerStem.request>;

/** The home page's sections as the cooler uses them (home-page's `chosenSections` offer). */
export interface ChosenSections {
  titled(title: string): Promise<{ id: string; goodsIds: string[]; version: number } | null>;
  put(
    actor: AuditActor,
    input: { title: string; titleEn: string | null; goodsIds: string[] },
  ): Promise<{ section: { id: string; goodsIds: string[]; version: number }; replaced: boolean }>;
}

export interface BatchServiceDeps {
  repo: BatchRepository;
  audit: AuditRepository;
  sections: ChosenSections;
  now?: () => number;
}

/** Half a cent up: `cents × part / whole`. */
const proRata = (cents: number, part: number, whole: number) =>
  whole <= 0 ? 0 : Math.floor((2 * cents * part + whole) / (2 * whole));

const problem = (field: string, code: Parameters<typeof fieldProblem>[0], limit?: number | string) =>
  invalidParam(`${field}: ${fieldProblem(code, limit)}`);

/** Rows by a key, in the order the keys first come. */
function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

const byAge = (a: BatchRow, b: BatchRow) =>
  a.use_by.localeCompare(b.use_by) ||
  (a.received_on ?? '').localeCompare(b.received_on ?? '') ||
  a.id.localeCompare(b.id);

/**
 * Batches in the cooler (issue 44, decision 060): ordering from suppliers, receiving, write-offs (损耗), stocktake (盘点),
 * what expires soon and the goods that use it. Units leave a batch only by a conditional change; costs are shown to
 * those holding `cooler.costs` only.
 */
export function batchService({ repo, audit, sections, now = Date.now }: BatchServiceDeps) {
  const todayOf = (at: number) => shopDate(at);

  async function stemsOf(ids: readonly string[], trx?: Db): Promise<Map<string, BatchStemRow>> {
    return new Map((await repo.stemsByIds([...new Set(ids)], trx)).map((s) => [s.id, s]));
  }

  /** Units of a typed amount, within the bounds; the 400 names the field in the amount's own terms. */
  function unitsChecked(line: { quantity: number; by: 'bunch' | 'unit' }, bunchSize: number, field: string): number {
    const units = unitsOf(line.quantity, line.by, bunchSize);
    if (units > L.UNITS_MAX) {
      throw problem(field, 'TOO_BIG', line.by === 'bunch' ? Math.floor(L.UNITS_MAX / bunchSize) : L.UNITS_MAX);
    }
    return units;
  }

  function costChecked(cents: number, field: string): number {
    if (cents > L.COST_CENTS_MAX) throw problem(field, 'TOO_BIG', L.COST_CENTS_MAX);
    return cents;
  }

  /** What a supplier's units cost at its bunch price (0 without one), half a cent up for part of a bunch. */
  async function priceOf(stem: BatchStemRow, supplierId: string | null, units: number, trx: Db) {
    if (supplierId === null) return 0;
    const bunch = await repo.bunchPrice(stem.id, supplierId, trx);
    return bunch === undefined ? 0 : proRata(bunch, units, Number(stem.bunch_size));
  }

  function refuseCostsUnlessShown(costsShown: boolean, lines: ReadonlyArray<{ costCents?: number | undefined }>) {
    const at = lines.findIndex((line) => line.costCents !== undefined);
    if (!costsShown && at >= 0) throw forbidden(`lines.${at}.costCents: typing a cost needs cooler.costs`);
  }

  async function presentBatches(ids: readonly string[], costsShown: boolean, trx?: Db): Promise<CoolerBatch[]> {
    const today = todayOf(now());
    const rows = new Map((await repo.findBatches(ids, trx)).map((b) => [b.id, b]));
    return ids.flatMap((id) => {
      const row = rows.get(id);
      return row ? [toCoolerBatch(row, today, costsShown)] : [];
    });
  }

  async function stock(permissions: readonly string[], stemId?: string, trx?: Db): Promise<CoolerStock> {
    const costsShown = hasPermission(permissions, 'cooler.costs');
    const today = todayOf(now());
    const rows = await repo.stockBatches(today, stemId, trx);
    const stems = await stemsOf(
      rows.map((b) => b.stem_id),
      trx,
    );
    const byStem = groupBy(rows, (b) => b.stem_id);
    const list = [...byStem.entries()].flatMap(([id, batches]) => {
      const stem = stems.get(id);
      return stem ? [toStockStem(stem, batches, today, costsShown)] : [];
    });
    list.sort((a, b) => a.stem.name.localeCompare(b.stem.name, 'zh-CN') || a.stem.id.localeCompare(b.stem.id));
    return { today, costsShown, stems: list };
  }

  return {
    /** The cooler now: stems with units on hand or on order, with those batches. */
    list: (permissions: readonly string[], stemId?: string) => stock(permissions, stemId),

    /** Batches asked of suppliers (进货单): use-by is the expected day plus the stem's vase life. */
    async order(actor: AuditActor, permissions: readonly string[], { lines }: OrderInput) {
      const costsShown = hasPermission(permissions, 'cooler.costs');
      refuseCostsUnlessShown(costsShown, lines);
      const at = now();
      const today = todayOf(at);
      const ids = await repo.transaction(async (trx) => {
        const stems = await stemsOf(
          lines.map((l) => l.stemId),
          trx,
        );
        const suppliers = await repo.existingSupplierIds(
          lines.map((l) => l.supplierId),
          trx,
        );
        const rows: CoolerBatchTable[] = [];
        for (const [i, line] of lines.entries()) {
          const stem = stems.get(line.stemId);
          if (!stem) throw problem(`lines.${i}.stemId`, 'NOT_FOUND');
          if (!suppliers.has(line.supplierId)) throw problem(`lines.${i}.supplierId`, 'NOT_FOUND');
          if (line.expectedOn < today || line.expectedOn > addDays(today, L.DATE_RANGE_DAYS)) {
            throw problem(`lines.${i}.expectedOn`, 'OUT_OF_BOUNDS', `${today}..${addDays(today, L.DATE_RANGE_DAYS)}`);
          }
          const units = unitsChecked(line, Number(stem.bunch_size), `lines.${i}.quantity`);
          const cost = costChecked(
            line.costCents ?? (await priceOf(stem, line.supplierId, units, trx)),
            `lines.${i}.costCents`,
          );
          rows.push({
            id: `batch-${crypto.randomUUID()}`,
            stem_id: stem.id,
            supplier_id: line.supplierId,
            status: 'ordered',
            ordered_quantity: units,
            expected_on: line.expectedOn,
            quantity: units,
            left_quantity: units,
            cost,
            received_on: null,
            use_by: useByOf(line.expectedOn, Number(stem.vase_life_days)),
            version: 1,
            created_at: at,
            updated_at: at,
          });
        }
        await repo.insertBatches(rows, trx);
        for (const row of rows) {
          await audit.record(trx, {
            actor,
            area: 'cooler',
            action: 'batch.order',
            record: { type: 'batch', id: row.id },
            after: {
              stemId: row.stem_id,
              supplierId: row.supplier_id,
              units: row.quantity,
              expectedOn: row.expected_on,
            },
          });
        }
        return rows.map((r) => r.id);
      });
      return { list: await presentBatches(ids, costsShown) };
    },

    /** An ordered batch the supplier will not bring; refused once received or changed since it was read. */
    async cancel(actor: AuditActor, permissions: readonly string[], id: string, version: number) {
      const costsShown = hasPermission(permissions, 'cooler.costs');
      await repo.transaction(async (trx) => {
        const before = await repo.findBatch(id, trx);
        if (!before) throw notFound('batch');
        const done = await repo.changeOrdered(
          id,
          version,
          { status: 'cancelled', left_quantity: 0, updated_at: now() },
          trx,
        );
        if (!done) throw staleRecord('batch', version, Number(before.version));
        await audit.record(trx, {
          actor,
          area: 'cooler',
          action: 'batch.cancel',
          record: { type: 'batch', id },
          before: { status: before.status, units: Number(before.quantity), expectedOn: before.expected_on },
        });
      });
      const [batch] = await presentBatches([id], costsShown);
      return batch as CoolerBatch;
    },

    /**
     * Receiving (进货) several batches of one stem at once: an ordered batch with the units that actually came (its
     * `ordered_quantity` stays, for the suppliers' report), or stems that came without an order. All or nothing.
     */
    async receive(actor: AuditActor, permissions: readonly string[], { stemId, lines }: ReceiveInput) {
      const costsShown = hasPermission(permissions, 'cooler.costs');
      refuseCostsUnlessShown(costsShown, lines);
      const at = now();
      const today = todayOf(at);
      const ids = await repo.transaction(async (trx) => {
        const stem = (await stemsOf([stemId], trx)).get(stemId);
        if (!stem) throw problem('stemId', 'NOT_FOUND');
        const named = lines.flatMap((l) => (l.batchId ? [l.batchId] : []));
        const ordered = new Map((await repo.findBatches(named, trx)).map((b) => [b.id, b]));
        const suppliers = await repo.existingSupplierIds(
          lines.flatMap((l) => (l.supplierId && !l.batchId ? [l.supplierId] : [])),
          trx,
        );
        const newRows: CoolerBatchTable[] = [];
        const received: string[] = [];
        const seen = new Set<string>();
        for (const [i, line] of lines.entries()) {
          const receivedOn = line.receivedOn ?? today;
          if (receivedOn > today || receivedOn < addDays(today, -L.DATE_RANGE_DAYS)) {
            throw problem(`lines.${i}.receivedOn`, 'OUT_OF_BOUNDS', `${addDays(today, -L.DATE_RANGE_DAYS)}..${today}`);
          }
          const units = unitsChecked(line, Number(stem.bunch_size), `lines.${i}.quantity`);
          const useBy = useByOf(receivedOn, Number(stem.vase_life_days));
          if (line.batchId) {
            if (seen.has(line.batchId)) throw problem(`lines.${i}.batchId`, 'DUPLICATE');
            seen.add(line.batchId);
            if (line.version === undefined) throw problem(`lines.${i}.version`, 'REQUIRED');
            const batch = ordered.get(line.batchId);
            if (!batch || batch.stem_id !== stemId) throw problem(`lines.${i}.batchId`, 'NOT_FOUND');
            const orderedUnits = Number(batch.ordered_quantity ?? batch.quantity);
            const cost = costChecked(
              line.costCents ?? proRata(Number(batch.cost), units, orderedUnits),
              `lines.${i}.costCents`,
            );
            const change = {
              status: 'received' as const,
              quantity: units,
              left_quantity: units,
              cost,
              received_on: receivedOn,
              use_by: useBy,
              updated_at: at,
            };
            if (!(await repo.changeOrdered(batch.id, line.version, change, trx))) {
              throw staleRecord('batch', line.version, Number(batch.version));
            }
            received.push(batch.id);
            await audit.record(trx, {
              actor,
              area: 'cooler',
              action: 'batch.receive',
              record: { type: 'batch', id: batch.id },
              before: { status: batch.status, units: orderedUnits, expectedOn: batch.expected_on },
              after: { status: 'received', units, receivedOn, useBy },
            });
            continue;
          }
          if (line.supplierId !== null && !suppliers.has(line.supplierId)) {
            throw problem(`lines.${i}.supplierId`, 'NOT_FOUND');
          }
          const cost = costChecked(
            line.costCents ?? (await priceOf(stem, line.supplierId, units, trx)),
            `lines.${i}.costCents`,
          );
          const row: CoolerBatchTable = {
            id: `batch-${crypto.randomUUID()}`,
            stem_id: stem.id,
            supplier_id: line.supplierId,
            status: 'received',
            ordered_quantity: null,
            expected_on: null,
            quantity: units,
            left_quantity: units,
            cost,
            received_on: receivedOn,
            use_by: useBy,
            version: 1,
            created_at: at,
            updated_at: at,
          };
          newRows.push(row);
          received.push(row.id);
        }
        await repo.insertBatches(newRows, trx);
        for (const row of newRows) {
          await audit.record(trx, {
            actor,
            area: 'cooler',
            action: 'batch.receive',
            record: { type: 'batch', id: row.id },
            after: {
              status: 'received',
              supplierId: row.supplier_id,
              units: row.quantity,
              receivedOn: row.received_on,
            },
          });
        }
        return received;
      });
      return { list: await presentBatches(ids, costsShown) };
    },

    /**
     * A write-off (损耗) of 1 to the units left of a received batch: the units leave by a conditional change (never
     * below zero under any number of concurrent write-offs), with a move carrying their cost (`costOfMove`).
     */
    async writeOff(actor: AuditActor, permissions: readonly string[], input: WriteOffInput) {
      const costsShown = hasPermission(permissions, 'cooler.costs');
      const at = now();
      const move = await repo.transaction(async (trx) => {
        const batch = await repo.findBatch(input.batchId, trx);
        if (!batch) throw notFound('batch');
        if (batch.status !== 'received') throw problem('batchId', 'NOT_ALLOWED');
        const left = await repo.writeOff(batch.id, input.units, at, trx);
        if (left === undefined) {
          const current = await repo.findBatch(batch.id, trx);
          throw stockMoved('units', Number(current?.left_quantity ?? 0));
        }
        const row: CoolerMoveTable = {
          id: `move-${crypto.randomUUID()}`,
          batch_id: batch.id,
          stem_id: batch.stem_id,
          kind: 'write_off',
          quantity: input.units,
          reason: input.reason,
          order_id: null,
          cost: costOfMove(
            { cost: Number(batch.cost), quantity: Number(batch.quantity) },
            left + input.units,
            input.units,
          ),
          actor_id: actor.id,
          note: input.note,
          at,
        };
        await repo.insertMoves([row], trx);
        await audit.record(trx, {
          actor,
          area: 'cooler',
          action: 'batch.write-off',
          record: { type: 'batch', id: batch.id },
          before: { left: left + input.units },
          after: { left, units: input.units, reason: input.reason },
        });
        return row;
      });
      const [batch] = await presentBatches([input.batchId], costsShown);
      return { batch: batch as CoolerBatch, move: toCoolerMove(move, costsShown) };
    },

    /**
     * A stocktake (盘点) of one stem: each batch set to what was counted (a count in total is shared over the batches
     * oldest first, each up to what it has left; more than that fills them back towards what they received, oldest
     * first). Fewer found is a write-off with the reason; more found a move back (kind 'stocktake', negative units).
     * Every batch must still be at the version and units the florist was shown, or nothing changes.
     */
    async stocktake(actor: AuditActor, permissions: readonly string[], input: StocktakeInput) {
      const costsShown = hasPermission(permissions, 'cooler.costs');
      const at = now();
      const moves = await repo.transaction(async (trx) => {
        const stem = (await stemsOf([input.stemId], trx)).get(input.stemId);
        if (!stem) throw problem('stemId', 'NOT_FOUND');
        const ids = input.batches.map((b) => b.batchId);
        const repeat = ids.findIndex((id, i) => ids.indexOf(id) < i);
        if (repeat >= 0) throw problem(`batches.${repeat}.batchId`, 'DUPLICATE');
        const rows = new Map((await repo.findBatches(ids, trx)).map((b) => [b.id, b]));
        for (const [i, named] of input.batches.entries()) {
          const row = rows.get(named.batchId);
          if (!row || row.stem_id !== stem.id || row.status !== 'received') {
            throw problem(`batches.${i}.batchId`, 'NOT_FOUND');
          }
          if (Number(row.version) !== named.version || Number(row.left_quantity) !== named.leftQuantity) {
            throw staleRecord('batch', named.version, Number(row.version));
          }
        }
        const counted = new Map<string, number>();
        if (input.by === 'batch') {
          for (const [i, named] of input.batches.entries()) {
            const received = Number(rows.get(named.batchId)?.quantity ?? 0);
            if (named.counted > received) throw problem(`batches.${i}.counted`, 'TOO_BIG', received);
            counted.set(named.batchId, named.counted);
          }
        } else {
          // A total is shared over the batches the cooler's list shows (units left, not expired): one that came since
          // refuses the count.
          const open = await repo.countedBatches(stem.id, todayOf(at), trx);
          const unnamed = open.find((b) => !rows.has(b.id));
          if (unnamed) throw conflict('RECORD_CHANGED', `batches: batch ${unnamed.id} came or changed since the count`);
          const oldestFirst = [...rows.values()].sort(byAge);
          let rest = input.counted;
          for (const b of oldestFirst) {
            const share = Math.min(Number(b.left_quantity), rest);
            counted.set(b.id, share);
            rest -= share;
          }
          for (const b of oldestFirst) {
            const more = Math.min(Number(b.quantity) - (counted.get(b.id) ?? 0), rest);
            counted.set(b.id, (counted.get(b.id) ?? 0) + more);
            rest -= more;
          }
          if (rest > 0) throw problem('counted', 'TOO_BIG', input.counted - rest);
        }
        const made: CoolerMoveTable[] = [];
        for (const named of input.batches) {
          const row = rows.get(named.batchId) as BatchRow;
          const count = counted.get(row.id) ?? named.leftQuantity;
          const gone = named.leftQuantity - count;
          if (gone === 0) continue;
          if (!(await repo.setCounted(row.id, named.version, named.leftQuantity, count, at, trx))) {
            const current = await repo.findBatch(row.id, trx);
            throw staleRecord('batch', named.version, Number(current?.version ?? named.version));
          }
          made.push({
            id: `move-${crypto.randomUUID()}`,
            batch_id: row.id,
            stem_id: row.stem_id,
            kind: gone > 0 ? 'write_off' : 'stocktake',
            quantity: gone,
            reason: gone > 0 ? input.reason : 'stocktake',
            order_id: null,
            cost: costOfMove({ cost: Number(row.cost), quantity: Number(row.quantity) }, named.leftQuantity, gone),
            actor_id: actor.id,
            note: input.note,
            at,
          });
        }
        await repo.insertMoves(made, trx);
        await audit.record(trx, {
          actor,
          area: 'cooler',
          action: 'batch.stocktake',
          record: { type: 'stem', id: stem.id },
          before: input.batches.map((b) => ({ batchId: b.batchId, left: b.leftQuantity })),
          after: input.batches.map((b) => ({ batchId: b.batchId, left: counted.get(b.batchId) })),
        });
        return made;
      });
      const [stem] = (await stock(permissions, input.stemId)).stems;
      const stemRow = (await stemsOf([input.stemId])).get(input.stemId) as BatchStemRow;
      return {
        stem: stem ?? { stem: toBatchStem(stemRow), onHand: 0, onOrder: 0, batches: [] },
        moves: moves.map((m) => toCoolerMove(m, costsShown)),
      };
    },

    /**
     * Stems within a day of their use-by (the last day today or tomorrow, units left) with the goods and sizes whose
     * recipes use them; and batches past their use-by with units left, to write off as expired.
     */
    async expiring(permissions: readonly string[]): Promise<ExpiringCoolerBatches> {
      const costsShown = hasPermission(permissions, 'cooler.costs');
      const today = todayOf(now());
      const rows = await repo.expiringBy(addDays(today, 1));
      const stems = await stemsOf(rows.map((b) => b.stem_id));
      const soonRows = rows.filter((b) => b.use_by >= today);
      const uses = await repo.goodsUsing([...new Set(soonRows.map((b) => b.stem_id))]);
      const goodsOf = (stemId: string): CoolerGoodsUsing[] => {
        const byGoods = new Map<string, CoolerGoodsUsing>();
        for (const use of uses) {
          if (use.stem_id !== stemId || use.removed_at != null) continue;
          const goods = byGoods.get(use.goods_id) ?? {
            id: use.goods_id,
            name: use.goods_name,
            nameEn: use.goods_name_en ?? null,
            onSale: use.status === 'on_sale',
            sizes: [],
          };
          if (!goods.sizes.some((s) => s.skuKey === use.sku_key)) {
            goods.sizes.push({ skuKey: use.sku_key, name: use.sku_name, nameEn: use.sku_name_en ?? null });
          }
          byGoods.set(use.goods_id, goods);
        }
        return [...byGoods.values()];
      };
      const soon = [...groupBy(soonRows, (b) => b.stem_id).entries()].flatMap(([stemId, batches]) => {
        const stem = stems.get(stemId);
        if (!stem) return [];
        return [
          {
            stem: toBatchStem(stem),
            batches: batches.map((b) => toCoolerBatch(b, today, costsShown)),
            goods: goodsOf(stemId),
          },
        ];
      });
      const expired = rows
        .filter((b) => b.use_by < today)
        .flatMap((b) => {
          const stem = stems.get(b.stem_id);
          return stem ? [{ stem: toBatchStem(stem), batch: toCoolerBatch(b, today, costsShown) }] : [];
        });
      return { today, soon, expired, section: await sections.titled(TODAY_STEMS_SECTION.title) };
    },

    /** Puts goods in the home section 今日花材 in one step: made when missing, its goods replaced when there. */
    putTodaySection: (actor: AuditActor, goodsIds: string[]) =>
      sections.put(actor, { title: TODAY_STEMS_SECTION.title, titleEn: TODAY_STEMS_SECTION.titleEn, goodsIds }),
  };
}

export type BatchService = ReturnType<typeof batchService>;
