import { formatCents, toCents } from '@ffe/shared/domain/money';
import { Input } from 'antd-mobile';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styles from '../pages/after-sale-page.module.css';

/** Yuan as typed: digits with at most two decimals. */
const AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;

/** What is wrong with the typed amount, given the most that can be refunded; undefined when it is fine. */
export function amountProblem(text: string, maxCents: number, t: TFunction) {
  const trimmed = text.trim();
  if (!AMOUNT_PATTERN.test(trimmed) || toCents(Number(trimmed)) <= 0) return t('afterSale.amountInvalid');
  if (toCents(Number(trimmed)) > maxCents) return t('afterSale.amountTooHigh', { max: formatCents(maxCents) });
  return undefined;
}

/** The amount asked back, under the most that can be refunded and the refund the chosen lines suggest. */
export function AfterSaleAmountField({
  amount,
  onChange,
  error,
  maxCents,
  suggestedCents,
}: {
  amount: string;
  onChange: (amount: string) => void;
  error: string | undefined;
  maxCents: number;
  /** Undefined while no line is chosen. */
  suggestedCents: number | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className={styles.amount}>
        <label htmlFor="after-sale-amount">{t('afterSale.amount')}</label>
        <Input
          id="after-sale-amount"
          className={styles.amountInput}
          inputMode="decimal"
          value={amount}
          onChange={onChange}
          aria-invalid={Boolean(error)}
          aria-describedby="after-sale-amount-hint"
        />
      </div>
      <p id="after-sale-amount-hint" className={error ? styles.error : styles.hint}>
        {error ??
          (suggestedCents !== undefined
            ? `${t('afterSale.suggested', { amount: formatCents(suggestedCents) })} · `
            : '') + t('afterSale.amountHint', { max: formatCents(maxCents) })}
      </p>
    </>
  );
}
