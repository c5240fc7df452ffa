import type { AdminOrderRow } from '@ffe/shared/contracts/admin-orders';
import { formatCents } from '@ffe/shared/domain/money';
import { type ChargeKind, chargeKinds, type OrderMoney } from '@ffe/shared/domain/order-money';
import type { OrderStatus } from '@ffe/shared/domain/order-state';

/** A row of the export: the workbench's row and the order's money lines in cents. */
export type ExportedOrder = AdminOrderRow & { money: OrderMoney };

/** Each charged line's column, in `chargeKinds`' order; the discount is a deduction, so it reads positive. */
const CHARGE_HEADERS: Readonly<Record<ChargeKind, string>> = {
  goods: '商品金额',
  deliveryFee: '配送费',
  surcharge: '节日附加费',
  discount: '优惠',
};

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
  ...chargeKinds.map((kind) => CHARGE_HEADERS[kind]),
  '实付',
  '已退款',
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

/** Every charged line's amount in its column (0.00 where the order has none), then 实付 and 已退款. */
function moneyFields({ charges, totalCents, refundedCents }: OrderMoney): string[] {
  const byKind = new Map(charges.map((line) => [line.kind, Math.abs(line.cents)]));
  return [
    ...chargeKinds.map((kind) => formatCents(byKind.get(kind) ?? 0)),
    formatCents(totalCents),
    formatCents(refundedCents),
  ];
}

/**
 * The orders as a CSV file: BOM, the header row, one row each, CRLF line ends. The money columns are the shared
 * `orderMoney` lines, so 商品金额 + 配送费 + 节日附加费 − 优惠 = 实付 on every row.
 */
export function ordersCsv(rows: readonly ExportedOrder[], slotLabel: (slot: string) => string): string {
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
      ...moneyFields(row.money),
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
