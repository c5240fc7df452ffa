/** The states of an order (decision 006); `preparing` (制作中) is the florist at work, between paid and dispatch. */
export const orderStatuses = [
  'pending_payment',
  'paid',
  'preparing',
  'delivering',
  'received',
  'completed',
  'cancelled',
  'refunding',
  'refunded',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The state table of decision 006: from each state, the only states an order may move to. */
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending_payment: ['paid', 'cancelled'],
  paid: ['preparing', 'delivering', 'refunding', 'refunded'],
  // Still in the shop: staff may refund it, and the customer may ask an after-sale (it is paid).
  preparing: ['delivering', 'refunding', 'refunded'],
  // A courier who found no one home, or whose flowers were refused, brings them back to the shop (issue 40).
  delivering: ['received', 'preparing'],
  received: ['completed'],
  completed: [],
  cancelled: [],
  // An after-sale request that ends without a refund gives the order back to where it was: paid or preparing.
  refunding: ['refunded', 'paid', 'preparing'],
  refunded: [],
};

/** Paid orders that have not left the shop: staff may refund them in full, stock and slot coming back. */
export const undeliveredStates: readonly OrderStatus[] = ['paid', 'preparing'];

/** Orders the shop owes a bouquet for: the workroom's day sheet lists these (an open after-sale is marked by its state). */
export const workroomStates: readonly OrderStatus[] = [
  'paid',
  'preparing',
  'delivering',
  'received',
  'completed',
  'refunding',
];

/** Whether the state table lets an order in `from` move to `to`. */
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to);
}

/** The tabs of the order list, each a filter of the list call. */
export const orderListTabs = ['all', 'pending_payment', 'paid', 'delivering', 'received', 'after_sale'] as const;
export type OrderListTab = (typeof orderListTabs)[number];

/** The states a status tab lists: 待发货 (`paid`) also holds the orders the florist is preparing. */
export function statusesOfTab(tab: Exclude<OrderListTab, 'all' | 'after_sale'>): readonly OrderStatus[] {
  return tab === 'paid' ? undeliveredStates : [tab];
}

/** What the customer may do with an order, in the order the detail page shows the buttons. */
export type OrderAction =
  | 'contact'
  | 'cancel'
  | 'pay'
  | 'change'
  | 'cancelPaid'
  | 'receive'
  | 'comment'
  | 'afterSale'
  | 'buyAgain';

/** What the customer's actions depend on, beyond the state. */
export interface OrderActionFacts {
  status: OrderStatus;
  /** Some line still waits for the customer's comment. */
  hasUncommentedLines: boolean;
  /** An after-sale request is open (requested or approved). */
  hasOpenAfterSale: boolean;
  /** Money is left that an after-sale could refund. */
  refundableCents: number;
}

/** The actions the state table and the order's facts allow the customer; the server enforces the same rules. */
export function customerActions(order: OrderActionFacts): OrderAction[] {
  const actions: OrderAction[] = ['contact'];
  if (order.status === 'pending_payment') actions.push('cancel', 'pay');
  // Before the florist starts, the customer changes or cancels it themselves (issue 16): no after-sale is needed.
  if (order.status === 'paid') actions.push('change', 'cancelPaid');
  if (order.status === 'delivering') actions.push('receive');
  if ((order.status === 'received' || order.status === 'completed') && order.hasUncommentedLines) {
    actions.push('comment');
  }
  if (order.status !== 'paid' && canAskAfterSale(order)) actions.push('afterSale');
  if (order.status !== 'pending_payment') actions.push('buyAgain');
  return actions;
}

/** States from which an after-sale can be asked: paid and not yet closed by a refund. */
export const afterSaleStates: readonly OrderStatus[] = ['paid', 'preparing', 'delivering', 'received', 'completed'];

/** An after-sale can be asked once the order is paid, while money is left and no other request is open. */
export function canAskAfterSale(order: OrderActionFacts): boolean {
  return afterSaleStates.includes(order.status) && !order.hasOpenAfterSale && order.refundableCents > 0;
}

/** The states of an after-sale request. */
export const afterSaleStatuses = ['requested', 'approved', 'refunded', 'rejected', 'withdrawn'] as const;
export type AfterSaleStatus = (typeof afterSaleStatuses)[number];

/** What an after-sale asks for: the money back only, or the flowers go back too. */
export const afterSaleKinds = ['refund_only', 'return_refund'] as const;
export type AfterSaleKind = (typeof afterSaleKinds)[number];

/** Why a member asks for an after-sale. */
export const afterSaleReasons = ['damaged', 'wilted', 'wrong_item', 'late_delivery', 'not_wanted', 'other'] as const;
export type AfterSaleReason = (typeof afterSaleReasons)[number];

/** An after-sale request still waiting for its end. */
export function isAfterSaleOpen(status: AfterSaleStatus): boolean {
  return status === 'requested' || status === 'approved';
}
