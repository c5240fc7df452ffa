import type { CategoryNode } from '@ffe/shared/contracts/catalogue';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPriceRange } from '../utils/price-range';
import { CategoryFilter } from './category-filter';
import styles from './filter-popup.module.css';

export interface ListingFilter {
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  categoryId?: string | undefined;
}

const priceText = (value: number | undefined) => (value === undefined ? '' : String(value));

/** The form inside the panel; it is mounted afresh for each opening so it starts from what the list shows now. */
export function FilterForm({
  current,
  categories,
  minInputRef,
  onApply,
  onClose,
}: {
  current: ListingFilter;
  categories: readonly CategoryNode[];
  minInputRef: RefObject<HTMLInputElement | null>;
  onApply: (filter: ListingFilter) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [minText, setMinText] = useState(() => priceText(current.minPrice));
  const [maxText, setMaxText] = useState(() => priceText(current.maxPrice));
  const [categoryId, setCategoryId] = useState(current.categoryId);
  const [error, setError] = useState<'priceInvalid' | 'priceOrder' | null>(null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const check = checkPriceRange(minText, maxText);
    if (!check.ok) {
      setError(check.error);
      return;
    }
    onApply({ minPrice: check.range.min, maxPrice: check.range.max, categoryId });
    onClose();
  };

  const reset = () => {
    setMinText('');
    setMaxText('');
    setCategoryId(undefined);
    setError(null);
  };

  return (
    <form
      className={styles.form}
      onSubmit={apply}
      noValidate
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
    >
      <div className={styles.scroll}>
        <h2 className={styles.title} id={`${id}-title`}>
          {t('listing.filter')}
        </h2>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('listing.priceRange')}</legend>
          <div className={styles.range}>
            <input
              ref={minInputRef}
              inputMode="decimal"
              placeholder={t('listing.minPrice')}
              aria-label={t('listing.minPrice')}
              aria-invalid={error !== null}
              aria-describedby={error ? `${id}-error` : undefined}
              value={minText}
              onChange={(event) => setMinText(event.target.value)}
            />
            <span aria-hidden="true">—</span>
            <input
              inputMode="decimal"
              placeholder={t('listing.maxPrice')}
              aria-label={t('listing.maxPrice')}
              aria-invalid={error !== null}
              aria-describedby={error ? `${id}-error` : undefined}
              value={maxText}
              onChange={(event) => setMaxText(event.target.value)}
            />
          </div>
          {error && (
            <p className={styles.error} id={`${id}-error`} role="alert">
              {t(`listing.${error}`)}
            </p>
          )}
        </fieldset>
        {categories.length > 0 && (
          <CategoryFilter categories={categories} value={categoryId} onChange={setCategoryId} />
        )}
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.action} onClick={reset}>
          {t('listing.reset')}
        </button>
        <button type="submit" className={`${styles.action} ${styles.primary}`}>
          {t('listing.apply')}
        </button>
      </div>
    </form>
  );
}
