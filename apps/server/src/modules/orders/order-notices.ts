import type { OrderNoticeBody } from '@ffe/shared/contracts/im';
import { toYuan } from '@ffe/shared/domain/money';
import type { OrderSms, SmsSender } from '../auth/sms-sender';
import type { OrderRow } from './order.repository';

/** The staff moves the customer hears of. */
export type OrderMove = 'preparing' | 'dispatched' | 'delivered' | 'cancelled' | 'refunded';

export interface OrderNoticesDeps {
  /** Delivers an order notice from `system` into the member's chat (`shop-notices.service` `orderNotice`). */
  chat(memberId: string, body: OrderNoticeBody): Promise<void>;
  sms: Pick<SmsSender, 'sendOrderNotice'>;
  buyerPhone(userId: string): Promise<string | null>;
  imageUrl: (path: string) => string;
  onError: (error: unknown, what: string) => void;
  now?: () => number;
}

/** The customer's page of the order, which the notice links to. */
const orderPage = (id: string) => `/pages/order/order-detail/order-detail?id=${encodeURIComponent(id)}`;

function textOf(move: OrderMove, order: OrderRow, photo: string | null): OrderSms | undefined {
  if (move === 'dispatched' && order.courier_name !== null && order.courier_phone !== null) {
    return {
      template: 'order-dispatched',
      params: { orderNo: order.order_no, courierName: order.courier_name, courierPhone: order.courier_phone },
    };
  }
  if (move === 'delivered') return { template: 'order-delivered', params: { orderNo: order.order_no, photo } };
  return undefined;
}

/**
 * Tells the buyer of each staff move of their order (issue 13), once the move has committed: an order notice in the
 * chat from `system` (the pay-notify's path), and a text on dispatch and on delivery. The caller tells only a move its
 * conditional update made, so a retried or failed move says nothing; a notice that fails is logged, never the move's
 * failure.
 */
export function orderNotices(deps: OrderNoticesDeps) {
  const now = deps.now ?? Date.now;
  return {
    /** `order` is the row as the move left it. */
    async tell(move: OrderMove, order: OrderRow): Promise<void> {
      const photo = order.delivery_photo === null ? null : deps.imageUrl(order.delivery_photo);
      const courier =
        order.courier_name !== null && order.courier_phone !== null
          ? { name: order.courier_name, phone: order.courier_phone }
          : null;
      const body: OrderNoticeBody = {
        order_id: order.id,
        group_id: null,
        order_no: order.order_no,
        order_status: order.status,
        amount: toYuan(order.pay_amount),
        url: orderPage(order.id),
        courier,
        photo,
        reason: order.refund_reason,
        time: now(),
      };
      await deps.chat(order.user_id, body).catch((error) => deps.onError(error, `order notice ${move}`));
      const sms = textOf(move, order, photo);
      if (!sms) return;
      try {
        const phone = await deps.buyerPhone(order.user_id);
        if (phone) await deps.sms.sendOrderNotice(phone, sms);
      } catch (error) {
        deps.onError(error, `order SMS ${move}`);
      }
    },
  };
}

export type OrderNotices = ReturnType<typeof orderNotices>;
