import { Rate } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './star-rating.module.css';

const STARS = 5;

/** antd-mobile's stars, tapped or dragged; with the focus on them, arrows, Home, End and 1–5 set the rating too. */
export function StarRating({
  value = 0,
  onChange,
  label,
}: {
  value?: number;
  onChange?: (value: number) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  // The latest rating, also between a key and the next render: a held arrow key repeats faster than React renders.
  const latest = useRef(value);
  latest.current = value;
  const change = useRef(onChange);
  change.current = onChange;

  // Rate takes no key handler, so its keys are heard from the box around it.
  useEffect(() => {
    const element = box.current;
    const onKeyDown = (event: KeyboardEvent) => {
      const current = latest.current;
      const keys: Record<string, number> = {
        ArrowRight: current + 1,
        ArrowUp: current + 1,
        ArrowLeft: current - 1,
        ArrowDown: current - 1,
        Home: 1,
        End: STARS,
      };
      const next = keys[event.key] ?? (/^[1-5]$/.test(event.key) ? Number(event.key) : undefined);
      if (next === undefined) return;
      event.preventDefault();
      // Rate's drag handling also listens to arrow keys, and would read them as a drag to nowhere.
      event.stopPropagation();
      latest.current = Math.min(STARS, Math.max(1, next));
      change.current?.(latest.current);
    };
    element?.addEventListener('keydown', onKeyDown);
    return () => element?.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div className={styles.rating} ref={box}>
      <Rate
        className={styles.stars}
        count={STARS}
        value={value}
        allowClear={false}
        onChange={(stars) => onChange?.(stars)}
        tabIndex={0}
        aria-label={label}
      />
      <span className={styles.words} aria-live="polite">
        {value > 0 ? t(`feedback.ratingWords.${value}`) : ''}
      </span>
    </div>
  );
}
