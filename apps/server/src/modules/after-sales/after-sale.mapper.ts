import type { AdminAfterSale } from '@ffe/shared/contracts/admin-service';
import type { AfterSaleLine } from '@ffe/shared/contracts/after-sale';
import { type ContentLanguage, inLanguage } from '@ffe/shared/domain/content-language';
import { toYuan } from '@ffe/shared/domain/money';
import { toAfterSale } from '../orders/orders.module';
import { toAdminCustomer } from '../users/users.module';
import type { AfterSaleLineRow, StaffAfterSaleRow } from './after-sale.repository';

/** An order line as a request names it: which size, how many, for how much; the goods and size in `language`. */
export const toAfterSaleLine = (row: AfterSaleLineRow, language: ContentLanguage = 'zh-CN'): AfterSaleLine => ({
  id: row.id,
  name: inLanguage(language, row.name, row.name_en),
  specName: row.spec_name,
  skuName: row.sku_name === null ? null : inLanguage(language, row.sku_name, row.sku_name_en),
  quantity: row.quantity,
  amount: toYuan(row.amount),
});

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
    orderMade: row.order_status === 'refunding' && row.order_preparing_at !== null,
  };
}
