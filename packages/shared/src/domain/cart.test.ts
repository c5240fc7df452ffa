import { describe, expect, it } from 'vitest';
import {
  addToCart,
  type CartGoods,
  type CartLine,
  cartGoodsCount,
  cartTotalCents,
  clampQuantity,
  isPurchasable,
  unavailableReason,
} from './cart';

const rose: CartGoods = { id: 'rose', salePrice: 199.9, stock: 5, status: 'on_sale' };
const lily: CartGoods = { id: 'lily', salePrice: 0.1, stock: 100, status: 'on_sale' };
const gone: CartGoods = { id: 'gone', salePrice: 50, stock: 10, status: 'off_sale' };
const soldOut: CartGoods = { id: 'sold', salePrice: 80, stock: 0, status: 'on_sale' };

describe('cart', () => {
  it('adds a new goods with number 1, checked', () => {
    expect(addToCart([], 'rose')).toEqual([{ goodsId: 'rose', number: 1, checked: true }]);
  });

  it('adds 1 to a goods already in the cart and keeps its checked flag', () => {
    const lines: CartLine[] = [{ goodsId: 'rose', number: 2, checked: false }];
    expect(addToCart(lines, 'rose')).toEqual([{ goodsId: 'rose', number: 3, checked: false }]);
  });

  it('totals salePrice × number over checked lines in whole cents', () => {
    const lines: CartLine[] = [
      { goodsId: 'rose', number: 2, checked: true },
      { goodsId: 'lily', number: 3, checked: true },
      { goodsId: 'rose-unchecked', number: 1, checked: false },
    ];
    expect(cartTotalCents(lines, [rose, lily])).toBe(39980 + 30);
  });

  it('leaves unchecked, off-sale, sold-out and unknown goods out of the total', () => {
    const lines: CartLine[] = [
      { goodsId: 'rose', number: 1, checked: false },
      { goodsId: 'gone', number: 1, checked: true },
      { goodsId: 'sold', number: 1, checked: true },
      { goodsId: 'unknown', number: 1, checked: true },
    ];
    expect(cartTotalCents(lines, [rose, gone, soldOut])).toBe(0);
  });

  it('can buy only on-sale goods in stock', () => {
    expect(isPurchasable(rose)).toBe(true);
    expect(isPurchasable(gone)).toBe(false);
    expect(isPurchasable(soldOut)).toBe(false);
    expect(isPurchasable(undefined)).toBe(false);
  });

  it('says why a goods cannot be bought: off sale before sold out, and an unknown goods counts as off sale', () => {
    expect(unavailableReason(rose)).toBeNull();
    expect(unavailableReason(gone)).toBe('offSale');
    expect(unavailableReason({ ...gone, stock: 0 })).toBe('offSale');
    expect(unavailableReason(soldOut)).toBe('soldOut');
    expect(unavailableReason({ ...rose, stock: -1 })).toBe('soldOut');
    expect(unavailableReason(undefined)).toBe('offSale');
  });

  it('keeps a quantity between 1 and the stock', () => {
    expect(clampQuantity(0, rose)).toBe(1);
    expect(clampQuantity(9, rose)).toBe(5);
    expect(clampQuantity(2.7, rose)).toBe(2);
    expect(clampQuantity(9, undefined)).toBe(9);
  });

  it('counts every unit for the tab badge', () => {
    expect(cartGoodsCount([])).toBe(0);
    expect(
      cartGoodsCount([
        { goodsId: 'rose', number: 2, checked: true },
        { goodsId: 'lily', number: 1, checked: false },
      ]),
    ).toBe(3);
  });
});
