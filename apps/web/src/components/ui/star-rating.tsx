import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StarIcon } from './star-icon';
import styles from './star-rating.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Five stars as a native radio group: Tab reaches it and the arrow keys move the rating, with no script of ours. The
 * shop's one star rating (reviews, feedback, rating customer service); `words` says what a rating means there.
 */
export function StarRating({
  label,
  value = 0,
  onChange,
  words,
  labelHidden = false,
}: {
  label: string;
  value?: number;
  onChange?: (stars: number) => void;
  words?: (stars: number) => string;
  /** The label is for screen readers only (a card whose heading already says it). */
  labelHidden?: boolean;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className={styles.rating}>
      <legend className={labelHidden ? styles.hidden : styles.legend}>{label}</legend>
      {STARS.map((stars) => (
        <label key={stars} className={stars <= value ? `${styles.star} ${styles.lit}` : styles.star}>
          <input
            type="radio"
            name={name}
            value={stars}
            checked={value === stars}
            onChange={() => onChange?.(stars)}
            aria-label={t('common.stars', { count: stars })}
          />
          <StarIcon />
        </label>
      ))}
      {words && (
        <span className={styles.words} aria-live="polite">
          {value > 0 ? words(value) : ''}
        </span>
      )}
    </fieldset>
  );
}
