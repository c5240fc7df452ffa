import crypto from 'node:crypto';
import type { Order } from '@ffe/shared/contracts/order';
import type { Payment } from '@ffe/shared/contracts/payment';
import type { OrderStatus } from '@ffe/shared/domain/order-state';
import { expect } from 'vitest';
import type { Db } from '../src/db/connect';
import { orderRepository } from '../src/modules/orders/order.repository';
import { post } from './app';
import type { SuiteApp } from './each-database';
import { goodsInOneCategory, type Member } from './factories';

/** A recipient as the address book and orders take it. */
export const recipient = {
  name: '林小姐',
  phone: '13800001111',
  province: '上海市',
  city: '上海市',
  district: '徐汇区',
  detail: '漕溪北路88号',
};

/** Polls `read` until `done` holds of its answer (notices and sweeps are asynchronous), for at most `withinMs`. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, withinMs = 5_000): Promise<T> {
  const until = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Ordering through the real API in a suite: goods, buyers with an address, orders, payments and staff moves. */
export function ordering(t: SuiteApp) {
  const shop = goodsInOneCategory(t);

  async function buyer(): Promise<Member> {
    const member = await t.member();
    await post(t.app, '/api/member/address/add', { ...recipient, recipient: recipient.name }, member);
    return member;
  }

  const placeOrder = (
    member: Member,
    lines: { goodsId: string; skuId?: string; quantity: number }[],
    extra: object = {},
  ) =>
    post<Order>(
      t.app,
      '/api/mall/order/create',
      { lines, idempotencyKey: crypto.randomUUID(), couponId: null, ...extra },
      member,
    );

  /** An unpaid order of one goods (stock 50, ¥129 each) for `member`. */
  async function anOrder(member: Member, quantity = 1) {
    const goodsId = await shop.goods({ stock: 50, sale_price: 12_900 });
    const answer = await placeOrder(member, [{ goodsId, quantity }]);
    expect(answer.status).toBe(200);
    return { order: answer.body.data, goodsId };
  }

  const detail = async (member: Member, id: string) =>
    (await post<Order>(t.app, `/api/mall/order/detail/${id}`, {}, member)).body.data;

  /** Opens a payment of the order on the sandbox provider. */
  async function startPayment(member: Member, orderId: string) {
    const created = await post<{ paymentId: string; payUrl: string }>(
      t.app,
      '/api/mall/pay/create',
      { orderId, channel: 'wechat' },
      member,
    );
    expect(created.status).toBe(200);
    return created.body.data.paymentId;
  }

  /** Pays on the sandbox page and waits for the notice to mark the order paid. */
  async function pay(member: Member, orderId: string): Promise<Order> {
    const paymentId = await startPayment(member, orderId);
    expect((await post(t.app, `/api/pay/sandbox/${paymentId}/confirm`)).status).toBe(200);
    return eventually(
      () => detail(member, orderId),
      (o) => o.status === 'paid',
    );
  }

  /** Moves the order's pay deadline into the past and waits for the sweep (a short ORDER_SWEEP_MS) to cancel it. */
  async function missPayDeadline(member: Member, orderId: string): Promise<Order> {
    await t.db
      .updateTable('orders')
      .set({ pay_deadline: Date.now() - 1 })
      .where('id', '=', orderId)
      .execute();
    return eventually(
      () => detail(member, orderId),
      (o) => o.status === 'cancelled',
    );
  }

  const paymentStatus = async (member: Member, paymentId: string) =>
    (await post<Payment>(t.app, '/api/mall/pay/status', { paymentId }, member)).body.data;

  /** How many times the order's timeline records a move to `status` (a replayed notice must add none). */
  const eventsOf = async (orderId: string, status: OrderStatus) =>
    (
      await t.db
        .selectFrom('order_events')
        .select('id')
        .where('order_id', '=', orderId)
        .where('status', '=', status)
        .execute()
    ).length;

  return { shop, buyer, placeOrder, anOrder, detail, startPayment, pay, missPayDeadline, paymentStatus, eventsOf };
}

/** A goods' stock taken and given back by the statements an order takes and returns it with. */
export function orderStock(db: Db) {
  const orders = orderRepository(db);
  return {
    take: (goodsId: string, count: number) => orders.reserveStock(goodsId, count, db),
    giveBack: (goodsId: string, count: number) => orders.returnStock(goodsId, count, db),
  };
}
