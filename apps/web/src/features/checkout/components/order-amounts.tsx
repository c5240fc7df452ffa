import { FREE_DELIVERY_FROM_CENTS } from '@ffe/shared/constants';
import type { OrderQuote } from '@ffe/shared/contracts/order';
import { formatCents, formatYuan, toCents } from '@ffe/shared/domain/money';
import { useTranslation } from 'react-i18next';
import styles from './checkout.module.css';
import { Section } from './section';

/** What the order costs: goods, delivery (free above the threshold, with how much is missing), discount, to pay. */
export function OrderAmounts({
  quote,
}: {
  quote: Pick<OrderQuote, 'goodsAmount' | 'deliveryFee' | 'discountAmount' | 'payAmount'>;
}) {
  const { t } = useTranslation();
  const money = (amount: number) => t('checkout.money', { amount: formatYuan(amount) });
  const missingCents = FREE_DELIVERY_FROM_CENTS - toCents(quote.goodsAmount);
  const rows = [
    { label: t('checkout.goodsAmount'), value: money(quote.goodsAmount) },
    {
      label: t('checkout.deliveryFee'),
      value: quote.deliveryFee > 0 ? money(quote.deliveryFee) : t('checkout.freeDelivery'),
    },
    {
      label: t('checkout.discount'),
      value: <span className={styles.minus}>{t('checkout.minus', { amount: formatYuan(quote.discountAmount) })}</span>,
    },
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
      {quote.deliveryFee > 0 && missingCents > 0 && (
        <p className={styles.hint}>
          {t('checkout.freeDeliveryHint', {
            threshold: formatCents(FREE_DELIVERY_FROM_CENTS),
            missing: formatCents(missingCents),
          })}
        </p>
      )}
    </Section>
  );
}
