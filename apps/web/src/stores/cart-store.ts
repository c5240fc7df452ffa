import type { GoodsPage, SearchedGoods } from '@ffe/shared/contracts/catalogue';
import {
  addToCart,
  type CartLine,
  type CartLineRef,
  cartGoodsIds,
  cartLineStatus,
  clampQuantity,
  isSameLine,
  lineOffer,
  pickOption,
  readCartLines,
} from '@ffe/shared/domain/cart';
import { create } from 'zustand';
import { call } from '../lib/api-client';
import { STORAGE_KEYS, storage } from '../lib/storage';

/** A goods as the cart knows it: the by-ids search answers the live options of a goods with specifications. */
export type CartGoodsInfo = SearchedGoods;

/** The spec's cart store: lines kept on the device, their goods fetched by id, and a change counter. */
export interface CartState {
  cartList: CartLine[];
  goodsList: CartGoodsInfo[];
  times: number;
  /** Whether the goods of the lines are being fetched, known, or could not be fetched. */
  status: 'loading' | 'ready' | 'failed';
  /** Adds `count` (default 1) of a goods, or of its option; false when the stock would not cover them. */
  add(goods: CartGoodsInfo, skuId?: string, count?: number): boolean;
  /** The line waiting for an option becomes (or joins) that option's line; false when the stock is short. */
  pick(goods: CartGoodsInfo, skuId: string, number: number): boolean;
  setNumber(line: CartLineRef, number: number): void;
  setChecked(line: CartLineRef, checked: boolean): void;
  remove(lines: readonly CartLineRef[]): void;
  checkAll(): void;
  uncheckAll(): void;
  /** Fetches the goods of the lines; an empty cart makes no call (spec §4). Never rejects. */
  refresh(): Promise<void>;
}

const readLines = () => readCartLines(storage.get<unknown>(STORAGE_KEYS.cartList));

export const useCartStore = create<CartState>((set, get) => {
  /** Every change is persisted at once and counted. */
  const commit = (cartList: CartLine[]) => {
    storage.set(STORAGE_KEYS.cartList, cartList);
    set((s) => ({ cartList, times: s.times + 1 }));
  };
  const goodsOf = (goodsId: string) => get().goodsList.find((g) => g.id === goodsId);
  /** A line waiting for its option cannot be checked. */
  const checkable = (line: CartLine) => cartLineStatus(line, goodsOf(line.goodsId)) !== 'chooseOption';
  const update = (ref: CartLineRef, change: (line: CartLine) => CartLine) =>
    commit(get().cartList.map((line) => (isSameLine(line, ref) ? change(line) : line)));
  /** The goods is known from now on, so the total and the limits use it before the next refresh. */
  const know = (goods: CartGoodsInfo) =>
    set((s) => ({ goodsList: [...s.goodsList.filter((g) => g.id !== goods.id), goods] }));
  const inCart = (ref: CartLineRef) => get().cartList.find((l) => isSameLine(l, ref))?.number ?? 0;
  const stockOf = (goods: CartGoodsInfo, skuId: string | undefined) =>
    lineOffer(skuId === undefined ? { goodsId: goods.id } : { goodsId: goods.id, skuId }, goods)?.stock ?? 0;

  return {
    cartList: readLines(),
    goodsList: [],
    times: 0,
    status: 'loading',

    add(goods, skuId, count = 1) {
      const ref = skuId === undefined ? { goodsId: goods.id } : { goodsId: goods.id, skuId };
      if (inCart(ref) + count > stockOf(goods, skuId)) return false;
      know(goods);
      commit(addToCart(get().cartList, goods.id, skuId, count));
      return true;
    },
    pick(goods, skuId, number) {
      if (inCart({ goodsId: goods.id, skuId }) + number > stockOf(goods, skuId)) return false;
      know(goods);
      commit(pickOption(get().cartList, goods.id, skuId, number));
      return true;
    },
    setNumber: (ref, number) =>
      update(ref, (line) => ({ ...line, number: clampQuantity(number, goodsOf(line.goodsId), line.skuId) })),
    setChecked: (ref, checked) => update(ref, (line) => ({ ...line, checked: checked && checkable(line) })),
    remove: (refs) => commit(get().cartList.filter((line) => !refs.some((ref) => isSameLine(line, ref)))),
    checkAll: () => commit(get().cartList.map((line) => ({ ...line, checked: checkable(line) }))),
    uncheckAll: () => commit(get().cartList.map((line) => ({ ...line, checked: false }))),

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
        const page = await call<GoodsPage>('/api/mall/goodsInfo/search', { goodsIds, pageSize: goodsIds.length });
        set({ goodsList: page.list, status: 'ready' });
        // A line still waiting for its option is left out of the order (an old cart may have it checked).
        if (cartList.some((line) => line.checked && !checkable(line))) {
          commit(cartList.map((line) => (line.checked && !checkable(line) ? { ...line, checked: false } : line)));
        }
      } catch {
        // Keep what was known; the cart page offers a retry.
        set((s) => ({ status: s.goodsList.length > 0 ? s.status : 'failed' }));
      }
    },
  };
});
