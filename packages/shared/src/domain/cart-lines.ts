/** The cart lines as the device keeps them: what the app shell needs before any cart page loads (decision 020). */

/** A cart line as the device stores it (PRODUCT.md#shop-stored-shapes), plus the option when the goods has specifications (decision 020). */
export interface CartLine {
  goodsId: string;
  number: number;
  checked: boolean;
  skuId?: string;
}

/** What names a line: its goods and, for a goods with specifications, its option. */
export type CartLineRef = Pick<CartLine, 'goodsId' | 'skuId'>;

/** One string per line: two options of one goods are two lines (server-made ids never hold `~`). */
export function cartLineKey(line: CartLineRef): string {
  return line.skuId === undefined ? line.goodsId : `${line.goodsId}~${line.skuId}`;
}

/** Whether two lines name the same goods and option. */
export function isSameLine(a: CartLineRef, b: CartLineRef): boolean {
  return a.goodsId === b.goodsId && a.skuId === b.skuId;
}

/** The cart tab's badge: how many goods the cart holds, every unit counted (PRODUCT.md#shop-tab-bar). */
export function cartGoodsCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.number, 0);
}

/**
 * The lines as stored on the device: lines of the product's shape are kept, an old line without `skuId` included;
 * a `skuId` that is not a string is dropped, and a second line naming the same goods and option is dropped.
 */
export function readCartLines(stored: unknown): CartLine[] {
  if (!Array.isArray(stored)) return [];
  const lines: CartLine[] = [];
  for (const item of stored as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { goodsId, number, checked, skuId } = item as Record<string, unknown>;
    if (typeof goodsId !== 'string' || typeof number !== 'number' || typeof checked !== 'boolean') continue;
    if (!Number.isInteger(number) || number <= 0) continue;
    const line: CartLine =
      typeof skuId === 'string' ? { goodsId, number, checked, skuId } : { goodsId, number, checked };
    if (!lines.some((l) => isSameLine(l, line))) lines.push(line);
  }
  return lines;
}

/** Each goods of the lines once, in the order the lines name them: what the cart asks the server about. */
export function cartGoodsIds(lines: readonly CartLineRef[]): string[] {
  return [...new Set(lines.map((line) => line.goodsId))];
}

/** Why a goods cannot be bought now: taken off sale (or no longer known to the shop), or out of stock. */
export type UnavailableReason = 'offSale' | 'soldOut';

/** Why a goods cannot be bought now, or null when it can; off sale wins over sold out. */
export function unavailableReason(
  goods: { status: 'on_sale' | 'off_sale'; stock: number } | undefined,
): UnavailableReason | null {
  if (goods === undefined || goods.status === 'off_sale') return 'offSale';
  return goods.stock > 0 ? null : 'soldOut';
}
