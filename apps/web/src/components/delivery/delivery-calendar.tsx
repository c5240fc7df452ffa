import type { DeliveryDay } from '@ffe/shared/contracts/order';
import { formatYuan } from '@ffe/shared/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../ui/line-icon';
import { monthGrid, monthOf, monthsOf, monthTexts } from './calendar-month';
import styles from './delivery-calendar.module.css';
import { describeDay } from './delivery-day';

/**
 * The delivery days as a month: a day that is closed, past today's cut-off or full is greyed, cannot be chosen and
 * says why; a day with a surcharge shows it; days outside the shop's horizon are greyed blanks. The arrows move
 * between the months the horizon covers.
 */
export function DeliveryCalendar({
  days,
  chosen,
  onChoose,
}: {
  days: readonly DeliveryDay[];
  chosen: string | null;
  onChoose: (day: DeliveryDay) => void;
}) {
  const { t, i18n } = useTranslation();
  const now = Date.now();
  const months = monthsOf(days.map((day) => day.date));
  const firstOpen = days.find((day) => day.unavailable === null)?.date;
  const [shown, setShown] = useState(() => monthOf(chosen ?? firstOpen ?? days[0]?.date ?? ''));
  const at = Math.max(0, months.indexOf(shown));
  const month = months[at] ?? shown;
  const byDate = new Map(days.map((day) => [day.date, day]));
  const { title, weekdays } = monthTexts(month, i18n.language);

  return (
    <div className={styles.calendar}>
      <div className={styles.head}>
        <button
          type="button"
          className={styles.arrow}
          disabled={at === 0}
          onClick={() => setShown(months[at - 1] ?? month)}
          aria-label={t('checkout.prevMonth')}
        >
          <LineIcon d="M15 6l-6 6 6 6" size={18} />
        </button>
        <span className={styles.title} aria-live="polite">
          {title}
        </span>
        <button
          type="button"
          className={styles.arrow}
          disabled={at >= months.length - 1}
          onClick={() => setShown(months[at + 1] ?? month)}
          aria-label={t('checkout.nextMonth')}
        >
          <LineIcon d="M9 6l6 6-6 6" size={18} />
        </button>
      </div>
      <fieldset className={styles.group}>
        <legend className={styles.visuallyHidden}>{t('checkout.deliveryDate')}</legend>
        <div className={styles.grid}>
          {weekdays.map((weekday) => (
            <span key={weekday.day} className={styles.weekday} aria-hidden="true">
              {weekday.name}
            </span>
          ))}
          {monthGrid(month).map((date, index) => {
            const day = date ? byDate.get(date) : undefined;
            const number = date ? Number(date.slice(8)) : '';
            // Blanks before the 1st, and dates before today or past the horizon, cannot be chosen and say nothing.
            if (!day) {
              return (
                <span key={date ?? `blank-${index}`} className={`${styles.cell} ${styles.outside}`} aria-hidden="true">
                  {number}
                </span>
              );
            }
            const { name, date: written } = describeDay(day.date, {
              now,
              language: i18n.language,
              today: t('checkout.today'),
              tomorrow: t('checkout.tomorrow'),
            });
            const note = day.unavailable
              ? t(`checkout.dayUnavailable.${day.unavailable}`)
              : day.surcharge > 0
                ? t('checkout.daySurcharge', { amount: formatYuan(day.surcharge) })
                : '';
            // Today and tomorrow say so under their number when nothing more pressing does, in a word that fits a cell.
            const named =
              name === t('checkout.today')
                ? t('checkout.todayShort')
                : name === t('checkout.tomorrow')
                  ? t('checkout.tomorrowShort')
                  : '';
            return (
              <button
                key={day.date}
                type="button"
                className={`${styles.cell} ${day.surcharge > 0 && !day.unavailable ? styles.surcharged : ''}`}
                aria-pressed={day.date === chosen}
                aria-label={[name, written, note].filter(Boolean).join(' ')}
                disabled={day.unavailable !== null}
                onClick={() => onChoose(day)}
              >
                <span className={styles.number}>{number}</span>
                {(note || named) && <span className={styles.note}>{note || named}</span>}
              </button>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
