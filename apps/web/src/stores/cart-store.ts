import type { GoodsPage, GoodsSummary } from '@ffe/shared/contracts/catalogue';
import { addToCart, type CartLine, clampQuantity } from '@ffe/shared/domain/cart';
import { create } from 'zustand';
import { call } from '../lib/api-client';
import { STORAGE_KEYS, storage } from '../lib/storage';

/** The spec's cart store: lines kept on the device, their goods fetched by id, and a change counter. */
export interface CartState {
  cartList: CartLine[];
  goodsList: GoodsSummary[];
  times: number;
  /** Whether the goods of the lines are being fetched, known, or could not be fetched. */
  status: 'loading' | 'ready' | 'failed';
  /** Adds one of a goods; false when its stock would not cover one more. */
  add(goods: GoodsSummary): boolean;
  setNumber(goodsId: string, number: number): void;
  setChecked(goodsId: string, checked: boolean): void;
  remove(goodsIds: readonly string[]): void;
  checkAll(): void;
  uncheckAll(): void;
  /** Fetches the goods of the lines; an empty cart makes no call (spec §4). Never rejects. */
  refresh(): Promise<void>;
}

function readLines(): CartLine[] {
  const stored = storage.get<unknown>(STORAGE_KEYS.cartList);
  if (!Array.isArray(stored)) return [];
  return stored.filter(
    (l): l is CartLine =>
      typeof l === 'object' &&
      l !== null &&
      typeof l.goodsId === 'string' &&
      Number.isInteger(l.number) &&
      l.number > 0 &&
      typeof l.checked === 'boolean',
  );
}

export const useCartStore = create<CartState>((set, get) => {
  /** Every change is persisted at once and counted. */
  const commit = (cartList: CartLine[]) => {
    storage.set(STORAGE_KEYS.cartList, cartList);
    set((s) => ({ cartList, times: s.times + 1 }));
  };
  const goodsOf = (goodsId: string) => get().goodsList.find((g) => g.id === goodsId);
  const update = (goodsId: string, change: (line: CartLine) => CartLine) =>
    commit(get().cartList.map((line) => (line.goodsId === goodsId ? change(line) : line)));

  return {
    cartList: readLines(),
    goodsList: [],
    times: 0,
    status: 'loading',

    add(goods) {
      const current = get().cartList.find((l) => l.goodsId === goods.id)?.number ?? 0;
      if (current + 1 > goods.stock) return false;
      // The goods is known from now on, so the total and the limits use it before the next refresh.
      set((s) => ({ goodsList: [...s.goodsList.filter((g) => g.id !== goods.id), goods] }));
      commit(addToCart(get().cartList, goods.id));
      return true;
    },
    setNumber: (goodsId, number) =>
      update(goodsId, (line) => ({ ...line, number: clampQuantity(number, goodsOf(goodsId)) })),
    setChecked: (goodsId, checked) => update(goodsId, (line) => ({ ...line, checked })),
    remove: (goodsIds) => commit(get().cartList.filter((line) => !goodsIds.includes(line.goodsId))),
    checkAll: () => commit(get().cartList.map((line) => ({ ...line, checked: true }))),
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
        const page = await call<GoodsPage>('/api/mall/goodsInfo/search', {
          goodsIds: cartList.map((l) => l.goodsId),
          pageSize: cartList.length,
        });
        set({ goodsList: page.list, status: 'ready' });
      } catch {
        // Keep what was known; the cart page offers a retry.
        set((s) => ({ status: s.goodsList.length > 0 ? s.status : 'failed' }));
      }
    },
  };
});
