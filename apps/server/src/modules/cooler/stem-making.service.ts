import crypto from 'node:crypto';
import { shopDate } from '@ffe/shared/domain/delivery-rules';
import type { Db } from '../../db/connect';
import type { CoolerMoveTable, CoolerStemTable } from '../../db/schema';
import { conflict } from '../../platform/errors';
import { makingRepository } from './making.repository';

/** Units of one stem taken from one batch for an order, and what they cost in cents. */
export interface StemsTaken {
  batchId: string;
  stemId: string;
  quantity: number;
  cost: number;
}

/** Units of a stem the order needed that the cooler did not hold. */
export interface StemsMissing {
  stemId: string;
  name: string;
  nameEn: string | null;
  unit: CoolerStemTable['unit'];
  missing: number;
}

/** What making an order took from the cooler, and what it could not. */
export interface StemsMade {
  taken: StemsTaken[];
  short: StemsMissing[];
}

/** How a florist makes an order: `anyway` takes what the cooler holds when it holds less than the order needs. */
export interface MakeHow {
  anyway?: boolean;
}

/** A taker retries after another order took the batch's last units meanwhile; more tries than this is a fault. */
const MAX_TAKES_PER_STEM = 100;

/**
 * What `units` units of a batch cost, `taken` of its units being gone before them: the batch's units share its cost so
 * that the first k units cost floor(cost × k / quantity), and so all of them together cost exactly the batch.
 */
export const costOfUnits = (batch: { quantity: number; cost: number }, taken: number, units: number): number =>
  batch.quantity <= 0
    ? 0
    : Math.floor((batch.cost * (taken + units)) / batch.quantity) - Math.floor((batch.cost * taken) / batch.quantity);

/**
 * The refusal naming each stem the cooler is short of and by how many units, after the first ': ' (the console shows
 * that list; stems by their Chinese names, as the console reads the catalogue).
 */
export function stemsShort(short: readonly StemsMissing[]) {
  const named = short.map((s) => `${s.name} ×${s.missing}`);
  return conflict('STEMS_SHORT', `The cooler holds too few stems for this order: ${named.join('; ')}`);
}

/**
 * Making orders from the cooler's batches (issue 44, decision 060): the stems an order holds leave their batches oldest
 * first (FIFO) at their cost, and a made order cancelled gives them back or writes them off.
 */
export function stemMakingService(db: Db) {
  const repo = makingRepository(db);

  /** Takes `needed` units of the stem from its open batches, oldest first; answers what it took. */
  async function takeStem(stemId: string, needed: number, day: string, at: number, trx: Db): Promise<StemsTaken[]> {
    const taken: StemsTaken[] = [];
    let left = needed;
    for (let tries = 0; left > 0 && tries < MAX_TAKES_PER_STEM; tries++) {
      // Read again each time: another order may have taken units since (its take then fails here and we look again).
      const [batch] = await repo.openBatches(stemId, day, trx);
      if (!batch) break;
      const units = Math.min(left, batch.left_quantity);
      const after = await repo.take(batch.id, units, at, trx);
      if (after === undefined) continue;
      const gone = batch.quantity - after - units;
      taken.push({ batchId: batch.id, stemId, quantity: units, cost: costOfUnits(batch, gone, units) });
      left -= units;
    }
    return taken;
  }

  const move = (
    row: Pick<CoolerMoveTable, 'batch_id' | 'stem_id' | 'kind' | 'quantity' | 'cost'> & Partial<CoolerMoveTable>,
    orderId: string,
    actorId: string | null,
    at: number,
  ): CoolerMoveTable => ({
    id: crypto.randomUUID(),
    reason: null,
    note: '',
    ...row,
    order_id: orderId,
    actor_id: actorId,
    at,
  });

  return {
    /**
     * The florist makes the order: the units it holds of each stem leave the stem's batches usable that day, oldest
     * first, each move carrying its cost, and its reservations end. Answers null when there was nothing to make (made
     * already — a delivery brought back is made again without taking twice — or its goods have no recipes).
     */
    async make(orderId: string, actorId: string | null, at: number, trx: Db, how: MakeHow = {}) {
      if (await repo.wasMade(orderId, trx)) return null;
      const reservations = await repo.reservationsOf(orderId, trx);
      if (reservations.length === 0) return null;
      const day = shopDate(at);
      const made: StemsMade = { taken: [], short: [] };
      // The stems locked in id order, as placing an order locks them: no booking reads a stem half made.
      for (const stemId of reservations.map((r) => r.stem_id).sort()) await repo.lockStem(stemId, trx);
      for (const reservation of reservations) {
        const taken = await takeStem(reservation.stem_id, reservation.quantity, day, at, trx);
        made.taken.push(...taken);
        const missing = reservation.quantity - taken.reduce((sum, t) => sum + t.quantity, 0);
        if (missing > 0) {
          made.short.push({
            stemId: reservation.stem_id,
            name: reservation.name,
            nameEn: reservation.name_en,
            unit: reservation.unit,
            missing,
          });
        }
      }
      // Refused unless the florist confirms: the cooler's count may be wrong, or the bouquet made with other stems.
      if (made.short.length > 0 && !how.anyway) throw stemsShort(made.short);
      await repo.insertMoves(
        made.taken.map((t) =>
          move(
            { batch_id: t.batchId, stem_id: t.stemId, kind: 'use', quantity: t.quantity, cost: t.cost },
            orderId,
            actorId,
            at,
          ),
        ),
        trx,
      );
      await repo.deleteReservations(orderId, trx);
      return made;
    },

    /**
     * A made order cancelled or refunded: what it still has of each batch goes back into the batch (`returned`), or is
     * written off as cancelled after making — a return and a write-off of the same units, so the batch's count stands
     * and the waste is recorded. Answers what it undid, or null for an order with nothing made (or undone already).
     */
    async unmake(orderId: string, how: { returned: boolean; actorId: string | null; at: number }, trx: Db) {
      const byBatch = new Map<string, StemsTaken>();
      for (const m of await repo.usesOf(orderId, trx)) {
        const kept = byBatch.get(m.batch_id) ?? { batchId: m.batch_id, stemId: m.stem_id, quantity: 0, cost: 0 };
        // 'use' moves are positive and 'return' ones negative: what is left is what the order still has.
        kept.quantity += m.quantity;
        kept.cost += m.cost;
        byBatch.set(m.batch_id, kept);
      }
      const held = [...byBatch.values()]
        .filter((k) => k.quantity > 0)
        .sort((a, b) => a.batchId.localeCompare(b.batchId));
      if (held.length === 0) return null;
      const { actorId, at } = how;
      const moves: CoolerMoveTable[] = [];
      for (const k of held) {
        const back = { batch_id: k.batchId, stem_id: k.stemId, kind: 'return' as const, quantity: -k.quantity };
        // A batch counted down since (stocktake) cannot take all back: those units are written off instead.
        if (how.returned && (await repo.putBack(k.batchId, k.quantity, at, trx))) {
          moves.push(move({ ...back, cost: -k.cost }, orderId, actorId, at));
        } else {
          const reason = 'cancelled_after_making';
          moves.push(move({ ...back, cost: -k.cost, note: reason }, orderId, actorId, at));
          moves.push(
            move(
              { batch_id: k.batchId, stem_id: k.stemId, kind: 'write_off', quantity: k.quantity, cost: k.cost, reason },
              orderId,
              actorId,
              at,
            ),
          );
        }
      }
      await repo.insertMoves(moves, trx);
      return { returned: how.returned, batches: held };
    },

    /** What the order's stems cost, in cents (used, less returned, plus written off); null when it used none. */
    stemCostOf: (orderId: string) => repo.costOf(orderId),
  };
}

export type StemMakingService = ReturnType<typeof stemMakingService>;
