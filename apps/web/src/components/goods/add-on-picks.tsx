import type { GoodsSummary } from '@ffe/shared/contracts/catalogue';
import { formatYuan } from '@ffe/shared/domain/money';
import { useTranslation } from 'react-i18next';
import styles from './add-on-picks.module.css';

export interface AddOnPicksProps {
  title: string;
  hint?: string;
  addOns: readonly GoodsSummary[];
  /** How many of each add-on go with the order; 0 or absent: not picked. */
  picked: Readonly<Record<string, number>>;
  soldOutText: string;
  onToggle: (addOn: GoodsSummary) => void;
}

/** A row of add-ons (a vase, chocolates, a card) to pick with the flowers: picture, name, price and a tick. */
export function AddOnPicks({ title, hint, addOns, picked, soldOutText, onToggle }: AddOnPicksProps) {
  const { t } = useTranslation();
  if (addOns.length === 0) return null;
  return (
    <section className={styles.section} aria-label={title} data-testid="add-on-picks">
      <p className={styles.title}>
        {title}
        {hint && <span className={styles.hint}>{hint}</span>}
      </p>
      <ul className={styles.row}>
        {addOns.map((addOn) => {
          const count = picked[addOn.id] ?? 0;
          const soldOut = addOn.stock <= 0 || addOn.status !== 'on_sale';
          return (
            <li key={addOn.id}>
              <button
                type="button"
                className={styles.pick}
                aria-pressed={count > 0}
                disabled={soldOut && count === 0}
                onClick={() => onToggle(addOn)}
                data-testid="add-on-pick"
              >
                <img src={addOn.cover} alt="" width={64} height={64} loading="lazy" className={styles.picture} />
                <span className={styles.tick} aria-hidden="true">
                  {count > 1 ? `×${count}` : '✓'}
                </span>
                <span className={styles.name}>{addOn.name}</span>
                <span className={styles.price}>
                  {soldOut ? soldOutText : t('goods.price', { price: formatYuan(addOn.salePrice) })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
