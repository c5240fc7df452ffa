import { ORDER_EXPORT_MAX_ROWS } from '@ffe/shared/constants';
import type {
  AdminOrder,
  AdminOrderCounts,
  AdminOrderList,
  DaySheet,
  exportAdminOrders,
  listAdminOrders,
  MyDeliveries,
} from '@ffe/shared/contracts/admin-orders';
import type { Order, OrderRefund } from '@ffe/shared/contracts/order';
import { type DeliveryRules, shopDate } from '@ffe/shared/domain/delivery-rules';
import { orderStatuses } from '@ffe/shared/domain/order-state';
import { hasPermission } from '@ffe/shared/domain/staff-roles';
import type { z } from 'zod';
import type { Db } from '../../db/connect';
import { notFound } from '../../platform/errors';
import { TtlCache } from '../../platform/ttl-cache';
import {
  linesByOrder,
  marginOf,
  moneyOf,
  toAdminOrder,
  toAdminOrderRow,
  toCourierDelivery,
  toDaySheetOrder,
} from './admin-order.mapper';
import type { AdminOrderRepository, ListedOrderRow, WorkbenchFilter } from './admin-order.repository';
import { productionOf } from './day-sheet-production';
import type { OrderRepository, OrderRow } from './order.repository';
import { ordersCsv } from './order-csv';

/** The staff member making a call: who, from where, and what their token allows. */
export interface StaffActor {
  id: string;
  ip: string;
  permissions: readonly string[];
}

/** A courier (deliveries.own without orders.read) sees only the deliveries dispatched to them. */
export const seesOwnDeliveriesOnly = (actor: StaffActor) => !hasPermission(actor.permissions, 'orders.read');

/** A delivery slot of the day, as the calendar names it. */
export interface DaySlot {
  id: string;
  start: string;
  end: string;
}

export interface AdminOrderServiceDeps {
  repo: AdminOrderRepository;
  orderRepo: Pick<OrderRepository, 'findById'>;
  orders: { anyOrder(id: string): Promise<Order>; asOrders(rows: readonly OrderRow[]): Promise<Order[]> };
  refunds: { listOf(orderId: string): Promise<OrderRefund[]> };
  /** The day's slots in their order (the delivery settings). */
  slots: () => Promise<readonly DaySlot[]>;
  /** The delivery settings now: their zones name the workbench's districts, and whether a delivery needs a photo. */
  rules: () => Promise<DeliveryRules>;
  /** What an order's stems cost in cents (the cooler), null when it used none; shown to staff with cooler.costs. */
  stemCost?: (orderId: string) => Promise<number | null>;
  /** The database's change stamp (SQLite): the list's reads are then kept while nothing was written anywhere. */
  changes?: (() => string) | undefined;
  now?: () => number;
}

/** How long the list's reads are kept at most, even with nothing written. */
const LIST_READS_KEPT_MS = 1_000;

type ListInput = z.output<typeof listAdminOrders.request>;

/** What one list call reads: its page, the tabs' counts, and the page's lines. */
interface ListReads {
  rows: ListedOrderRow[];
  byStatus: Map<string, number>;
  lines: ReturnType<typeof linesByOrder>;
}
type FilterInput = z.output<typeof exportAdminOrders.request>;

/** How far back the districts orders went to are offered to the workbench's filter, beside the zones'. */
const DISTRICTS_FROM_DAYS = -90;

/** A slot named by its hours, or by its id when it is no longer offered. */
const labeller = (slots: readonly DaySlot[]) => (id: string) => {
  const slot = slots.find((s) => s.id === id);
  return slot ? `${slot.start}-${slot.end}` : id;
};

const sumOf = (values: Iterable<number>) => {
  let sum = 0;
  for (const value of values) sum += value;
  return sum;
};

/** The orders workbench's reads (issue 13): the day's list with its tabs, an order in full, the day sheet, the export. */
export function adminOrderService(deps: AdminOrderServiceDeps) {
  const { repo } = deps;
  const now = deps.now ?? Date.now;
  // What the list reads (not its answer, which says which orders were paid in the last minutes as of each call).
  const listReads = new TtlCache<ListReads>(deps.changes ? LIST_READS_KEPT_MS : 0, {
    maxEntries: 256,
    stampOf: deps.changes,
  });

  /** Today in the shop's time unless a date is named; a keyword alone searches every day. */
  function filterOf(actor: StaffActor, input: FilterInput): WorkbenchFilter {
    const deliveryDate =
      input.deliveryDate === undefined ? (input.keyword === undefined ? shopDate(now()) : null) : input.deliveryDate;
    return {
      deliveryDate,
      slot: input.slot,
      status: input.status,
      district: input.district,
      keyword: input.keyword,
      paidSince: input.paidSince,
      ...(seesOwnDeliveriesOnly(actor) ? { courierId: actor.id } : {}),
    };
  }

  /** The order, when the actor may see it: another courier's delivery answers 404 as a missing order does. */
  async function visibleOrNotFound(actor: StaffActor, id: string, trx?: Db): Promise<OrderRow> {
    const order = await deps.orderRepo.findById(id, trx);
    if (!order || (seesOwnDeliveriesOnly(actor) && order.courier_user_id !== actor.id)) throw notFound('order');
    return order;
  }

  /** The export's rows: the workbench's, with each order's money lines. */
  async function exportedRows(orders: readonly ListedOrderRow[]) {
    const lines = linesByOrder(await repo.lineSummaries(orders.map((o) => o.id)));
    const at = now();
    return orders.map((o) => ({ ...toAdminOrderRow(o, lines.get(o.id) ?? [], at), money: moneyOf(o) }));
  }

  function asRows(orders: readonly ListedOrderRow[], lines: ReturnType<typeof linesByOrder>) {
    const at = now();
    return orders.map((order) => toAdminOrderRow(order, lines.get(order.id) ?? [], at));
  }

  async function readList(filter: WorkbenchFilter, input: ListInput): Promise<ListReads> {
    const [rows, byStatus] = await Promise.all([
      repo.page(filter, input.sort, input.page, input.pageSize),
      repo.countsByStatus(filter),
    ]);
    return { rows, byStatus, lines: linesByOrder(await repo.lineSummaries(rows.map((o) => o.id))) };
  }

  return {
    visibleOrNotFound,

    async list(actor: StaffActor, input: ListInput): Promise<AdminOrderList> {
      const filter = filterOf(actor, input);
      const key = JSON.stringify([filter, input.sort, input.page, input.pageSize]);
      const { rows, byStatus, lines } = await listReads.getOrLoad(key, () => readList(filter, input));
      const counts = { all: 0 } as AdminOrderCounts;
      for (const status of orderStatuses) {
        counts[status] = byStatus.get(status) ?? 0;
        counts.all += counts[status];
      }
      // The tabs count what the filter selects but its state, so the total is the named state's tab, or all of them.
      const total = input.status === undefined ? sumOf(byStatus.values()) : (byStatus.get(input.status) ?? 0);
      return { list: asRows(rows, lines), total, counts };
    },

    async detail(actor: StaffActor, id: string): Promise<AdminOrder> {
      const order = await visibleOrNotFound(actor, id);
      const [base, events, refunds, afterSales, customer] = await Promise.all([
        deps.orders.anyOrder(id),
        repo.eventsWithActors(id),
        deps.refunds.listOf(id),
        repo.afterSalesOf(id),
        repo.customerOf(order.user_id),
      ]);
      const answer = toAdminOrder(base, order, { events, refunds, afterSales, customer }, now());
      if (!deps.stemCost || !hasPermission(actor.permissions, 'cooler.costs')) return answer;
      return { ...answer, ...marginOf(order, await deps.stemCost(id)) };
    },

    /** Every slot of the day in its order, each with its orders and what to make for them, and the day's total. */
    async daySheet(date: string): Promise<DaySheet> {
      const [orders, slots] = await Promise.all([repo.daySheet(date), deps.slots()]);
      const lines = linesByOrder(await repo.lineSummaries(orders.map((o) => o.id)));
      const groups = slots.map((slot) => ({
        slot: slot.id,
        start: slot.start,
        end: slot.end,
        orders: [] as DaySheet['slots'][number]['orders'],
      }));
      // A slot no longer offered still shows its orders, after the offered ones.
      for (const order of orders) {
        let group = groups.find((g) => g.slot === order.delivery_slot);
        if (!group) {
          group = { slot: order.delivery_slot, start: '', end: '', orders: [] };
          groups.push(group);
        }
        group.orders.push(toDaySheetOrder(order, lines.get(order.id) ?? []));
      }
      return {
        date,
        slots: groups.map((g) => ({ ...g, production: productionOf(g.orders.flatMap((o) => o.lines)) })),
        production: productionOf(orders.flatMap((o) => lines.get(o.id) ?? [])),
      };
    },

    /** The districts to filter by: the zones' and those orders went to lately, each once, in the shop's order. */
    async districts(): Promise<string[]> {
      const [rules, used] = await Promise.all([deps.rules(), repo.districtsFrom(shopDate(now(), DISTRICTS_FROM_DAYS))]);
      const all = new Set([...rules.zones.map((z) => z.district), ...used]);
      return [...all].sort((a, b) => a.localeCompare(b, 'zh-CN'));
    },

    /** The courier's own deliveries of the day (today unless named), by the slots' hours. */
    async myDeliveries(actor: StaffActor, date: string | undefined): Promise<MyDeliveries> {
      const day = date ?? shopDate(now());
      const [rows, slots, rules] = await Promise.all([repo.courierDay(actor.id, day), deps.slots(), deps.rules()]);
      const lines = linesByOrder(await repo.lineSummaries(rows.map((o) => o.id)));
      const rank = (id: string) => {
        const i = slots.findIndex((s) => s.id === id);
        return i < 0 ? slots.length : i;
      };
      const ordered = [...rows].sort((a, b) => rank(a.delivery_slot) - rank(b.delivery_slot));
      const label = labeller(slots);
      return {
        date: day,
        photoRequired: rules.deliveredPhotoRequired ?? true,
        deliveries: ordered.map((o) => toCourierDelivery(o, lines.get(o.id) ?? [], label)),
      };
    },

    /** The filtered list as a CSV file named by the day it was made. */
    async exportCsv(actor: StaffActor, input: FilterInput): Promise<{ filename: string; body: string }> {
      const [orders, slots] = await Promise.all([
        repo.all(filterOf(actor, input), input.sort, ORDER_EXPORT_MAX_ROWS),
        deps.slots(),
      ]);
      const label = labeller(slots);
      return { filename: `orders-${shopDate(now())}.csv`, body: ordersCsv(await exportedRows(orders), label) };
    },

    /** The courier accounts an order may be dispatched to. */
    async couriers() {
      return (await repo.couriers()).map((c) => ({ id: c.user_id, displayName: c.display_name, phone: c.phone }));
    },

    /** The old staff list (`/api/mall/staff/order/list`): every member's orders, newest first, as their owners read them. */
    async legacyList(input: {
      status?: Order['status'] | undefined;
      keyword?: string | undefined;
      page: number;
      pageSize: number;
    }) {
      const { rows, total } = await repo.pageAll(input, input.page, input.pageSize);
      return { list: await deps.orders.asOrders(rows), total };
    },
  };
}

export type AdminOrderService = ReturnType<typeof adminOrderService>;
