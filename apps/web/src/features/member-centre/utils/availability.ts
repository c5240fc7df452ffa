import type { GoodsSummary } from '@ffe/shared/contracts/catalogue';

/** Why a goods cannot be bought now, or null when it can; off sale wins over sold out. */
export function unavailableReason(goods: Pick<GoodsSummary, 'status' | 'stock'>): 'offSale' | 'soldOut' | null {
  if (goods.status === 'off_sale') return 'offSale';
  return goods.stock <= 0 ? 'soldOut' : null;
}
