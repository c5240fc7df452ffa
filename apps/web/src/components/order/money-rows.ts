import { formatCents } from '@ffe/shared/domain/money';
import { type ChargeLine, type OrderAmountsInYuan, orderMoneyOfYuan } from '@ffe/shared/domain/order-money';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** An order or a quote as its money rows need it: the amounts in yuan and what names them. */
export interface MoneySource extends OrderAmountsInYuan {
  surchargeReason: string | null;
  couponName?: string | null;
  /** The delivery zone's district, when the fee is that zone's. */
  zoneDistrict?: string | null;
}

/** How a row reads: a charge, the coupon taken off, the total, or money given back. */
export type MoneyRowRole = 'charge' | 'minus' | 'total' | 'refund';

export interface MoneyRow {
  key: string;
  label: string;
  value: string;
  role: MoneyRowRole;
}

function chargeRow(line: ChargeLine, source: MoneySource, t: TFunction): MoneyRow {
  const money = (cents: number) => t('order.money', { amount: formatCents(cents) });
  switch (line.kind) {
    case 'goods':
      return { key: line.kind, label: t('order.amounts.goods'), value: money(line.cents), role: 'charge' };
    case 'deliveryFee':
      return {
        key: line.kind,
        label: source.zoneDistrict
          ? t('order.amounts.deliveryFeeOfZone', { district: source.zoneDistrict })
          : t('order.amounts.deliveryFee'),
        value: line.cents === 0 ? t('order.amounts.freeDelivery') : money(line.cents),
        role: 'charge',
      };
    case 'surcharge':
      return {
        key: line.kind,
        label: source.surchargeReason
          ? t('order.amounts.surchargeFor', { reason: source.surchargeReason })
          : t('order.amounts.surcharge'),
        value: money(line.cents),
        role: 'charge',
      };
    case 'discount':
      return {
        key: line.kind,
        label: source.couponName
          ? t('order.amounts.couponNamed', { name: source.couponName })
          : t('order.amounts.discount'),
        value: t('order.amounts.minus', { amount: formatCents(-line.cents) }),
        role: 'minus',
      };
  }
}

/**
 * Every money row of an order, from the shared `orderMoney` so no page leaves a charged line out: the charges, then
 * the total (`toPay` 实付 at checkout, `pay` 实付 once paid, `due` 应付 never paid; false leaves it to the page, as the
 * pay page shows it large), then what was refunded when anything was.
 */
export function useMoneyRows(source: MoneySource, total: 'toPay' | 'pay' | 'due' | false): MoneyRow[] {
  const { t } = useTranslation();
  const money = orderMoneyOfYuan(source);
  const rows = money.charges.map((line) => chargeRow(line, source, t));
  if (total) {
    const value = t('order.money', { amount: formatCents(money.totalCents) });
    rows.push({ key: 'total', label: t(`order.amounts.${total}`), value, role: 'total' });
  }
  if (money.refundedCents > 0) {
    const value = t('order.money', { amount: formatCents(money.refundedCents) });
    rows.push({ key: 'refunded', label: t('order.amounts.refunded'), value, role: 'refund' });
  }
  return rows;
}
