import crypto from 'node:crypto';
import type { AfterSale } from '@ffe/shared/contracts/after-sale';
import type { Order } from '@ffe/shared/contracts/order';
import type { FastifyInstance } from 'fastify';
import { beforeEach, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aGoodsWithOptions, anAddOn, type Member } from '../../../test/factories';
import { ordering } from '../../../test/ordering';
import { fillEnglishGoodsNames } from '../../db/migrations/042-english-goods-names-on-orders';

/** POSTs as the shop does, with the interface language as `Accept-Language`, and answers the envelope's data. */
async function shopCall<T>(app: FastifyInstance, url: string, language: string, body: object, member: Member) {
  const res = await app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { 'accept-language': language, authorization: member.token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: T }).data;
}

const names = (lines: readonly { name: string; skuName: string | null }[]) => lines.map((l) => [l.name, l.skuName]);

describeOnEachDatabase('Orders in English: goods names', (t) => {
  const { shop, buyer, pay } = ordering(t);
  let roses: string;
  let s11: string;
  let vase: string;
  let member: Member;

  beforeEach(async () => {
    vase = (await anAddOn(t.db, { name: '玻璃花瓶' })).id;
    const { goods, skus } = await aGoodsWithOptions(
      t.db,
      {
        category_id: await shop.categoryId(),
        name: '香槟玫瑰花束',
        name_en: 'Champagne Roses',
        add_on_ids: JSON.stringify([vase]),
      },
      '枝数',
      [{ name: '11枝', sale_price: 22_900, stock: 10 }],
    );
    roses = goods.id;
    s11 = skus[0]?.id ?? '';
    await t.db.updateTable('goods_skus').set({ name_en: '11 stems' }).where('id', '=', s11).execute();
    member = await buyer();
  });

  /** Creates the order asking in `language`: roses in 11 stems with a vase that has no English name. */
  const placeIn = (language: string) =>
    shopCall<Order>(
      t.app,
      '/api/mall/order/create',
      language,
      {
        lines: [
          { goodsId: roses, skuId: s11, quantity: 1 },
          { goodsId: vase, quantity: 1 },
        ],
        idempotencyKey: crypto.randomUUID(),
        couponId: null,
      },
      member,
    );

  it('keeps the goods’ English name on the line, names it in the reader’s language and not as renamed later', async () => {
    const created = await placeIn('en');
    expect(names(created.lines)).toEqual([
      ['Champagne Roses', '11 stems'],
      ['玻璃花瓶', null],
    ]);
    const stored = await t.db.selectFrom('order_lines').select(['name', 'name_en']).orderBy('sort').execute();
    expect(stored).toEqual([
      { name: '香槟玫瑰花束', name_en: 'Champagne Roses' },
      { name: '玻璃花瓶', name_en: null },
    ]);
    // Renaming the goods later changes nothing on the order.
    await t.db
      .updateTable('goods')
      .set({ name: '香槟玫瑰', name_en: 'Champagne Rose Bouquet' })
      .where('id', '=', roses)
      .execute();
    await t.db.updateTable('goods').set({ name_en: 'Glass Vase' }).where('id', '=', vase).execute();

    const detailIn = (language: string) =>
      shopCall<Order>(t.app, `/api/mall/order/detail/${created.id}`, language, {}, member);
    expect(names((await detailIn('en-GB,en;q=0.9')).lines)).toEqual([
      ['Champagne Roses', '11 stems'],
      ['玻璃花瓶', null],
    ]);
    expect(names((await detailIn('zh-CN')).lines)).toEqual([
      ['香槟玫瑰花束', '11枝'],
      ['玻璃花瓶', null],
    ]);
    const list = await shopCall<{ list: Order[] }>(t.app, '/api/mall/order/list', 'en', { status: 'all' }, member);
    expect(list.list[0]?.lines.map((l) => l.name)).toEqual(['Champagne Roses', '玻璃花瓶']);
  });

  it('answers a change to the order in the language it was asked in', async () => {
    const created = await placeIn('zh-CN');
    expect(created.lines.map((l) => l.name)).toEqual(['香槟玫瑰花束', '玻璃花瓶']);
    const cancelled = await shopCall<Order>(t.app, `/api/mall/order/cancel/${created.id}`, 'en', {}, member);
    expect(cancelled.status).toBe('cancelled');
    expect(names(cancelled.lines)).toEqual([
      ['Champagne Roses', '11 stems'],
      ['玻璃花瓶', null],
    ]);
  });

  it('names an after-sale request’s lines, goods and size, in the reader’s language', async () => {
    const created = await placeIn('zh-CN');
    const paid = await pay(member, created.id);
    const [flowers] = paid.lines;
    const asked = await shopCall<AfterSale>(
      t.app,
      '/api/mall/after-sale/apply',
      'en',
      {
        orderId: paid.id,
        kind: 'refund_only',
        reason: 'wilted',
        amount: paid.payAmount,
        lineIds: [flowers?.id],
      },
      member,
    );
    expect(names(asked.lines)).toEqual([['Champagne Roses', '11 stems']]);
    await t.db.updateTable('goods').set({ name_en: 'Renamed' }).where('id', '=', roses).execute();

    const detailIn = (language: string) =>
      shopCall<AfterSale>(t.app, `/api/mall/after-sale/detail/${asked.id}`, language, {}, member);
    expect(names((await detailIn('en')).lines)).toEqual([['Champagne Roses', '11 stems']]);
    expect(names((await detailIn('zh-CN')).lines)).toEqual([['香槟玫瑰花束', '11枝']]);
    const listIn = (language: string) =>
      shopCall<{ list: AfterSale[] }>(t.app, '/api/mall/after-sale/list', language, { page: 1, pageSize: 10 }, member);
    expect(names((await listIn('en')).list[0]?.lines ?? [])).toEqual([['Champagne Roses', '11 stems']]);
    expect(names((await listIn('zh-CN')).list[0]?.lines ?? [])).toEqual([['香槟玫瑰花束', '11枝']]);
  });

  it('gives lines made before migration 042 their goods’ English name as it is now, keeping one already kept', async () => {
    const older = await placeIn('zh-CN');
    const kept = await placeIn('zh-CN');
    // As the migration found them: older lines had no English name; a line kept since has one of its own.
    await t.db.updateTable('order_lines').set({ name_en: null }).where('order_id', '=', older.id).execute();
    await t.db
      .updateTable('order_lines')
      .set({ name_en: 'Roses as bought' })
      .where('order_id', '=', kept.id)
      .where('goods_id', '=', roses)
      .execute();
    await t.db.updateTable('goods').set({ name_en: 'Champagne Rose Bouquet' }).where('id', '=', roses).execute();

    await fillEnglishGoodsNames(t.db);

    const englishOf = async (orderId: string) =>
      (
        await t.db.selectFrom('order_lines').select('name_en').where('order_id', '=', orderId).orderBy('sort').execute()
      ).map((l) => l.name_en);
    expect(await englishOf(older.id)).toEqual(['Champagne Rose Bouquet', null]);
    expect(await englishOf(kept.id)).toEqual(['Roses as bought', null]);
    const detail = await shopCall<Order>(t.app, `/api/mall/order/detail/${older.id}`, 'en', {}, member);
    expect(detail.lines.map((l) => l.name)).toEqual(['Champagne Rose Bouquet', '玻璃花瓶']);
  });
});
