import { cartGoodsCount } from '@ffe/shared/domain/cart-lines';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCartStore } from '../stores/cart-store';
import { useImUnreadConversations } from '../stores/im-unread-store';
import { tabs } from './route-table';
import styles from './tab-bar.module.css';
import { TabIcon } from './tab-icons';

/**
 * The bottom tab bar: four tabs, the cart's badge counts the cart's goods, 我的's the conversations with unread
 * messages (issue 15: the message centre is there); each disappears at 0.
 */
export function TabBar({ active }: { active: number }) {
  const { t } = useTranslation();
  const badges: Record<string, number> = {
    cart: useCartStore((s) => cartGoodsCount(s.cartList)),
    me: useImUnreadConversations() ?? 0,
  };
  return (
    <nav className={styles.bar} aria-label="tabs">
      {tabs.map((tab, index) => {
        const count = badges[tab.label] ?? 0;
        return (
          <Link
            key={tab.path}
            to={tab.path}
            replace
            className={index === active ? `${styles.tab} ${styles.active}` : styles.tab}
            aria-current={index === active ? 'page' : undefined}
          >
            <span className={styles.icon}>
              <TabIcon name={tab.icon} />
              {count > 0 && (
                <span className={styles.badge} data-testid={`${tab.label}-badge`}>
                  {count > 99 ? '99+' : count}
                </span>
              )}
            </span>
            <span className={styles.label}>{t(`tab.${tab.label}`)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
