import type * as catalogueContracts from '@ffe/shared/contracts/catalogue';
import type { SearchedGoods } from '@ffe/shared/contracts/catalogue';
import { type CartLine, cartGoodsIds, readCartLines } from '@ffe/shared/domain/cart-lines';
import { create } from 'zustand';
import { call } from '../lib/api-client';
import { STORAGE_KEYS, storage } from '../lib/storage';

/** A goods as the cart knows it: the by-ids search answers the live options of a goods with specifications. */
export type CartGoodsInfo = SearchedGoods;

/**
 * The cart store (PRODUCT.md#shop-stored-shapes): lines kept on the device, their goods fetched by id, and a change
 * counter. The changes live in `cart-actions.ts`, loaded with the pages that make them, so the first load carries only
 * this.
 */
export interface CartState {
  cartList: CartLine[];
  goodsList: CartGoodsInfo[];
  times: number;
  /** Whether the goods of the lines are being fetched, known, or could not be fetched. */
  status: 'loading' | 'ready' | 'failed';
  /** Fetches the goods of the lines; an empty cart makes no call (PRODUCT.md#shop-cart). Never rejects. */
  refresh(): Promise<void>;
}

export const readLines = () => readCartLines(storage.get<unknown>(STORAGE_KEYS.cartList));

export const useCartStore = create<CartState>((set) => ({
  // Read at launch by refresh(): a page the server rendered hydrates as the server drew it, with no count.
  cartList: [],
  goodsList: [],
  times: 0,
  status: 'loading',

  async refresh() {
    // Another tab may have changed the cart since this one read it.
    const cartList = readLines();
    set({ cartList });
    if (cartList.length === 0) {
      set({ goodsList: [], status: 'ready' });
      return;
    }
    try {
      const goodsIds = cartGoodsIds(cartList);
      const page = await call<typeof catalogueContracts.searchGoods>('/api/mall/goodsInfo/search', {
        goodsIds,
        pageSize: goodsIds.length,
      });
      set({ goodsList: page.list, status: 'ready' });
    } catch {
      // Keep what was known; the cart page offers a retry.
      set((s) => ({ status: s.goodsList.length > 0 ? s.status : 'failed' }));
    }
  },
}));
