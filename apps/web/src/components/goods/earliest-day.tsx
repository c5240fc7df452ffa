import { useTranslation } from 'react-i18next';
import { shopDate } from '../delivery/delivery-day';
import styles from './earliest-day.module.css';

/**
 * Under a size made from the cooler's stems: from which day it can be delivered, when not today (issue 44). `earliest`
 * undefined: the size has no recipe (its stock says it all); null: the cooler cannot make it in the days looked at.
 */
export function EarliestDay({ earliest, now = Date.now() }: { earliest: string | null | undefined; now?: number }) {
  const { t, i18n } = useTranslation();
  if (earliest === undefined || (earliest !== null && earliest <= shopDate(now))) return null;
  if (earliest === null) {
    return (
      <p className={styles.earliest} data-testid="earliest-day">
        {t('specs.notSoon')}
      </p>
    );
  }
  // Midnight UTC of the date, formatted in UTC: the same calendar day whatever the device's time zone.
  const date = new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${earliest}T00:00:00Z`),
  );
  return (
    <p className={styles.earliest} data-testid="earliest-day">
      {t('specs.earliest', { date })}
    </p>
  );
}
