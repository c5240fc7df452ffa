import type { OrderQuote } from '@ffe/shared/contracts/order';
import { formatCents, formatYuan, toCents } from '@ffe/shared/domain/money';
import { useTranslation } from 'react-i18next';
import { useMoneyRows } from '../../../components/order/money-rows';
import styles from './checkout.module.css';
import { Section } from './section';

/**
 * What the order costs, every charged line as the order page shows it (`useMoneyRows`): goods, delivery (the zone's
 * fee, free from its threshold, with how much is missing), the date's surcharge with its reason, discount, to pay.
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
  const rows = useMoneyRows({ ...quote, zoneDistrict: quote.zone?.district ?? null }, 'toPay');
  const missingCents =
    quote.freeDeliveryFrom === null ? 0 : toCents(quote.freeDeliveryFrom) - toCents(quote.goodsAmount);
  return (
    <Section title={t('checkout.amounts')}>
      <dl className={styles.amounts}>
        {rows.map((row) => (
          <div key={row.key} className={styles.row}>
            <dt className={styles.rowLabel}>{row.label}</dt>
            <dd className={styles.rowValue}>
              {row.role === 'minus' ? (
                <span className={styles.minus}>{row.value}</span>
              ) : row.role === 'total' ? (
                <strong>{row.value}</strong>
              ) : (
                row.value
              )}
            </dd>
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
