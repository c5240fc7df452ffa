import { describe, expect, it } from 'vitest';
import { toListedJsonHead, toListedSummary, toListedSummaryJson, toListedView } from './catalogue.mapper';

const listed = {
  id: 'g-1',
  name: '“红”玫瑰\n33枝 \\ 礼盒',
  name_en: 'Red "roses" </script>',
  cover: 'goods/rose.jpg',
  category_id: 'c-1',
  tags: '["热销","new \\"in\\""]',
  flower_language: '爱\u2028你',
  flower_language_en: null,
  spec_name: '枝数',
  spec_name_en: null,
  is_add_on: 0,
};
const imageUrl = (path: string) => `https://img.example/${path}`;

describe('a search hit’s JSON joined from its ready head', () => {
  it.each(['zh-CN', 'en'] as const)('reads the same as the list view it stands for (%s)', (language) => {
    const view = toListedView(listed, imageUrl, language);
    for (const [live, status] of [
      [{ stock: 12, sales: 3_456, sale_price: 29_900, market_price: 39_905 }, 'on_sale'],
      [{ stock: 0, sales: 0, sale_price: 1, market_price: 0 }, 'off_sale'],
    ] as const) {
      expect(JSON.parse(toListedSummaryJson(toListedJsonHead(view), live, status))).toStrictEqual(
        toListedSummary(view, live, status),
      );
    }
  });
});
