import type { AdminGoods, AdminGoodsPage, CreateGoodsRequest } from '@ffe/shared/contracts/admin-goods';
import { beforeAll, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { auditOf } from '../../../test/back-office';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aCategory, aGoods } from '../../../test/factories';
import { pictureAddress } from '../../../test/pictures';
import { itGuardsWithPermission } from '../../../test/staff';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PHOTO = '/uploads/p-0123456789abcdef0123456789abcdef-750.webp';

describeOnEachDatabase('console goods', (t) => {
  let florist: { token: string; id: string };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    florist = await t.staff('florist');
    const love = await aCategory(t.db, { id: 'cat-love', name: '爱情鲜花' });
    await aCategory(t.db, { id: 'cat-love-rose', name: '玫瑰花束', parent_id: love.id });
    const addOns = await aCategory(t.db, { id: 'cat-add-ons', name: '加购', visible: 0 });
    ids.vase = (await aGoods(t.db, { category_id: addOns.id, name: '玻璃花瓶', is_add_on: 1 })).id;
    ids.card = (await aGoods(t.db, { category_id: addOns.id, name: '手写贺卡', is_add_on: 1 })).id;
    ids.plain = (await aGoods(t.db, { category_id: love.id, name: '普通花束' })).id;
  });

  const call = <T = AdminGoods>(url: string, body: object) => post<T>(t.app, `/api/admin/goods/${url}`, body, florist);

  const aRose = (over: Partial<CreateGoodsRequest> = {}): CreateGoodsRequest => ({
    name: '19枝红玫瑰',
    categoryId: 'cat-love-rose',
    salePrice: 199,
    marketPrice: 259,
    stock: 30,
    status: 'on_sale',
    flowerLanguage: '热烈的爱',
    materials: '红玫瑰19枝、尤加利',
    packaging: '黑色雾面纸',
    deliveryNotes: '同城3小时送达',
    description: '一束热烈的红玫瑰',
    tags: ['爱情', '热卖'],
    pictures: [PHOTO, '/images/bouquet/rose-red-kraft-1.svg'],
    addOnIds: [ids.vase as string],
    ...over,
  });
  const sizes = (over: NonNullable<CreateGoodsRequest['specs']>['options'] = []) => ({
    name: '枝数',
    options: [
      { name: '11枝', salePrice: 229, marketPrice: 289, stock: 10 },
      { name: '19枝', salePrice: 329, marketPrice: 399, stock: 5, picture: PHOTO },
      { name: '33枝', salePrice: 499, marketPrice: 599, stock: 0 },
      ...over,
    ],
  });

  it('creates a goods with every field and reads it back as the editor needs it', async () => {
    const created = await call('create', aRose());
    expect(created.status).toBe(200);
    const goods = created.body.data;
    expect(goods).toMatchObject({
      name: '19枝红玫瑰',
      categoryId: 'cat-love-rose',
      categoryName: '玫瑰花束',
      salePrice: 199,
      marketPrice: 259,
      stock: 30,
      sales: 0,
      status: 'on_sale',
      flowerLanguage: '热烈的爱',
      materials: '红玫瑰19枝、尤加利',
      packaging: '黑色雾面纸',
      deliveryNotes: '同城3小时送达',
      description: '一束热烈的红玫瑰',
      tags: ['爱情', '热卖'],
      // The editor is shown each drawn picture by its content address, and may send that back.
      pictures: [PHOTO, pictureAddress('/images/bouquet/rose-red-kraft-1.svg')],
      cover: PHOTO,
      specs: null,
      hasSpecs: false,
      addOn: false,
      addOnIds: [ids.vase],
    });
    expect(goods.id).toMatch(UUID);
    expect((await call(`detail/${goods.id}`, {})).body.data).toEqual(goods);
    const [entry] = await auditOf(t.db, goods.id);
    expect(entry).toMatchObject({ area: 'catalogue', action: 'goods.create', actor_id: florist.id });
  });

  it('prices a goods with sizes at its cheapest option and stocks it with their sum', async () => {
    const goods = (await call('create', aRose({ specs: sizes() }))).body.data;
    expect(goods).toMatchObject({ salePrice: 229, marketPrice: 289, stock: 15, hasSpecs: true });
    expect(goods.specs?.name).toBe('枝数');
    expect(goods.specs?.options.map((o) => [o.name, o.salePrice, o.stock, o.picture])).toEqual([
      ['11枝', 229, 10, null],
      ['19枝', 329, 5, PHOTO],
      ['33枝', 499, 0, null],
    ]);
    for (const o of goods.specs?.options ?? []) expect(o.id).toMatch(UUID);
  });

  it('edits, removes and adds options, recomputing the totals and keeping removed rows', async () => {
    const goods = (await call('create', aRose({ specs: sizes() }))).body.data;
    const [eleven, nineteen, thirtyThree] = goods.specs?.options ?? [];
    const before = (await t.db.selectFrom('goods').select('updated_at').where('id', '=', goods.id).executeTakeFirst())
      ?.updated_at;
    await new Promise((r) => setTimeout(r, 5));
    const updated = await call('update', {
      id: goods.id,
      version: goods.version,
      specs: {
        name: '枝数',
        options: [
          { id: nineteen?.id, name: '19枝', salePrice: 299, marketPrice: 399, stock: 8, stockWas: 5 },
          { id: thirtyThree?.id, name: '33枝', salePrice: 499, marketPrice: 599, stock: 2, stockWas: 0 },
          { name: '99枝', salePrice: 1199, marketPrice: 1399, stock: 1 },
        ],
      },
    });
    expect(updated.status).toBe(200);
    const after = updated.body.data;
    expect(after).toMatchObject({ salePrice: 299, marketPrice: 399, stock: 11 });
    expect(after.specs?.options.map((o) => o.name)).toEqual(['19枝', '33枝', '99枝']);
    expect(after.specs?.options[0]?.id).toBe(nineteen?.id);
    const removed = await t.db
      .selectFrom('goods_skus')
      .selectAll()
      .where('id', '=', eleven?.id as string)
      .execute();
    expect(removed[0]?.removed_at).toEqual(expect.any(Number));
    const row = await t.db.selectFrom('goods').selectAll().where('id', '=', goods.id).executeTakeFirstOrThrow();
    expect(row.updated_at).toBeGreaterThan(before as number);
    expect((await auditOf(t.db, goods.id)).map((e) => e.action)).toEqual(['goods.create', 'goods.update']);
  });

  it('drops every option when specs is null, selling the goods at the price it is given', async () => {
    const goods = (await call('create', aRose({ specs: sizes() }))).body.data;
    const after = (
      await call('update', {
        id: goods.id,
        version: goods.version,
        specs: null,
        salePrice: 188,
        marketPrice: 188,
        stock: 4,
        stockWas: 15,
      })
    ).body.data;
    expect(after).toMatchObject({ specs: null, hasSpecs: false, salePrice: 188, marketPrice: 188, stock: 4 });
    const live = await t.db
      .selectFrom('goods_skus')
      .select('id')
      .where('goods_id', '=', goods.id)
      .where('removed_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
  });

  it('changes only the fields an update names', async () => {
    const goods = (await call('create', aRose())).body.data;
    const after = (await call('update', { id: goods.id, version: goods.version, name: '红玫瑰·新名', tags: ['新品'] }))
      .body.data;
    expect(after).toEqual({
      ...goods,
      name: '红玫瑰·新名',
      tags: ['新品'],
      updatedAt: after.updatedAt,
      version: goods.version + 1,
    });
  });

  it('makes an add-on, which offers nothing of its own', async () => {
    const bear = await call(
      'create',
      aRose({ name: '小熊玩偶', categoryId: 'cat-add-ons', addOn: true, addOnIds: [] }),
    );
    expect(bear.body.data.addOn).toBe(true);
    const offering = await call('create', aRose({ addOnIds: [bear.body.data.id, ids.card as string] }));
    expect(offering.body.data.addOnIds).toEqual([bear.body.data.id, ids.card]);
  });

  const badCreates: [string, Partial<CreateGoodsRequest> | (() => Partial<CreateGoodsRequest>), string][] = [
    ['a negative price', { salePrice: -1 }, 'salePrice'],
    ['a market price below the sale price', { salePrice: 199, marketPrice: 150 }, 'marketPrice'],
    ['an empty name', { name: '  ' }, 'name'],
    ['no stock on a goods without sizes', { stock: undefined }, 'stock'],
    ['an unknown category', { categoryId: 'cat-nowhere' }, 'categoryId'],
    ['no pictures', { pictures: [] }, 'pictures'],
    ['an outside picture', { pictures: ['https://example.com/x.jpg'] }, 'pictures.0'],
    [
      'an option without a price',
      () => ({ specs: { name: '枝数', options: [{ name: '11枝', marketPrice: 10, stock: 1 } as never] } }),
      'specs.options.0.salePrice',
    ],
    [
      'an option with a negative price',
      () => ({ specs: sizes([{ name: '99枝', salePrice: -5, marketPrice: 0, stock: 1 }]) }),
      'specs.options.3.salePrice',
    ],
    [
      'an option priced above its market price',
      () => ({ specs: sizes([{ name: '99枝', salePrice: 9, marketPrice: 5, stock: 1 }]) }),
      'specs.options.3.marketPrice',
    ],
    [
      'two options of one name',
      () => ({ specs: sizes([{ name: '11枝', salePrice: 9, marketPrice: 9, stock: 1 }]) }),
      'specs.options.3.name',
    ],
    [
      'an option with an empty name',
      () => ({ specs: sizes([{ name: '', salePrice: 9, marketPrice: 9, stock: 1 }]) }),
      'specs.options.3.name',
    ],
    ['no options', () => ({ specs: { name: '枝数', options: [] } }), 'specs.options'],
    [
      'more than 20 options',
      () => ({
        specs: {
          name: '枝数',
          options: Array.from({ length: 21 }, (_, i) => ({ name: `${i}枝`, salePrice: 1, marketPrice: 1, stock: 1 })),
        },
      }),
      'specs.options',
    ],
    [
      'an option picture from outside',
      () => ({ specs: sizes([{ name: '99枝', salePrice: 9, marketPrice: 9, stock: 1, picture: 'http://x/y.png' }]) }),
      'specs.options.3.picture',
    ],
    ['an add-on id that is no add-on', () => ({ addOnIds: [ids.vase as string, ids.plain as string] }), 'addOnIds.1'],
    ['an add-on id that does not exist', () => ({ addOnIds: ['goods-nowhere'] }), 'addOnIds.0'],
    ['an add-on with sizes', () => ({ addOn: true, addOnIds: [], specs: sizes() }), 'specs'],
    ['an add-on offering add-ons', () => ({ addOn: true, addOnIds: [ids.vase as string] }), 'addOnIds'],
  ];

  it.each(badCreates)(
    'refuses to create a goods with %s, naming %s, and stores nothing',
    async (_what, over, field) => {
      const before = await t.db
        .selectFrom('goods')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      const skus = await t.db
        .selectFrom('goods_skus')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      const answer = await call('create', aRose(typeof over === 'function' ? over() : over));
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(new RegExp(`(^|; )${field.replaceAll('.', '\\.')}: `));
      expect(
        await t.db
          .selectFrom('goods')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      ).toEqual(before);
      expect(
        await t.db
          .selectFrom('goods_skus')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      ).toEqual(skus);
    },
  );

  it.each([
    ['a negative price', { salePrice: -3 }, 'salePrice'],
    ['a market price below the sale price it keeps', { marketPrice: 1 }, 'marketPrice'],
    ['an empty name', { name: '' }, 'name'],
    ['an unknown category', { categoryId: 'cat-nowhere' }, 'categoryId'],
    [
      'an option id of no option of it',
      { specs: { name: '枝数', options: [{ id: 'sku-x', name: 'a', salePrice: 1, marketPrice: 1 }] } },
      'specs.options.0.id',
    ],
    ['add-on ids that are no add-ons', { addOnIds: ['goods-nowhere'] }, 'addOnIds.0'],
    ['turning it into an add-on while it offers add-ons', { addOn: true }, 'addOnIds'],
  ])('refuses an update with %s, naming %s, and changes nothing', async (_what, change, field) => {
    const goods = (await call('create', aRose())).body.data;
    const answer = await call('update', { id: goods.id, version: goods.version, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(new RegExp(`(^|; )${field.replaceAll('.', '\\.')}: `));
    expect((await call(`detail/${goods.id}`, {})).body.data).toEqual(goods);
    expect(await auditOf(t.db, goods.id)).toHaveLength(1);
  });

  it('answers 404 for a goods that does not exist', async () => {
    expect((await call('detail/goods-nowhere', {})).status).toBe(404);
    expect((await call('update', { id: 'goods-nowhere', version: 1, name: 'x' })).status).toBe(404);
    expect((await call('stock', { id: 'goods-nowhere', stock: 1, stockWas: 0 })).status).toBe(404);
  });

  it('sets stock inline: the goods own, or an option whose goods total follows', async () => {
    const plain = (await call('create', aRose())).body.data;
    expect((await call('stock', { id: plain.id, stock: 7, stockWas: 30 })).body.data.stock).toBe(7);
    const sized = (await call('create', aRose({ specs: sizes() }))).body.data;
    const thirtyThree = sized.specs?.options[2]?.id as string;
    const after = (await call('stock', { id: sized.id, skuId: thirtyThree, stock: 20, stockWas: 0 })).body.data;
    expect(after.stock).toBe(35);
    expect(after.specs?.options[2]?.stock).toBe(20);
    const noOption = await call('stock', { id: sized.id, stock: 3, stockWas: 15 });
    expect([noOption.status, noOption.body.message]).toEqual([400, expect.stringMatching(/^skuId: /)]);
    const negative = await call('stock', { id: plain.id, stock: -1, stockWas: 7 });
    expect([negative.status, negative.body.message]).toEqual([400, expect.stringMatching(/^stock: /)]);
    expect((await auditOf(t.db, sized.id)).map((e) => e.action)).toEqual(['goods.create', 'goods.stock']);
  });

  it('puts a goods off sale and back, recording each change once', async () => {
    const goods = (await call('create', aRose())).body.data;
    expect((await call('status', { id: goods.id, status: 'off_sale' })).body.data.status).toBe('off_sale');
    expect((await call('status', { id: goods.id, status: 'off_sale' })).body.data.status).toBe('off_sale');
    expect((await call('status', { id: goods.id, status: 'on_sale' })).body.data.status).toBe('on_sale');
    expect((await auditOf(t.db, goods.id)).map((e) => e.action)).toEqual([
      'goods.create',
      'goods.status',
      'goods.status',
    ]);
  });

  it('lists goods by category (a parent takes in its children), status, low stock and keyword', async () => {
    const list = async (body: object) => (await call<AdminGoodsPage>('list', { pageSize: 100, ...body })).body.data;
    const lonely = (await call('create', aRose({ name: '孤独的向日葵', stock: 2, status: 'off_sale' }))).body.data;
    const byParent = await list({ categoryId: 'cat-love' });
    expect(byParent.list.map((g) => g.id)).toEqual(expect.arrayContaining([lonely.id, ids.plain]));
    expect((await list({ keyword: '向日葵' })).list.map((g) => g.id)).toEqual([lonely.id]);
    expect((await list({ status: 'off_sale', stockBelow: 3 })).list.map((g) => g.id)).toContain(lonely.id);
    expect((await list({ stockBelow: 2 })).list.map((g) => g.id)).not.toContain(lonely.id);
    const addOns = await list({ addOn: true });
    expect(addOns.list.every((g) => g.addOn)).toBe(true);
    const byStock = (await list({ sort: 'stockAsc' })).list.map((g) => g.stock);
    expect(byStock).toEqual([...byStock].sort((a, b) => a - b));
    const page = await call<AdminGoodsPage>('list', { page: 1, pageSize: 2 });
    expect(page.body.data.list).toHaveLength(2);
    expect(page.body.data.total).toBeGreaterThan(2);
  });

  itGuardsWithPermission(t, 'catalogue.manage', [
    { url: '/api/admin/goods/list', allowed: 200 },
    { url: '/api/admin/goods/detail/goods-nowhere', allowed: 404 },
    { url: '/api/admin/goods/create', allowed: 400 },
    { url: '/api/admin/goods/update', allowed: 400 },
    { url: '/api/admin/goods/stock', allowed: 400 },
    { url: '/api/admin/goods/status', allowed: 400 },
  ]);
});
