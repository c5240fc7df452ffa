import { type Cents, toCents } from './money';

/** A cart line as the device stores it (spec §3). */
export interface CartLine {
  goodsId: string;
  number: number;
  checked: boolean;
}

/** What the cart needs to know of a goods to price and limit a line. */
export interface CartGoods {
  id: string;
  salePrice: number;
  stock: number;
  status: 'on_sale' | 'off_sale';
}

/** Why a goods cannot be bought now: taken off sale (or no longer known to the shop), or out of stock. */
export type UnavailableReason = 'offSale' | 'soldOut';

/** Why a goods cannot be bought now, or null when it can; off sale wins over sold out. */
export function unavailableReason(goods: Pick<CartGoods, 'status' | 'stock'> | undefined): UnavailableReason | null {
  if (goods === undefined || goods.status === 'off_sale') return 'offSale';
  return goods.stock > 0 ? null : 'soldOut';
}

/** A line can be bought only while its goods is on sale and in stock. */
export function isPurchasable(goods: CartGoods | undefined): goods is CartGoods {
  return unavailableReason(goods) === null;
}

/** Adding a goods already in the cart adds 1; a new goods comes in with 1, checked (spec §4). */
export function addToCart(lines: readonly CartLine[], goodsId: string): CartLine[] {
  const found = lines.some((line) => line.goodsId === goodsId);
  if (!found) return [...lines, { goodsId, number: 1, checked: true }];
  return lines.map((line) => (line.goodsId === goodsId ? { ...line, number: line.number + 1 } : line));
}

/** Clamps a wanted quantity to 1 and, when the goods is known, to its stock. */
export function clampQuantity(wanted: number, goods: CartGoods | undefined): number {
  const atLeastOne = Math.max(1, Math.floor(wanted));
  return goods && goods.stock > 0 ? Math.min(atLeastOne, goods.stock) : atLeastOne;
}

/** Σ salePrice × number over checked lines whose goods can be bought, in cents (spec §4). */
export function cartTotalCents(lines: readonly CartLine[], goodsList: readonly CartGoods[]): Cents {
  const byId = new Map(goodsList.map((goods) => [goods.id, goods]));
  let total = 0;
  for (const line of lines) {
    const goods = byId.get(line.goodsId);
    if (line.checked && isPurchasable(goods)) total += toCents(goods.salePrice) * line.number;
  }
  return total;
}

/** The cart tab's badge: how many goods the cart holds, every unit counted (spec §2). */
export function cartGoodsCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.number, 0);
}
