import crypto from 'node:crypto';
import type { AdminOrder, BulkOutcome, CourierChoice } from '@ffe/shared/contracts/admin-orders';
import type { AuditAction } from '@ffe/shared/domain/audit';
import { toYuan } from '@ffe/shared/domain/money';
import { type OrderStatus, undeliveredStates } from '@ffe/shared/domain/order-state';
import { fieldProblem } from '@ffe/shared/field-problems';
import type { Db } from '../../db/connect';
import type { OrderTable } from '../../db/schema';
import { AppError, conflict, invalidParam } from '../../platform/errors';
import type { AuditRepository } from '../platform';
import type { UploadService } from '../uploads/uploads.module';
import type { AdminOrderRepository } from './admin-order.repository';
import type { AdminOrderService, StaffActor } from './admin-order.service';
import type { OrderRepository, OrderRow } from './order.repository';
import type { OrderService } from './order.service';
import type { OrderMove, OrderNotices } from './order-notices';
import type { OrderRefunds, OrderStems } from './order-ports';
import { refusePurchase, refuseSubscriptionOrder } from './subscription-order-refusals';

export interface OrderWorkbenchDeps {
  orderRepo: Pick<OrderRepository, 'findById' | 'moveStatus' | 'insertEvent' | 'transaction'>;
  orders: Pick<OrderService, 'refundUndelivered' | 'cancelUnpaidWithin'>;
  couriers: Pick<AdminOrderRepository, 'courier'>;
  reads: Pick<AdminOrderService, 'visibleOrNotFound' | 'detail'>;
  audit: AuditRepository;
  refunds: Pick<OrderRefunds, 'workNow'>;
  pictures: Pick<UploadService, 'ownPicturePath'>;
  notices: OrderNotices;
  /** The cooler: making an order takes its stems from the batches. */
  stems: Pick<OrderStems, 'make'>;
  /** Whether the shop's settings ask a photo of every delivery (delivery settings, `deliveredPhotoRequired`). */
  photoRequired: () => Promise<boolean>;
  now?: () => number;
}

/** Who takes the flowers: a courier account, or a name and phone staff typed (no account then). */
interface Courier {
  userId: string | null;
  name: string;
  phone: string;
}

/** One move along the state table, as staff make it. */
interface StaffMove {
  from: readonly OrderStatus[];
  to: OrderStatus;
  /** What the order cannot do when it is elsewhere: 'start preparing'. */
  what: string;
  /** The audit log's action. */
  action: AuditAction;
  fields: (at: number) => Partial<Omit<OrderTable, 'id' | 'status'>>;
  /** More of the audit entry's `after` than the new state. */
  after?: object;
  notice: OrderMove;
  /** More work in the move's transaction after the order moved (making it from the cooler); throwing undoes the move. */
  within?: (trx: Db, at: number) => Promise<void>;
}

const cannot = (order: OrderRow, what: string) =>
  conflict('ORDER_STATUS_CONFLICT', `Order ${order.order_no} is ${order.status}: it cannot ${what}`);

/**
 * The staff's moves of the orders workbench (issue 13). Each move is one conditional update from the state it read
 * (WHERE status = expected), its timeline step naming the staff member and its audit entry, in one transaction: a move
 * that fails writes none of them. The customer is told after the commit, only of a move that happened.
 */
export function orderWorkbenchService(deps: OrderWorkbenchDeps) {
  const { orderRepo, audit } = deps;
  const now = deps.now ?? Date.now;

  const auditActor = (actor: StaffActor) => ({ id: actor.id, ip: actor.ip });

  /** The order as the move left it, told to the customer. */
  async function told(id: string, notice: OrderMove): Promise<void> {
    const row = await orderRepo.findById(id);
    if (row) await deps.notices.tell(notice, row);
  }

  async function moveOne(actor: StaffActor, id: string, move: StaffMove): Promise<void> {
    const order = await deps.reads.visibleOrNotFound(actor, id);
    if (!move.from.includes(order.status)) throw cannot(order, move.what);
    refusePurchase(order, move.what);
    const moved = await orderRepo.transaction(async (trx) => {
      const at = now();
      if (!(await orderRepo.moveStatus(id, [order.status], move.to, move.fields(at), at, trx))) return false;
      await orderRepo.insertEvent(
        { id: crypto.randomUUID(), order_id: id, status: move.to, by: 'staff', actor_id: actor.id, at },
        trx,
      );
      await audit.record(trx, {
        actor: auditActor(actor),
        area: 'orders',
        action: move.action,
        record: { type: 'order', id },
        before: { status: order.status },
        after: { status: move.to, ...move.after },
      });
      await move.within?.(trx, at);
      return true;
    });
    // Another move came first: say where the order is now.
    if (!moved) throw cannot((await orderRepo.findById(id)) ?? order, move.what);
    await told(id, move.notice);
  }

  async function courierOf(choice: CourierChoice): Promise<Courier> {
    if (choice.courierId === undefined) {
      if (choice.courierName === undefined || choice.courierPhone === undefined) {
        throw invalidParam('courierName: pick a courier or type a name and phone');
      }
      return { userId: null, name: choice.courierName, phone: choice.courierPhone };
    }
    const row = await deps.couriers.courier(choice.courierId);
    if (!row) throw invalidParam('courierId: not an enabled courier account');
    const phone = choice.courierPhone ?? row.phone ?? row.user_phone;
    if (!phone) throw invalidParam('courierPhone: this courier has no phone on file; give one');
    return { userId: row.user_id, name: row.display_name, phone };
  }

  /** The order made from the cooler in the move's transaction, the batches it took in the audit log ('cooler.use'). */
  const making =
    (actor: StaffActor, id: string, anyway: boolean) =>
    async (trx: Db, at: number): Promise<void> => {
      const made = await deps.stems.make(id, actor.id, at, trx, { anyway });
      if (!made) return;
      await audit.record(trx, {
        actor: auditActor(actor),
        area: 'orders',
        action: 'cooler.use',
        record: { type: 'order', id },
        after: { batches: made.taken, short: made.short },
      });
    };

  /** `makeAnyway`: the florist confirmed making it though the cooler holds fewer stems than it needs. */
  const prepareOne = (actor: StaffActor, id: string, makeAnyway = false) =>
    moveOne(actor, id, {
      from: ['paid'],
      to: 'preparing',
      what: 'start preparing',
      action: 'prepare',
      fields: (at) => ({ preparing_at: at }),
      notice: 'preparing',
      within: making(actor, id, makeAnyway),
    });

  /** Paid or preparing -> delivering; without a courier only through the old staff route. */
  const dispatchOne = (actor: StaffActor, id: string, courier: Courier | null) =>
    moveOne(actor, id, {
      from: ['paid', 'preparing'],
      to: 'delivering',
      what: 'be dispatched',
      action: 'dispatch',
      fields: (at) => ({
        dispatched_at: at,
        // Sent out again: the florist has dealt with a delivery that came back.
        attention: null,
        ...(courier
          ? { courier_user_id: courier.userId, courier_name: courier.name, courier_phone: courier.phone }
          : {}),
      }),
      after: courier ? { courier: { name: courier.name, phone: courier.phone } } : {},
      notice: 'dispatched',
      // Sent out without 制作中 it was made all the same: its stems are taken now, short or not (they left the shop).
      within: making(actor, id, true),
    });

  /** Each order moved by itself; one that cannot move is named with the reason, the others still move. */
  async function eachOf(ids: readonly string[], one: (id: string) => Promise<void>): Promise<BulkOutcome> {
    const outcome: BulkOutcome = { succeeded: [], failed: [] };
    for (const id of ids) {
      try {
        await one(id);
        outcome.succeeded.push(id);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        outcome.failed.push({ id, errCode: error.errCode, message: error.message });
      }
    }
    return outcome;
  }

  async function cancel(actor: StaffActor, id: string): Promise<AdminOrder> {
    const order = await deps.reads.visibleOrNotFound(actor, id);
    const what = 'be cancelled: only an unpaid order is cancelled, a paid one is refunded';
    if (order.status !== 'pending_payment') throw cannot(order, what);
    const done = await orderRepo.transaction(async (trx) => {
      if (!(await deps.orders.cancelUnpaidWithin(id, 'staff', trx, { actorId: actor.id }))) return false;
      await audit.record(trx, {
        actor: auditActor(actor),
        area: 'orders',
        action: 'cancel',
        record: { type: 'order', id },
        before: { status: order.status },
        after: { status: 'cancelled' },
      });
      return true;
    });
    if (!done) throw cannot((await orderRepo.findById(id)) ?? order, what);
    await told(id, 'cancelled');
    return deps.reads.detail(actor, id);
  }

  async function refund(
    actor: StaffActor,
    id: string,
    reason: string | null,
    stemsReturned = false,
  ): Promise<AdminOrder> {
    const order = await deps.reads.visibleOrNotFound(actor, id);
    const what = 'be refunded here: only a paid order that has not left the shop is, the rest through after-sale';
    if (!undeliveredStates.includes(order.status)) throw cannot(order, what);
    refuseSubscriptionOrder(order, 'be refunded');
    const refunded = await orderRepo.transaction(async (trx) => {
      const refundId = await deps.orders.refundUndelivered(id, [order.status], 'staff', trx, {
        actorId: actor.id,
        reason,
        stemsReturned,
      });
      if (refundId === undefined) return undefined;
      await audit.record(trx, {
        actor: auditActor(actor),
        area: 'refunds',
        action: 'refund',
        record: { type: 'order', id },
        before: { status: order.status },
        after: {
          status: 'refunded',
          amount: toYuan(order.pay_amount - order.refunded_amount),
          reason,
          refundId,
          ...(stemsReturned ? { stemsReturned } : {}),
        },
      });
      return { refundId };
    });
    if (!refunded) throw cannot((await orderRepo.findById(id)) ?? order, what);
    // Asked of the provider after the commit; a refusal stays recorded and the refund worker asks again.
    if (refunded.refundId) await deps.refunds.workNow([refunded.refundId]);
    await told(id, 'refunded');
    return deps.reads.detail(actor, id);
  }

  return {
    /** paid -> preparing: the florist starts the bouquet, its stems taken from the cooler (409 STEMS_SHORT if short). */
    async prepare(actor: StaffActor, id: string, makeAnyway = false): Promise<AdminOrder> {
      await prepareOne(actor, id, makeAnyway);
      return deps.reads.detail(actor, id);
    },

    /** paid or preparing -> delivering, with the courier the customer is told of (none only from the old route). */
    async dispatch(actor: StaffActor, id: string, choice: CourierChoice | null): Promise<AdminOrder> {
      await dispatchOne(actor, id, choice ? await courierOf(choice) : null);
      return deps.reads.detail(actor, id);
    },

    /** delivering -> received, with the photo left at the door: an upload of the staff member's own. */
    async deliver(actor: StaffActor, id: string, photo: string | undefined): Promise<AdminOrder> {
      const order = await deps.reads.visibleOrNotFound(actor, id);
      if (order.status !== 'delivering') throw cannot(order, 'be marked delivered');
      if (photo === undefined && (await deps.photoRequired())) throw invalidParam(`photo: ${fieldProblem('REQUIRED')}`);
      const photoPath = photo === undefined ? null : await deps.pictures.ownPicturePath(actor.id, photo, 'photo');
      await moveOne(actor, id, {
        from: ['delivering'],
        to: 'received',
        what: 'be marked delivered',
        action: 'deliver',
        fields: (at) => ({ received_at: at, ...(photoPath ? { delivery_photo: photoPath } : {}) }),
        after: photoPath ? { photo: photoPath } : {},
        notice: 'delivered',
      });
      return deps.reads.detail(actor, id);
    },

    cancel,

    /** A paid order that has not left the shop, refunded in full through the provider (decision 012). */
    refund: (actor: StaffActor, id: string, reason: string, stemsReturned = false) =>
      refund(actor, id, reason, stemsReturned),

    /** The old staff cancel (`/api/mall/staff/order/cancel`): an unpaid order is cancelled, a paid one refunded. */
    async cancelOrRefund(actor: StaffActor, id: string): Promise<AdminOrder> {
      const order = await deps.reads.visibleOrNotFound(actor, id);
      return order.status === 'pending_payment' ? cancel(actor, id) : refund(actor, id, null);
    },

    bulkPrepare: (actor: StaffActor, ids: readonly string[]) => eachOf(ids, (id) => prepareOne(actor, id)),

    async bulkDispatch(actor: StaffActor, ids: readonly string[], choice: CourierChoice): Promise<BulkOutcome> {
      const courier = await courierOf(choice);
      return eachOf(ids, (id) => dispatchOne(actor, id, courier));
    },
  };
}

export type OrderWorkbenchService = ReturnType<typeof orderWorkbenchService>;
