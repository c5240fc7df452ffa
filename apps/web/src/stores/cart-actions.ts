import { addToCart, cartLineStatus, clampQuantity, lineOffer, pickOption } from '@ffe/shared/domain/cart';
import { type CartLine, type CartLineRef, isSameLine } from '@ffe/shared/domain/cart-lines';
import { STORAGE_KEYS, storage } from '../lib/storage';
import { type CartGoodsInfo, useCartStore } from './cart-store';

const get = useCartStore.getState;

/** Every change is persisted at once and counted. */
function commit(cartList: CartLine[]) {
  storage.set(STORAGE_KEYS.cartList, cartList);
  useCartStore.setState((s) => ({ cartList, times: s.times + 1 }));
}

const goodsOf = (goodsId: string) => get().goodsList.find((g) => g.id === goodsId);
/** A line waiting for its option cannot be checked. */
const checkable = (line: CartLine) => cartLineStatus(line, goodsOf(line.goodsId)) !== 'chooseOption';
const update = (ref: CartLineRef, change: (line: CartLine) => CartLine) =>
  commit(get().cartList.map((line) => (isSameLine(line, ref) ? change(line) : line)));
/** The goods is known from now on, so the total and the limits use it before the next refresh. */
const know = (goods: CartGoodsInfo) =>
  useCartStore.setState((s) => ({ goodsList: [...s.goodsList.filter((g) => g.id !== goods.id), goods] }));
const refOf = (goodsId: string, skuId: string | undefined): CartLineRef =>
  skuId === undefined ? { goodsId } : { goodsId, skuId };
const inCart = (ref: CartLineRef) => get().cartList.find((l) => isSameLine(l, ref))?.number ?? 0;
const stockOf = (goods: CartGoodsInfo, skuId: string | undefined) =>
  lineOffer(refOf(goods.id, skuId), goods)?.stock ?? 0;

/** The cart's changes; each one is stored on the device at once. */
export const cartActions = {
  /** Adds `count` (default 1) of a goods, or of its option; false when the stock would not cover them. */
  add(goods: CartGoodsInfo, skuId?: string, count = 1): boolean {
    if (inCart(refOf(goods.id, skuId)) + count > stockOf(goods, skuId)) return false;
    know(goods);
    commit(addToCart(get().cartList, goods.id, skuId, count));
    return true;
  },
  /** The line waiting for an option becomes (or joins) that option's line; false when the stock is short. */
  pick(goods: CartGoodsInfo, skuId: string, number: number): boolean {
    if (inCart({ goodsId: goods.id, skuId }) + number > stockOf(goods, skuId)) return false;
    know(goods);
    commit(pickOption(get().cartList, goods.id, skuId, number));
    return true;
  },
  setNumber: (ref: CartLineRef, number: number) =>
    update(ref, (line) => ({ ...line, number: clampQuantity(number, goodsOf(line.goodsId), line.skuId) })),
  setChecked: (ref: CartLineRef, checked: boolean) =>
    update(ref, (line) => ({ ...line, checked: checked && checkable(line) })),
  remove: (refs: readonly CartLineRef[]) =>
    commit(get().cartList.filter((line) => !refs.some((ref) => isSameLine(line, ref)))),
  checkAll: () => commit(get().cartList.map((line) => ({ ...line, checked: checkable(line) }))),
  uncheckAll: () => commit(get().cartList.map((line) => ({ ...line, checked: false }))),
  /** A line still waiting for its option is left out of the order (an old cart may have it checked). */
  uncheckWaiting() {
    const { cartList } = get();
    if (cartList.some((line) => line.checked && !checkable(line))) {
      commit(cartList.map((line) => (line.checked && !checkable(line) ? { ...line, checked: false } : line)));
    }
  },
};
