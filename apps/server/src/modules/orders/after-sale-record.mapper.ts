import type { AfterSale, AfterSaleLine } from '@ffe/shared/contracts/after-sale';
import { toYuan } from '@ffe/shared/domain/money';
import type { AfterSaleTable } from '../../db/schema';

/** An after-sale request's row with its order's number: the console's order detail and the after-sales module read it. */
export type AfterSaleRecord = AfterSaleTable & { order_no: string };

/**
 * A request as its member and staff read it: cents become yuan, the pictures' JSON becomes a list, and the lines it
 * names are taken from `lines` (any superset of them) in the order the request named them.
 */
export function toAfterSale(row: AfterSaleRecord, lines: readonly AfterSaleLine[] = []): AfterSale {
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
