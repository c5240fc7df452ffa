import type { CommentPage } from '@ffe/shared/contracts/catalogue';
import type { Order, OrderQuote } from '@ffe/shared/contracts/order';
import type { FastifyInstance } from 'fastify';
import { beforeEach, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aComment, aCouponTemplate, aGoodsWithOptions, type Member } from '../../../test/factories';
import { ordering } from '../../../test/ordering';

/** POSTs as the shop does, with the interface language as `Accept-Language`. */
async function shopCall<T>(app: FastifyInstance, url: string, language: string, body: object, member?: Member) {
  const res = await app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { 'accept-language': language, ...(member ? { authorization: member.token } : {}) },
  });
  return (res.json() as { data: T }).data;
}

describeOnEachDatabase('Orders in English: option names and the coupon', (t) => {
  const { shop, buyer, placeOrder } = ordering(t);
  let roses: string;
  let s11: string;
  let s19: string;
  let member: Member;
  let couponId: string;

  beforeEach(async () => {
    const { goods, skus } = await aGoodsWithOptions(
      t.db,
      { category_id: await shop.categoryId(), name: '香槟玫瑰花束', name_en: 'Champagne Roses' },
      '枝数',
      [
        { name: '11枝', sale_price: 22_900, stock: 10 },
        { name: '19枝', sale_price: 32_900, stock: 5 },
      ],
    );
    roses = goods.id;
    [s11, s19] = skus.map((s) => s.id) as [string, string];
    await t.db.updateTable('goods').set({ spec_name_en: 'Stems' }).where('id', '=', roses).execute();
    await t.db.updateTable('goods_skus').set({ name_en: '11 stems' }).where('id', '=', s11).execute();
    member = await buyer();
    const template = await aCouponTemplate(t.db, { name: '满100减10', name_en: '¥10 off ¥100' });
    await post(t.app, `/api/mall/coupon/claim/${template.id}`, {}, member);
    const [coupon] = await t.db.selectFrom('coupons').select('id').where('user_id', '=', member.id).execute();
    couponId = coupon?.id ?? '';
  });

  const lines = () => [
    { goodsId: roses, skuId: s11, quantity: 1 },
    { goodsId: roses, skuId: s19, quantity: 1 },
  ];

  it('names the options and the coupons of the confirmation page in the reader’s language', async () => {
    const en = await shopCall<OrderQuote>(t.app, '/api/mall/order/confirm', 'en', { lines: lines() }, member);
    expect(en.lines.map((l) => [l.specName, l.skuName])).toEqual([
      ['Stems', '11 stems'],
      ['Stems', '19枝'],
    ]);
    expect(en.coupons.usable.map((c) => c.name)).toEqual(['¥10 off ¥100']);
    const zh = await shopCall<OrderQuote>(t.app, '/api/mall/order/confirm', 'zh-CN', { lines: lines() }, member);
    expect(zh.lines.map((l) => l.skuName)).toEqual(['11枝', '19枝']);
    expect(zh.coupons.usable.map((c) => c.name)).toEqual(['满100减10']);
  });

  it('keeps the option’s English on the line and names it and the coupon in English in detail and list', async () => {
    const created = await placeOrder(member, lines(), { couponId });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    const stored = await t.db.selectFrom('order_lines').select(['sku_name', 'sku_name_en']).orderBy('sort').execute();
    expect(stored).toEqual([
      { sku_name: '11枝', sku_name_en: '11 stems' },
      { sku_name: '19枝', sku_name_en: null },
    ]);
    // Renaming the option later changes nothing on the order.
    await t.db.updateTable('goods_skus').set({ name: '十一枝', name_en: 'Eleven' }).where('id', '=', s11).execute();

    const detailIn = (language: string) => shopCall<Order>(t.app, `/api/mall/order/detail/${id}`, language, {}, member);
    const en = await detailIn('en-GB,en;q=0.9');
    expect(en.lines.map((l) => l.skuName)).toEqual(['11 stems', '19枝']);
    expect(en.couponName).toBe('¥10 off ¥100');
    const zh = await detailIn('zh-CN');
    expect(zh.lines.map((l) => l.skuName)).toEqual(['11枝', '19枝']);
    expect(zh.couponName).toBe('满100减10');

    const list = await shopCall<{ list: Order[] }>(t.app, '/api/mall/order/list', 'en', { status: 'all' }, member);
    expect(list.list[0]?.lines.map((l) => l.skuName)).toEqual(['11 stems', '19枝']);
    expect(list.list[0]?.couponName).toBe('¥10 off ¥100');
  });

  it('names a comment’s option in the reader’s language on the goods page', async () => {
    await aComment(t.db, { goods_id: roses, spec_name: '枝数', sku_name: '11枝', sku_name_en: '11 stems' });
    await aComment(t.db, { goods_id: roses, spec_name: '枝数', sku_name: '19枝' });
    const url = `/api/mall/comment/search/${roses}`;
    const en = await shopCall<CommentPage>(t.app, url, 'en', { page: 1, pageSize: 10 });
    expect(en.list.map((c) => c.skuName)).toEqual(['11 stems', '19枝']);
    const zh = await shopCall<CommentPage>(t.app, url, 'zh-CN', { page: 1, pageSize: 10 });
    expect(zh.list.map((c) => c.skuName)).toEqual(['11枝', '19枝']);
    const detail = await shopCall<{ latestComments: { skuName: string | null }[] }>(
      t.app,
      `/api/mall/goodsInfo/detail/${roses}`,
      'en',
      {},
    );
    expect(detail.latestComments.map((c) => c.skuName)).toEqual(['11 stems', '19枝']);
  });
});
