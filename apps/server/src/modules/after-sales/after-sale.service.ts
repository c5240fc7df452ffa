import crypto from 'node:crypto';
import type { AdminAfterSale, adminAfterSaleList } from '@ffe/shared/contracts/admin-service';
import type { AfterSale, applyAfterSale, decideAfterSale } from '@ffe/shared/contracts/after-sale';
import type { AuditAction } from '@ffe/shared/domain/audit';
import type { ContentLanguage } from '@ffe/shared/domain/content-language';
import { toCents, toYuan } from '@ffe/shared/domain/money';
import {
  type AfterSaleStatus,
  afterSaleStates,
  type OrderStatus,
  undeliveredStates,
} from '@ffe/shared/domain/order-state';
import type { z } from 'zod';
import type { Db } from '../../db/connect';
import type { OrderEventTable } from '../../db/schema';
import type { AuditActor } from '../../platform/authenticate';
import { conflict, invalidParam, notFound } from '../../platform/errors';
import {
  type OrderRefunds,
  type OrderRepository,
  type OrderService,
  refuseSubscriptionOrder,
  toAfterSale,
} from '../orders/orders.module';
import type { AuditRepository } from '../platform';
import type { UploadService } from '../uploads/uploads.module';
import { toAdminAfterSale, toAfterSaleLine } from './after-sale.mapper';
import type { AfterSaleRepository, AfterSaleRow } from './after-sale.repository';

/** What after-sale needs of orders, uploads and payments; `orders` refunds an order that never left the shop. */
export interface AfterSaleServiceDeps {
  repo: AfterSaleRepository;
  orderRepo: Pick<
    OrderRepository,
    'findById' | 'findOwn' | 'markAfterSale' | 'moveStatus' | 'insertEvent' | 'addRefunded'
  >;
  orders: Pick<OrderService, 'refundUndelivered'>;
  pictures: Pick<UploadService, 'assertOwnPictures' | 'pictureUrl'>;
  refunds: Pick<OrderRefunds, 'recordForOrder' | 'workNow'>;
  /** Each staff decision is recorded in the transaction that makes it. */
  audit: Pick<AuditRepository, 'record'>;
  now?: () => number;
}

type ApplyInput = z.output<typeof applyAfterSale.request>;
/** `stemsReturned`: a made order refunded before dispatch gives its stems back to the cooler (else written off). */
type DecideInput = z.output<typeof decideAfterSale.request> & { stemsReturned?: boolean };
type QueueInput = z.output<typeof adminAfterSaleList.request>;
type Actor = OrderEventTable['by'];

const notAllowed = (message: string) => conflict('AFTER_SALE_NOT_ALLOWED', message);

const statusConflict = (what: string) =>
  conflict('AFTER_SALE_STATUS_CONFLICT', `The after-sale request cannot ${what} in its current state`);

/**
 * After-sale requests (decision 006): requested -> approved -> refunded, or rejected, or withdrawn by the customer.
 * A request before dispatch holds the order in `refunding` until it ends; one after delivery leaves the order's state
 * alone and only counts the money given back.
 */
export function afterSaleService(deps: AfterSaleServiceDeps) {
  const { repo, orderRepo } = deps;
  const now = deps.now ?? Date.now;

  async function byIdOrNotFound(id: string, trx?: Db): Promise<AfterSaleRow> {
    const row = await repo.findById(id, trx);
    if (!row) throw notFound('after-sale');
    return row;
  }

  /** The lines the requests name, read in one query; staff read them in Chinese, as they read the catalogue. */
  async function namedLines(rows: readonly Pick<AfterSaleRow, 'line_ids'>[], language: ContentLanguage = 'zh-CN') {
    const ids = [...new Set(rows.flatMap((r) => JSON.parse(r.line_ids) as string[]))];
    return ids.length === 0 ? [] : (await repo.linesByIds(ids)).map((line) => toAfterSaleLine(line, language));
  }

  /** Requests as their member and staff read them, each with the lines it names. */
  async function asAfterSales(rows: readonly AfterSaleRow[], language?: ContentLanguage): Promise<AfterSale[]> {
    const lines = await namedLines(rows, language);
    return rows.map((row) => toAfterSale(row, lines));
  }

  const present = async (id: string, language?: ContentLanguage) =>
    (await asAfterSales([await byIdOrNotFound(id)], language))[0] as AfterSale;

  const event = (orderId: string, status: OrderStatus, by: Actor, at: number, trx: Db) =>
    orderRepo.insertEvent({ id: crypto.randomUUID(), order_id: orderId, status, by, at }, trx);

  /**
   * An order held in `refunding` by the request that just ended goes back to where it was: preparing when the florist
   * had started it, else paid, ready to dispatch.
   */
  async function releaseRefunding(orderId: string, by: Actor, at: number, trx: Db) {
    const order = await orderRepo.findById(orderId, trx);
    const back = order?.preparing_at != null ? 'preparing' : 'paid';
    if (await orderRepo.moveStatus(orderId, ['refunding'], back, {}, at, trx)) {
      await event(orderId, back, by, at, trx);
    }
  }

  /** Records a staff decision on a request that was waiting, in the decision's transaction. */
  const recordDecision = (trx: Db, actor: AuditActor, row: AfterSaleRow, action: AuditAction, after: object) =>
    deps.audit.record(trx, {
      actor,
      area: 'after-sales',
      action,
      record: { type: 'after-sale', id: row.id },
      before: { status: 'requested' },
      after,
    });

  /**
   * Ends a request still `requested` as withdrawn or rejected, releasing its order; `andThen` writes more in the same
   * transaction (the staff decision's audit entry).
   */
  async function close(
    row: AfterSaleRow,
    to: AfterSaleStatus,
    by: Actor,
    note: string | undefined,
    what: string,
    andThen?: (trx: Db) => Promise<void>,
  ) {
    await repo.transaction(async (trx) => {
      const at = now();
      const fields = note === undefined ? {} : { staff_note: note };
      if (!(await repo.moveStatus(row.id, 'requested', to, fields, at, trx))) throw statusConflict(what);
      await releaseRefunding(row.order_id, by, at, trx);
      await andThen?.(trx);
    });
  }

  /** The request's money is back: approved -> refunded (a refund's success calls this, once or again harmlessly). */
  const refunded = (id: string) => repo.moveStatus(id, 'approved', 'refunded', {}, now());

  /**
   * Approves a request, counts the refund on the order and records it in the same transaction, then asks the provider
   * at once; a refusal leaves the request approved and the refund is retried until the money is back (decision 012).
   */
  async function approve(row: AfterSaleRow, note: string, actor: AuditActor, stemsReturned = false) {
    const refundId = await repo.transaction(async (trx) => {
      const at = now();
      if (!(await repo.moveStatus(row.id, 'requested', 'approved', { staff_note: note }, at, trx))) {
        throw statusConflict('be approved');
      }
      await recordDecision(trx, actor, row, 'approve', { status: 'approved', amount: toYuan(row.amount), note });
      // Before dispatch the order itself is refunded: stock and slot come back with the money.
      const undelivered = await deps.orders.refundUndelivered(row.order_id, ['refunding'], 'staff', trx, {
        afterSaleId: row.id,
        stemsReturned,
      });
      if (undelivered !== undefined) return undelivered;
      if (!(await orderRepo.addRefunded(row.order_id, row.amount, at, trx))) {
        throw conflict('AFTER_SALE_AMOUNT_TOO_HIGH', 'amount: more than is left of what was paid');
      }
      return deps.refunds.recordForOrder(
        row.order_id,
        { amountCents: row.amount, reason: 'after-sale', afterSaleId: row.id },
        trx,
      );
    });
    if (refundId) await deps.refunds.workNow([refundId]);
    else await refunded(row.id);
  }

  async function decide(id: string, input: DecideInput, actor: AuditActor) {
    const row = await byIdOrNotFound(id);
    if (input.approve) await approve(row, input.note, actor, input.stemsReturned);
    else {
      const note = input.note;
      await close(row, 'rejected', 'staff', note, 'be rejected', (trx) =>
        recordDecision(trx, actor, row, 'reject', { status: 'rejected', note }),
      );
    }
  }

  return {
    /** The member asks for a refund (or a return and refund) of their paid order; one open request at a time. */
    async apply(memberId: string, input: ApplyInput, language?: ContentLanguage): Promise<AfterSale> {
      await deps.pictures.assertOwnPictures(memberId, input.pictures, 'pictures');
      const cents = toCents(input.amount);
      const id = crypto.randomUUID();
      await repo.transaction(async (trx) => {
        const own = await orderRepo.findOwn(memberId, input.orderId, trx);
        if (!own) throw notFound('order');
        refuseSubscriptionOrder(own, 'have an after-sale request');
        // Locks the order row first (PostgreSQL; SQLite serializes writers), so two applies are checked one by one.
        await orderRepo.markAfterSale(input.orderId, trx);
        const order = await orderRepo.findOwn(memberId, input.orderId, trx);
        if (!order) throw notFound('order');
        if (await repo.hasOpen(order.id, trx)) {
          throw conflict('AFTER_SALE_OPEN', 'This order already has an after-sale request in progress');
        }
        if (!afterSaleStates.includes(order.status)) throw notAllowed('After-sale cannot be asked for this order now');
        const left = order.pay_amount - order.refunded_amount;
        if (cents > left) {
          throw conflict(
            'AFTER_SALE_AMOUNT_TOO_HIGH',
            `amount: at most ${toYuan(left)} yuan of this order can still be refunded`,
          );
        }
        const lineIds = input.lineIds ?? [];
        if (lineIds.length > 0) {
          const ofOrder = new Set(
            (await repo.linesByIds(lineIds, trx)).filter((l) => l.order_id === order.id).map((l) => l.id),
          );
          const stranger = lineIds.findIndex((lineId) => !ofOrder.has(lineId));
          if (stranger >= 0) throw invalidParam(`lineIds.${stranger}: not a line of this order`);
        }
        const at = now();
        // Before dispatch (paid, or the florist at work) the whole order is refunded, and it waits in refunding.
        if (undeliveredStates.includes(order.status)) {
          if (input.kind !== 'refund_only') {
            throw notAllowed('The flowers have not left the shop yet: there is nothing to return, ask for a refund');
          }
          if (cents !== left) {
            throw invalidParam(`amount: before dispatch the whole ${toYuan(left)} yuan is refunded`);
          }
          if (!(await orderRepo.moveStatus(order.id, [order.status], 'refunding', {}, at, trx))) {
            throw notAllowed('After-sale cannot be asked for this order now');
          }
          await event(order.id, 'refunding', 'customer', at, trx);
        }
        await repo.insert(
          {
            id,
            order_id: order.id,
            user_id: memberId,
            kind: input.kind,
            reason: input.reason,
            description: input.description,
            pictures: JSON.stringify(input.pictures),
            amount: cents,
            status: 'requested',
            staff_note: '',
            created_at: at,
            updated_at: at,
            line_ids: JSON.stringify(lineIds),
          },
          trx,
        );
      });
      return present(id, language);
    },

    /** The member's own requests, newest first. */
    async list(memberId: string, page: number, pageSize: number, language?: ContentLanguage) {
      const { rows, total } = await repo.pageOwn(memberId, page, pageSize);
      return { list: await asAfterSales(rows, language), total };
    },

    /** The member's own request; another member's answers 404 like a missing one. */
    async detail(memberId: string, id: string, language?: ContentLanguage): Promise<AfterSale> {
      const row = await repo.findOwn(memberId, id);
      if (!row) throw notFound('after-sale');
      return (await asAfterSales([row], language))[0] as AfterSale;
    },

    /** The member takes back a request staff have not decided yet. */
    async withdraw(memberId: string, id: string, language?: ContentLanguage): Promise<AfterSale> {
      const row = await repo.findOwn(memberId, id);
      if (!row) throw notFound('after-sale');
      await close(row, 'withdrawn', 'customer', undefined, 'be withdrawn');
      return present(id, language);
    },

    /** Staff: every member's requests, newest first, optionally in one state. */
    async staffList(status: AfterSaleStatus | undefined, page: number, pageSize: number) {
      const newestFirst = { field: 'createTime', order: 'desc' } as const;
      const { rows, total } = await repo.pageForStaff({ status }, newestFirst, page, pageSize);
      return { list: await asAfterSales(rows), total };
    },

    /** The console's queue: open requests first unless another sort is asked for, each with its customer. */
    async staffQueue(input: QueueInput) {
      const sort = { field: input.sort, order: input.order };
      const { rows, total } = await repo.pageForStaff(input, sort, input.page, input.pageSize);
      const lines = await namedLines(rows);
      return { list: rows.map((row) => toAdminAfterSale(row, deps.pictures.pictureUrl, lines)), total };
    },

    /** Staff approve (the money goes back) or reject (with a note the customer reads) a request still waiting. */
    async decide(id: string, input: DecideInput, actor: AuditActor): Promise<AfterSale> {
      await decide(id, input, actor);
      return present(id);
    },

    /** The same decision from the console, answering the request as its queue shows it. */
    async decideInConsole(id: string, input: DecideInput, actor: AuditActor): Promise<AdminAfterSale> {
      await decide(id, input, actor);
      const row = await repo.findForStaff(id);
      if (!row) throw notFound('after-sale');
      return toAdminAfterSale(row, deps.pictures.pictureUrl, await namedLines([row]));
    },

    /** The refund of an approved request was paid back. */
    async refundSettled(id: string): Promise<void> {
      await refunded(id);
    },
  };
}

export type AfterSaleService = ReturnType<typeof afterSaleService>;
