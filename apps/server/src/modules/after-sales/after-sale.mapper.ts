import type { AdminAfterSale } from '@ffe/shared/contracts/admin-service';
import type { AfterSale } from '@ffe/shared/contracts/after-sale';
import { toYuan } from '@ffe/shared/domain/money';
import { toAdminCustomer } from '../users/user.mapper';
import type { AfterSaleRow, StaffAfterSaleRow } from './after-sale.repository';

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

/** A request in the console's queue: the customer beside it, the pictures as URLs. */
export function toAdminAfterSale(row: StaffAfterSaleRow, pictureUrl: (reference: string) => string): AdminAfterSale {
  const request = toAfterSale(row);
  return {
    ...request,
    pictures: request.pictures.map(pictureUrl),
    customer: toAdminCustomer(row.user_id, row.customer_nickname, row.customer_phone),
  };
}
