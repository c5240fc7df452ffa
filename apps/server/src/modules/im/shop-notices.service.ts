import { IM } from '@ffe/shared/constants';
import type { OrderCardBody, OrderNoticeBody, PayNotifyBody, ShopNoticeBody } from '@ffe/shared/contracts/im';
import type { ImDeliveryService, ImServiceDeps } from './im-delivery.service';

/** What the shop tells a member in the chat from `system`: paid orders, the steps of their orders, occasions, restocks. */
export function shopNoticesService(deps: ImServiceDeps, delivery: ImDeliveryService) {
  const { repo, cards } = deps;
  const { now, push, presentOne, profileOf, deliver, touchRows } = delivery;

  return {
    /** A paid order: its order cards show it paid, and `system` tells the buyer (PRODUCT.md#chat-pay-notify). */
    async orderPaid(orderId: string): Promise<void> {
      const paid = await cards.paidOrder(orderId);
      if (!paid) return;
      const at = now();
      for (const row of await repo.orderCardsOf(orderId)) {
        const changes = { body: { ...(row.body as OrderCardBody), ...paid.card }, update_time: at };
        if (!(await repo.updateMessage(row.id, changes))) continue;
        const participants = await touchRows(row.conversation_id, at, row);
        await push(participants, await presentOne({ ...row, ...changes }));
      }
      const system = await profileOf(IM.SYSTEM_UID);
      await deliver(system, paid.memberId, {
        type: 'pay-notify',
        body: {
          order_id: orderId,
          group_id: null,
          pay_channel: paid.card.pay_channel ?? '',
          status: 1,
          pay_time: paid.card.pay_time ?? at,
          order_no: paid.card.order_no,
          amount: paid.card.amount,
        } satisfies PayNotifyBody,
        uniqueId: `pay-notify-${orderId}`,
        clientCreateTime: at,
        deviceId: null,
        replyMsgId: null,
      });
    },

    /** A step of the member's order, told by `system`; its unique id names the order and the state, so once a step. */
    async orderNotice(memberId: string, body: OrderNoticeBody): Promise<void> {
      const at = now();
      await deliver(await profileOf(IM.SYSTEM_UID), memberId, {
        type: 'order-notice',
        body,
        uniqueId: `order-notice-${body.order_id}-${body.order_status}`,
        clientCreateTime: at,
        deviceId: null,
        replyMsgId: null,
      });
    },

    /** An occasion coming or goods back (issue 16); `uniqueId` names the one notice, so a second send stores nothing. */
    async shopNotice(memberId: string, body: ShopNoticeBody, uniqueId: string): Promise<void> {
      await deliver(await profileOf(IM.SYSTEM_UID), memberId, {
        type: 'shop-notice',
        body,
        uniqueId,
        clientCreateTime: now(),
        deviceId: null,
        replyMsgId: null,
      });
    },
  };
}
