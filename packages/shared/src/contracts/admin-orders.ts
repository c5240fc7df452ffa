import { z } from 'zod';
import { CARD_MESSAGE_MAX_LENGTH, ORDER_BULK_MAX } from '../constants';
import { courierFailures } from '../domain/courier-outcomes';
import { orderStatuses } from '../domain/order-state';
import { afterSale } from './after-sale';
import { paging } from './envelope';
import { phone } from './member';
import { recordId } from './member-centre';
import {
  deliverySlotId,
  order,
  orderChangeOptions,
  orderEvent,
  orderRefund,
  orderSender,
  orderStatus,
  recipientInput,
} from './order';

/** How the workbench list may be ordered; a leading `-` is newest (or largest) first. `slot`: by day, slot, order time. */
export const adminOrderSorts = [
  'slot',
  'createdAt',
  '-createdAt',
  'paidAt',
  '-paidAt',
  'payAmount',
  '-payAmount',
] as const;
export type AdminOrderSort = (typeof adminOrderSorts)[number];

/** An empty text box filters nothing. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/**
 * The workbench's filters, shared by the list and the export. `deliveryDate` left out means today in the shop's time,
 * unless a keyword is given (a search looks at every day); null means every day. `keyword` is an order number, or a
 * recipient's, orderer's (订购人) or buyer's phone. `paidSince` (ms since the epoch) keeps orders paid at or after it.
 */
export const adminOrderFilter = z.object({
  deliveryDate: z.iso.date().nullable().optional(),
  slot: deliverySlotId.optional(),
  status: orderStatus.optional(),
  district: optionalText(30),
  keyword: optionalText(32),
  paidSince: z.number().int().min(0).optional(),
  sort: z.enum(adminOrderSorts).default('slot'),
});
export type AdminOrderFilter = z.input<typeof adminOrderFilter>;

/** A courier as the workbench shows one: the account when one was picked, and the name and phone the customer sees. */
export const orderCourier = z.object({ userId: z.string().nullable(), name: z.string(), phone: z.string() });

/** A delivery its courier brought back (not home, refused), waiting for the florist; null otherwise. */
export const orderAttention = z.enum(courierFailures).nullable();

/** A line as the workbench and the day sheet show it: 「name · 33枝 ×1」, add-ons under 「加购」. */
export const adminOrderRowLine = z.object({
  name: z.string(),
  specName: z.string().nullable(),
  skuName: z.string().nullable(),
  addOn: z.boolean(),
  quantity: z.number().int(),
});
export type AdminOrderRowLine = z.infer<typeof adminOrderRowLine>;

/** One row of the workbench list: what a florist scans for the day, amounts in yuan. */
export const adminOrderRow = z.object({
  id: z.string(),
  orderNo: z.string(),
  status: orderStatus,
  deliveryDate: z.iso.date(),
  deliverySlot: deliverySlotId,
  recipient: recipientInput,
  lines: z.array(adminOrderRowLine),
  payAmount: z.number(),
  cardMessage: z.string(),
  cardSignature: z.string(),
  note: z.string(),
  anonymous: z.boolean(),
  sender: orderSender.nullable(),
  courier: orderCourier.nullable(),
  paidAt: z.number().int().nullable(),
  createTime: z.number().int(),
  /** Paid within the last ORDER_RECENTLY_PAID_MS: the list marks it new. */
  recentlyPaid: z.boolean(),
  hasAfterSale: z.boolean(),
  attention: orderAttention,
  /** A 周花 delivery's subscription and its number of the plan's total ("3/12"); null for every other order. */
  subscription: z
    .object({ id: z.string(), number: z.number().int().nullable(), total: z.number().int().nullable() })
    .nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;

/** Orders per state under the same filters except the state, and `all` of them: the tabs' badges. */
export const adminOrderCounts = z.record(z.enum([...orderStatuses, 'all']), z.number().int());
export type AdminOrderCounts = z.infer<typeof adminOrderCounts>;

/** POST /api/admin/order/list: a courier (deliveries.own without orders.read) gets only the orders dispatched to them. */
export const listAdminOrders = {
  request: adminOrderFilter.extend(paging),
  response: z.object({ list: z.array(adminOrderRow), total: z.number().int(), counts: adminOrderCounts }),
  path: '/api/admin/order/list' as const,
};
export type ListAdminOrdersRequest = z.input<typeof listAdminOrders.request>;
export type AdminOrderList = z.infer<typeof listAdminOrders.response>;

/** POST /api/admin/order/export: the same filters, every page (at most ORDER_EXPORT_MAX_ROWS rows), as a CSV file. */
export const exportAdminOrders = { request: adminOrderFilter };

/** A timeline step with the person who made it: a staff member's display name; null for customers and the system. */
export const adminOrderEvent = orderEvent.extend({
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  /** The courier's outcome the step records (it moved the order back to the shop). */
  outcome: orderAttention,
});

/** The buyer as staff may see them: the phone masked, and how many orders they have placed. */
export const orderCustomer = z.object({
  id: z.string(),
  nickname: z.string(),
  phone: z.string().nullable(),
  orderCount: z.number().int(),
});

/** POST /api/admin/order/detail/{id}: everything the customer entered, the money, after-sales and who did what. */
export const adminOrder = order.extend({
  timeline: z.array(adminOrderEvent),
  courier: orderCourier.nullable(),
  refunds: z.array(orderRefund),
  afterSaleRecords: z.array(afterSale),
  customer: orderCustomer,
  preparingAt: z.number().int().nullable(),
  dispatchedAt: z.number().int().nullable(),
  receivedAt: z.number().int().nullable(),
  refundReason: z.string().nullable(),
  recentlyPaid: z.boolean(),
  attention: orderAttention,
  /**
   * Only for staff with cooler.costs (issue 44), in cents: what the order's stems cost (used, less returned, plus
   * written off), and the margin, what was paid for the goods and kept less that cost; null when it used no stems.
   */
  stemCost: z.number().int().nullable().optional(),
  margin: z.number().int().nullable().optional(),
});
export type AdminOrder = z.infer<typeof adminOrder>;

export const adminOrderById = {
  params: z.object({ id: recordId }),
  response: adminOrder,
  path: '/api/admin/order/detail/:id' as const,
};

const courierFields = {
  /** An enabled staff member with the role courier; their display name and phone go to the customer. */
  courierId: recordId.optional(),
  courierName: z.string().trim().min(1).max(20).optional(),
  /** Required with `courierName`; with `courierId` it stands in for the account's phone (needed when it has none). */
  courierPhone: phone.optional(),
};
type CourierFields = { courierId?: string | undefined; courierName?: string | undefined };

/** Either a courier account, or a typed name and phone. */
function namesACourier(value: CourierFields & { courierPhone?: string | undefined }, ctx: z.RefinementCtx) {
  if (value.courierId !== undefined) {
    if (value.courierName !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['courierName'], message: 'give courierId or courierName, not both' });
    }
    return;
  }
  if (value.courierName === undefined) {
    ctx.addIssue({ code: 'custom', path: ['courierName'], message: 'pick a courier (courierId) or type a name' });
  }
  if (value.courierPhone === undefined) {
    ctx.addIssue({ code: 'custom', path: ['courierPhone'], message: "the courier's phone is required with a name" });
  }
}

/** The courier of a dispatch, as staff name them. */
export const courierChoice = z.object(courierFields).superRefine(namesACourier);
export type CourierChoice = z.output<typeof courierChoice>;

/**
 * POST /api/admin/order/prepare/{id}: paid -> preparing, its stems taken from the cooler; 409 STEMS_SHORT when the
 * cooler holds fewer than it needs, unless `makeAnyway` (the florist confirmed: it takes what there is).
 */
export const prepareAdminOrder = {
  ...adminOrderById,
  request: z.object({ makeAnyway: z.boolean().default(false) }),
  path: '/api/admin/order/prepare/:id' as const,
};

/** POST /api/admin/order/dispatch/{id}: paid or preparing -> delivering, with its courier. */
export const dispatchAdminOrder = {
  ...adminOrderById,
  request: courierChoice,
  path: '/api/admin/order/dispatch/:id' as const,
};

/** POST /api/admin/order/deliver/{id}: delivering -> received; `photo` is an upload of the staff member's own. */
export const deliverAdminOrder = {
  ...adminOrderById,
  request: z.object({ photo: z.string().min(1).max(500).optional() }),
  path: '/api/admin/order/deliver/:id' as const,
};

/**
 * POST /api/admin/order/change/{id} (orders.change): staff change the delivery at the customer's request, at any state
 * before delivered; fields left out keep their value, date and slot come together. The price never changes.
 */
export const changeAdminOrderDelivery = {
  ...adminOrderById,
  request: z
    .object({
      deliveryDate: z.iso.date().optional(),
      deliverySlot: deliverySlotId.optional(),
      recipient: recipientInput.optional(),
      cardMessage: z.string().trim().max(CARD_MESSAGE_MAX_LENGTH).optional(),
    })
    .refine((o) => (o.deliveryDate === undefined) === (o.deliverySlot === undefined), {
      message: 'give deliveryDate and deliverySlot together',
      path: ['deliverySlot'],
    }),
  path: '/api/admin/order/change/:id' as const,
};
export type ChangeAdminOrderDeliveryRequest = z.input<typeof changeAdminOrderDelivery.request>;

/** POST /api/admin/order/change-options/{id}: the calendar the order may move to, its own booking left out. */
export const adminOrderChangeOptions = {
  params: adminOrderById.params,
  response: orderChangeOptions.response,
  path: '/api/admin/order/change-options/:id' as const,
};

/** POST /api/admin/order/cancel/{id}: an unpaid order only. */
export const cancelAdminOrder = { ...adminOrderById, path: '/api/admin/order/cancel/:id' as const };

/**
 * POST /api/admin/order/refund/{id}: a paid order that has not left the shop, in full, through the provider. A made
 * order's stems go back to the cooler with `stemsReturned`, else they are written off as cancelled after making.
 */
export const refundAdminOrder = {
  ...adminOrderById,
  request: z.object({ reason: z.string().trim().min(1).max(200), stemsReturned: z.boolean().default(false) }),
  path: '/api/admin/order/refund/:id' as const,
};

const orderIds = z
  .array(recordId)
  .min(1)
  .max(ORDER_BULK_MAX)
  .refine((ids) => new Set(ids).size === ids.length, 'each order may appear once');

/** What a bulk move did: each order moved by itself, the others named with the reason. */
export const bulkOutcome = z.object({
  succeeded: z.array(z.string()),
  failed: z.array(z.object({ id: z.string(), errCode: z.string(), message: z.string() })),
});
export type BulkOutcome = z.infer<typeof bulkOutcome>;

/** POST /api/admin/order/bulk-prepare { ids } */
export const bulkPrepareOrders = {
  request: z.object({ ids: orderIds }),
  response: bulkOutcome,
  path: '/api/admin/order/bulk-prepare' as const,
};

/** POST /api/admin/order/bulk-dispatch { ids, courierId | courierName + courierPhone } */
export const bulkDispatchOrders = {
  request: z.object({ ids: orderIds, ...courierFields }).superRefine(namesACourier),
  response: bulkOutcome,
  path: '/api/admin/order/bulk-dispatch' as const,
};

/** A courier account staff may dispatch to. */
export const courierAccount = z.object({ id: z.string(), displayName: z.string(), phone: z.string().nullable() });

/** POST /api/admin/order/couriers: the enabled courier accounts, by name. */
export const listCouriers = { response: z.array(courierAccount), path: '/api/admin/order/couriers' as const };

/** How many of one goods in one size (or of one add-on) to make: the day sheet's production summary. */
export const productionItem = z.object({
  name: z.string(),
  skuName: z.string().nullable(),
  addOn: z.boolean(),
  quantity: z.number().int(),
});
export type ProductionItem = z.infer<typeof productionItem>;

/** One order on the workroom's day sheet. */
export const daySheetOrder = z.object({
  id: z.string(),
  orderNo: z.string(),
  status: orderStatus,
  lines: z.array(adminOrderRowLine),
  recipient: recipientInput,
  cardMessage: z.string(),
  cardSignature: z.string(),
  anonymous: z.boolean(),
  sender: orderSender.nullable(),
  note: z.string(),
  courier: orderCourier.nullable(),
});
export type DaySheetOrder = z.infer<typeof daySheetOrder>;

/**
 * POST /api/admin/order/day-sheet { date }: the day's orders the shop owes a bouquet for (`workroomStates`), grouped
 * by slot in the day's order (every slot, empty ones too), each slot's orders by order time.
 */
export const daySheet = {
  request: z.object({ date: z.iso.date() }),
  response: z.object({
    date: z.iso.date(),
    slots: z.array(
      z.object({
        slot: z.string(),
        start: z.string(),
        end: z.string(),
        orders: z.array(daySheetOrder),
        production: z.array(productionItem),
      }),
    ),
    /** What the workroom makes that day: every slot's production added up. */
    production: z.array(productionItem),
  }),
  path: '/api/admin/order/day-sheet' as const,
};
export type DaySheet = z.infer<typeof daySheet.response>;

/** Pushed on the chat socket (`order-paid` frame) to staff holding orders.read when an order is paid. */
export const orderPaidAlert = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  payAmount: z.number(),
  deliveryDate: z.iso.date(),
  deliverySlot: z.string(),
  paidAt: z.number().int(),
});
export type OrderPaidAlert = z.infer<typeof orderPaidAlert>;

/** POST /api/admin/order/districts: the districts the workbench filters by, the zones' and those orders were sent to. */
export const listOrderDistricts = { response: z.array(z.string()), path: '/api/admin/order/districts' as const };

/** One of a courier's deliveries of the day, as their phone shows it. */
export const courierDelivery = z.object({
  id: z.string(),
  orderNo: z.string(),
  status: orderStatus,
  deliverySlot: z.string(),
  /** The slot's hours (`09:00-12:00`), or its id for a slot no longer offered. */
  slotLabel: z.string(),
  recipient: recipientInput,
  lines: z.array(adminOrderRowLine),
  note: z.string(),
  attention: orderAttention,
});
export type CourierDelivery = z.infer<typeof courierDelivery>;

/**
 * POST /api/admin/order/my-deliveries { date? } (deliveries.own): the signed-in courier's deliveries of the day (today in
 * the shop's time unless named), in slot order, and whether a photo must prove a delivery.
 */
export const myDeliveries = {
  request: z.object({ date: z.iso.date().optional() }),
  response: z.object({
    date: z.iso.date(),
    photoRequired: z.boolean(),
    deliveries: z.array(courierDelivery),
  }),
  path: '/api/admin/order/my-deliveries' as const,
};
export type MyDeliveries = z.infer<typeof myDeliveries.response>;

/**
 * POST /api/admin/order/bring-back/{id} { outcome } (orders.deliver): delivering -> preparing, the flowers back in the
 * shop for the florist. `not-home`: the customer is told; `refused`: it waits for an after-sale decision.
 */
export const bringBackOrder = {
  ...adminOrderById,
  request: z.object({ outcome: z.enum(courierFailures) }),
  path: '/api/admin/order/bring-back/:id' as const,
};

/** Pushed on the chat socket (`order-back` frame) to staff holding orders.read when a courier brings an order back. */
export const orderBackAlert = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  outcome: z.enum(courierFailures),
  courierName: z.string().nullable(),
});
export type OrderBackAlert = z.infer<typeof orderBackAlert>;
