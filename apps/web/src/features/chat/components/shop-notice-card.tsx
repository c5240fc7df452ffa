import type { ShopNoticeBody } from '@ffe/shared/contracts/im';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './message-cards.module.css';

const isText = (value: unknown): value is string => typeof value === 'string';

/** A shop notice as stored, or null for a body of another shape; only paths of this shop are opened. */
export function shopNoticeBodyOf(body: unknown): ShopNoticeBody | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  if (!isText(b.url) || !b.url.startsWith('/pages/') || !isText(b.name)) return null;
  const time = typeof b.time === 'number' ? b.time : 0;
  if (b.kind === 'occasion' && isText(b.date) && typeof b.days === 'number') {
    const occasion = isText(b.occasion) ? b.occasion : 'other';
    return { kind: 'occasion', occasion, name: b.name, date: b.date, days: b.days, url: b.url, time };
  }
  if (b.kind === 'back-in-stock' && isText(b.goods_id)) {
    const option = isText(b.option) ? b.option : null;
    const image = isText(b.image) ? b.image : '';
    return { kind: 'back-in-stock', goods_id: b.goods_id, name: b.name, option, image, url: b.url, time };
  }
  return null;
}

/** An occasion coming or goods back in stock (issue 16), from `system`: tapping opens the goods for it. */
export function ShopNoticeCard({ body }: { body: ShopNoticeBody }) {
  const { t } = useTranslation();
  const occasion = body.kind === 'occasion';
  const title = t(occasion ? 'chat.shopNotice.occasionTitle' : 'chat.shopNotice.backInStockTitle');
  const line = occasion
    ? t(body.days === 1 ? 'chat.shopNotice.occasionTomorrow' : 'chat.shopNotice.occasion', {
        name: body.name,
        count: body.days,
        date: body.date,
      })
    : t('chat.shopNotice.backInStock', { name: body.option ? `${body.name} ${body.option}` : body.name });
  const action = t(occasion ? 'chat.shopNotice.shop' : 'chat.shopNotice.buy');
  return (
    <Link to={body.url} className={`${styles.card} ${styles.link}`} aria-label={`${line} ${action}`}>
      <span className={styles.noticeHeading}>{title}</span>
      <span className={styles.noticeTitle}>{line}</span>
      <span className={styles.payLine}>{action} ›</span>
    </Link>
  );
}
