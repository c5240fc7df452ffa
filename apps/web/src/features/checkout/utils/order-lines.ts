import { CART_MAX_LINES, ORDER_LINE_MAX_QUANTITY } from '@ffe/shared/constants';
import type { OrderLineInput } from '@ffe/shared/contracts/order';
import type { CartLine, CartLineRef } from '@ffe/shared/domain/cart-lines';

export type { OrderLineInput };

/** The query the confirmation page is opened with (see linesToConfirm and addOnsToConfirm). */
export interface CheckoutQuery {
  from?: string | undefined;
  goodsId?: string | undefined;
  skuId?: string | undefined;
  quantity?: string | undefined;
  lines?: string | undefined;
  addOns?: string | undefined;
}

const ID_MAX_LENGTH = 64;
/** A goods offers at most 10 add-ons (decision 020). */
const ADD_ON_IDS_MAX = 10;

const validId = (id: string | undefined): id is string => Boolean(id) && (id?.length ?? 0) <= ID_MAX_LENGTH;

function line(
  goodsId: string | undefined,
  quantity: string | number | undefined,
  skuId?: string,
): OrderLineInput | null {
  const count = Number(quantity);
  if (!validId(goodsId) || (skuId !== undefined && !validId(skuId))) return null;
  if (!Number.isInteger(count) || count < 1 || count > ORDER_LINE_MAX_QUANTITY) return null;
  return skuId === undefined ? { goodsId, quantity: count } : { goodsId, skuId, quantity: count };
}

/** One string per goods and option, as the server tells checklist lines apart. */
export const orderLineKey = (l: { goodsId: string; skuId?: string | null | undefined }) =>
  `${l.goodsId}~${l.skuId ?? ''}`;

/** All the lines, or none when any is malformed or a goods and option comes twice: a bad address is not half an order. */
function allOrNone(lines: (OrderLineInput | null)[]): OrderLineInput[] {
  const valid = lines.filter((l): l is OrderLineInput => l !== null);
  const distinct = new Set(valid.map(orderLineKey)).size === valid.length;
  return valid.length === lines.length && distinct && valid.length <= CART_MAX_LINES ? valid : [];
}

/** `<goodsId>[~<skuId>]:<qty>`, as buy-again writes a line (server-made ids never hold `~`, `:` or `,`). */
function parsePart(part: string): OrderLineInput | null {
  const at = part.lastIndexOf(':');
  if (at <= 0) return null;
  const [goodsId, skuId, extra] = part.slice(0, at).split('~');
  return extra === undefined ? line(goodsId, part.slice(at + 1), skuId) : null;
}

/**
 * What to order: the cart's checked lines (`from=cart`), one goods (and option) bought now (`goodsId`, `skuId` and
 * `quantity`), or the lines of an order bought again (`lines=<goodsId>[~<skuId>]:<qty>,…`). An empty list means
 * there is nothing to confirm.
 */
export function linesToConfirm(query: CheckoutQuery, cart: readonly CartLine[]): OrderLineInput[] {
  if (query.from === 'cart') {
    return allOrNone(cart.filter((l) => l.checked).map((l) => line(l.goodsId, l.number, l.skuId)));
  }
  if (query.goodsId !== undefined) return allOrNone([line(query.goodsId, query.quantity ?? 1, query.skuId)]);
  if (query.lines) return allOrNone(query.lines.split(',').map(parsePart));
  return [];
}

/** The add-ons picked on the detail page (`addOns=<id>,…`), one of each, added unless the lines hold them already. */
export function withAddOns(lines: readonly OrderLineInput[], addOns: string | undefined): OrderLineInput[] {
  if (lines.length === 0 || !addOns) return [...lines];
  const ids = [...new Set(addOns.split(','))].filter(validId).slice(0, ADD_ON_IDS_MAX);
  const extra = ids.filter((id) => !lines.some((l) => l.goodsId === id)).map((goodsId) => ({ goodsId, quantity: 1 }));
  return [...lines, ...extra].slice(0, CART_MAX_LINES);
}

/** The cart's lines that the order was made of, by goods and option; an add-on picked here never was in the cart. */
export function cartLinesOrdered(
  fromCart: readonly OrderLineInput[],
  ordered: readonly OrderLineInput[],
): CartLineRef[] {
  const keys = new Set(ordered.map(orderLineKey));
  return fromCart
    .filter((line) => keys.has(orderLineKey(line)))
    .map(({ goodsId, skuId }) => (skuId === undefined ? { goodsId } : { goodsId, skuId }));
}
