import type { AdminComment } from '@ffe/shared/contracts/admin-service';
import { beforeAll, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { anOrderRow, auditOf } from '../../../test/back-office';
import { describeOnEachDatabase } from '../../../test/each-database';
import type { SignedInStaff } from '../../../test/factories';
import { aComment, goodsInOneCategory, type Member } from '../../../test/factories';
import { itGuardsWithPermission } from '../../../test/staff';

const PICTURE = '7c9e6679-7425-40de-944b-e07fc1f90ae7.jpg';

type Page = { list: AdminComment[]; total: number };

describeOnEachDatabase(
  'The comment list and replies',
  (t) => {
    const shop = goodsInOneCategory(t);
    let agent: SignedInStaff;
    let ann: Member;

    /** Comments as [id, rating, content, replied], made one millisecond apart in this order. */
    const comments: [string, number, string, boolean][] = [
      ['c-1', 5, '花很新鲜，包装漂亮', false],
      ['c-2', 2, '送晚了两个小时', true],
      ['c-3', 5, '100%满意，下次还来', false],
      ['c-4', 4, '颜色和图片一样', true],
      ['c-5', 2, '有两枝折断了', false],
    ];

    beforeAll(async () => {
      agent = await t.staff('service');
      ann = await t.member({ phone: '13912345678', nickname: '王小明' });
      const roses = await shop.goods({ name: '红玫瑰花束' });
      const lilies = await shop.goods({ name: '百合花篮' });
      const order = await anOrderRow(t.db, { user_id: ann.id, order_no: '2026031500001', status: 'completed' });
      await t.db
        .insertInto('order_lines')
        .values({
          id: 'line-1',
          order_id: order.id,
          goods_id: roses,
          name: '红玫瑰花束',
          cover: '',
          price: 12_900,
          quantity: 1,
          amount: 12_900,
          sort: 0,
          commented: 1,
          sku_id: null,
          spec_name: '枝数',
          sku_name: '33枝',
          is_add_on: 0,
        })
        .execute();
      const at = Date.now();
      for (const [i, [id, rating, content, replied]] of comments.entries()) {
        await aComment(t.db, {
          id,
          goods_id: i < 3 ? roses : lilies,
          user_id: i === 0 ? ann.id : null,
          nickname: i === 0 ? '王小明' : '李%华',
          anonymous: i === 0 ? 1 : 0,
          rating,
          content,
          pictures: i === 0 ? JSON.stringify([`/uploads/${PICTURE}`]) : '[]',
          reply: replied ? '感谢您的反馈' : null,
          reply_time: replied ? at : null,
          created_at: at + i,
          order_line_id: i === 0 ? 'line-1' : null,
          spec_name: i === 0 ? '枝数' : null,
          sku_name: i === 0 ? '33枝' : null,
        });
      }
    });

    const list = async (body: object) => {
      const answer = await post<Page>(t.app, '/api/admin/comment/list', body, agent);
      expect(answer.status).toBe(200);
      return answer.body.data;
    };
    const ids = (page: Page) => page.list.map((c) => c.id);

    it('lists every comment newest first, with the real author behind an anonymous one and the option bought', async () => {
      const page = await list({});
      expect(ids(page)).toEqual(['c-5', 'c-4', 'c-3', 'c-2', 'c-1']);
      expect(page.list.at(-1)).toEqual({
        id: 'c-1',
        goodsId: expect.any(String),
        goodsName: '红玫瑰花束',
        orderNo: '2026031500001',
        customer: { id: ann.id, nickname: '王小明', phone: '139****5678' },
        anonymous: true,
        rating: 5,
        content: '花很新鲜，包装漂亮',
        pictures: [`https://img.example/uploads/${PICTURE}`],
        reply: null,
        replyTime: null,
        createTime: expect.any(Number),
        hiddenTime: null,
        specName: '枝数',
        skuName: '33枝',
      });
      expect(page.list[0]).toMatchObject({ specName: null, skuName: null });
    });

    it.each([
      [{ replied: false }, ['c-5', 'c-3', 'c-1']],
      [{ replied: true }, ['c-4', 'c-2']],
      [{ rating: 2 }, ['c-5', 'c-2']],
      [{ rating: 2, replied: false }, ['c-5']],
      [{ keyword: '折断' }, ['c-5']],
      [{ keyword: '百合' }, ['c-5', 'c-4']],
      [{ keyword: '王小明' }, ['c-1']],
      [{ keyword: '%' }, ['c-5', 'c-4', 'c-3', 'c-2']],
      [{ keyword: '2026031500001' }, ['c-1']],
      [{ keyword: '2026031500' }, []],
    ])('filters by %j', async (filter, expected) => {
      const page = await list(filter);
      expect(ids(page)).toEqual(expected);
      expect(page.total).toBe(expected.length);
    });

    it.each([
      [{ sort: 'rating', order: 'asc' }, ['c-2', 'c-5', 'c-4', 'c-1', 'c-3']],
      [{ sort: 'rating', order: 'desc' }, ['c-3', 'c-1', 'c-4', 'c-5', 'c-2']],
      [{ sort: 'createTime', order: 'asc' }, ['c-1', 'c-2', 'c-3', 'c-4', 'c-5']],
    ])('sorts by %j, ties by id', async (sort, expected) => {
      expect(ids(await list(sort))).toEqual(expected);
    });

    it('pages without overlap or gap', async () => {
      const pages = await Promise.all([1, 2, 3].map((page) => list({ page, pageSize: 2, sort: 'rating' })));
      expect(pages.flatMap(ids)).toEqual(['c-3', 'c-1', 'c-4', 'c-5', 'c-2']);
      expect(pages.map((p) => p.total)).toEqual([5, 5, 5]);
    });

    it('replies to a comment, shows the reply to customers and records it with what it replaced', async () => {
      const { id } = await aComment(t.db, { goods_id: await shop.goods(), reply: '谢谢', reply_time: 1 });
      const replied = await post<AdminComment>(t.app, `/api/admin/comment/reply/${id}`, { reply: ' 欢迎再来 ' }, agent);
      expect(replied.status).toBe(200);
      expect(replied.body.data).toMatchObject({ id, reply: '欢迎再来', replyTime: expect.any(Number) });

      const goodsId = replied.body.data.goodsId;
      const shown = await post<{ list: { id: string; reply: string }[] }>(t.app, `/api/mall/comment/search/${goodsId}`);
      expect(shown.body.data.list).toEqual([expect.objectContaining({ id, reply: '欢迎再来' })]);
      expect(await auditOf(t.db, id)).toEqual([
        expect.objectContaining({
          actor_id: agent.id,
          area: 'comments',
          action: 'reply',
          record_type: 'comment',
          before: JSON.stringify({ reply: '谢谢' }),
          after: JSON.stringify({ reply: '欢迎再来' }),
        }),
      ]);
    });

    it('records a reply through the old staff route too, answering nothing as before', async () => {
      const { id } = await aComment(t.db, { goods_id: await shop.goods() });
      const replied = await post(t.app, `/api/mall/staff/comment/reply/${id}`, { reply: '感谢惠顾' }, agent);
      expect(replied.status).toBe(200);
      expect(replied.body.data).toBeNull();
      expect((await auditOf(t.db, id)).map((e) => e.after)).toEqual([JSON.stringify({ reply: '感谢惠顾' })]);
    });

    it('answers 404 for a comment that does not exist and records nothing', async () => {
      const answer = await post(t.app, '/api/admin/comment/reply/no-such-comment', { reply: '你好' }, agent);
      expect(answer.status).toBe(404);
      expect(await auditOf(t.db, 'no-such-comment')).toEqual([]);
    });

    it.each([
      ['reply', { reply: '   ' }],
      ['reply', { reply: '好'.repeat(501) }],
    ])('refuses a bad %s with 400 naming it, changing nothing', async (field, body) => {
      const answer = await post(t.app, '/api/admin/comment/reply/c-1', body, agent);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(field);
      expect(await auditOf(t.db, 'c-1')).toEqual([]);
    });

    it.each([
      ['rating', { rating: 6 }],
      ['replied', { replied: 'yes' }],
      ['sort', { sort: 'nickname' }],
      ['pageSize', { pageSize: 0 }],
    ])('refuses a list with a bad %s with 400 naming it', async (field, body) => {
      const answer = await post(t.app, '/api/admin/comment/list', body, agent);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(field);
    });

    itGuardsWithPermission(t, 'comments.reply', [
      { url: '/api/admin/comment/list', allowed: 200 },
      { url: '/api/admin/comment/reply/missing', body: { reply: '你好' }, allowed: 404 },
      { url: '/api/mall/staff/comment/reply/missing', body: { reply: '你好' }, allowed: 404 },
    ]);
  },
  { env: { IMAGE_BASE_URL: 'https://img.example' } },
);
