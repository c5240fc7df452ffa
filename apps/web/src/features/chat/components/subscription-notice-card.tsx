import type { ShopNoticeBody } from '@ffe/shared/contracts/im';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './message-cards.module.css';

export type SubscriptionNotice = Extract<ShopNoticeBody, { kind: 'subscription' }>;

const isText = (value: unknown): value is string => typeof value === 'string';
const countOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

/** A subscription notice as stored (issue 45), or null when it lacks what the card shows. */
export function subscriptionNoticeOf(b: Record<string, unknown>, url: string, time: number): SubscriptionNotice | null {
  const events = ['tomorrow', 'moved', 'delivered', 'ending'] as const;
  const event = events.find((e) => e === b.event);
  if (!event || !isText(b.subscription_id) || !isText(b.name)) return null;
  return {
    kind: 'subscription',
    event,
    subscription_id: b.subscription_id,
    name: b.name,
    name_en: isText(b.name_en) ? b.name_en : null,
    date: isText(b.date) ? b.date : '',
    moved_from: isText(b.moved_from) ? b.moved_from : null,
    number: countOrNull(b.number),
    total: countOrNull(b.total) ?? 0,
    photo: isText(b.photo) ? b.photo : null,
    url,
    time,
  };
}

/**
 * Flowers every week (issue 45), from `system`: a delivery tomorrow, moved by the shop, delivered (with its photo), or
 * the plan nearly over with a one-tap re-buy; tapping opens the subscription (or the plan to buy again).
 */
export function SubscriptionNoticeCard({ body }: { body: SubscriptionNotice }) {
  const { t, i18n } = useTranslation();
  const name = i18n.language === 'en' ? (body.name_en ?? body.name) : body.name;
  const values = { name, date: body.date, from: body.moved_from ?? '', number: body.number ?? 0, total: body.total };
  const title = t(`chat.shopNotice.subscription.${body.event}Title`);
  const line = t(`chat.shopNotice.subscription.${body.event}`, values);
  const action = t(
    body.event === 'ending' ? 'chat.shopNotice.subscription.renew' : 'chat.shopNotice.subscription.open',
  );
  return (
    <Link to={body.url} className={`${styles.card} ${styles.link}`} aria-label={`${line} ${action}`}>
      <span className={styles.noticeHeading}>{title}</span>
      {body.photo ? <img className={styles.noticePhoto} src={body.photo} alt={title} /> : null}
      <span className={styles.noticeTitle}>{line}</span>
      <span className={styles.payLine}>{action} ›</span>
    </Link>
  );
}
