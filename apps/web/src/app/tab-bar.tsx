import { cartGoodsCount } from '@ffe/shared/domain/cart-lines';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCartStore } from '../stores/cart-store';
import { tabs } from './route-table';
import styles from './tab-bar.module.css';
import { TabIcon } from './tab-icons';

/** The bottom tab bar: four tabs, the cart's badge counts the cart's goods and disappears at 0. */
export function TabBar({ active }: { active: number }) {
  const { t } = useTranslation();
  const count = useCartStore((s) => cartGoodsCount(s.cartList));
  return (
    <nav className={styles.bar} aria-label="tabs">
      {tabs.map((tab, index) => (
        <Link
          key={tab.path}
          to={tab.path}
          replace
          className={index === active ? `${styles.tab} ${styles.active}` : styles.tab}
          aria-current={index === active ? 'page' : undefined}
        >
          <span className={styles.icon}>
            <TabIcon name={tab.icon} />
            {tab.label === 'cart' && count > 0 && (
              <span className={styles.badge} data-testid="cart-badge">
                {count > 99 ? '99+' : count}
              </span>
            )}
          </span>
          <span className={styles.label}>{t(`tab.${tab.label}`)}</span>
        </Link>
      ))}
    </nav>
  );
}
