import type { Db } from '../src/db/connect';
import type { AfterSaleTable, OrderTable } from '../src/db/schema';
import { auditRepository } from '../src/modules/audit/audit.repository';

let sequence = 0;
const next = () => ++sequence;

/** Inserts an order row as it stands after the moves a test needs, skipping them: unpaid, for tomorrow 09-12. */
export async function anOrderRow(db: Db, overrides: Partial<OrderTable> & { user_id: string }): Promise<OrderTable> {
  const n = next();
  const now = Date.now();
  const row: OrderTable = {
    id: `order-t${n}`,
    order_no: `20260101${String(n).padStart(6, '0')}`,
    idempotency_key: `key-t${n}`,
    status: 'pending_payment',
    goods_amount: 12_900,
    delivery_fee: 0,
    surcharge: 0,
    surcharge_reason: null,
    preparing_at: null,
    courier_user_id: null,
    courier_name: null,
    courier_phone: null,
    delivery_photo: null,
    refund_reason: null,
    attention: null,
    discount_amount: 0,
    pay_amount: 12_900,
    refunded_amount: 0,
    coupon_id: null,
    coupon_name: null,
    recipient_name: '林小姐',
    recipient_phone: '13800001111',
    province: '上海市',
    city: '上海市',
    district: '徐汇区',
    detail: '漕溪北路88号',
    delivery_date: '2026-01-02',
    delivery_slot: '09-12',
    card_message: '',
    card_signature: null,
    anonymous: 0,
    notify_recipient: 1,
    sender_name: null,
    sender_phone: null,
    invoice: null,
    note: '',
    pay_channel: null,
    has_after_sale: 0,
    pay_deadline: now + 900_000,
    paid_at: null,
    dispatched_at: null,
    received_at: null,
    created_at: now,
    updated_at: now,
    ...overrides,
  };
  await db.insertInto('orders').values(row).execute();
  return row;
}

/** Inserts an after-sale request of an order: a refund of ¥10 asked, waiting for staff. */
export async function anAfterSaleRow(
  db: Db,
  overrides: Partial<AfterSaleTable> & { order_id: string; user_id: string },
): Promise<AfterSaleTable> {
  const n = next();
  const now = Date.now();
  const row: AfterSaleTable = {
    id: `after-sale-t${n}`,
    kind: 'refund_only',
    reason: 'wilted',
    description: '花送到时已经蔫了',
    pictures: '[]',
    amount: 1_000,
    status: 'requested',
    staff_note: '',
    created_at: now,
    updated_at: now,
    line_ids: '[]',
    ...overrides,
  };
  await db.insertInto('after_sales').values(row).execute();
  return row;
}

/** The audit entries of one record, oldest first. */
export const auditOf = (db: Db, recordId: string) =>
  db.selectFrom('audit_log').selectAll().where('record_id', '=', recordId).orderBy('created_at').execute();

/** An audit trail of its own, as app.ts builds the one of the platform, for a service a test builds by hand. */
export const anAuditTrail = () => auditRepository();
