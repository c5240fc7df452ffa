import type { GoodsSummary } from '@ffe/shared/contracts/catalogue';
import { expect, it } from 'vitest';
import { itAsksVisitorsToLogIn, post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import { goodsInOneCategory, type Member, tick } from '../../../test/factories';
import { favouriteRepository } from './favourites.repository';
import { favouriteService } from './favourites.service';

describeOnEachDatabase('favourites', (t) => {
  const { goods, categoryId } = goodsInOneCategory(t);
  const collect = (call: 'add' | 'remove' | 'check', id: string, who?: Member) =>
    post<{ favourite: boolean }>(t.app, `/api/mall/goodsInfo/collect/${call}/${id}`, undefined, who);
  // The shop sends this call with an empty body, no payload at all (PRODUCT.md#shop-calls).
  const search = (who: Member) =>
    post<{ list: GoodsSummary[]; total: number }>(t.app, '/api/mall/goodsInfo/collect/search', undefined, who);
  const rowsOf = (who: Member) => t.db.selectFrom('favourites').selectAll().where('user_id', '=', who.id).execute();

  itAsksVisitorsToLogIn(t, '/api/mall/goodsInfo/collect/', [
    'add/goods-x',
    'remove/goods-x',
    'check/goods-x',
    'search',
  ]);

  it('turns the heart red, and adding again changes nothing', async () => {
    const ann = await t.member();
    const rose = await goods({ name: '红玫瑰' });
    expect((await collect('check', rose, ann)).body.data).toEqual({ favourite: false });
    for (let i = 0; i < 2; i++) {
      const { status, body } = await collect('add', rose, ann);
      expect(status).toBe(200);
      expect(body.data).toEqual({ favourite: true });
    }
    expect((await collect('check', rose, ann)).body.data).toEqual({ favourite: true });
    expect(await rowsOf(ann)).toHaveLength(1);
  });

  it('turns the heart grey again, and removing one that is not there is fine', async () => {
    const ann = await t.member();
    const rose = await goods();
    await collect('add', rose, ann);
    for (let i = 0; i < 2; i++) {
      const { status, body } = await collect('remove', rose, ann);
      expect(status).toBe(200);
      expect(body.data).toEqual({ favourite: false });
    }
    expect((await collect('check', rose, ann)).body.data).toEqual({ favourite: false });
    expect(await rowsOf(ann)).toEqual([]);
  });

  it('refuses an unknown goods with 404 GOODS_NOT_FOUND and keeps nothing', async () => {
    const ann = await t.member();
    const { status, body } = await collect('add', 'no-such-goods', ann);
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 404, errCode: 'GOODS_NOT_FOUND' });
    expect(await rowsOf(ann)).toEqual([]);
  });

  it('refuses an over-long id with 400 naming it', async () => {
    const ann = await t.member();
    const { status, body } = await collect('add', 'x'.repeat(65), ann);
    expect(status).toBe(400);
    expect(body.message).toContain('id');
    expect(await rowsOf(ann)).toEqual([]);
  });

  it('lists favourites newest first, off-sale goods included, as goods summaries', async () => {
    const ann = await t.member();
    const first = await goods({ name: '先收藏的百合' });
    const offSale = await goods({ name: '已下架的郁金香', status: 'off_sale' });
    const last = await goods({ name: '后收藏的玫瑰' });
    for (const id of [first, offSale, last]) {
      await collect('add', id, ann);
      await tick();
    }
    const { status, body } = await search(ann);
    expect(status).toBe(200);
    expect(body.data.total).toBe(3);
    expect(body.data.list.map((g) => [g.name, g.status])).toEqual([
      ['后收藏的玫瑰', 'on_sale'],
      ['已下架的郁金香', 'off_sale'],
      ['先收藏的百合', 'on_sale'],
    ]);
    expect(body.data.list[0]).toMatchObject({
      id: last,
      salePrice: 199,
      marketPrice: 259,
      categoryId: await categoryId(),
    });
  });

  it("keeps one member's favourites from another", async () => {
    const [ann, bob] = [await t.member(), await t.member()];
    const rose = await goods();
    await collect('add', rose, ann);
    expect((await search(bob)).body.data).toEqual({ list: [], total: 0 });
    expect((await collect('check', rose, bob)).body.data).toEqual({ favourite: false });
    await collect('remove', rose, bob);
    expect((await collect('check', rose, ann)).body.data).toEqual({ favourite: true });
  });

  it('counts a member’s favourites for the my-account page', async () => {
    const [ann, bob] = [await t.member(), await t.member()];
    for (const id of [await goods(), await goods()]) await collect('add', id, ann);
    const favourites = favouriteService(favouriteRepository(t.db), (p) => p);
    expect(await favourites.countFavourites(ann.id)).toBe(2);
    expect(await favourites.countFavourites(bob.id)).toBe(0);
  });
});
