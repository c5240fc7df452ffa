import type { OrderNoticeBody } from '@ffe/shared/contracts/im';
import { toYuan } from '@ffe/shared/domain/money';
import type { OrderSms, SmsSender } from '../auth/auth.module';
import type { OrderRow } from './order.repository';

/** The staff moves the customer hears of. */
export type OrderMove = 'preparing' | 'dispatched' | 'delivered' | 'cancelled' | 'refunded';

/** Who the recipient is told the flowers are from when the card names no one, or the buyer stays anonymous. */
export const UNNAMED_SENDER = '一位朋友';

export interface OrderNoticesDeps {
  /** Delivers an order notice from `system` into the member's chat (`shop-notices.service` `orderNotice`). */
  chat(memberId: string, body: OrderNoticeBody): Promise<void>;
  sms: Pick<SmsSender, 'sendOrderNotice'>;
  buyerPhone(userId: string): Promise<string | null>;
  /** The order as it is now, for the text of a payment (which the payments module tells by id). */
  findOrder(orderId: string): Promise<OrderRow | undefined>;
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
 * The recipient's text when the flowers leave (issue 41), unless the buyer turned it off: the courier's name and phone,
 * and the card's signature as the sender, never an anonymous buyer's name (nor any name the card did not carry).
 */
function recipientText(order: OrderRow): OrderSms | undefined {
  if (order.notify_recipient !== 1 || order.courier_name === null || order.courier_phone === null) return undefined;
  const signature = order.anonymous === 1 ? '' : (order.card_signature ?? '').trim();
  return {
    template: 'recipient-dispatched',
    params: {
      name: order.recipient_name,
      sender: signature || UNNAMED_SENDER,
      courierName: order.courier_name,
      courierPhone: order.courier_phone,
    },
  };
}

/**
 * Tells the buyer of each staff move of their order (issue 13), once the move has committed: an order notice in the
 * chat from `system` (the pay-notify's path), and a text on dispatch and on delivery; on dispatch the recipient is
 * texted too (issue 41), and a paid order texts its buyer. The caller tells only a move its
 * conditional update made, so a retried or failed move says nothing; a notice that fails is logged, never the move's
 * failure.
 */
export function orderNotices(deps: OrderNoticesDeps) {
  const now = deps.now ?? Date.now;
  async function textBuyer(order: OrderRow, sms: OrderSms) {
    try {
      const phone = await deps.buyerPhone(order.user_id);
      if (phone) await deps.sms.sendOrderNotice(phone, sms);
    } catch (error) {
      deps.onError(error, `order SMS ${sms.template}`);
    }
  }
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
      if (sms) await textBuyer(order, sms);
      const toRecipient = move === 'dispatched' ? recipientText(order) : undefined;
      if (toRecipient) {
        await deps.sms
          .sendOrderNotice(order.recipient_phone, toRecipient)
          .catch((error) => deps.onError(error, 'recipient SMS dispatched'));
      }
    },

    /** Texts the buyer that their order is paid; the chat's pay-notify is the payments module's own. */
    async paid(orderId: string): Promise<void> {
      const order = await deps.findOrder(orderId);
      if (!order || order.paid_at === null) return;
      await textBuyer(order, {
        template: 'order-paid',
        params: { orderNo: order.order_no, date: order.delivery_date },
      });
    },
  };
}

export type OrderNotices = ReturnType<typeof orderNotices>;
