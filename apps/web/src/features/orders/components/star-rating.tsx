import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './star-rating.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

/** Five stars as a native radio group: Tab reaches it and the arrow keys move the rating, with no script of ours. */
export function StarRating({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (stars: number) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className={styles.rating}>
      <legend className={styles.legend}>{label}</legend>
      {STARS.map((stars) => (
        <label key={stars} className={stars <= value ? `${styles.star} ${styles.lit}` : styles.star}>
          <input
            type="radio"
            name={name}
            value={stars}
            checked={value === stars}
            onChange={() => onChange(stars)}
            aria-label={t('order.comment.stars', { count: stars })}
          />
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z" />
          </svg>
        </label>
      ))}
      <span className={styles.words}>{t(`order.comment.ratingWords.${value}`)}</span>
    </fieldset>
  );
}
