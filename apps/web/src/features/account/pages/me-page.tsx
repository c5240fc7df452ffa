import { DEFAULT_CUSTOMER_SERVICE_UID } from '@ffe/shared/constants';
import type { Portal } from '@ffe/shared/contracts/member';
import { maskPhone } from '@ffe/shared/domain/masking';
import type { OrderListTab } from '@ffe/shared/domain/order-state';
import { Avatar, Badge, Button, List } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMemberName } from '../../../lib/member-name';
import { type PageName, pathTo } from '../../../lib/paths';
import { readUserInfo } from '../../../lib/session';
import { useImServiceUnread, useImUnreadConversations } from '../../../stores/im-unread-store';
import { useUserStore } from '../../../stores/user-store';
import { usePortal } from '../api/get-portal';
import { type ME_ICONS, MeIcon } from '../components/me-icons';
import styles from './me-page.module.css';

type OrderCount = keyof Portal['orderCounts'];
/** The order shortcuts in the order a customer meets them: each count with the list tab (`?tab=`) it opens. */
const ORDER_TABS: readonly { count: OrderCount; tab: OrderListTab }[] = [
  { count: 'pendingPayment', tab: 'pending_payment' },
  { count: 'paid', tab: 'paid' },
  { count: 'delivering', tab: 'delivering' },
  { count: 'toReview', tab: 'received' },
  { count: 'afterSale', tab: 'after_sale' },
];

const badgeOf = (count: number | undefined) => (count ? (count > 99 ? '99+' : count) : null);

interface Entry {
  /** Its icon and its text (`me.<name>`). */
  name: Exclude<keyof typeof ME_ICONS, 'settings'>;
  to: string;
  count?: number | undefined;
  /** Unread messages wait as a red dot with a number; the other counts are plain. */
  badge?: boolean;
}

/** My account (tab 3): who is logged in, the order shortcuts with their counts, and the member's services. */
export default function MePage() {
  const { t } = useTranslation();
  const memberName = useMemberName();
  const navigate = useNavigate();
  const user = useUserStore((s) => s.user);
  const isLogin = useUserStore((s) => s.isLogin);
  const loginStatus = useUserStore((s) => s.loginStatus);
  const portal = usePortal(isLogin);
  const counts = isLogin ? portal.data : undefined;
  // The chat's counts are live (it runs app-wide, issue 15): conversations with unread messages, and customer service's.
  const unreadConversations = useImUnreadConversations();
  const serviceUnread = useImServiceUnread();

  useEffect(() => {
    if (portal.data) useUserStore.setState({ chat: portal.data.unreadChatCount });
  }, [portal.data]);

  // While the account is being fetched at launch, the cached one stands in, so the header does not blink.
  const shown = user || (loginStatus === 'checking' || loginStatus === 'unverified' ? readUserInfo() : undefined);
  const phone = shown?.mobile ? maskPhone(shown.mobile) : undefined;
  const name = shown ? memberName(shown.nickname, shown.mobile, phone || shown.username || '') : '';

  const entries: Entry[] = [
    { name: 'messages', to: pathTo('imIndex'), count: unreadConversations, badge: true },
    { name: 'addresses', to: pathTo('addressList') },
    { name: 'invoices', to: pathTo('invoiceList') },
    { name: 'coupons', to: pathTo('couponList'), count: counts?.couponCount },
    { name: 'favourites', to: pathTo('favorList'), count: counts?.favouriteCount },
    { name: 'history', to: pathTo('history'), count: counts?.historyCount },
    { name: 'reminders', to: pathTo('reminders') },
    { name: 'subscriptions', to: pathTo('subscriptionMine') },
    {
      name: 'service',
      to: pathTo('chat', { user_id: DEFAULT_CUSTOMER_SERVICE_UID }),
      count: serviceUnread,
      badge: true,
    },
    { name: 'feedback', to: pathTo('feedback') },
    { name: 'help', to: pathTo('helper') },
    { name: 'wechat', to: pathTo('wechatAdd') },
  ];

  const go = (page: PageName) => navigate(pathTo(page));

  return (
    <div className={styles.page}>
      <section className={styles.header}>
        <Link to={pathTo('userSet')} className={styles.settings} aria-label={t('me.settings')}>
          <MeIcon name="settings" />
        </Link>
        {shown ? (
          <Link to={pathTo('userSet')} className={styles.profile}>
            <Avatar className={styles.avatar} src={shown.avatar_file.url} alt={t('me.avatar')} />
            <span className={styles.who}>
              <span className={styles.name}>{name}</span>
              {phone && <span className={styles.phone}>{phone}</span>}
            </span>
          </Link>
        ) : (
          <div className={styles.profile}>
            <Avatar className={styles.avatar} src="" alt={t('me.avatar')} />
            <span className={styles.who}>
              <Button className={styles.loginButton} size="small" shape="rounded" onClick={() => go('login')}>
                {t('me.loginOrRegister')}
              </Button>
              <span className={styles.phone}>{t('me.loginHint')}</span>
            </span>
          </div>
        )}
      </section>

      <section className={styles.card} aria-labelledby="me-orders">
        <div className={styles.cardHead}>
          <h2 id="me-orders" className={styles.cardTitle}>
            {t('me.myOrders')}
          </h2>
          <Link to={pathTo('orderList')} className={styles.more}>
            {t('me.allOrders')} ›
          </Link>
        </div>
        <ul className={styles.orders}>
          {ORDER_TABS.map(({ count, tab }) => (
            <li key={tab}>
              <Link to={pathTo('orderList', { tab })} className={styles.order}>
                <Badge content={badgeOf(counts?.orderCounts[count])}>
                  <MeIcon name={count} size={26} />
                </Badge>
                <span>{t(`me.${count}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <List className={styles.entries} header={t('me.myServices')}>
        {entries.map((entry) => (
          <List.Item
            key={entry.name}
            prefix={<MeIcon name={entry.name} size={22} />}
            extra={
              entry.badge ? (
                badgeOf(entry.count) && <Badge content={badgeOf(entry.count)} />
              ) : entry.count ? (
                <span className={styles.count}>{entry.count}</span>
              ) : null
            }
            onClick={() => navigate(entry.to)}
          >
            {t(`me.${entry.name}`)}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
