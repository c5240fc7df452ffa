import type { ClientMessage } from '@ffe/im-client/runtime/im-store';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { orderNoticeBodyOf, payNotifyBodyOf, serviceRatingBodyOf } from '../utils/card-bodies';
import styles from './message-bubble.module.css';
import { OrderNoticeCard, PayNotifyCard } from './message-cards';
import { ServiceRatingCard } from './service-rating-card';
import { ShopNoticeCard, shopNoticeBodyOf } from './shop-notice-card';

/** Kinds drawn as a card in the middle of the chat, without an avatar: the shop's notices and the rating request. */
export const CENTRED_TYPES = new Set<ClientMessage['type']>([
  'pay-notify',
  'order-notice',
  'service-rating',
  'shop-notice',
]);

/** The card of a centred kind, or null for a body of the wrong shape. */
function cardOf(message: ClientMessage, ordersOpenable: boolean, mine: boolean): ReactNode {
  switch (message.type) {
    case 'pay-notify': {
      const body = payNotifyBodyOf(message.body);
      return body && <PayNotifyCard body={body} openable={ordersOpenable} />;
    }
    case 'order-notice': {
      const body = orderNoticeBodyOf(message.body);
      return body && <OrderNoticeCard body={body} openable={ordersOpenable} />;
    }
    case 'shop-notice': {
      const body = shopNoticeBodyOf(message.body);
      return body && <ShopNoticeCard body={body} />;
    }
    case 'service-rating': {
      const body = serviceRatingBodyOf(message.body);
      return body && <ServiceRatingCard messageId={message._id} body={body} canRate={!mine} />;
    }
    default:
      return null;
  }
}

/** A pay-notify, an order notice (issue 13) or customer service's request for a rating (issue 15). */
export function CentredCard({
  message,
  ordersOpenable,
  mine,
}: {
  message: ClientMessage;
  ordersOpenable: boolean;
  /** Sent by the viewer: staff see the rating request, but only the customer rates. */
  mine: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.center} data-testid="message" data-type={message.type}>
      {cardOf(message, ordersOpenable, mine) ?? t('chat.unsupported')}
    </div>
  );
}
