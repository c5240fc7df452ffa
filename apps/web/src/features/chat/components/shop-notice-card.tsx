import type { ShopNoticeBody } from '@ffe/shared/contracts/im';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './message-cards.module.css';
import { SubscriptionNoticeCard, subscriptionNoticeOf } from './subscription-notice-card';
import { SubstitutionCard, type SubstitutionNotice } from './substitution-card';

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
  if (b.kind === 'order-delivery' && isText(b.order_id) && isText(b.order_no) && isText(b.date)) {
    const event = b.event === 'not-home' ? 'not-home' : 'changed';
    const slot = isText(b.slot) ? b.slot : '';
    return {
      kind: 'order-delivery',
      event,
      order_id: b.order_id,
      order_no: b.order_no,
      name: b.name,
      date: b.date,
      slot,
      url: b.url,
      time,
    };
  }
  if (b.kind === 'substitution' && isText(b.substitution_id) && isText(b.order_no) && Array.isArray(b.lines)) {
    return substitutionOf(b, b.substitution_id, b.order_no, b.url, time);
  }
  if (b.kind === 'subscription') return subscriptionNoticeOf(b, b.url, time);
  if (b.kind === 'back-in-stock' && isText(b.goods_id)) {
    const option = isText(b.option) ? b.option : null;
    const image = isText(b.image) ? b.image : '';
    return { kind: 'back-in-stock', goods_id: b.goods_id, name: b.name, option, image, url: b.url, time };
  }
  return null;
}

/** A substitution proposal (issue 44), its lines kept only where they name stems and units. */
function substitutionOf(
  b: Record<string, unknown>,
  id: string,
  orderNo: string,
  url: string,
  time: number,
): SubstitutionNotice {
  const lines = (b.lines as unknown[]).flatMap((line) => {
    const l = (line ?? {}) as Record<string, unknown>;
    if (!isText(l.name) || !isText(l.substitute) || typeof l.units !== 'number') return [];
    const nameEn = isText(l.name_en) ? l.name_en : null;
    const substituteEn = isText(l.substitute_en) ? l.substitute_en : null;
    return [{ name: l.name, name_en: nameEn, substitute: l.substitute, substitute_en: substituteEn, units: l.units }];
  });
  return {
    kind: 'substitution',
    substitution_id: id,
    order_id: isText(b.order_id) ? b.order_id : '',
    order_no: orderNo,
    name: orderNo,
    lines,
    deadline: typeof b.deadline === 'number' ? b.deadline : 0,
    url,
    time,
  };
}

/** The shop changed a delivery at the member's request, or no one was home (issue 40): tapping opens the order. */
function DeliveryNoticeCard({ body }: { body: Extract<ShopNoticeBody, { kind: 'order-delivery' }> }) {
  const { t } = useTranslation();
  const changed = body.event === 'changed';
  const title = t(changed ? 'chat.shopNotice.deliveryChangedTitle' : 'chat.shopNotice.notHomeTitle');
  const line = changed
    ? t('chat.shopNotice.deliveryChanged', { no: body.order_no, date: body.date, slot: body.slot })
    : t('chat.shopNotice.notHome', { no: body.order_no });
  const action = t('chat.shopNotice.openOrder');
  return (
    <Link to={body.url} className={`${styles.card} ${styles.link}`} aria-label={`${line} ${action}`}>
      <span className={styles.noticeHeading}>{title}</span>
      <span className={styles.noticeTitle}>{line}</span>
      <span className={styles.payLine}>{action} ›</span>
    </Link>
  );
}

/** An occasion coming or goods back in stock (issue 16), from `system`: tapping opens the goods for it. */
export function ShopNoticeCard({ body }: { body: ShopNoticeBody }) {
  const { t } = useTranslation();
  if (body.kind === 'order-delivery') return <DeliveryNoticeCard body={body} />;
  if (body.kind === 'substitution') return <SubstitutionCard body={body} />;
  if (body.kind === 'subscription') return <SubscriptionNoticeCard body={body} />;
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
