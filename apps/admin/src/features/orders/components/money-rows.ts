import type { AdminOrder } from '@ffe/shared/contracts/admin-orders';
import { type ChargeLine, orderMoneyOfYuan } from '@ffe/shared/domain/order-money';
import type { TFunction } from 'i18next';
import { formatYuan } from '../../../lib/format';

/** A money row of the order's payment card. */
export interface MoneyRow {
  key: string;
  label: string;
  value: string;
  strong?: boolean;
}

const cents = (value: number) => formatYuan(value / 100);
/** A sum taken off reads −¥20.00, never ¥-20.00. */
const signed = (value: number) => (value < 0 ? `-${cents(-value)}` : cents(value));

function chargeLabel(line: ChargeLine, o: AdminOrder, t: TFunction): string {
  switch (line.kind) {
    case 'goods':
      return t('orders.detail.goodsAmount');
    case 'deliveryFee':
      return t('orders.detail.deliveryFee');
    case 'surcharge':
      return o.surchargeReason
        ? t('orders.detail.surchargeFor', { reason: o.surchargeReason })
        : t('orders.detail.surcharge');
    case 'discount':
      return o.couponName ? t('orders.detail.discountFor', { name: o.couponName }) : t('orders.detail.discount');
  }
}

/**
 * Every money line of the order from the shared `orderMoney`, as the shop's pages list them: the charges, 实付, and
 * once anything went back, 已退款 and what the shop keeps.
 */
export function moneyRows(o: AdminOrder, t: TFunction): MoneyRow[] {
  const money = orderMoneyOfYuan(o);
  const rows: MoneyRow[] = money.charges.map((line) => ({
    key: line.kind,
    label: chargeLabel(line, o, t),
    value: signed(line.cents),
  }));
  rows.push({ key: 'total', label: t('orders.detail.payAmount'), value: cents(money.totalCents), strong: true });
  if (money.refundedCents > 0) {
    rows.push({ key: 'refunded', label: t('orders.detail.refunded'), value: cents(money.refundedCents) });
    rows.push({ key: 'kept', label: t('orders.detail.kept'), value: cents(money.keptCents) });
  }
  return rows;
}
