// @vitest-environment jsdom
import type { SearchedGoods } from '@ffe/shared/contracts/catalogue';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, storage } from '../lib/storage';
import { cartActions } from './cart-actions';
import { useCartStore } from './cart-store';

const rose: SearchedGoods = {
  id: 'rose',
  name: '红玫瑰',
  salePrice: 199.9,
  marketPrice: 259,
  cover: '/images/rose.svg',
  stock: 2,
  sales: 10,
  status: 'on_sale',
  categoryId: 'c',
  tags: [],
  flowerLanguage: '爱',
  hasSpecs: false,
};

const champagne: SearchedGoods = {
  ...rose,
  id: 'g6',
  name: '香槟玫瑰',
  salePrice: 229,
  stock: 3,
  hasSpecs: true,
  skus: [
    { id: 'g6-s1', name: '11枝', salePrice: 229, marketPrice: 289, stock: 2, sales: 0, picture: null },
    { id: 'g6-s3', name: '33枝', salePrice: 499, marketPrice: 599, stock: 1, sales: 0, picture: null },
  ],
};

const answer = (list: SearchedGoods[]) =>
  new Response(JSON.stringify({ code: 200, message: 'ok', data: { list, total: list.length } }));

const cart = () => useCartStore.getState();

describe('the cart store', () => {
  beforeEach(() => {
    localStorage.clear();
    useCartStore.setState({ cartList: [], goodsList: [], times: 0, status: 'loading' });
  });
  afterEach(() => vi.restoreAllMocks());

  it('adds a goods checked with number 1, then counts up, and keeps the lines on the device', () => {
    expect(cartActions.add(rose)).toBe(true);
    expect(cartActions.add(rose)).toBe(true);
    expect(cart().cartList).toEqual([{ goodsId: 'rose', number: 2, checked: true }]);
    expect(storage.get(STORAGE_KEYS.cartList)).toEqual([{ goodsId: 'rose', number: 2, checked: true }]);
    expect(cart().times).toBe(2);
  });

  it('refuses to add beyond the stock', () => {
    cartActions.add(rose);
    cartActions.add(rose);
    expect(cartActions.add(rose)).toBe(false);
    expect(cart().cartList[0]?.number).toBe(2);
  });

  it('persists quantity, check, select all, unselect all and removal', () => {
    cartActions.add(rose);
    cartActions.setNumber({ goodsId: 'rose' }, 9);
    expect(cart().cartList[0]?.number).toBe(2);
    cartActions.uncheckAll();
    expect(storage.get(STORAGE_KEYS.cartList)).toEqual([{ goodsId: 'rose', number: 2, checked: false }]);
    cartActions.checkAll();
    cartActions.setChecked({ goodsId: 'rose' }, false);
    expect(cart().cartList[0]?.checked).toBe(false);
    cartActions.remove([{ goodsId: 'rose' }]);
    expect(storage.get(STORAGE_KEYS.cartList)).toEqual([]);
  });

  it('makes no server call for an empty cart', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    await cart().refresh();
    expect(fetch).not.toHaveBeenCalled();
    expect(cart().status).toBe('ready');
  });

  it('fetches exactly the goods of its lines by id', async () => {
    storage.set(STORAGE_KEYS.cartList, [{ goodsId: 'rose', number: 1, checked: true }]);
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ code: 200, message: 'ok', data: { list: [rose], total: 1 } })));
    await cart().refresh();
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({ goodsIds: ['rose'] });
    expect(cart().goodsList).toEqual([rose]);
    expect(cart().status).toBe('ready');
  });

  it('drops stored lines that are not the shape of a cart line', async () => {
    storage.set(STORAGE_KEYS.cartList, [{ goodsId: 'rose', number: -1, checked: true }, { nonsense: true }]);
    await cart().refresh();
    expect(cart().cartList).toEqual([]);
  });

  it('keeps two options of one goods as two lines, each limited by its own stock', () => {
    expect(cartActions.add(champagne, 'g6-s1', 2)).toBe(true);
    expect(cartActions.add(champagne, 'g6-s3')).toBe(true);
    expect(cartActions.add(champagne, 'g6-s3')).toBe(false);
    expect(cartActions.add(champagne, 'g6-s1')).toBe(false);
    expect(cart().cartList).toEqual([
      { goodsId: 'g6', skuId: 'g6-s1', number: 2, checked: true },
      { goodsId: 'g6', skuId: 'g6-s3', number: 1, checked: true },
    ]);
    cartActions.setNumber({ goodsId: 'g6', skuId: 'g6-s3' }, 5);
    expect(cart().cartList[1]?.number).toBe(1);
    cartActions.remove([{ goodsId: 'g6', skuId: 'g6-s1' }]);
    expect(cart().cartList).toEqual([{ goodsId: 'g6', skuId: 'g6-s3', number: 1, checked: true }]);
  });

  it('asks the server about each goods once, and unchecks an old line waiting for its option', async () => {
    storage.set(STORAGE_KEYS.cartList, [
      { goodsId: 'g6', number: 1, checked: true },
      { goodsId: 'g6', skuId: 'g6-s1', number: 1, checked: true },
      { goodsId: 'rose', number: 1, checked: true },
    ]);
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer([champagne, rose]));
    await cart().refresh();
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({ goodsIds: ['g6', 'rose'] });
    cartActions.uncheckWaiting();
    expect(cart().cartList[0]).toEqual({ goodsId: 'g6', number: 1, checked: false });
    cartActions.checkAll();
    expect(cart().cartList.map((line) => line.checked)).toEqual([false, true, true]);
    cartActions.setChecked({ goodsId: 'g6' }, true);
    expect(cart().cartList[0]?.checked).toBe(false);
  });

  it('merges the line waiting for its option into the option picked', async () => {
    storage.set(STORAGE_KEYS.cartList, [
      { goodsId: 'g6', number: 1, checked: false },
      { goodsId: 'g6', skuId: 'g6-s1', number: 1, checked: false },
    ]);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer([champagne]));
    await cart().refresh();
    expect(cartActions.pick(champagne, 'g6-s1', 2)).toBe(false);
    expect(cartActions.pick(champagne, 'g6-s1', 1)).toBe(true);
    expect(cart().cartList).toEqual([{ goodsId: 'g6', skuId: 'g6-s1', number: 2, checked: true }]);
  });
});
