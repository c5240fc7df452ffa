import type { OrderQuote } from '@ffe/shared/contracts/order';
import { formatCents, formatYuan, toCents } from '@ffe/shared/domain/money';
import { useTranslation } from 'react-i18next';
import styles from './checkout.module.css';
import { Section } from './section';

/**
 * What the order costs: goods, delivery (the zone's fee, free from its threshold, with how much is missing), the
 * delivery date's surcharge with its reason, discount, to pay.
 */
export function OrderAmounts({
  quote,
}: {
  quote: Pick<
    OrderQuote,
    | 'goodsAmount'
    | 'deliveryFee'
    | 'surcharge'
    | 'surchargeReason'
    | 'discountAmount'
    | 'payAmount'
    | 'zone'
    | 'freeDeliveryFrom'
  >;
}) {
  const { t } = useTranslation();
  const money = (amount: number) => t('checkout.money', { amount: formatYuan(amount) });
  const missingCents =
    quote.freeDeliveryFrom === null ? 0 : toCents(quote.freeDeliveryFrom) - toCents(quote.goodsAmount);
  const rows = [
    { label: t('checkout.goodsAmount'), value: money(quote.goodsAmount) },
    {
      label: quote.zone
        ? t('checkout.deliveryFeeOfZone', { district: quote.zone.district })
        : t('checkout.deliveryFee'),
      value: quote.deliveryFee > 0 ? money(quote.deliveryFee) : t('checkout.freeDelivery'),
    },
    ...(quote.surcharge > 0
      ? [
          {
            label: quote.surchargeReason
              ? t('checkout.surchargeFor', { reason: quote.surchargeReason })
              : t('checkout.surcharge'),
            value: money(quote.surcharge),
          },
        ]
      : []),
    // No discount row when nothing is taken off (no -¥0.00).
    ...(toCents(quote.discountAmount) > 0
      ? [
          {
            label: t('checkout.discount'),
            value: (
              <span className={styles.minus}>{t('checkout.minus', { amount: formatYuan(quote.discountAmount) })}</span>
            ),
          },
        ]
      : []),
    { label: t('checkout.payAmount'), value: <strong>{money(quote.payAmount)}</strong> },
  ];
  return (
    <Section title={t('checkout.amounts')}>
      <dl className={styles.amounts}>
        {rows.map((row) => (
          <div key={row.label} className={styles.row}>
            <dt className={styles.rowLabel}>{row.label}</dt>
            <dd className={styles.rowValue}>{row.value}</dd>
          </div>
        ))}
      </dl>
      {quote.deliveryFee > 0 && quote.freeDeliveryFrom !== null && missingCents > 0 && (
        <p className={styles.hint}>
          {t('checkout.freeDeliveryHint', {
            threshold: formatYuan(quote.freeDeliveryFrom),
            missing: formatCents(missingCents),
          })}
        </p>
      )}
    </Section>
  );
}
