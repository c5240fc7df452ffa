import type { AfterSale } from '@ffe/shared/contracts/after-sale';
import { toYuan } from '@ffe/shared/domain/money';
import type { AfterSaleRow } from './after-sale.repository';

/** A request as its member and staff read it: cents become yuan, the pictures' JSON becomes a list. */
export function toAfterSale(row: AfterSaleRow): AfterSale {
  return {
    id: row.id,
    orderId: row.order_id,
    orderNo: row.order_no,
    kind: row.kind,
    reason: row.reason as AfterSale['reason'],
    description: row.description,
    pictures: JSON.parse(row.pictures) as string[],
    amount: toYuan(row.amount),
    status: row.status,
    staffNote: row.staff_note,
    createTime: row.created_at,
    updateTime: row.updated_at,
  };
}
