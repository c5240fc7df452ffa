import { CART_MAX_LINES, ORDER_LINE_MAX_QUANTITY } from '@ffe/shared/constants';
import type { ConfirmOrderRequest } from '@ffe/shared/contracts/order';
import type { CartLine } from '@ffe/shared/domain/cart';

export type OrderLineInput = ConfirmOrderRequest['lines'][number];

/** The query the confirmation page is opened with (see linesToConfirm). */
export interface CheckoutQuery {
  from?: string | undefined;
  goodsId?: string | undefined;
  quantity?: string | undefined;
  lines?: string | undefined;
}

const GOODS_ID_MAX_LENGTH = 64;

function line(goodsId: string | undefined, quantity: string | number | undefined): OrderLineInput | null {
  const count = Number(quantity);
  if (!goodsId || goodsId.length > GOODS_ID_MAX_LENGTH) return null;
  if (!Number.isInteger(count) || count < 1 || count > ORDER_LINE_MAX_QUANTITY) return null;
  return { goodsId, quantity: count };
}

/** All the lines, or none when any is malformed or a goods comes twice: a bad address is not half an order. */
function allOrNone(lines: (OrderLineInput | null)[]): OrderLineInput[] {
  const valid = lines.filter((l): l is OrderLineInput => l !== null);
  const distinct = new Set(valid.map((l) => l.goodsId)).size === valid.length;
  return valid.length === lines.length && distinct && valid.length <= CART_MAX_LINES ? valid : [];
}

/**
 * What to order: the cart's checked lines (`from=cart`), one goods bought now (`goodsId` and `quantity`), or the
 * lines of an order bought again (`lines=<goodsId>:<qty>,…`). An empty list means there is nothing to confirm.
 */
export function linesToConfirm(query: CheckoutQuery, cart: readonly CartLine[]): OrderLineInput[] {
  if (query.from === 'cart') return allOrNone(cart.filter((l) => l.checked).map((l) => line(l.goodsId, l.number)));
  if (query.goodsId !== undefined) return allOrNone([line(query.goodsId, query.quantity ?? 1)]);
  if (query.lines) {
    return allOrNone(
      query.lines.split(',').map((part) => {
        const at = part.lastIndexOf(':');
        return at > 0 ? line(part.slice(0, at), part.slice(at + 1)) : null;
      }),
    );
  }
  return [];
}
