import type { OrderQuote } from '@ffe/shared/contracts/order';
import { formatYuan } from '@ffe/shared/domain/money';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from '../pages/order-confirm-page.module.css';
import barStyles from './bottom-bar.module.css';

type Blocked = 'lineProblem' | 'noAddress' | 'outOfArea' | 'belowMinimum' | 'noSlot' | 'sender' | 'other';

/** Why the order cannot be submitted as quoted, or as filled in (the orderer, once the member tried to submit). */
function blockedBy(quote: OrderQuote, senderWrong: boolean): Blocked | null {
  if (quote.payable) return senderWrong ? 'sender' : null;
  if (quote.lines.some((line) => line.problem !== null)) return 'lineProblem';
  if (!quote.address) return 'noAddress';
  if (quote.deliveryProblem) return quote.deliveryProblem.reason;
  if (!quote.delivery.slot) return 'noSlot';
  return 'other';
}

/** What the delivery problem's text names: the district not served, or the minimum order and what is missing. */
function problemValues(quote: OrderQuote) {
  const problem = quote.deliveryProblem;
  if (problem?.reason === 'outOfArea') return { district: problem.district };
  if (problem?.reason === 'belowMinimum') {
    return { minOrder: formatYuan(problem.minOrder), missing: formatYuan(problem.missing) };
  }
  return {};
}

/** The foot of the confirmation: what to pay and the submit button, with why it cannot be submitted when it cannot. */
export function OrderSubmitBar({
  quote,
  quoting,
  submitting,
  senderWrong = false,
  onSubmit,
}: {
  quote: OrderQuote;
  /** A changed choice is being quoted: the button waits for the new quote. */
  quoting: boolean;
  submitting: boolean;
  /** The orderer's name or phone is wrong and the member has been shown where. */
  senderWrong?: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  const blocked = blockedBy(quote, senderWrong);
  return (
    <div className={`${barStyles.bar} ${styles.bar}`}>
      {blocked && (
        <p className={styles.blocked} role="status">
          {t(`checkout.blocked.${blocked}`, problemValues(quote))}
        </p>
      )}
      <div className={styles.barMain}>
        <span className={styles.total}>
          {t('checkout.payAmount')}
          <strong className={styles.totalAmount} data-testid="pay-amount">
            {t('checkout.money', { amount: formatYuan(quote.payAmount) })}
          </strong>
        </span>
        <Button
          color="primary"
          shape="rounded"
          className={styles.submit}
          loading={submitting}
          loadingText={t('checkout.submitting')}
          disabled={blocked !== null || quoting}
          onClick={onSubmit}
        >
          {t('checkout.submit')}
        </Button>
      </div>
    </div>
  );
}
