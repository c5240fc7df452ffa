import { formatYuan } from '@ffe/shared/domain/money';
import styles from './big-amount.module.css';

/** The amount a payer is about to pay, large, with a smaller ¥. */
export function BigAmount({ value, testId }: { value: number; testId?: string }) {
  return (
    <p className={styles.amount} data-testid={testId}>
      <span className={styles.currency}>¥</span>
      {formatYuan(value)}
    </p>
  );
}
