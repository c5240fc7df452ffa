import type { Reminder } from '@ffe/shared/contracts/occasions';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './reminder-card.module.css';

/** One saved date: its kind, name, day of the year, the days to go, the note, and the goods for it. */
export function ReminderCard({
  reminder,
  busy,
  onEdit,
  onRemove,
}: {
  reminder: Reminder;
  busy: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const soon = reminder.daysLeft <= 7;
  return (
    <article className={styles.card} data-testid="reminder-card">
      <div className={styles.top}>
        <span className={styles.kind}>{t(`occasions.kinds.${reminder.kind}`)}</span>
        <h2 className={styles.name}>{reminder.name}</h2>
        <span className={soon ? styles.soon : styles.days}>
          {reminder.daysLeft === 0 ? t('occasions.today') : t('occasions.daysLeft', { count: reminder.daysLeft })}
        </span>
      </div>
      <p className={styles.date}>
        {t('common.monthDay', { month: reminder.month, day: reminder.day })}
        {reminder.month === 2 && reminder.day === 29 && <span className={styles.hint}>{t('occasions.leapDay')}</span>}
      </p>
      {reminder.note && <p className={styles.note}>{reminder.note}</p>}
      <div className={styles.actions}>
        <Link to={reminder.goodsUrl} className={styles.shop}>
          {t('occasions.shop')} ›
        </Link>
        <span className={styles.buttons}>
          <button type="button" className={styles.button} disabled={busy} onClick={onEdit}>
            {t('occasions.edit')}
          </button>
          <button type="button" className={styles.button} disabled={busy} onClick={onRemove}>
            {t('occasions.remove')}
          </button>
        </span>
      </div>
    </article>
  );
}
