// @vitest-environment jsdom
import type { GoodsSummary } from '@ffe/shared/contracts/catalogue';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, storage } from '../lib/storage';
import { useCartStore } from './cart-store';

const rose: GoodsSummary = {
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
};

const cart = () => useCartStore.getState();

describe('the cart store', () => {
  beforeEach(() => {
    localStorage.clear();
    useCartStore.setState({ cartList: [], goodsList: [], times: 0, status: 'loading' });
  });
  afterEach(() => vi.restoreAllMocks());

  it('adds a goods checked with number 1, then counts up, and keeps the lines on the device', () => {
    expect(cart().add(rose)).toBe(true);
    expect(cart().add(rose)).toBe(true);
    expect(cart().cartList).toEqual([{ goodsId: 'rose', number: 2, checked: true }]);
    expect(storage.get(STORAGE_KEYS.cartList)).toEqual([{ goodsId: 'rose', number: 2, checked: true }]);
    expect(cart().times).toBe(2);
  });

  it('refuses to add beyond the stock', () => {
    cart().add(rose);
    cart().add(rose);
    expect(cart().add(rose)).toBe(false);
    expect(cart().cartList[0]?.number).toBe(2);
  });

  it('persists quantity, check, select all, unselect all and removal', () => {
    cart().add(rose);
    cart().setNumber('rose', 9);
    expect(cart().cartList[0]?.number).toBe(2);
    cart().uncheckAll();
    expect(storage.get(STORAGE_KEYS.cartList)).toEqual([{ goodsId: 'rose', number: 2, checked: false }]);
    cart().checkAll();
    cart().setChecked('rose', false);
    expect(cart().cartList[0]?.checked).toBe(false);
    cart().remove(['rose']);
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

  it('drops stored lines that are not the spec’s shape', async () => {
    storage.set(STORAGE_KEYS.cartList, [{ goodsId: 'rose', number: -1, checked: true }, { nonsense: true }]);
    await cart().refresh();
    expect(cart().cartList).toEqual([]);
  });
});
