import { describe, expect, it } from 'vitest';
import {
  addToCart,
  type CartGoods,
  cartLineStatus,
  cartTotalCents,
  clampQuantity,
  isPurchasable,
  lineOffer,
  onlyAddOnsChecked,
  pickOption,
} from './cart';
import {
  type CartLine,
  cartGoodsCount,
  cartGoodsIds,
  cartLineKey,
  readCartLines,
  unavailableReason,
} from './cart-lines';

const rose: CartGoods = { id: 'rose', salePrice: 199.9, stock: 5, status: 'on_sale' };
const lily: CartGoods = { id: 'lily', salePrice: 0.1, stock: 100, status: 'on_sale' };
const gone: CartGoods = { id: 'gone', salePrice: 50, stock: 10, status: 'off_sale' };
const soldOut: CartGoods = { id: 'sold', salePrice: 80, stock: 0, status: 'on_sale' };
const champagne: CartGoods = {
  id: 'g6',
  salePrice: 229,
  stock: 12,
  status: 'on_sale',
  hasSpecs: true,
  skus: [
    { id: 'g6-s1', salePrice: 229, stock: 10 },
    { id: 'g6-s3', salePrice: 499, stock: 2 },
    { id: 'g6-s4', salePrice: 1199, stock: 0 },
  ],
};

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

  describe('with specifications (decision 020)', () => {
    it('keys a line by goods and option, so two sizes of one goods are two lines', () => {
      expect(cartLineKey({ goodsId: 'g6' })).toBe('g6');
      expect(cartLineKey({ goodsId: 'g6', skuId: 'g6-s1' })).toBe('g6~g6-s1');
      const lines = addToCart(addToCart([], 'g6', 'g6-s1'), 'g6', 'g6-s3');
      expect(lines).toEqual([
        { goodsId: 'g6', skuId: 'g6-s1', number: 1, checked: true },
        { goodsId: 'g6', skuId: 'g6-s3', number: 1, checked: true },
      ]);
    });

    it('adds to the line of the same option, by the chosen count', () => {
      const lines = addToCart([{ goodsId: 'g6', skuId: 'g6-s1', number: 1, checked: false }], 'g6', 'g6-s1', 3);
      expect(lines).toEqual([{ goodsId: 'g6', skuId: 'g6-s1', number: 4, checked: false }]);
      expect(addToCart(lines, 'g6')).toHaveLength(2);
    });

    it('prices a line at its option and totals only buyable checked lines', () => {
      const lines: CartLine[] = [
        { goodsId: 'g6', skuId: 'g6-s1', number: 2, checked: true },
        { goodsId: 'g6', skuId: 'g6-s3', number: 1, checked: true },
        { goodsId: 'g6', skuId: 'g6-s4', number: 1, checked: true },
        { goodsId: 'g6', skuId: 'removed', number: 1, checked: true },
        { goodsId: 'g6', number: 1, checked: true },
        { goodsId: 'lily', number: 1, checked: true },
      ];
      expect(cartTotalCents(lines, [champagne, lily])).toBe(45800 + 49900 + 10);
    });

    it('asks for an option on a line without one whose goods has specifications', () => {
      expect(cartLineStatus({ goodsId: 'g6' }, champagne)).toBe('chooseOption');
      expect(lineOffer({ goodsId: 'g6' }, champagne)).toBeUndefined();
    });

    it('reads a removed option, or an option of a goods that lost its specifications, as off sale', () => {
      expect(cartLineStatus({ goodsId: 'g6', skuId: 'gone' }, champagne)).toBe('offSale');
      expect(cartLineStatus({ goodsId: 'rose', skuId: 'rose-s1' }, rose)).toBe('offSale');
      expect(cartLineStatus({ goodsId: 'g6', skuId: 'g6-s4' }, champagne)).toBe('soldOut');
      expect(cartLineStatus({ goodsId: 'g6', skuId: 'g6-s1' }, { ...champagne, status: 'off_sale' })).toBe('offSale');
      expect(cartLineStatus({ goodsId: 'g6', skuId: 'g6-s1' }, champagne)).toBe('ok');
      expect(cartLineStatus({ goodsId: 'rose' }, rose)).toBe('ok');
      expect(cartLineStatus({ goodsId: 'sold' }, soldOut)).toBe('soldOut');
    });

    it('clamps a quantity to the option’s stock', () => {
      expect(clampQuantity(9, champagne, 'g6-s3')).toBe(2);
      expect(clampQuantity(9, champagne, 'g6-s1')).toBe(9);
      expect(clampQuantity(30, champagne, 'g6-s1')).toBe(10);
    });

    it('turns the line waiting for an option into that option’s line, merging into one already there', () => {
      const waiting: CartLine[] = [
        { goodsId: 'lily', number: 1, checked: true },
        { goodsId: 'g6', number: 2, checked: false },
      ];
      expect(pickOption(waiting, 'g6', 'g6-s3', 2)).toEqual([
        { goodsId: 'lily', number: 1, checked: true },
        { goodsId: 'g6', skuId: 'g6-s3', number: 2, checked: true },
      ]);
      const both: CartLine[] = [...waiting, { goodsId: 'g6', skuId: 'g6-s1', number: 1, checked: false }];
      expect(pickOption(both, 'g6', 'g6-s1', 2)).toEqual([
        { goodsId: 'lily', number: 1, checked: true },
        { goodsId: 'g6', skuId: 'g6-s1', number: 3, checked: true },
      ]);
    });

    it('reads old lines without skuId, drops a skuId that is not a string, and keeps one line per option', () => {
      const stored = [
        { goodsId: 'rose', number: 1, checked: true },
        { goodsId: 'g6', number: 1, checked: true, skuId: 42 },
        { goodsId: 'g6', number: 2, checked: true, skuId: 'g6-s1' },
        { goodsId: 'g6', number: 1, checked: false, skuId: 'g6-s1' },
        { goodsId: 'bad', number: 0, checked: true },
        { nonsense: true },
        null,
      ];
      expect(readCartLines(stored)).toEqual([
        { goodsId: 'rose', number: 1, checked: true },
        { goodsId: 'g6', number: 1, checked: true },
        { goodsId: 'g6', number: 2, checked: true, skuId: 'g6-s1' },
      ]);
      expect(readCartLines('nope')).toEqual([]);
    });

    it('asks about each goods once however many of its options the cart holds', () => {
      expect(cartGoodsIds([{ goodsId: 'g6', skuId: 'a' }, { goodsId: 'rose' }, { goodsId: 'g6', skuId: 'b' }])).toEqual(
        ['g6', 'rose'],
      );
    });
  });

  it('finds add-ons checked without flowers, leaving out lines that cannot be bought', () => {
    const vase: CartGoods = { id: 'vase', salePrice: 39, stock: 9, status: 'on_sale', addOn: true };
    const line = (goodsId: string, checked = true): CartLine => ({ goodsId, number: 1, checked });
    const goods = [rose, vase, soldOut];
    expect(onlyAddOnsChecked([line('vase'), line('rose', false)], goods)).toBe(true);
    expect(onlyAddOnsChecked([line('vase'), line('sold')], goods)).toBe(true);
    expect(onlyAddOnsChecked([line('vase'), line('rose')], goods)).toBe(false);
    expect(onlyAddOnsChecked([line('vase', false)], goods)).toBe(false);
  });
});
