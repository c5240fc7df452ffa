import type { AdminAfterSale } from '@ffe/shared/contracts/admin-service';
import type { AfterSale, AfterSaleLine } from '@ffe/shared/contracts/after-sale';
import { type ContentLanguage, inLanguage } from '@ffe/shared/domain/content-language';
import { toYuan } from '@ffe/shared/domain/money';
import { toAdminCustomer } from '../users/user.mapper';
import type { AfterSaleLineRow, AfterSaleRow, StaffAfterSaleRow } from './after-sale.repository';

/** An order line as a request names it: which size, how many, for how much; the goods and size in `language`. */
export const toAfterSaleLine = (row: AfterSaleLineRow, language: ContentLanguage = 'zh-CN'): AfterSaleLine => ({
  id: row.id,
  name: inLanguage(language, row.name, row.name_en),
  specName: row.spec_name,
  skuName: row.sku_name === null ? null : inLanguage(language, row.sku_name, row.sku_name_en),
  quantity: row.quantity,
  amount: toYuan(row.amount),
});

/**
 * A request as its member and staff read it: cents become yuan, the pictures' JSON becomes a list, and the lines it
 * names are taken from `lines` (any superset of them) in the order the request named them.
 */
export function toAfterSale(row: AfterSaleRow, lines: readonly AfterSaleLine[] = []): AfterSale {
  const named = JSON.parse(row.line_ids) as string[];
  return {
    id: row.id,
    orderId: row.order_id,
    orderNo: row.order_no,
    kind: row.kind,
    reason: row.reason as AfterSale['reason'],
    description: row.description,
    pictures: JSON.parse(row.pictures) as string[],
    amount: toYuan(row.amount),
    lines: named.flatMap((id) => lines.find((l) => l.id === id) ?? []),
    status: row.status,
    staffNote: row.staff_note,
    createTime: row.created_at,
    updateTime: row.updated_at,
  };
}

/** A request in the console's queue: the customer beside it, the pictures as URLs. */
export function toAdminAfterSale(
  row: StaffAfterSaleRow,
  pictureUrl: (reference: string) => string,
  lines: readonly AfterSaleLine[] = [],
): AdminAfterSale {
  const request = toAfterSale(row, lines);
  return {
    ...request,
    pictures: request.pictures.map(pictureUrl),
    customer: toAdminCustomer(row.user_id, row.customer_nickname, row.customer_phone),
  };
}
