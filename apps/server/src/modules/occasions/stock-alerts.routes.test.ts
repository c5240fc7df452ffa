import { expect, it } from 'vitest';
import { itAsksVisitorsToLogIn, post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aGoodsWithOptions, goodsInOneCategory, type Member } from '../../../test/factories';
import { recordingSms } from '../../../test/recording-sms';

const sms = recordingSms();

describeOnEachDatabase(
  'back-in-stock alerts',
  (t) => {
    const shop = goodsInOneCategory(t);
    const toggle = (who: Member, body: object) =>
      post<{ subscribed: boolean }>(t.app, '/api/mall/stock-alert/toggle', body, who);
    const check = async (who: Member, body: object) =>
      (await post<{ subscribed: boolean }>(t.app, '/api/mall/stock-alert/check', body, who)).body.data.subscribed;
    const noticesOf = async (who: Member) =>
      (
        await t.db
          .selectFrom('im_messages')
          .select('body')
          .where('to_uid', '=', who.id)
          .where('type', '=', 'shop-notice')
          .execute()
      ).map((m) => JSON.parse(m.body));
    const restock = (token: string, body: object) =>
      t.app.inject({ method: 'POST', url: '/api/admin/goods/stock', payload: body, headers: { authorization: token } });
    /** Lets the notices the console's write started after its answer finish. */
    const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

    itAsksVisitorsToLogIn(t, '/api/mall/stock-alert/', [
      ['check', { goodsId: 'g' }],
      ['toggle', { goodsId: 'g' }],
    ]);

    it('refuses to wait for goods in stock with 409 IN_STOCK, and for goods that are not there with 404', async () => {
      const ann = await t.member();
      const goodsId = await shop.goods({ stock: 3 });
      const { status, body } = await toggle(ann, { goodsId });
      expect(status).toBe(409);
      expect(body.errCode).toBe('IN_STOCK');
      expect((await toggle(ann, { goodsId: 'goods-nowhere' })).status).toBe(404);
      expect((await toggle(ann, { goodsId, skuId: 'no-such-option' })).status).toBe(404);
      expect(await check(ann, { goodsId })).toBe(false);
    });

    it('toggles waiting for sold-out goods, for the member alone', async () => {
      const [ann, bob] = [await t.member(), await t.member()];
      const goodsId = await shop.goods({ stock: 0 });
      expect((await toggle(ann, { goodsId })).body.data).toEqual({ subscribed: true });
      expect(await check(ann, { goodsId })).toBe(true);
      expect(await check(bob, { goodsId })).toBe(false);
      expect((await toggle(ann, { goodsId })).body.data).toEqual({ subscribed: false });
      expect(await check(ann, { goodsId })).toBe(false);
    });

    it('tells each waiting member once when staff restock, even with two restocks from 0 and two sweeps at once', async () => {
      const [ann, bob] = [await t.member(), await t.member()];
      const florist = await t.staff('florist');
      const goodsId = await shop.goods({ stock: 0, name: '粉玫瑰花束' });
      await toggle(ann, { goodsId });
      await toggle(bob, { goodsId });
      const [first, second] = await Promise.all([
        restock(florist.token, { id: goodsId, stock: 5, stockWas: 0 }),
        restock(florist.token, { id: goodsId, stock: 6, stockWas: 0 }),
        post(t.app, '/api/dev/occasions/run', { at: Date.now() }),
        post(t.app, '/api/dev/occasions/run', { at: Date.now() }),
      ]);
      // Both were typed over a 0: the later one is refused, never written over the earlier.
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
      await settle();
      await post(t.app, '/api/dev/occasions/run', { at: Date.now() });
      for (const member of [ann, bob]) {
        expect(await noticesOf(member)).toEqual([
          expect.objectContaining({
            kind: 'back-in-stock',
            goods_id: goodsId,
            name: '粉玫瑰花束',
            option: null,
            url: `/pages/goods/detail/detail?id=${goodsId}`,
          }),
        ]);
        expect(sms.shop.filter((s) => s.phone === member.user.phone).map((s) => s.sms.template)).toEqual([
          'back-in-stock',
        ]);
        expect(await check(member, { goodsId })).toBe(false);
      }
    });

    it('waits for one option: another option in stock tells nobody, that option back does', async () => {
      const ann = await t.member();
      const florist = await t.staff('florist');
      const { goods, skus } = await aGoodsWithOptions(t.db, { category_id: await shop.categoryId() }, '枝数', [
        { name: '11枝', sale_price: 19900, stock: 4 },
        { name: '33枝', sale_price: 49900, stock: 0 },
      ]);
      const [eleven, thirtyThree] = skus as [(typeof skus)[number], (typeof skus)[number]];
      expect((await toggle(ann, { goodsId: goods.id, skuId: eleven.id })).status).toBe(409);
      expect((await toggle(ann, { goodsId: goods.id, skuId: thirtyThree.id })).body.data.subscribed).toBe(true);
      await restock(florist.token, { id: goods.id, skuId: eleven.id, stock: 9, stockWas: 4 });
      await settle();
      expect(await noticesOf(ann)).toEqual([]);
      await restock(florist.token, { id: goods.id, skuId: thirtyThree.id, stock: 2, stockWas: 0 });
      await settle();
      expect(await noticesOf(ann)).toEqual([expect.objectContaining({ goods_id: goods.id, option: '33枝' })]);
    });

    it('finds stock given back outside the console (a cancelled order) on the next sweep', async () => {
      const ann = await t.member();
      const goodsId = await shop.goods({ stock: 0 });
      await toggle(ann, { goodsId });
      await t.db.updateTable('goods').set({ stock: 1 }).where('id', '=', goodsId).execute();
      expect(await noticesOf(ann)).toEqual([]);
      await post(t.app, '/api/dev/occasions/run', { at: Date.now() });
      expect(await noticesOf(ann)).toHaveLength(1);
    });
  },
  { sms },
);
