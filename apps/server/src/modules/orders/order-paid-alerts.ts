import type { ServerFrame } from '@ffe/shared/contracts/im';
import { toYuan } from '@ffe/shared/domain/money';
import type { Permission } from '@ffe/shared/domain/staff-roles';
import type { OrderRepository } from './order.repository';

export interface OrderPaidAlertsDeps {
  orderRepo: Pick<OrderRepository, 'findById'>;
  /** Pushes a frame to every socket, in every process, of users holding the permission (im-socket). */
  pushToPermitted(permission: Permission, frame: ServerFrame): Promise<void>;
}

/** The console's new-order alert (issue 13): a paid order is pushed to every staff socket that may read orders. */
export function orderPaidAlerts(deps: OrderPaidAlertsDeps) {
  return {
    async orderPaid(orderId: string): Promise<void> {
      const order = await deps.orderRepo.findById(orderId);
      // A subscription's purchase is never made: staff hear of each delivery when it is placed instead.
      if (!order || order.paid_at === null || order.kind === 'subscription') return;
      await deps.pushToPermitted('orders.read', {
        type: 'order-paid',
        data: {
          orderId: order.id,
          orderNo: order.order_no,
          payAmount: toYuan(order.pay_amount),
          deliveryDate: order.delivery_date,
          deliverySlot: order.delivery_slot,
          paidAt: order.paid_at,
        },
      });
    },
  };
}
