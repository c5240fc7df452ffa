import type { Coupon } from '@ffe/shared/contracts/coupon';
import type { OrderRefund, RefundReason } from '@ffe/shared/contracts/order';
import type { ContentLanguage } from '@ffe/shared/domain/content-language';
import type { CouponTerms } from '@ffe/shared/domain/coupon';
import type { DeliveryRules } from '@ffe/shared/domain/delivery-rules';
import type { Db } from '../../db/connect';
import type { AddressRepository } from '../addresses/addresses.module';
import type { InvoiceRepository } from '../invoices/invoices.module';
import type { UploadService } from '../uploads/uploads.module';
import type { OrderRepository } from './order.repository';

/** What orders need of coupons: the member's candidates, and holding one for an unpaid order. */
export interface OrderCoupons {
  candidatesFor(
    memberId: string,
    at: number,
    trx?: Db,
    language?: ContentLanguage,
  ): Promise<Array<{ coupon: Coupon; terms: CouponTerms }>>;
  /** By coupon id, its template's English name where written. */
  englishNamesOf(couponIds: readonly string[]): Promise<Map<string, string>>;
  /** Whether the coupon is the member's, whatever its state: another member's answers 404. */
  owns(memberId: string, couponId: string, trx?: Db): Promise<boolean>;
  hold(memberId: string, couponId: string, orderId: string, at: number, trx: Db): Promise<boolean>;
  release(orderId: string, trx: Db): Promise<void>;
  /** A used coupon back to unused, the order it paid for refunded in full before leaving the shop. */
  giveBackUsed(orderId: string, trx: Db): Promise<void>;
  consume(orderId: string, at: number, trx: Db): Promise<void>;
}

/** Money going back to the payer (decision 012): recorded with the decision, worked by the payments module. */
export interface OrderRefunds {
  /** Records a refund of the money that paid the order, in the deciding transaction; answers its id. */
  recordForOrder(
    orderId: string,
    refund: { amountCents: number; reason: RefundReason; afterSaleId?: string },
    trx: Db,
  ): Promise<string>;
  /** Asks the provider for the recorded refunds at once; a refusal stays recorded and is retried. */
  workNow(ids: readonly string[]): Promise<void>;
  listOf(orderId: string): Promise<OrderRefund[]>;
}

/** What orders need of the delivery settings: the current ones, at most a moment behind a change in any process. */
export interface OrderDelivery {
  current(): Promise<DeliveryRules>;
}

/** One order line as the cooler reads it: a goods, its size (null: sold without sizes), how many. */
export interface OrderStemLine {
  goodsId: string;
  skuId: string | null;
  quantity: number;
}

/**
 * What orders need of the cooler (issue 44, decision 060): the stems of the lines whose size has a recipe are held for
 * the delivery date when the order is placed, used (oldest batch first) when it is made, and given back or written off
 * when it is cancelled. Every call joins the order's own transaction.
 */
export interface OrderStems {
  /**
   * Holds the stems; 409 when the cooler cannot promise them, unless `anyway`. Answers the lines' `goodsId:skuId|''`
   * keys it covered.
   */
  reserve(
    order: { id: string; deliveryDate: string },
    lines: readonly OrderStemLine[],
    trx: Db,
    how?: { anyway?: boolean },
  ): Promise<Set<string>>;
  /** Lets go of what an unmade order held (cancelled, refunded before making). */
  release(orderId: string, trx: Db): Promise<void>;
  /** Holds the same stems for a new delivery date instead; 409 when the cooler cannot promise them then. */
  rebook(orderId: string, deliveryDate: string, trx: Db): Promise<void>;
  /**
   * For the shop's dates (read without locks): the lines' keys whose size has a recipe, and each of `dates` the cooler
   * cannot make them all on, with the key of a line it falls short for.
   */
  availability(
    lines: readonly OrderStemLine[],
    dates: readonly string[],
  ): Promise<{ covered: Set<string>; short: Map<string, string> }>;
  /** The dates of `dates` the cooler could not hold what the order holds on instead (read without locks). */
  shortForOrder(orderId: string, dates: readonly string[]): Promise<Set<string>>;
  /**
   * The florist makes the order: its stems leave their batches, oldest first, at their cost. 409 STEMS_SHORT when the
   * cooler holds fewer than it needs, unless `anyway`. Answers what it took (null: nothing to make, or made already).
   */
  make(
    orderId: string,
    actorId: string | null,
    at: number,
    trx: Db,
    how?: { anyway?: boolean },
  ): Promise<StemsMade | null>;
  /** A made order cancelled: its stems are written off as cancelled after making, or go back to their batches. */
  unmake(orderId: string, how: { returned: boolean; actorId: string | null; at: number }, trx: Db): Promise<unknown>;
}

/** What making an order took of each batch (cost in cents), and the stems the cooler was short of. */
export interface StemsMade {
  taken: Array<{ batchId: string; stemId: string; quantity: number; cost: number }>;
  short: Array<{ stemId: string; name: string; missing: number }>;
}

export interface OrderServiceDeps {
  repo: OrderRepository;
  addresses: Pick<AddressRepository, 'findOwn' | 'listOf'>;
  invoices: Pick<InvoiceRepository, 'findOwn'>;
  coupons: OrderCoupons;
  pictures: Pick<UploadService, 'assertOwnPictures'>;
  refunds: OrderRefunds;
  delivery: OrderDelivery;
  stems: OrderStems;
  imageUrl: (path: string) => string;
  /** Told which goods' comments changed, so their detail pages show it at once. */
  commentsChanged?: (goodsIds: readonly string[]) => void;
  now?: () => number;
}

/** Where a subscription's flowers go: the recipient and address as orders keep them. */
export interface SubscriptionRecipient {
  name: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  detail: string;
}

/**
 * What subscriptions need of orders (issue 45, decision 061): the purchase order that pays a plan, each delivery placed
 * as a paid order, and the refund of a cancelled plan's shares. Every call joins the caller's transaction.
 */
export interface SubscriptionOrders {
  /**
   * The unpaid purchase order (`kind` subscription) of a plan: one line naming the series and plan, the coupon held,
   * paid on the usual pay page. A gift's order carries the buyer's gift recipient and no date.
   */
  placePurchase(
    input: {
      memberId: string;
      subscriptionId: string;
      idempotencyKey: string;
      /** The line's goods (the series' goods), its names in both languages and the plan's price in cents. */
      goodsId: string;
      title: string;
      titleEn: string | null;
      cover: string;
      priceCents: number;
      coupon: { id: string; name: string; discountCents: number } | null;
      recipient: SubscriptionRecipient;
      /** The first delivery's date and slot ('' for a gift, which its recipient picks). */
      deliveryDate: string;
      deliverySlot: string;
      cardMessage: string;
    },
    trx: Db,
  ): Promise<{ orderId: string; orderNo: string; payCents: number }>;
  /**
   * Places one delivery as a paid order (by the system), at `date` in `slot` or, when that day is closed or the slot is
   * full or gone, on the next possible day and slot within the delivery horizon; the slot is taken and the stems
   * reserved as for any order (held even when short: it is owed). Answers where it landed; 409 when no day can take it.
   * Once per subscription and number: placed twice, the second answers the first's order.
   */
  placeDelivery(
    input: {
      memberId: string;
      subscriptionId: string;
      /** "3" and "12" of "3/12". */
      number: number;
      total: number;
      date: string;
      slot: string;
      recipient: SubscriptionRecipient;
      cardMessage: string;
      goodsId: string;
      skuId: string | null;
      title: string;
      titleEn: string | null;
      cover: string;
      amountCents: number;
      payChannel: 'wechat' | 'alipay' | null;
      /** The delivery settings (`deliveryRules()`), read before the transaction: SQLite has one connection. */
      rules: DeliveryRules;
    },
    trx: Db,
  ): Promise<{ orderId: string; orderNo: string; date: string; slot: string }>;
  /**
   * Gives back a share of a plan: recorded against the purchase's payment and added to its refunded amount (409
   * SUBSCRIPTION_REFUND_TOO_HIGH past what is left). Answers the refund's id for `workRefunds` after the commit.
   */
  refundPurchase(purchaseOrderId: string, amountCents: number, trx: Db): Promise<string>;
  /** The delivery settings `placeDelivery` takes; read them before its transaction. */
  deliveryRules(): Promise<DeliveryRules>;
  /** Asks the provider for recorded refunds at once (after the deciding transaction committed). */
  workRefunds(refundIds: readonly string[]): Promise<void>;
  /** Tells staff a placed delivery is a new paid order (the console's alert); call after the placing committed. */
  announcePlaced(orderId: string): Promise<void>;
  /** The delivery orders' states, numbers and photos, by order id. */
  statesOf(
    orderIds: readonly string[],
  ): Promise<Map<string, { status: string; orderNo: string; deliveryPhoto: string | null; receivedAt: number | null }>>;
}
