import type { GoodsDetail } from '@ffe/shared/contracts/catalogue';
import { beforeAll, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import { DEMO_GOODS_COUNT } from '../../seed/demo-catalogue';
import { seedCatalogue } from '../../seed/seed';

/** Chinese characters and full-width punctuation. */
const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;

/** The demo catalogue's hand-written goods and some made up (every third with 小/中/大 options). */
const GOODS_COUNT = DEMO_GOODS_COUNT + 12;

describeOnEachDatabase('goods detail of the demo catalogue in English', (t) => {
  beforeAll(async () => {
    await seedCatalogue(t.db, { goodsCount: GOODS_COUNT, now: Date.now() });
  });

  const detailIn = async (id: string, language: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/mall/goodsInfo/detail/${id}`,
      payload: {},
      headers: { 'accept-language': language },
    });
    return (res.json() as { data: GoodsDetail }).data;
  };

  // Issue 16: "Catalogue content stays Chinese in English: goods … get optional English names and descriptions …
  // seeded for the demo catalogue, shown in English when present".
  it('shows no Chinese in the goods, its blocks, options and add-ons to an English reader', async () => {
    const ids = Array.from({ length: GOODS_COUNT }, (_, i) => `goods-${String(i + 1).padStart(4, '0')}`);
    for (const id of ids) {
      // Tags are not shown on the page; customers' comments stay as they were written.
      const { latestComments: _comments, tags: _tags, ...shown } = await detailIn(id, 'en');
      const addOns = shown.addOns.map(({ tags: _addOnTags, ...addOn }) => addOn);
      expect(JSON.stringify({ ...shown, addOns }), id).not.toMatch(CJK);
    }
  });

  it('keeps the Chinese blocks and options for a Chinese reader', async () => {
    const detail = await detailIn('goods-0006', 'zh-CN');
    expect(detail.deliveryNotes).toMatch(CJK);
    expect(detail.specs?.name).toBe('枝数');
    expect(detail.specs?.options.map((o) => o.name)).toEqual(['11枝', '19枝', '33枝', '99枝']);
    const english = await detailIn('goods-0006', 'en');
    expect(english.specs?.name).toBe('Stems');
    expect(english.specs?.options.map((o) => o.name)).toEqual(['11 stems', '19 stems', '33 stems', '99 stems']);
  });

  it('drops a block English once staff change its Chinese in the console, keeping the unchanged ones', async () => {
    const florist = await t.staff('florist');
    const res = await post(
      t.app,
      '/api/admin/goods/update',
      { id: 'goods-0001', version: 1, materials: '红玫瑰11枝，尤加利叶' },
      florist,
    );
    expect(res.status).toBe(200);
    const english = await detailIn('goods-0001', 'en');
    expect(english.materials).toBe('红玫瑰11枝，尤加利叶');
    expect(english.packaging).toBe('Korean kraft paper, burgundy satin ribbon');
  });
});
