import type { AdminCustomerDetail, AdminCustomerSummary, CustomerNote } from '@ffe/shared/contracts/admin-customers';
import { maskPhone } from '@ffe/shared/domain/masking';
import { toYuan } from '@ffe/shared/domain/money';
import type { AddressTable, CustomerNoteTable } from '../../db/schema';
import type { CustomerFigures, CustomerRepository, CustomerRow } from './customers.repository';

type Detail = AdminCustomerDetail;
const num = (value: number | string | null | undefined) => (value == null ? null : Number(value));

/** A customer as the console's list shows them: the phone masked for every role (the console needs no whole number). */
export function toCustomerSummary(
  row: CustomerRow,
  figures: CustomerFigures | undefined,
  imageUrl: (path: string) => string,
): AdminCustomerSummary {
  return {
    id: row.id,
    nickname: row.nickname,
    phone: row.phone === null ? null : maskPhone(row.phone),
    avatar: row.avatar ? imageUrl(row.avatar) : '',
    createTime: Number(row.created_at),
    disabled: row.disabled_at != null,
    orderCount: num(figures?.order_count) ?? 0,
    // Summed in cents by the database, turned into yuan at the edge (decision 002).
    totalSpent: toYuan(num(figures?.total_spent) ?? 0),
    lastOrderTime: num(figures?.last_order_at),
  };
}

export const toCustomerNote = (row: CustomerNoteTable): CustomerNote => ({
  id: row.id,
  content: row.content,
  authorId: row.author_id,
  authorName: row.author_name,
  createTime: Number(row.created_at),
});

type Orders = Awaited<ReturnType<CustomerRepository['recentOrders']>>;
type AfterSales = Awaited<ReturnType<CustomerRepository['afterSales']>>;
type Coupons = Awaited<ReturnType<CustomerRepository['coupons']>>;

export const toCustomerOrders = (rows: Orders, total: number): Detail['orders'] => ({
  list: rows.map((o) => ({
    id: o.id,
    orderNo: o.order_no,
    status: o.status,
    payAmount: toYuan(o.pay_amount),
    refundedAmount: toYuan(o.refunded_amount),
    createTime: Number(o.created_at),
  })),
  total,
});

export const toCustomerAfterSales = ({ rows, total }: AfterSales): Detail['afterSales'] => ({
  list: rows.map((a) => ({
    id: a.id,
    orderId: a.order_id,
    orderNo: a.order_no,
    kind: a.kind,
    status: a.status,
    amount: toYuan(a.amount),
    reason: a.reason,
    createTime: Number(a.created_at),
  })),
  total,
});

/** An unused coupon past its end shows as expired, as the customer's own coupon list shows it. */
export const toCustomerCoupons = ({ rows, total }: Coupons, now: number): Detail['coupons'] => ({
  list: rows.map((c) => ({
    id: c.id,
    name: c.name,
    kind: c.kind,
    amountOff: toYuan(c.amount_off),
    percentOff: c.percent_off,
    minSpend: toYuan(c.min_spend),
    state: c.status === 'unused' && Number(c.expires_at) <= now ? 'expired' : c.status,
    expiresAt: Number(c.expires_at),
    claimTime: Number(c.claimed_at),
  })),
  total,
});

export const toCustomerAddress = (a: AddressTable): Detail['addresses'][number] => ({
  id: a.id,
  recipient: a.recipient,
  phone: maskPhone(a.phone),
  region: `${a.province}${a.city === a.province ? '' : a.city}${a.district}`,
  detail: a.detail,
  isDefault: a.is_default === 1,
});
