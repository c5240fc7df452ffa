import { conflict } from '../../platform/errors';
import type { OrderRow } from './order.repository';

/**
 * A subscription's orders are undone by cancelling the subscription, which refunds what was not delivered (decision
 * 061): its purchase (409 SUBSCRIPTION_PURCHASE) and its deliveries (409 SUBSCRIPTION_DELIVERY) refuse `what`.
 */
export function refuseSubscriptionOrder(order: Pick<OrderRow, 'kind' | 'subscription_id'>, what: string): void {
  refusePurchase(order, what);
  if (order.subscription_id) {
    throw conflict('SUBSCRIPTION_DELIVERY', `order: a subscription's delivery cannot ${what}; cancel the subscription`);
  }
}

/** A subscription's purchase is never made, moved or changed (decision 061): 409 SUBSCRIPTION_PURCHASE. */
export function refusePurchase(order: Pick<OrderRow, 'kind'>, what: string): void {
  if (order.kind === 'subscription') {
    throw conflict('SUBSCRIPTION_PURCHASE', `order: a subscription's purchase cannot ${what}; cancel the subscription`);
  }
}
