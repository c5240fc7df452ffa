import type { GoodsDetail } from '@ffe/shared/contracts/catalogue';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aCategory, aGoods, type SignedInStaff } from '../../../test/factories';
import { ordering, orderStock } from '../../../test/ordering';
import { deliverWithPhoto } from '../../../test/uploading';

/** POSTs as the shop or the console does, in `language`, as the holder of `token` when given. */
async function call<T>(app: FastifyInstance, url: string, language: string, body: object = {}, token?: string) {
  const res = await app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { 'accept-language': language, ...(token ? { authorization: token } : {}) },
  });
  return res.json() as { code: number; data: T };
}

/** Another millisecond, so the next write moves the catalogue's newest `updated_at`. */
const aMomentLater = () => new Promise((resolve) => setTimeout(resolve, 2));

describeOnEachDatabase(
  'goods detail served from its answer cache',
  (t) => {
    let admin: SignedInStaff;
    const detail = async (id: string, language = 'zh-CN', token?: string) =>
      (await call<GoodsDetail>(t.app, `/api/mall/goodsInfo/detail/${id}`, language, {}, token)).data;

    beforeAll(async () => {
      admin = await t.staff('admin');
      await aCategory(t.db, { id: 'cat-love', name: '爱情鲜花', name_en: 'Love & Romance' });
    });

    it('shows a stock change and a status change made in the console on the next call', async () => {
      const goods = await aGoods(t.db, { category_id: 'cat-love', name: '白玫瑰', stock: 20 });
      expect((await detail(goods.id)).stock).toBe(20);
      await call(t.app, '/api/admin/goods/stock', 'zh-CN', { id: goods.id, stock: 7, stockWas: 20 }, admin.token);
      expect((await detail(goods.id)).stock).toBe(7);
      await aMomentLater();
      await call(t.app, '/api/admin/goods/status', 'zh-CN', { id: goods.id, status: 'off_sale' }, admin.token);
      expect((await detail(goods.id)).status).toBe('off_sale');
    });

    it('shows a goods sold out on the next call once an order takes its last one', async () => {
      const goods = await aGoods(t.db, { category_id: 'cat-love', name: '蓝色妖姬', stock: 2 });
      expect((await detail(goods.id)).stock).toBe(2);
      expect(await orderStock(t.db).take(goods.id, 2)).toBe(true);
      expect((await detail(goods.id)).stock).toBe(0);
    });

    it('keeps a stock count for the TTL when an order takes some but not the last, as search answers do', async () => {
      const goods = await aGoods(t.db, { category_id: 'cat-love', name: '香槟玫瑰', stock: 9 });
      expect((await detail(goods.id)).stock).toBe(9);
      expect(await orderStock(t.db).take(goods.id, 1)).toBe(true);
      expect((await detail(goods.id)).stock).toBe(9);
    });

    it("shows a customer's new comment, the shop's reply and a hidden comment on the next call", async () => {
      const { buyer, anOrder, pay, detail: orderDetail } = ordering(t);
      const member = await buyer();
      const { order, goodsId } = await anOrder(member);
      await pay(member, order.id);
      await call(t.app, `/api/mall/staff/order/dispatch/${order.id}`, 'zh-CN', {}, admin.token);
      await deliverWithPhoto(t.app, admin, order.id);
      for (const language of ['zh-CN', 'en']) expect((await detail(goodsId, language)).latestComments).toEqual([]);
      const lines = (await orderDetail(member, order.id)).lines;
      await call(
        t.app,
        '/api/mall/order/comment',
        'zh-CN',
        {
          orderId: order.id,
          comments: lines.map((l) => ({ lineId: l.id, rating: 5, content: '花很新鲜' })),
        },
        member.token,
      );
      for (const language of ['zh-CN', 'en']) {
        expect((await detail(goodsId, language)).latestComments.map((c) => c.content)).toEqual(['花很新鲜']);
      }
      const [comment] = (await detail(goodsId)).latestComments;
      await call(t.app, `/api/admin/comment/reply/${comment?.id}`, 'zh-CN', { reply: '谢谢惠顾' }, admin.token);
      expect((await detail(goodsId)).latestComments[0]?.reply).toBe('谢谢惠顾');
      await call(t.app, `/api/admin/comment/hide/${comment?.id}`, 'zh-CN', { hidden: true }, admin.token);
      expect((await detail(goodsId)).latestComments).toEqual([]);
    });

    it('answers English and Chinese readers each in their own language, however they alternate', async () => {
      const goods = await aGoods(t.db, {
        category_id: 'cat-love',
        name: '红玫瑰花束',
        name_en: 'Red Rose Bouquet',
        description: '经典红玫瑰',
        description_en: 'Classic red roses',
      });
      for (let round = 0; round < 2; round++) {
        expect(await detail(goods.id, 'en')).toMatchObject({
          name: 'Red Rose Bouquet',
          description: 'Classic red roses',
          categoryName: 'Love & Romance',
        });
        expect(await detail(goods.id, 'zh-CN')).toMatchObject({
          name: '红玫瑰花束',
          description: '经典红玫瑰',
          categoryName: '爱情鲜花',
        });
      }
    });

    it('gives a signed-in member the visitor’s answer and still records the view in their history', async () => {
      const goods = await aGoods(t.db, { category_id: 'cat-love', name: '粉百合' });
      const member = await t.member();
      const asVisitor = await detail(goods.id);
      expect(await detail(goods.id, 'zh-CN', member.token)).toEqual(asVisitor);
      const viewed = await t.db
        .selectFrom('browse_history')
        .select('goods_id')
        .where('user_id', '=', member.id)
        .execute();
      expect(viewed.map((v) => v.goods_id)).toEqual([goods.id]);
    });
  },
  { env: { GOODS_DETAIL_CACHE_TTL_MS: '60000', SEARCH_INDEX_CHECK_MS: '0' } },
);
