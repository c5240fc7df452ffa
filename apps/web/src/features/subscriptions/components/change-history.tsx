import type { SubscriptionDetail } from '@ffe/shared/contracts/subscription';
import { useTranslation } from 'react-i18next';
import styles from './subscription-parts.module.css';

/** When a change was made, as 2026-12-08 18:00 in the shop's time. */
const shopTime = (epochMs: number) => new Date(epochMs + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/** The subscription's changes, newest first as the server lists them: what, by whom, when and on which date. */
export function ChangeHistory({ changes }: { changes: SubscriptionDetail['changes'] }) {
  const { t } = useTranslation();
  if (changes.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="sub-history">
      <h2 id="sub-history" className={styles.heading}>
        {t('sub.detail.history')}
      </h2>
      <ol className={styles.history}>
        {changes.map((change) => (
          <li key={`${change.at}-${change.kind}-${change.date ?? ''}`}>
            <span>{t(`sub.detail.kinds.${change.kind}`)}</span>
            {change.detail && <span> · {change.detail}</span>}
            <span className={styles.muted}>
              {' '}
              · {t(`sub.detail.by.${change.by}`)} · {shopTime(change.at)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
