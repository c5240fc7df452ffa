import type { GoodsSku, GoodsSpecs } from '@ffe/shared/contracts/catalogue';
import { formatYuan } from '@ffe/shared/domain/money';
import { useTranslation } from 'react-i18next';
import styles from './size-choices.module.css';

/** The goods' sizes on its page, each with its price; a sold-out one is marked and cannot be chosen. */
export function SizeChoices({
  specs,
  chosenId,
  onChoose,
}: {
  specs: GoodsSpecs;
  chosenId: string | undefined;
  onChoose: (sku: GoodsSku) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.sizes} data-testid="size-choices">
      <legend className={styles.label}>{specs.name || t('specs.option')}</legend>
      <div className={styles.chips}>
        {specs.options.map((option) => {
          const soldOut = option.stock <= 0;
          return (
            <button
              key={option.id}
              type="button"
              className={styles.chip}
              aria-pressed={option.id === chosenId}
              disabled={soldOut}
              onClick={() => onChoose(option)}
              data-testid="size-choice"
            >
              <span className={styles.name}>{option.name}</span>
              <span className={styles.price}>
                {soldOut ? t('specs.soldOut') : t('goods.price', { price: formatYuan(option.salePrice) })}
              </span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
