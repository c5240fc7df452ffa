import { describe, expect, it } from 'vitest';
import { parseGoodsOffer } from './goods-offer';

describe('parseGoodsOffer', () => {
  it("reads the goods detail page's info", () => {
    const info = JSON.stringify({ id: 'g-rose', name: '红玫瑰 11 枝', salePrice: 199.5, cover: '/images/rose.svg' });
    expect(parseGoodsOffer(info)).toEqual({
      id: 'g-rose',
      name: '红玫瑰 11 枝',
      price: 199.5,
      image: '/images/rose.svg',
    });
  });

  it('reads the price and image names too', () => {
    expect(parseGoodsOffer(JSON.stringify({ goods_id: 'g-1', price: 9, image: '/a.png' }))).toEqual({
      id: 'g-1',
      name: '',
      price: 9,
      image: '/a.png',
    });
  });

  it('offers nothing for missing, broken or id-less info', () => {
    expect(parseGoodsOffer(undefined)).toBeNull();
    expect(parseGoodsOffer('{not json')).toBeNull();
    expect(parseGoodsOffer('"text"')).toBeNull();
    expect(parseGoodsOffer(JSON.stringify({ name: '无编号' }))).toBeNull();
  });
});
