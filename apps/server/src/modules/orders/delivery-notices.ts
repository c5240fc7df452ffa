import type { ShopNoticeBody } from '@ffe/shared/contracts/im';
import type { SmsSender } from '../auth/auth.module';
import type { OrderRow } from './order.repository';

export interface DeliveryNoticesDeps {
  /** Delivers a notice from `system` into the member's chat (`shop-notices.service` `shopNotice`). */
  chat(memberId: string, body: ShopNoticeBody, uniqueId: string): Promise<void>;
  sms: Pick<SmsSender, 'sendShopNotice'>;
  buyerPhone(userId: string): Promise<string | null>;
  /** The shop's public origin for links in texts ('' leaves them relative). */
  publicUrl: string;
  onError: (error: unknown, what: string) => void;
  now?: () => number;
}

/** What the member hears of besides the order's moves: the shop changed the delivery, or no one was home. */
export type DeliveryEvent = 'changed' | 'not-home';

const orderPage = (id: string) => `/pages/order/order-detail/order-detail?id=${encodeURIComponent(id)}`;

/**
 * Tells the buyer (issue 40), after the commit, that staff changed the delivery at their request or that the courier
 * found no one home: a shop notice from `system` and a text. Each notice's unique id names the step (`at`), so a
 * second change is told again while a retried send stores nothing; a failure is logged, never the change's.
 */
export function deliveryNotices(deps: DeliveryNoticesDeps) {
  const now = deps.now ?? Date.now;
  return {
    /** `order` is the row as the step left it; `slot` names its slot by its hours. */
    async tell(event: DeliveryEvent, order: OrderRow, slot: string, at: number): Promise<void> {
      const url = orderPage(order.id);
      const body: ShopNoticeBody = {
        kind: 'order-delivery',
        event,
        order_id: order.id,
        order_no: order.order_no,
        name: order.recipient_name,
        date: order.delivery_date,
        slot,
        url,
        time: now(),
      };
      await deps
        .chat(order.user_id, body, `order-delivery-${order.id}-${event}-${at}`)
        .catch((error) => deps.onError(error, `delivery notice ${event}`));
      try {
        const phone = await deps.buyerPhone(order.user_id);
        if (!phone) return;
        const link = `${deps.publicUrl}${url}`;
        await deps.sms.sendShopNotice(
          phone,
          event === 'changed'
            ? {
                template: 'order-delivery-changed',
                params: { orderNo: order.order_no, date: order.delivery_date, slot, url: link },
              }
            : { template: 'order-not-home', params: { orderNo: order.order_no, url: link } },
        );
      } catch (error) {
        deps.onError(error, `delivery SMS ${event}`);
      }
    },
  };
}

export type DeliveryNotices = ReturnType<typeof deliveryNotices>;
