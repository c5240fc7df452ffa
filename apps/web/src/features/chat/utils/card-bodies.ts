import type { ServiceRatingBody } from '@ffe/shared/contracts/admin-desk';
import type {
  CouponCardBody,
  GoodsCardBody,
  ImageBody,
  OrderCardBody,
  OrderNoticeBody,
  PayNotifyBody,
} from '@ffe/shared/contracts/im';

// The web reads bodies by shape rather than with the contract's zod schemas, which stay on the server's side.
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** An image body with its url (empty while the picture is still uploading). */
export function imageBodyOf(body: unknown): ImageBody | null {
  if (!isObject(body) || !isText(body.url)) return null;
  return {
    url: body.url,
    ...(isNumber(body.width) ? { width: body.width } : {}),
    ...(isNumber(body.height) ? { height: body.height } : {}),
  };
}

/** A goods card as the server stored it (price in yuan, as every API shows money). */
export function goodsBodyOf(body: unknown): GoodsCardBody | null {
  if (!isObject(body) || !isText(body.goods_id)) return null;
  return {
    goods_id: body.goods_id,
    name: isText(body.name) ? body.name : '',
    price: isNumber(body.price) ? body.price : 0,
    image: isText(body.image) ? body.image : '',
  };
}

/** An order card as the server stored it (amount in yuan); a pay-notify may have updated its payment. */
export function orderBodyOf(body: unknown): OrderCardBody | null {
  if (!isObject(body) || !isText(body.order_id)) return null;
  return {
    order_id: body.order_id,
    order_no: isText(body.order_no) ? body.order_no : '',
    name: isText(body.name) ? body.name : '',
    image: isText(body.image) ? body.image : '',
    goods_count: isNumber(body.goods_count) ? body.goods_count : 0,
    amount: isNumber(body.amount) ? body.amount : 0,
    order_status: isText(body.order_status) ? body.order_status : '',
    pay_channel: isText(body.pay_channel) ? body.pay_channel : null,
    status: isNumber(body.status) ? body.status : 0,
    pay_time: isNumber(body.pay_time) ? body.pay_time : null,
  };
}

/** A pay-notify as shown: one sent before it carried the order's amount has none (null) and an empty number. */
export type ShownPayNotify = Omit<PayNotifyBody, 'amount'> & { amount: number | null };

/** The pay-notify body (PRODUCT.md#chat-pay-notify), with the order's number and amount. */
export function payNotifyBodyOf(body: unknown): ShownPayNotify | null {
  if (!isObject(body) || !isText(body.order_id)) return null;
  return {
    order_id: body.order_id,
    group_id: isText(body.group_id) ? body.group_id : null,
    pay_channel: isText(body.pay_channel) ? body.pay_channel : '',
    status: isNumber(body.status) ? body.status : 1,
    pay_time: isNumber(body.pay_time) ? body.pay_time : 0,
    order_no: isText(body.order_no) ? body.order_no : '',
    amount: isNumber(body.amount) ? body.amount : null,
  };
}

/** A step of an order told by `system` (issue 13): the state it reached, the courier, the photo or the reason. */
export function orderNoticeBodyOf(body: unknown): OrderNoticeBody | null {
  if (!isObject(body) || !isText(body.order_id) || !isText(body.order_status)) return null;
  const courier =
    isObject(body.courier) && isText(body.courier.name) && isText(body.courier.phone) ? body.courier : null;
  return {
    order_id: body.order_id,
    group_id: null,
    order_no: isText(body.order_no) ? body.order_no : '',
    order_status: body.order_status,
    amount: isNumber(body.amount) ? body.amount : 0,
    url: isText(body.url) ? body.url : '',
    courier: courier ? { name: String(courier.name), phone: String(courier.phone) } : null,
    photo: isText(body.photo) ? body.photo : null,
    reason: isText(body.reason) ? body.reason : null,
    time: isNumber(body.time) ? body.time : 0,
  };
}

/** Customer service's request to rate a resolved conversation; `stars` is filled once the customer answered. */
export function serviceRatingBodyOf(body: unknown): ServiceRatingBody | null {
  if (!isObject(body) || !isText(body.session_id)) return null;
  return {
    session_id: body.session_id,
    stars: isNumber(body.stars) ? body.stars : null,
    comment: isText(body.comment) ? body.comment : null,
  };
}

/** A coupon an agent gave (amounts in yuan): a card needs at least its id and a known kind. */
export function couponBodyOf(body: unknown): CouponCardBody | null {
  if (!isObject(body) || !isText(body.coupon_id) || (body.kind !== 'fixed' && body.kind !== 'percent')) return null;
  return {
    coupon_id: body.coupon_id,
    name: isText(body.name) ? body.name : '',
    kind: body.kind,
    amount_off: isNumber(body.amount_off) ? body.amount_off : 0,
    percent_off: isNumber(body.percent_off) ? body.percent_off : 0,
    min_spend: isNumber(body.min_spend) ? body.min_spend : 0,
    expires_at: isNumber(body.expires_at) ? body.expires_at : 0,
  };
}
