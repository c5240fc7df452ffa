import type { CategoryNode } from '@ffe/shared/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import styles from './filter-popup.module.css';

/** The filter's category group: 全部分类, then a row of chips for each parent; one chip is pressed at a time. */
export function CategoryFilter({
  categories,
  value,
  onChange,
}: {
  categories: readonly CategoryNode[];
  value: string | undefined;
  onChange: (categoryId: string | undefined) => void;
}) {
  const { t } = useTranslation();

  const chip = (id: string | undefined, label: string, name?: string) => (
    <button
      key={id ?? ''}
      type="button"
      className={styles.chip}
      aria-label={name}
      aria-pressed={value === id}
      onClick={() => onChange(id)}
    >
      {label}
    </button>
  );

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('listing.category')}</legend>
      <div className={styles.chips}>{chip(undefined, t('listing.anyCategory'))}</div>
      {/* The parent names its row and 全部 picks all of it, so a child named like its parent (开业花篮) is not
          read twice in a row. */}
      {categories.map((parent) => (
        <fieldset key={parent.id} className={styles.row}>
          <legend className={styles.parentName}>{parent.name}</legend>
          <div className={styles.chips}>
            {chip(parent.id, t('category.all'), t('listing.allOf', { name: parent.name }))}
            {parent.children.map((child) => chip(child.id, child.name))}
          </div>
        </fieldset>
      ))}
    </fieldset>
  );
}
