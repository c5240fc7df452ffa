import { type CartLine, type CartLineRef, isSameLine, type UnavailableReason, unavailableReason } from './cart-lines';
import { type Cents, toCents } from './money';

/** What the cart needs to know of an option to price and limit a line. */
export interface CartSku {
  id: string;
  salePrice: number;
  stock: number;
}

/** What the cart needs to know of a goods to price and limit a line; `skus` are its live options. */
export interface CartGoods {
  id: string;
  salePrice: number;
  stock: number;
  status: 'on_sale' | 'off_sale';
  hasSpecs?: boolean;
  skus?: readonly CartSku[];
  /** Sold only with flowers (decision 020). */
  addOn?: boolean;
}

/** A line can be bought, waits for its option to be chosen, or cannot be bought. */
export type CartLineStatus = 'ok' | 'chooseOption' | UnavailableReason;

/** A line can be bought only while its goods is on sale and in stock. */
export function isPurchasable(goods: CartGoods | undefined): goods is CartGoods {
  return unavailableReason(goods) === null;
}

/** The live option a line names, if its goods still has it. */
export function skuOf<S extends CartSku>(
  goods: { hasSpecs?: boolean; skus?: readonly S[] } | undefined,
  skuId: string | undefined,
): S | undefined {
  if (skuId === undefined || !goods?.hasSpecs) return undefined;
  return goods.skus?.find((sku) => sku.id === skuId);
}

/**
 * Where a line stands: a removed option, or an option on a goods that lost its specifications, reads as off sale;
 * a line without an option on a goods with specifications waits for one to be chosen.
 */
export function cartLineStatus(line: CartLineRef, goods: CartGoods | undefined): CartLineStatus {
  const reason = unavailableReason(goods);
  if (reason === 'offSale' || !goods) return 'offSale';
  if (line.skuId === undefined) return goods.hasSpecs ? 'chooseOption' : (reason ?? 'ok');
  const sku = skuOf(goods, line.skuId);
  if (!sku) return 'offSale';
  return sku.stock > 0 ? 'ok' : 'soldOut';
}

/** The price and stock that apply to a line: its option's, else its goods'. */
export function lineOffer(line: CartLineRef, goods: CartGoods | undefined): CartSku | undefined {
  if (!goods) return undefined;
  if (line.skuId === undefined) return goods.hasSpecs ? undefined : goods;
  return skuOf(goods, line.skuId);
}

/**
 * Adding a goods (and option) already in the cart adds `count`, by default 1; a new one comes in with `count`,
 * checked (PRODUCT.md#shop-cart).
 */
export function addToCart(lines: readonly CartLine[], goodsId: string, skuId?: string, count = 1): CartLine[] {
  const ref: CartLineRef = skuId === undefined ? { goodsId } : { goodsId, skuId };
  const found = lines.some((line) => isSameLine(line, ref));
  if (!found) return [...lines, { ...ref, number: count, checked: true }];
  return lines.map((line) => (isSameLine(line, ref) ? { ...line, number: line.number + count } : line));
}

/**
 * The line waiting for an option becomes that option's line with `number`, merged into the option's line when
 * the cart already holds it; the merged line is checked.
 */
export function pickOption(lines: readonly CartLine[], goodsId: string, skuId: string, number: number): CartLine[] {
  const waiting = lines.findIndex((line) => line.goodsId === goodsId && line.skuId === undefined);
  const existing = lines.find((line) => line.goodsId === goodsId && line.skuId === skuId);
  if (waiting < 0) return addToCart(lines, goodsId, skuId, number);
  if (existing) {
    return lines
      .filter((_, index) => index !== waiting)
      .map((line) => (line === existing ? { ...line, number: line.number + number, checked: true } : line));
  }
  return lines.map((line, index) => (index === waiting ? { goodsId, skuId, number, checked: true } : line));
}

/** Clamps a wanted quantity to 1 and, when the line's goods (or option) is known, to its stock. */
export function clampQuantity(wanted: number, goods: CartGoods | undefined, skuId?: string): number {
  const atLeastOne = Math.max(1, Math.floor(wanted));
  const offer = skuId === undefined ? goods : skuOf(goods, skuId);
  return offer && offer.stock > 0 ? Math.min(atLeastOne, offer.stock) : atLeastOne;
}

/** Σ salePrice (the option's, else the goods') × number over checked buyable lines, in cents (PRODUCT.md#shop-cart). */
export function cartTotalCents(lines: readonly CartLine[], goodsList: readonly CartGoods[]): Cents {
  const byId = new Map(goodsList.map((goods) => [goods.id, goods]));
  let total = 0;
  for (const line of lines) {
    const goods = byId.get(line.goodsId);
    const offer = lineOffer(line, goods);
    if (line.checked && offer && cartLineStatus(line, goods) === 'ok') total += toCents(offer.salePrice) * line.number;
  }
  return total;
}

/** Whether the checked lines that can be bought are add-ons only: checkout refuses add-ons without flowers. */
export function onlyAddOnsChecked(lines: readonly CartLine[], goodsList: readonly CartGoods[]): boolean {
  const byId = new Map(goodsList.map((goods) => [goods.id, goods]));
  const checked = lines.filter((line) => line.checked && cartLineStatus(line, byId.get(line.goodsId)) === 'ok');
  return checked.length > 0 && checked.every((line) => byId.get(line.goodsId)?.addOn === true);
}
