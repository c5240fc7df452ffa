/** The goods a chat was opened from (the `info` query parameter), as the card bar shows it. */
export interface GoodsOffer {
  id: string;
  name: string;
  /** Yuan, as the shop's pages carry prices. */
  price: number | null;
  image: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const price = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * Reads the chat's `info` JSON: the goods detail page sends `{ id, name, salePrice, cover }`; `price`, `image` and
 * `goods_id` are read too. Anything without a goods id is no offer.
 */
export function parseGoodsOffer(info: string | undefined): GoodsOffer | null {
  if (!info) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(info);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const fields = parsed as Record<string, unknown>;
  const id = text(fields.id) || text(fields.goods_id);
  if (!id) return null;
  return {
    id,
    name: text(fields.name),
    price: price(fields.salePrice) ?? price(fields.price),
    image: text(fields.cover) || text(fields.image),
  };
}
