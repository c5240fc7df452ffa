import type { AdminComment } from '@ffe/shared/contracts/admin-service';
import type { CommentPage, GoodsDetail } from '@ffe/shared/contracts/catalogue';
import { beforeAll, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { auditOf } from '../../../test/back-office';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aComment, goodsInOneCategory, type SignedInStaff } from '../../../test/factories';
import { itGuardsWithPermission } from '../../../test/staff';

describeOnEachDatabase('Hiding and showing comments', (t) => {
  const shop = goodsInOneCategory(t);
  let agent: SignedInStaff;
  let goodsId: string;

  beforeAll(async () => {
    agent = await t.staff('service');
    goodsId = await shop.goods({ name: '向日葵花束' });
    const at = Date.now();
    await aComment(t.db, { id: 'm-good', goods_id: goodsId, rating: 5, content: '很好看', created_at: at });
    await aComment(t.db, {
      id: 'm-rude',
      goods_id: goodsId,
      rating: 1,
      content: '广告：加微信买便宜花',
      created_at: at + 1,
    });
  });

  const hide = (id: string, hidden: boolean, who: { token: string } = agent) =>
    post<AdminComment>(t.app, `/api/admin/comment/hide/${id}`, { hidden }, who);
  const shopComments = async () =>
    (await post<CommentPage>(t.app, `/api/mall/comment/search/${goodsId}`, {})).body.data;
  const goodsPage = async () => (await post<GoodsDetail>(t.app, `/api/mall/goodsInfo/detail/${goodsId}`)).body.data;
  const staffList = async (body: object) =>
    (await post<{ list: AdminComment[] }>(t.app, '/api/admin/comment/list', { keyword: '向日葵', ...body }, agent)).body
      .data.list;

  itGuardsWithPermission(t, 'comments.reply', [
    { url: '/api/admin/comment/hide/nobody', body: { hidden: true }, allowed: 404 },
  ]);

  it('leaves a hidden comment out of the goods page, its comment list and its figures, and brings it back when shown', async () => {
    expect((await shopComments()).summary).toEqual({
      total: 2,
      goodRate: 50,
      withPictures: 0,
      good: 1,
      neutral: 0,
      bad: 1,
    });

    const hidden = await hide('m-rude', true);
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toMatchObject({ id: 'm-rude', hiddenTime: expect.any(Number) });
    const page = await shopComments();
    expect(page.list.map((c) => c.id)).toEqual(['m-good']);
    expect(page.total).toBe(1);
    expect(page.summary).toEqual({ total: 1, goodRate: 100, withPictures: 0, good: 1, neutral: 0, bad: 0 });
    const detail = await goodsPage();
    expect(detail.comments).toEqual({ total: 1, goodRate: 100, withPictures: 0, good: 1, neutral: 0, bad: 0 });
    expect(detail.latestComments.map((c) => c.id)).toEqual(['m-good']);
    // Bad comments filter too.
    const bad = await post<CommentPage>(t.app, `/api/mall/comment/search/${goodsId}`, { filter: 'bad' });
    expect(bad.body.data.list).toEqual([]);

    // Staff still see it, and can list the hidden ones alone.
    expect((await staffList({})).map((c) => c.id)).toEqual(['m-rude', 'm-good']);
    expect((await staffList({ hidden: true })).map((c) => c.id)).toEqual(['m-rude']);
    expect((await staffList({ hidden: false })).map((c) => c.id)).toEqual(['m-good']);

    const shown = await hide('m-rude', false);
    expect(shown.body.data.hiddenTime).toBeNull();
    expect((await shopComments()).list.map((c) => c.id)).toEqual(['m-rude', 'm-good']);
    expect((await auditOf(t.db, 'm-rude')).map((e) => [e.area, e.action, e.actor_id, e.after])).toEqual([
      ['comments', 'comment.hide', agent.id, JSON.stringify({ hidden: true })],
      ['comments', 'comment.show', agent.id, JSON.stringify({ hidden: false })],
    ]);
  });

  it('writes nothing when the comment is already so, and answers 404 or 400 naming the field', async () => {
    expect((await hide('m-good', false)).status).toBe(200);
    expect(await auditOf(t.db, 'm-good')).toEqual([]);
    expect((await hide('no-such-comment', true)).status).toBe(404);
    const bad = await post(t.app, '/api/admin/comment/hide/m-good', {}, agent);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('hidden');
  });
});
