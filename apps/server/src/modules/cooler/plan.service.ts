import type { DayPlan, PlanMakeItem, PlanStem } from '@ffe/shared/contracts/cooler-plan';
import { type OrderStatus, workroomStates } from '@ffe/shared/domain/order-state';
import { hasPermission } from '@ffe/shared/domain/staff-roles';
import { buyingList } from './buying-list';
import { freeOn, type StemDemand, type StemLot } from './cooler-ledger';
import type { PlanRepository } from './plan.repository';
import { dayPlanCsv } from './plan-csv';

/** What the day plan reads of an order: its state and whether the florist has started it. */
interface DayOrder {
  status: OrderStatus;
  preparing_at: number | null;
}

/**
 * Whether the workroom still has to make an order: paid, or paid and now waiting on a refund asked before the florist
 * started (it goes back to paid if the refund is refused, so its stems stay planned). Orders being made or sent already
 * took their stems out of the batches, so they need none.
 */
export function stillToMake(order: DayOrder): boolean {
  return order.status === 'paid' || (order.status === 'refunding' && order.preparing_at === null);
}

const byName = (a: string, b: string) => a.localeCompare(b, 'zh-CN');

/** The day plan (issue 44): what to make, the stems it takes against what the cooler will hold, and what to buy. */
export function planService({ repo }: { repo: PlanRepository }) {
  async function plan(date: string, slot: string | undefined, permissions: readonly string[]): Promise<DayPlan> {
    const costsShown = hasPermission(permissions, 'cooler.costs');
    const dayOrders = await repo.ordersOfDay(date, workroomStates);
    const slots = [...new Set(dayOrders.map((o) => o.delivery_slot))].sort();
    const inSlot = slot ? dayOrders.filter((o) => o.delivery_slot === slot) : dayOrders;
    const toMake = inSlot.filter(stillToMake);
    const lines = await repo.linesOf(toMake.map((o) => o.id));

    const recipes = new Map<string, Array<{ stemId: string; quantity: number }>>();
    for (const row of await repo.recipeLinesOf([...new Set(lines.map((l) => l.goods_id))])) {
      const key = `${row.goods_id}~${row.sku_key}`;
      const held = recipes.get(key) ?? [];
      if (row.stem_id !== null && row.quantity !== null) held.push({ stemId: row.stem_id, quantity: row.quantity });
      recipes.set(key, held);
    }

    const make = new Map<string, PlanMakeItem>();
    const needed = new Map<string, number>();
    for (const line of lines) {
      const recipe = recipes.get(`${line.goods_id}~${line.sku_id ?? ''}`);
      for (const part of recipe ?? []) {
        needed.set(part.stemId, (needed.get(part.stemId) ?? 0) + part.quantity * line.quantity);
      }
      const key = JSON.stringify([line.is_add_on, line.goods_id, line.sku_id]);
      const item = make.get(key);
      if (item) item.quantity += line.quantity;
      else
        make.set(key, {
          goodsId: line.goods_id,
          skuId: line.sku_id,
          name: line.name,
          nameEn: line.name_en ?? null,
          skuName: line.sku_name,
          skuNameEn: line.sku_name_en ?? null,
          addOn: line.is_add_on === 1,
          quantity: line.quantity,
          hasRecipe: recipe !== undefined,
        });
    }

    const stemIds = [...needed.keys()];
    const [stemRows, batches, reserved, prices] = await Promise.all([
      repo.stems(stemIds),
      repo.openBatches(stemIds),
      repo.reservationsBefore(stemIds, date),
      repo.pricesOf(stemIds),
    ]);
    const lotsOf = new Map<string, StemLot[]>();
    for (const batch of batches) {
      // A received batch serves what is left of it from its arrival; an ordered one, all it brings, from its expected day.
      const lot: StemLot =
        batch.status === 'received'
          ? { id: batch.id, from: batch.received_on ?? '', useBy: batch.use_by, units: batch.left_quantity }
          : { id: batch.id, from: batch.expected_on ?? batch.use_by, useBy: batch.use_by, units: batch.quantity };
      lotsOf.set(batch.stem_id, [...(lotsOf.get(batch.stem_id) ?? []), lot]);
    }
    const earlierOf = new Map<string, StemDemand[]>();
    for (const row of reserved) {
      const demand = { date: row.delivery_date, units: Number(row.units) };
      earlierOf.set(row.stem_id, [...(earlierOf.get(row.stem_id) ?? []), demand]);
    }

    const stems: PlanStem[] = stemRows.map((stem) => {
      const need = needed.get(stem.id) ?? 0;
      // What the cooler will hold on the day: units of lots usable that day (arrived, not past use-by) left after the
      // reservations of earlier days are served, soonest use-by first (decision 060).
      const available = freeOn(lotsOf.get(stem.id) ?? [], earlierOf.get(stem.id) ?? [], date);
      return {
        stemId: stem.id,
        kind: stem.kind,
        name: stem.name,
        nameEn: stem.name_en,
        variety: stem.variety,
        grade: stem.grade,
        unit: stem.unit,
        bunchSize: stem.bunch_size,
        needed: need,
        available,
        short: Math.max(0, need - available),
      };
    });
    stems.sort((a, b) => a.kind.localeCompare(b.kind) || byName(a.name, b.name) || a.stemId.localeCompare(b.stemId));

    const groups = buyingList(
      stems,
      prices.map((p) => ({
        stemId: p.stem_id,
        supplierId: p.supplier_id,
        supplierName: p.name,
        supplierNameEn: p.name_en,
        bunchPrice: p.bunch_price,
      })),
    );
    const buying = groups.map((group) => ({
      supplierId: group.supplierId,
      name: group.name,
      nameEn: group.nameEn,
      totalCents: costsShown ? group.total : null,
      lines: group.lines.map((line) => ({
        stemId: line.stemId,
        name: line.name,
        nameEn: line.nameEn,
        unit: line.unit,
        short: line.short,
        bunchSize: line.bunchSize,
        bunches: line.bunches,
        units: line.units,
        bunchPriceCents: costsShown ? line.bunchPrice : null,
        costCents: costsShown ? line.cost : null,
      })),
    }));

    return {
      date,
      slot: slot ?? null,
      slots,
      orders: { toMake: toMake.length, started: inSlot.length - toMake.length },
      make: [...make.values()].sort(
        (a, b) =>
          Number(a.addOn) - Number(b.addOn) || byName(a.name, b.name) || byName(a.skuName ?? '', b.skuName ?? ''),
      ),
      stems,
      buying,
      totalCents: costsShown ? groups.reduce((sum, g) => sum + (g.total ?? 0), 0) : null,
      costsShown,
    };
  }

  return {
    plan,

    /** The plan's stems and buying list as a CSV file named by its day (and slot). */
    async csv(date: string, slot: string | undefined, permissions: readonly string[]) {
      const day = await plan(date, slot, permissions);
      return { filename: `day-plan-${date}${slot ? `-${slot}` : ''}.csv`, body: dayPlanCsv(day) };
    },
  };
}

export type PlanService = ReturnType<typeof planService>;
