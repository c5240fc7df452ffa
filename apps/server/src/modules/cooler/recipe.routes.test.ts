import type { CoolerRecipe, CoolerRecipeGoodsPage } from '@ffe/shared/contracts/cooler-recipes';
import { beforeAll, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { auditOf } from '../../../test/back-office';
import { aRecipe, aStem } from '../../../test/cooler';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aCategory, aGoods, aGoodsWithOptions, anAddOn } from '../../../test/factories';
import { itGuardsWithPermission } from '../../../test/staff';

describeOnEachDatabase('the cooler’s recipes', (t) => {
  let florist: { token: string };
  let categoryId: string;
  beforeAll(async () => {
    florist = await t.staff('florist');
    categoryId = (await aCategory(t.db)).id;
  });
  const call = <T = CoolerRecipe>(url: string, body: object) =>
    post<T>(t.app, `/api/admin/cooler/recipes/${url}`, body, florist);
  const bouquet = () =>
    aGoodsWithOptions(t.db, { category_id: categoryId }, '枝数', [
      { name: '11枝', sale_price: 19900, stock: 5 },
      { name: '19枝', sale_price: 29900, stock: 5 },
    ]);

  it('saves a size’s recipe and keeps its lines’ ids across an edit', async () => {
    const { goods, skus } = await bouquet();
    const [rose, eucalyptus, paper] = [await aStem(t.db), await aStem(t.db), await aStem(t.db, { unit: 'sheet' })];
    const skuKey = skus[0]?.id ?? '';
    const empty = (await call('detail', { goodsId: goods.id, skuKey })).body.data;
    expect(empty).toMatchObject({ version: null, lines: [], name: '11枝', goodsName: goods.name });

    const first = await call('save', {
      goodsId: goods.id,
      skuKey,
      version: null,
      lines: [
        { stemId: rose.id, quantity: 11 },
        { stemId: eucalyptus.id, quantity: 3 },
      ],
    });
    expect(first.status).toBe(200);
    expect(first.body.data.version).toBe(1);
    const [roseLine, eucalyptusLine] = first.body.data.lines;
    expect(first.body.data.lines.map((l) => [l.stemId, l.quantity])).toEqual([
      [rose.id, 11],
      [eucalyptus.id, 3],
    ]);

    const edited = await call('save', {
      goodsId: goods.id,
      skuKey,
      version: 1,
      lines: [
        { stemId: paper.id, quantity: 2 },
        { id: roseLine?.id, stemId: rose.id, quantity: 12 },
      ],
    });
    expect(edited.body.data.version).toBe(2);
    expect(edited.body.data.lines.map((l) => [l.stemId, l.quantity, l.unit])).toEqual([
      [paper.id, 2, 'sheet'],
      [rose.id, 12, 'stem'],
    ]);
    expect(edited.body.data.lines[1]?.id).toBe(roseLine?.id);
    expect(edited.body.data.lines.map((l) => l.id)).not.toContain(eucalyptusLine?.id);

    const page = (await call<CoolerRecipeGoodsPage>('goods', { keyword: goods.name })).body.data;
    expect(page.list[0]?.sizes.map((s) => [s.skuKey, s.version, s.lines.length])).toEqual([
      [skus[0]?.id, 2, 2],
      [skus[1]?.id, null, 0],
    ]);
    const recipeId = (
      await t.db.selectFrom('cooler_recipes').select('id').where('goods_id', '=', goods.id).executeTakeFirst()
    )?.id;
    expect((await auditOf(t.db, recipeId ?? '')).map((e) => e.action)).toEqual(['recipe.save', 'recipe.save']);
  });

  it('refuses a stale save with RECORD_CHANGED; the recipe as it is now shows the other save', async () => {
    const { goods, skus } = await bouquet();
    const rose = await aStem(t.db);
    const skuKey = skus[1]?.id ?? '';
    await aRecipe(t.db, goods.id, skuKey, [{ stemId: rose.id, quantity: 19 }]);
    const mine = { goodsId: goods.id, skuKey, lines: [{ stemId: rose.id, quantity: 20 }] };
    expect((await call('save', { ...mine, version: 1 })).status).toBe(200);
    const stale = await call('save', { ...mine, version: 1, lines: [] });
    expect([stale.status, stale.body.errCode]).toEqual([409, 'RECORD_CHANGED']);
    const fresh = await call('save', { ...mine, version: null });
    expect([fresh.status, fresh.body.errCode]).toEqual([409, 'RECORD_CHANGED']);
    expect((await call('detail', { goodsId: goods.id, skuKey })).body.data).toMatchObject({
      version: 2,
      lines: [expect.objectContaining({ stemId: rose.id, quantity: 20 })],
    });
  });

  it('copies another size’s recipe into a size: the editor reads it and saves its lines as new ones', async () => {
    const { goods, skus } = await bouquet();
    const other = await bouquet();
    const [rose, ribbon] = [await aStem(t.db), await aStem(t.db, { kind: 'material', unit: 'metre' })];
    await aRecipe(t.db, other.goods.id, other.skus[1]?.id ?? '', [
      { stemId: rose.id, quantity: 19 },
      { stemId: ribbon.id, quantity: 1 },
    ]);
    const source = (await call('detail', { goodsId: other.goods.id, skuKey: other.skus[1]?.id })).body.data;
    const copied = await call('save', {
      goodsId: goods.id,
      skuKey: skus[1]?.id,
      version: null,
      lines: source.lines.map(({ stemId, quantity }) => ({ stemId, quantity })),
    });
    expect(copied.body.data.lines.map((l) => [l.stemId, l.quantity])).toEqual([
      [rose.id, 19],
      [ribbon.id, 1],
    ]);
    const sourceIds = source.lines.map((l) => l.id);
    expect(copied.body.data.lines.every((l) => !sourceIds.includes(l.id))).toBe(true);
    const withRecipe = (await call<CoolerRecipeGoodsPage>('goods', { withRecipe: true, pageSize: 100 })).body.data.list;
    expect(withRecipe.map((g) => g.goodsId)).toEqual(expect.arrayContaining([goods.id, other.goods.id]));
  });

  it('removes a recipe when its lines are emptied, so the size goes back to its typed stock', async () => {
    const addOn = await anAddOn(t.db);
    const vase = await aStem(t.db, { kind: 'material', unit: 'stem' });
    const saved = await call('save', {
      goodsId: addOn.id,
      skuKey: '',
      version: null,
      lines: [{ stemId: vase.id, quantity: 1 }],
    });
    expect(saved.body.data).toMatchObject({ skuKey: '', name: null, version: 1 });
    const removed = await call('save', { goodsId: addOn.id, skuKey: '', version: 1, lines: [] });
    expect(removed.body.data).toMatchObject({ version: null, lines: [] });
    expect(await t.db.selectFrom('cooler_recipes').select('id').where('goods_id', '=', addOn.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('cooler_recipe_lines').select('id').where('stem_id', '=', vase.id).execute()).toEqual(
      [],
    );
    const goods = (await call<CoolerRecipeGoodsPage>('goods', { keyword: addOn.id })).body.data.list[0];
    expect(goods).toMatchObject({ addOn: true, sizes: [{ skuKey: '', version: null }] });
  });

  it('refuses an archived stem, a stem twice, a line of another recipe, a size the goods does not sell and bad units', async () => {
    const { goods, skus } = await bouquet();
    const plain = await aGoods(t.db, { category_id: categoryId });
    const rose = await aStem(t.db);
    const old = await aStem(t.db, { archived_at: 1 });
    const elsewhere = await aRecipe(t.db, plain.id, '', [{ stemId: rose.id, quantity: 1 }]);
    const skuKey = skus[0]?.id ?? '';
    const save = (lines: object[], key = skuKey, goodsId = goods.id) =>
      call('save', { goodsId, skuKey: key, version: null, lines });
    for (const [answer, field] of [
      [await save([{ stemId: old.id, quantity: 1 }]), 'lines.0.stemId'],
      [
        await save([
          { stemId: rose.id, quantity: 1 },
          { stemId: rose.id, quantity: 2 },
        ]),
        'lines.1.stemId',
      ],
      [await save([{ stemId: 'stem-none', quantity: 1 }]), 'lines.0.stemId'],
      [await save([{ id: elsewhere.lines[0]?.id, stemId: rose.id, quantity: 1 }]), 'lines.0.id'],
      [await save([{ stemId: rose.id, quantity: 0 }]), 'lines.0.quantity'],
      [await save([{ stemId: rose.id, quantity: 1000 }]), 'lines.0.quantity'],
      [await save(Array.from({ length: 31 }, () => ({ stemId: rose.id, quantity: 1 }))), 'lines'],
      [await save([{ stemId: rose.id, quantity: 1 }], ''), 'skuKey'],
      [await save([{ stemId: rose.id, quantity: 1 }], skuKey, plain.id), 'skuKey'],
    ] as const) {
      expect([answer.status, answer.body.message]).toEqual([400, expect.stringMatching(new RegExp(`^${field}: `))]);
    }
    expect((await call('detail', { goodsId: goods.id, skuKey })).body.data.version).toBeNull();
  });

  it('keeps a line whose stem was archived after it was added, but takes no new one', async () => {
    const { goods, skus } = await bouquet();
    const [rose, lily] = [await aStem(t.db), await aStem(t.db)];
    const skuKey = skus[0]?.id ?? '';
    const recipe = await aRecipe(t.db, goods.id, skuKey, [{ stemId: rose.id, quantity: 11 }]);
    await t.db.updateTable('cooler_stems').set({ archived_at: 5 }).where('id', '=', rose.id).execute();
    const kept = await call('save', {
      goodsId: goods.id,
      skuKey,
      version: 1,
      lines: [
        { id: recipe.lines[0]?.id, stemId: rose.id, quantity: 10 },
        { stemId: lily.id, quantity: 2 },
      ],
    });
    expect(kept.status).toBe(200);
    expect(kept.body.data.lines[0]).toMatchObject({ stemArchived: true, quantity: 10 });
  });

  itGuardsWithPermission(t, 'cooler.manage', [
    { url: '/api/admin/cooler/recipes/goods', allowed: 200 },
    { url: '/api/admin/cooler/recipes/detail', body: { goodsId: 'goods-none', skuKey: '' }, allowed: 404 },
  ]);
});
