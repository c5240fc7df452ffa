import { SHOP_UTC_OFFSET_MS } from '@ffe/shared/constants';
import {
  COOLER_MARGIN_ORDERS_MAX,
  type CoolerMarginGoods,
  type CoolerMarginOrder,
  type CoolerMarginReport,
  type CoolerReportWeeks,
  type CoolerSupplierReport,
  type CoolerSupplierRow,
  type CoolerWasteReport,
  type CoolerWasteStem,
} from '@ffe/shared/contracts/cooler-reports';
import { type CoolerWasteReason, coolerWasteReasons } from '@ffe/shared/domain/cooler-waste';
import {
  dateOfDay,
  dayNumber,
  isoWeekOfDay,
  mondayOfIsoWeek,
  shopDayOf,
  weeksBetween,
} from '@ffe/shared/domain/cooler-weeks';
import { hasPermission } from '@ffe/shared/domain/staff-roles';
import type { Figure, ReportRepository } from './report.repository';
import { addMargins, attributeOrder, type MarginFigures, marginOf, orderRevenue, sharePercent } from './report-figures';

const DAY_MS = 86_400_000;

const num = (value: Figure) => Number(value ?? 0);

/** The first moment of a shop day (UTC+8). */
const startOfShopDay = (day: number) => day * DAY_MS - SHOP_UTC_OFFSET_MS;

/** The days of a range of weeks: its first Monday and last Sunday as day numbers. */
function daysOf({ fromWeek, toWeek }: CoolerReportWeeks) {
  const first = dayNumber(mondayOfIsoWeek(fromWeek) ?? '');
  const last = dayNumber(mondayOfIsoWeek(toWeek) ?? '') + 6;
  return { first, last, from: dateOfDay(first), to: dateOfDay(last) };
}

/** A reason as the report names it: a stocktake difference is `stocktake`, a write-off without one `other`. */
function reasonOf(kind: string, reason: string | null): CoolerWasteReason {
  if (kind === 'stocktake') return 'stocktake';
  return (coolerWasteReasons as readonly string[]).includes(reason ?? '') ? (reason as CoolerWasteReason) : 'other';
}

/** Waste tallies of one week, one stem or the whole range. */
class WasteTally {
  wasted = 0;
  received = 0;
  cost = 0;
  readonly reasons = new Map<CoolerWasteReason, { units: number; cost: number }>();

  addWaste(reason: CoolerWasteReason, units: number, cost: number) {
    this.wasted += units;
    this.cost += cost;
    const tally = this.reasons.get(reason) ?? { units: 0, cost: 0 };
    tally.units += units;
    tally.cost += cost;
    this.reasons.set(reason, tally);
  }

  /**
   * The figures, the share being units written off over units received in the same span (stems received that week,
   * whenever they were bought): the figure florists track.
   */
  figures(withCosts: boolean) {
    return {
      wasted: this.wasted,
      received: this.received,
      sharePercent: sharePercent(this.wasted, this.received),
      costCents: withCosts ? this.cost : null,
      byReason: coolerWasteReasons
        .filter((reason) => this.reasons.has(reason))
        .map((reason) => {
          const tally = this.reasons.get(reason) ?? { units: 0, cost: 0 };
          return { reason, units: tally.units, costCents: withCosts ? tally.cost : null };
        }),
    };
  }
}

export interface ReportServiceDeps {
  repo: ReportRepository;
  now?: () => number;
}

/** The cooler's reports (issue 44, PRODUCT.md#cooler-reports), each read over a range of ISO weeks in shop time. */
export function reportService({ repo, now = Date.now }: ReportServiceDeps) {
  return {
    /** Waste by week, by stem and by reason; costs only for a caller holding `cooler.costs`. */
    async waste(range: CoolerReportWeeks, permissions: readonly string[]): Promise<CoolerWasteReport> {
      const withCosts = hasPermission(permissions, 'cooler.costs');
      const { first, last, from, to } = daysOf(range);
      const [moves, receipts] = await Promise.all([
        repo.wasteMoves(startOfShopDay(first), startOfShopDay(last + 1)),
        repo.receivedUnits(from, to),
      ]);
      const weeks = new Map(weeksBetween(range.fromWeek, range.toWeek).map((week) => [week, new WasteTally()]));
      const stems = new Map<string, WasteTally>();
      const total = new WasteTally();
      const stemTally = (id: string) => stems.get(id) ?? stems.set(id, new WasteTally()).get(id) ?? new WasteTally();
      for (const move of moves) {
        const reason = reasonOf(move.kind, move.reason);
        const [units, cost] = [num(move.units), num(move.cost)];
        for (const tally of [weeks.get(isoWeekOfDay(num(move.day))), stemTally(move.stem_id), total])
          tally?.addWaste(reason, units, cost);
      }
      for (const receipt of receipts) {
        const units = num(receipt.units);
        const week = weeks.get(isoWeekOfDay(dayNumber(receipt.received_on ?? '')));
        for (const tally of [week, stemTally(receipt.stem_id), total]) if (tally) tally.received += units;
      }
      const named = new Map((await repo.stemsByIds([...stems.keys()])).map((stem) => [stem.id, stem]));
      const stemRows: CoolerWasteStem[] = [...stems].map(([stemId, tally]) => ({
        stemId,
        name: named.get(stemId)?.name ?? stemId,
        nameEn: named.get(stemId)?.name_en ?? null,
        variety: named.get(stemId)?.variety ?? '',
        grade: named.get(stemId)?.grade ?? '',
        unit: named.get(stemId)?.unit ?? 'stem',
        ...tally.figures(withCosts),
      }));
      stemRows.sort(
        (a, b) => b.wasted - a.wasted || (b.sharePercent ?? 0) - (a.sharePercent ?? 0) || a.name.localeCompare(b.name),
      );
      return {
        withCosts,
        weeks: [...weeks].map(([week, tally]) => {
          const monday = dayNumber(mondayOfIsoWeek(week) ?? '');
          return { week, from: dateOfDay(monday), to: dateOfDay(monday + 6), ...tally.figures(withCosts) };
        }),
        stems: stemRows,
        total: total.figures(withCosts),
      };
    },

    /**
     * Cost of goods and margin of paid orders delivered in the range: per order, per day (by delivery date) and per
     * goods (each order's stem cost shared over its lines by their recipes, `attributeOrder`). Orders refunded or being
     * refunded are apart: their stems were bought for nothing.
     */
    async margins(range: CoolerReportWeeks): Promise<CoolerMarginReport> {
      const { first, last, from, to } = daysOf(range);
      const [orders, lines, costs, recipes] = await Promise.all([
        repo.paidOrders(from, to),
        repo.linesOfPaidOrders(from, to),
        repo.stemCostsOfPaidOrders(from, to),
        repo.recipeUnits(),
      ]);
      const units = new Map(recipes.map((r) => [`${r.goods_id}|${r.sku_key}|${r.stem_id}`, num(r.units)]));
      const recipeUnits = (goodsId: string, skuKey: string, stemId: string) =>
        units.get(`${goodsId}|${skuKey}|${stemId}`) ?? 0;
      const linesOf = groupBy(lines, (line) => line.order_id);
      const costsOf = groupBy(costs, (cost) => cost.order_id ?? '');

      const days = new Map<string, MarginFigures[]>();
      for (let day = first; day <= last; day++) days.set(dateOfDay(day), []);
      const goods = new Map<
        string,
        { name: string; nameEn: string | null; quantity: number; unattributed: number; figures: MarginFigures[] }
      >();
      const kept: CoolerMarginOrder[] = [];
      const refunded: CoolerMarginOrder[] = [];
      for (const order of orders) {
        // A paid order the florist has not started has no stem cost yet: its margin would read 100 %.
        if (order.status === 'paid' && !costsOf.has(order.id)) continue;
        const isRefunded = order.status === 'refunded' || order.status === 'refunding';
        const revenueCents = isRefunded
          ? 0
          : orderRevenue({
              goodsCents: num(order.goods_amount),
              discountCents: num(order.discount_amount),
              refundedCents: num(order.refunded_amount),
            });
        const stemCosts = new Map((costsOf.get(order.id) ?? []).map((c) => [c.stem_id, num(c.cost)]));
        const stemCostCents = [...stemCosts.values()].reduce((a, b) => a + b, 0);
        const orderLines = linesOf.get(order.id) ?? [];
        const row: CoolerMarginOrder = {
          orderId: order.id,
          orderNo: order.order_no,
          deliveryDate: order.delivery_date,
          status: order.status,
          goods: orderLines.map((line) => line.name),
          goodsEn: orderLines.map((line) => line.name_en ?? line.name),
          paidCents: num(order.pay_amount),
          refundedCents: num(order.refunded_amount),
          ...marginOfOrder(revenueCents, stemCostCents),
        };
        if (isRefunded) {
          refunded.push(row);
          continue;
        }
        kept.push(row);
        days.get(order.delivery_date)?.push(marginOf(1, revenueCents, stemCostCents));
        const attributed = orderLines.map((line) => ({
          goodsId: line.goods_id,
          skuKey: line.sku_id ?? '',
          quantity: num(line.quantity),
          amountCents: num(line.amount),
        }));
        attributeOrder(attributed, revenueCents, stemCosts, recipeUnits).forEach((share, i) => {
          const line = orderLines[i];
          if (!line) return;
          const entry = goods.get(line.goods_id) ?? {
            name: line.name,
            nameEn: line.name_en ?? null,
            quantity: 0,
            unattributed: 0,
            figures: [],
          };
          entry.quantity += num(line.quantity);
          entry.unattributed += share.unattributedCents;
          entry.figures.push(marginOf(1, share.revenueCents, share.stemCostCents));
          goods.set(line.goods_id, entry);
        });
      }
      const goodsRows: CoolerMarginGoods[] = [...goods].map(([goodsId, entry]) => ({
        goodsId,
        name: entry.name,
        nameEn: entry.nameEn,
        quantity: entry.quantity,
        unattributedCents: entry.unattributed,
        ...addMargins(entry.figures),
      }));
      goodsRows.sort((a, b) => b.marginCents - a.marginCents || a.goodsId.localeCompare(b.goodsId));
      const newestFirst = (a: CoolerMarginOrder, b: CoolerMarginOrder) =>
        b.deliveryDate.localeCompare(a.deliveryDate) || b.orderNo.localeCompare(a.orderNo);
      kept.sort(newestFirst);
      refunded.sort(newestFirst);
      const figuresOf = (rows: readonly CoolerMarginOrder[]) =>
        addMargins(rows.map((o) => marginOf(1, o.revenueCents, o.stemCostCents)));
      return {
        days: [...days].map(([date, figures]) => ({ date, ...addMargins(figures) })),
        goods: goodsRows,
        orders: kept.slice(0, COOLER_MARGIN_ORDERS_MAX),
        ordersTotal: kept.length,
        refunded: refunded.slice(0, COOLER_MARGIN_ORDERS_MAX),
        total: figuresOf(kept),
        refundedTotal: figuresOf(refunded),
      };
    },

    /** Suppliers' deliveries against what was ordered, for ordered batches due in the range and due by today. */
    async suppliers(range: CoolerReportWeeks): Promise<CoolerSupplierReport> {
      const { from, to } = daysOf(range);
      const rows = await repo.deliveries(from, to, dateOfDay(shopDayOf(now())));
      const bySupplier = new Map<string, CoolerSupplierRow>();
      const supply = (deliveries: number, ordered: number, received: number, late: number) => ({
        deliveries,
        ordered,
        received,
        fillPercent: sharePercent(received, ordered),
        late,
      });
      for (const row of rows) {
        const key = row.supplier_id ?? '';
        const supplier =
          bySupplier.get(key) ??
          ({
            supplierId: row.supplier_id,
            name: row.supplier_name,
            nameEn: row.supplier_name_en,
            ...supply(0, 0, 0, 0),
            stems: [],
          } satisfies CoolerSupplierRow);
        const figures = supply(num(row.deliveries), num(row.ordered), num(row.received), num(row.late));
        supplier.stems.push({
          stemId: row.stem_id,
          name: row.stem_name,
          nameEn: row.stem_name_en,
          variety: row.variety,
          grade: row.grade,
          unit: row.unit,
          ...figures,
        });
        Object.assign(
          supplier,
          supply(
            supplier.deliveries + figures.deliveries,
            supplier.ordered + figures.ordered,
            supplier.received + figures.received,
            supplier.late + figures.late,
          ),
        );
        bySupplier.set(key, supplier);
      }
      const suppliers = [...bySupplier.values()];
      for (const supplier of suppliers) supplier.stems.sort((a, b) => a.name.localeCompare(b.name));
      // The suppliers that filled least first: those are the ones to talk to.
      suppliers.sort(
        (a, b) => (a.fillPercent ?? 100) - (b.fillPercent ?? 100) || (a.name ?? '').localeCompare(b.name ?? ''),
      );
      const sum = (pick: (s: CoolerSupplierRow) => number) => suppliers.reduce((a, s) => a + pick(s), 0);
      return {
        suppliers,
        total: supply(
          sum((s) => s.deliveries),
          sum((s) => s.ordered),
          sum((s) => s.received),
          sum((s) => s.late),
        ),
      };
    },
  };
}

/** Rows by a key, each group in the rows' order (Node 20 has no `Map.groupBy`). */
function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** An order's margin figures without its count. */
function marginOfOrder(revenueCents: number, stemCostCents: number) {
  const { orders: _orders, ...figures } = marginOf(1, revenueCents, stemCostCents);
  return figures;
}

export type ReportService = ReturnType<typeof reportService>;
