import { HISTORY_LIMIT } from '@ffe/shared/constants';
import type { HistoryEntry } from '@ffe/shared/contracts/member-centre';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { itAsksVisitorsToLogIn, post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aCategory, aGoods, aMember, goodsInOneCategory, type Member, tick } from '../../../test/factories';
import { historyRepository } from './history.repository';
import { historyService } from './history.service';

type HistoryPage = { list: HistoryEntry[]; total: number };

describeOnEachDatabase('browsing history', (t) => {
  const { goods } = goodsInOneCategory(t);
  const view = async (id: string, who?: Member | { token: string }) => {
    const { status } = await post(t.app, `/api/mall/goodsInfo/detail/${id}`, undefined, who);
    expect(status).toBe(200);
    await tick();
  };
  const list = async (who: Member, paging: { page?: number; pageSize?: number } = {}) =>
    (await post<HistoryPage>(t.app, '/api/member/history/list', paging, who)).body.data;
  const names = async (who: Member) => (await list(who)).list.map((e) => e.goods.name);
  const rowsOf = (who: Member) => t.db.selectFrom('browse_history').selectAll().where('user_id', '=', who.id).execute();

  itAsksVisitorsToLogIn(t, '/api/member/history/', [
    ['list', {}],
    ['remove', { ids: ['x'] }],
    ['clear', {}],
  ]);

  it("records a signed-in member's goods views, newest first, off-sale goods included", async () => {
    const ann = await t.member();
    const lily = await goods({ name: '百合' });
    const tulip = await goods({ name: '郁金香', status: 'off_sale' });
    await view(lily, ann);
    await view(tulip, ann);
    const { status, body } = await post<HistoryPage>(t.app, '/api/member/history/list', {}, ann);
    expect(status).toBe(200);
    expect(body.data.total).toBe(2);
    expect(body.data.list.map((e) => [e.goods.name, e.goods.status])).toEqual([
      ['郁金香', 'off_sale'],
      ['百合', 'on_sale'],
    ]);
    expect(body.data.list[0]).toMatchObject({ id: expect.any(String), viewedAt: expect.any(Number) });
    expect(body.data.list[0]?.viewedAt).toBeGreaterThan(body.data.list[1]?.viewedAt ?? Infinity);
  });

  it('keeps one entry per goods, moved to the front by a new view', async () => {
    const ann = await t.member();
    const [a, b] = [await goods({ name: '甲' }), await goods({ name: '乙' })];
    await view(a, ann);
    await view(b, ann);
    const before = (await list(ann)).list.find((e) => e.goods.id === a);
    await view(a, ann);
    const after = await list(ann);
    expect(after.list.map((e) => e.goods.name)).toEqual(['甲', '乙']);
    expect(after.total).toBe(2);
    expect(after.list[0]?.viewedAt).toBeGreaterThan(before?.viewedAt ?? Infinity);
    expect(await rowsOf(ann)).toHaveLength(2);
  });

  it('records nothing for visitors or a bad token, and the page still opens', async () => {
    const rose = await goods();
    await view(rose);
    await view(rose, { token: 'not-a-token' });
    const rows = await t.db.selectFrom('browse_history').selectAll().where('goods_id', '=', rose).execute();
    expect(rows).toEqual([]);
  });

  it('pages the list', async () => {
    const ann = await t.member();
    for (const name of ['一', '二', '三']) await view(await goods({ name }), ann);
    const second = await list(ann, { page: 2, pageSize: 2 });
    expect(second.total).toBe(3);
    expect(second.list.map((e) => e.goods.name)).toEqual(['一']);
  });

  it(`keeps only the newest ${HISTORY_LIMIT} entries`, async () => {
    const ann = await t.member();
    const old = await Promise.all(Array.from({ length: HISTORY_LIMIT }, () => goods()));
    const now = Date.now();
    await t.db
      .insertInto('browse_history')
      .values(old.map((id, i) => ({ id: `h-${ann.id}-${i}`, user_id: ann.id, goods_id: id, viewed_at: now - 1e6 + i })))
      .execute();
    const fresh = await goods({ name: '最新看的' });
    await view(fresh, ann);
    const rows = await rowsOf(ann);
    expect(rows).toHaveLength(HISTORY_LIMIT);
    expect(rows.map((r) => r.goods_id)).not.toContain(old[0]);
    expect(rows.map((r) => r.goods_id)).toContain(old[1]);
    expect((await list(ann, { pageSize: 1 })).list[0]?.goods.name).toBe('最新看的');
  });

  it('trims to a smaller limit by the latest view, not the first', async () => {
    const ann = await t.member();
    const [a, b, c, d] = await Promise.all([goods(), goods(), goods(), goods()]);
    let clock = 1_000;
    const history = historyService(historyRepository(t.db), {
      imageUrl: (p) => p,
      limit: 3,
      now: () => clock++,
    });
    for (const id of [a, b, c, a, d]) await history.recordView(ann.id, id);
    const { list: entries, total } = await history.list(ann.id, 1, 10);
    expect(total).toBe(3);
    expect(entries.map((e) => e.goods.id)).toEqual([d, a, c]);
  });

  it("removes the member's chosen entries and ignores ids that are not theirs", async () => {
    const [ann, bob] = [await t.member(), await t.member()];
    const [a, b, c] = [await goods({ name: '甲' }), await goods({ name: '乙' }), await goods({ name: '丙' })];
    for (const id of [a, b, c]) await view(id, ann);
    await view(a, bob);
    const anns = (await list(ann)).list;
    const bobs = (await list(bob)).list;
    const pick = (name: string) => anns.find((e) => e.goods.name === name)?.id;
    const { status, body } = await post(
      t.app,
      '/api/member/history/remove',
      { ids: [pick('甲'), pick('丙'), bobs[0]?.id, 'no-such-entry'] },
      ann,
    );
    expect(status).toBe(200);
    expect(body.data).toBeNull();
    expect(await names(ann)).toEqual(['乙']);
    expect(await names(bob)).toEqual(['甲']);
  });

  it("clears the member's history and nobody else's", async () => {
    const [ann, bob] = [await t.member(), await t.member()];
    const rose = await goods();
    await view(rose, ann);
    await view(rose, bob);
    const { status, body } = await post(t.app, '/api/member/history/clear', {}, ann);
    expect(status).toBe(200);
    expect(body.data).toBeNull();
    expect(await list(ann)).toEqual({ list: [], total: 0 });
    expect((await list(bob)).total).toBe(1);
  });

  it.each([
    ['ids', '/api/member/history/remove', { ids: [] }],
    ['ids', '/api/member/history/remove', { ids: 'all' }],
    ['pageSize', '/api/member/history/list', { pageSize: 101 }],
    ['page', '/api/member/history/list', { page: 0 }],
  ])('refuses a bad %s with 400 naming it and changes nothing', async (field, url, body) => {
    const ann = await t.member();
    await view(await goods(), ann);
    const { status, body: answer } = await post(t.app, url, body, ann);
    expect(status).toBe(400);
    expect(answer).toMatchObject({ errCode: 'INVALID_PARAM' });
    expect(answer.message).toContain(field);
    expect(await rowsOf(ann)).toHaveLength(1);
  });

  it('counts a member’s entries for the my-account page', async () => {
    const [ann, bob] = [await t.member(), await t.member()];
    for (const id of [await goods(), await goods()]) await view(id, ann);
    const history = historyService(historyRepository(t.db), { imageUrl: (p) => p });
    expect(await history.countHistory(ann.id)).toBe(2);
    expect(await history.countHistory(bob.id)).toBe(0);
  });
});

describeOnEachDatabase('goods detail when history cannot be written,', (t) => {
  it('still opens the goods page for a signed-in member', async () => {
    const db = t.db;
    const rose = await aGoods(db, { category_id: (await aCategory(db)).id, name: '玫瑰' });
    const ann = await aMember(db);
    await sql`drop table browse_history`.execute(db);
    const { status, body } = await post<{ name: string }>(
      t.app,
      `/api/mall/goodsInfo/detail/${rose.id}`,
      undefined,
      ann,
    );
    expect(status).toBe(200);
    expect(body.data.name).toBe('玫瑰');
  });
});
