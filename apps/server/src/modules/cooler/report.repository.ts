import { SHOP_UTC_OFFSET_MS } from '@ffe/shared/constants';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';

const DAY_MS = 86_400_000;

/** Counts and sums: PostgreSQL answers bigint and numeric as strings, the service makes numbers of them. */
export type Figure = number | string | null;

/** The shop's day (UTC+8) of a move, as whole days since 1970-01-01: an integer division on both databases. */
const shopDayOfMove = sql<Figure>`(cooler_moves.at + ${sql.lit(SHOP_UTC_OFFSET_MS)}) / ${sql.lit(DAY_MS)}`;

/** Waste moves: write-offs (a stocktake's shortfall among them), and a stocktake's surplus moved back (negative units). */
const WASTE_KINDS = ['write_off', 'stocktake'] as const;

/** An order the margins count: paid (a refunded one too), delivered on a date of the range. */
const PAID_STATUSES = ['paid', 'preparing', 'delivering', 'received', 'completed', 'refunding', 'refunded'] as const;

/** The cooler's reports: aggregate reads of batches, moves and orders, the same SQL on SQLite and PostgreSQL. */
export function reportRepository(db: Db) {
  const paidOrdersDelivered = (from: string, to: string) =>
    db
      .selectFrom('orders')
      .where('orders.paid_at', 'is not', null)
      .where('orders.status', 'in', PAID_STATUSES)
      // Margins count what was made: deliveries, not a subscription's purchase (decision 061).
      .where('orders.kind', '!=', 'subscription')
      .where('orders.delivery_date', '>=', from)
      .where('orders.delivery_date', '<=', to);

  return {
    /** Units and cost written off in [from, to), by stem, kind, reason and shop day. */
    wasteMoves: (from: number, to: number) =>
      db
        .selectFrom('cooler_moves')
        .select((eb) => [
          'cooler_moves.stem_id',
          'cooler_moves.kind',
          'cooler_moves.reason',
          shopDayOfMove.as('day'),
          eb.fn.sum<Figure>('cooler_moves.quantity').as('units'),
          eb.fn.sum<Figure>('cooler_moves.cost').as('cost'),
        ])
        .where('cooler_moves.kind', 'in', WASTE_KINDS)
        .where('cooler_moves.at', '>=', from)
        .where('cooler_moves.at', '<', to)
        .groupBy(['cooler_moves.stem_id', 'cooler_moves.kind', 'cooler_moves.reason', shopDayOfMove])
        .execute(),

    /** Units received from `from` to `to` (YYYY-MM-DD, both included), by stem and day received. */
    receivedUnits: (from: string, to: string) =>
      db
        .selectFrom('cooler_batches')
        .select((eb) => ['stem_id', 'received_on', eb.fn.sum<Figure>('quantity').as('units')])
        .where('status', '=', 'received')
        .where('received_on', '>=', from)
        .where('received_on', '<=', to)
        .groupBy(['stem_id', 'received_on'])
        .execute(),

    /** The stems named, archived ones too (their waste still counts). */
    stemsByIds: (ids: readonly string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('cooler_stems')
            .select(['id', 'name', 'name_en', 'variety', 'grade', 'unit'])
            .where('id', 'in', ids)
            .execute(),

    /** Paid orders delivered from `from` to `to`, with their money in cents. */
    paidOrders: (from: string, to: string) =>
      paidOrdersDelivered(from, to)
        .select([
          'orders.id',
          'orders.order_no',
          'orders.status',
          'orders.delivery_date',
          'orders.goods_amount',
          'orders.discount_amount',
          'orders.pay_amount',
          'orders.refunded_amount',
        ])
        .execute(),

    /** The lines of those orders. */
    linesOfPaidOrders: (from: string, to: string) =>
      paidOrdersDelivered(from, to)
        .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
        .select([
          'order_lines.order_id',
          'order_lines.goods_id',
          'order_lines.sku_id',
          'order_lines.name',
          'order_lines.name_en',
          'order_lines.quantity',
          'order_lines.amount',
          'order_lines.sort',
        ])
        .orderBy('order_lines.order_id')
        .orderBy('order_lines.sort')
        .execute(),

    /**
     * What making those orders cost, by order and stem, as the making service counts it: stems used, less stems given
     * back (a return always lowers the cost, whichever sign it was written with), plus stems written off for the order.
     */
    stemCostsOfPaidOrders: (from: string, to: string) =>
      paidOrdersDelivered(from, to)
        .innerJoin('cooler_moves', 'cooler_moves.order_id', 'orders.id')
        .select([
          'cooler_moves.order_id',
          'cooler_moves.stem_id',
          sql<Figure>`sum(case when cooler_moves.kind = 'return' then -abs(cooler_moves.cost) else cooler_moves.cost end)`.as(
            'cost',
          ),
        ])
        .where('cooler_moves.kind', 'in', ['use', 'return', 'write_off'])
        .groupBy(['cooler_moves.order_id', 'cooler_moves.stem_id'])
        .execute(),

    /** Every recipe line: which goods size takes how many units of which stem. */
    recipeUnits: () =>
      db
        .selectFrom('cooler_recipes')
        .innerJoin('cooler_recipe_lines', 'cooler_recipe_lines.recipe_id', 'cooler_recipes.id')
        .select(['cooler_recipes.goods_id', 'cooler_recipes.sku_key', 'cooler_recipe_lines.stem_id'])
        .select((eb) => eb.fn.sum<Figure>('cooler_recipe_lines.quantity').as('units'))
        .groupBy(['cooler_recipes.goods_id', 'cooler_recipes.sku_key', 'cooler_recipe_lines.stem_id'])
        .execute(),

    /**
     * Ordered batches due from `from` to `to` that can be judged by `today`: received ones, and ones still not received
     * after their date; a batch the shop cancelled, or one not due yet, is not counted. By supplier and stem.
     */
    deliveries: (from: string, to: string, today: string) =>
      db
        .selectFrom('cooler_batches')
        .leftJoin('cooler_suppliers', 'cooler_suppliers.id', 'cooler_batches.supplier_id')
        .innerJoin('cooler_stems', 'cooler_stems.id', 'cooler_batches.stem_id')
        .select((eb) => [
          'cooler_batches.supplier_id',
          'cooler_suppliers.name as supplier_name',
          'cooler_suppliers.name_en as supplier_name_en',
          'cooler_batches.stem_id',
          'cooler_stems.name as stem_name',
          'cooler_stems.name_en as stem_name_en',
          'cooler_stems.variety',
          'cooler_stems.grade',
          'cooler_stems.unit',
          eb.fn.countAll<number | string>().as('deliveries'),
          eb.fn.sum<Figure>('cooler_batches.ordered_quantity').as('ordered'),
          sql<Figure>`sum(case when cooler_batches.status = 'received' then cooler_batches.quantity else 0 end)`.as(
            'received',
          ),
          sql<Figure>`sum(case when cooler_batches.status = 'ordered' or cooler_batches.received_on > cooler_batches.expected_on then 1 else 0 end)`.as(
            'late',
          ),
        ])
        .where('cooler_batches.ordered_quantity', 'is not', null)
        .where('cooler_batches.expected_on', '>=', from)
        .where('cooler_batches.expected_on', '<=', to)
        .where((eb) =>
          eb.or([
            eb('cooler_batches.status', '=', 'received'),
            eb.and([eb('cooler_batches.status', '=', 'ordered'), eb('cooler_batches.expected_on', '<', today)]),
          ]),
        )
        .groupBy([
          'cooler_batches.supplier_id',
          'cooler_suppliers.name',
          'cooler_suppliers.name_en',
          'cooler_batches.stem_id',
          'cooler_stems.name',
          'cooler_stems.name_en',
          'cooler_stems.variety',
          'cooler_stems.grade',
          'cooler_stems.unit',
        ])
        .execute(),
  };
}

export type ReportRepository = ReturnType<typeof reportRepository>;
