import type { AdminOrderRow } from '@ffe/shared/contracts/admin-orders';
import { formatYuan } from '@ffe/shared/domain/money';
import type { OrderStatus } from '@ffe/shared/domain/order-state';

/** The export's columns, in the shop's language. */
export const ORDER_CSV_HEADERS = [
  '订单号',
  '配送日期',
  '时段',
  '状态',
  '收货人',
  '电话',
  '地址',
  '商品',
  '金额',
  '贺卡',
  '署名',
  '订购人',
  '订购人电话',
  '备注',
];

const STATUS_NAMES: Readonly<Record<OrderStatus, string>> = {
  pending_payment: '待付款',
  paid: '待发货',
  preparing: '制作中',
  delivering: '配送中',
  received: '已签收',
  completed: '已完成',
  cancelled: '已取消',
  refunding: '退款中',
  refunded: '已退款',
};

/** Excel opens UTF-8 as Chinese only after this mark. */
const BOM = '\uFEFF';

/**
 * One field as RFC 4180 wants it: quoted when it holds a comma, a quote or a line break, quotes doubled. Text a
 * customer typed that starts like a formula gets a leading `'`, so a spreadsheet shows it instead of running it.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A line as the sheet reads it: 「name · 33枝 ×1」, an add-on marked 加购. */
function lineText(line: AdminOrderRow['lines'][number]): string {
  const name = line.skuName === null ? line.name : `${line.name} · ${line.skuName}`;
  return `${line.addOn ? '加购：' : ''}${name} ×${line.quantity}`;
}

/** The orders as a CSV file: BOM, the header row, one row each, CRLF line ends. */
export function ordersCsv(rows: readonly AdminOrderRow[], slotLabel: (slot: string) => string): string {
  const lines = rows.map((row) =>
    [
      row.orderNo,
      row.deliveryDate,
      slotLabel(row.deliverySlot),
      STATUS_NAMES[row.status],
      row.recipient.name,
      row.recipient.phone,
      [row.recipient.province, row.recipient.city, row.recipient.district, row.recipient.detail].join(' '),
      row.lines.map(lineText).join('；'),
      formatYuan(row.payAmount),
      row.cardMessage,
      row.anonymous ? '匿名' : row.cardSignature,
      row.sender?.name ?? '',
      row.sender?.phone ?? '',
      row.note,
    ]
      .map(csvField)
      .join(','),
  );
  return `${BOM}${[ORDER_CSV_HEADERS.join(','), ...lines].join('\r\n')}\r\n`;
}
