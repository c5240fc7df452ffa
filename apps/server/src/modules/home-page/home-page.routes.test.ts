import type {
  AdminHomeLink,
  AdminHomeSection,
  HomeCategories,
  HomePreview,
  HotWord,
} from '@ffe/shared/contracts/admin-home';
import type { Home, Hots } from '@ffe/shared/contracts/catalogue';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { describeEachDatabase, describeOnEachDatabase } from '../../../test/each-database';
import { aCategory, aGoods, type SignedInStaff } from '../../../test/factories';
import { itGuardsWithPermission } from '../../../test/staff';
import { itOnTwoProcesses } from '../../../test/two-processes';

type HotWords = { words: HotWord[] };

const HOUR = 3_600_000;
const PICTURE = '/images/banner/love.svg';

/** Everything a home write could change, to prove a refused one changed nothing. */
const homeState = async (db: import('../../db/connect').Db) => ({
  links: await db.selectFrom('home_links').selectAll().orderBy('id').execute(),
  sections: await db.selectFrom('home_sections').selectAll().orderBy('id').execute(),
  words: await db.selectFrom('hot_words').selectAll().orderBy('word').execute(),
  page: await db.selectFrom('home_page').selectAll().execute(),
  audit: await db.selectFrom('audit_log').select('id').where('area', '=', 'home').execute(),
});

describeOnEachDatabase(
  'The home page in the console',
  (t) => {
    let admin: SignedInStaff;
    const ids: Record<string, string> = {};
    const as = <T>(url: string, body: object = {}) => post<T>(t.app, url, body, admin);
    const shopHome = async () => (await post<Home>(t.app, '/api/mall/home')).body.data;
    const preview = async () => (await as<HomePreview>('/api/admin/home/preview')).body.data;
    const homeAudit = (action: string) =>
      t.db.selectFrom('audit_log').selectAll().where('area', '=', 'home').where('action', '=', action).execute();
    const banner = (overrides: object = {}) => ({
      title: '七夕限定',
      subtitle: '红玫瑰99枝',
      picture: PICTURE,
      link: { type: 'goods', goodsId: ids.rose },
      ...overrides,
    });
    const createBanner = async (overrides: object = {}) => {
      const answer = await as<AdminHomeLink>('/api/admin/banner/create', banner(overrides));
      expect(answer.status, answer.body.message).toBe(200);
      return answer.body.data;
    };

    beforeAll(async () => {
      admin = await t.staff('admin');
      const love = await aCategory(t.db, { id: 'cat-h-love', name: '爱情鲜花' });
      await aCategory(t.db, { id: 'cat-h-birthday', name: '生日鲜花' });
      await aCategory(t.db, { id: 'cat-h-hidden', name: '隐藏分类', visible: 0 });
      ids.rose = (await aGoods(t.db, { category_id: love.id, name: '19枝红玫瑰', sales: 900 })).id;
      ids.lily = (await aGoods(t.db, { category_id: love.id, name: '香水百合', sales: 10 })).id;
      ids.off = (await aGoods(t.db, { category_id: love.id, name: '下架花束', status: 'off_sale' })).id;
    });

    beforeEach(async () => {
      await t.db.deleteFrom('home_links').execute();
      await t.db.deleteFrom('home_sections').where('kind', '=', 'chosen').execute();
    });

    describe('who may', () => {
      const calls = [
        ['/api/admin/banner/list', 200],
        ['/api/admin/banner/create', 400],
        ['/api/admin/banner/update', 400],
        ['/api/admin/banner/delete', 400],
        ['/api/admin/banner/reorder', 400],
        ['/api/admin/home/entry/list', 400],
        ['/api/admin/home/entry/create', 400],
        ['/api/admin/home/entry/update', 400],
        ['/api/admin/home/entry/delete', 400],
        ['/api/admin/home/entry/reorder', 400],
        ['/api/admin/home/categories', 200],
        ['/api/admin/home/categories/update', 400],
        ['/api/admin/home/section/list', 200],
        ['/api/admin/home/section/create', 400],
        ['/api/admin/home/section/update', 400],
        ['/api/admin/home/section/delete', 400],
        ['/api/admin/home/section/reorder', 400],
        ['/api/admin/home/hot-words', 200],
        ['/api/admin/home/hot-words/update', 400],
        ['/api/admin/home/preview', 200],
      ] as const;
      // Writes are sent empty: an allowed caller gets the 400 of validation, which runs only after the permission.
      itGuardsWithPermission(
        t,
        'marketing.manage',
        calls.map(([url, allowed]) => ({ url, allowed })),
      );
    });

    describe('banners', () => {
      it('creates a banner with each kind of link, in order, and audits each', async () => {
        const goods = await createBanner();
        const category = await createBanner({
          title: '生日',
          link: { type: 'category', categoryId: 'cat-h-birthday' },
        });
        const search = await createBanner({ title: '搜索', link: { type: 'search', keyword: '玫瑰 礼盒' } });
        const page = await createBanner({ title: '领券', link: { type: 'page', path: '/pages/coupon/center' } });
        expect(goods).toMatchObject({
          slot: 'banner',
          title: '七夕限定',
          picture: PICTURE,
          link: { type: 'goods', goodsId: ids.rose },
          route: `/pages/goods/detail/detail?id=${ids.rose}`,
          state: 'active',
          activeFrom: null,
          activeUntil: null,
        });
        expect(category.route).toBe('/pages/goods/goods-search/goods-search?categoryId=cat-h-birthday');
        expect(search.route).toBe(`/pages/goods/goods-search/goods-search?keyword=${encodeURIComponent('玫瑰 礼盒')}`);
        expect(page.route).toBe('/pages/coupon/center');
        const list = (await as<{ list: AdminHomeLink[] }>('/api/admin/banner/list')).body.data.list;
        expect(list.map((b) => b.title)).toEqual(['七夕限定', '生日', '搜索', '领券']);
        const entries = await homeAudit('banner.create');
        expect(entries.map((e) => e.record_id)).toEqual(expect.arrayContaining([goods.id, page.id]));
        expect(entries[0]?.actor_id).toBe(admin.id);
      });

      it('updates, reorders and deletes a banner, auditing each', async () => {
        const first = await createBanner({ title: '一' });
        const second = await createBanner({ title: '二' });
        const updated = await as<AdminHomeLink>('/api/admin/banner/update', {
          id: first.id,
          ...banner({ title: '一改', link: { type: 'search', keyword: '百合' } }),
        });
        expect(updated.status).toBe(200);
        expect(updated.body.data).toMatchObject({ id: first.id, title: '一改', link: { type: 'search' } });
        const [audit] = await homeAudit('banner.update');
        expect(JSON.parse(audit?.before ?? '{}')).toMatchObject({ title: '一' });
        expect(JSON.parse(audit?.after ?? '{}')).toMatchObject({ title: '一改' });

        const reordered = await as<{ list: AdminHomeLink[] }>('/api/admin/banner/reorder', {
          ids: [second.id, first.id],
        });
        expect(reordered.body.data.list.map((b) => b.id)).toEqual([second.id, first.id]);
        expect((await shopHome()).banners.map((b) => b.title)).toEqual(['二', '一改']);

        expect((await as('/api/admin/banner/delete', { id: second.id })).status).toBe(200);
        expect((await as<{ list: AdminHomeLink[] }>('/api/admin/banner/list')).body.data.list.map((b) => b.id)).toEqual(
          [first.id],
        );
        expect(await homeAudit('banner.delete')).toHaveLength(1);
        expect((await as('/api/admin/banner/delete', { id: second.id })).status).toBe(404);
      });

      it('shows only banners within their dates, in the shop and the preview', async () => {
        const now = Date.now();
        await createBanner({ title: '进行中', activeFrom: now - HOUR, activeUntil: now + HOUR });
        const later = await createBanner({ title: '未开始', activeFrom: now + HOUR });
        const ended = await createBanner({ title: '已结束', activeUntil: now - HOUR });
        expect((await shopHome()).banners.map((b) => b.title)).toEqual(['进行中']);
        expect((await preview()).banners.map((b) => b.title)).toEqual(['进行中']);
        const list = (await as<{ list: AdminHomeLink[] }>('/api/admin/banner/list')).body.data.list;
        expect(list.find((b) => b.id === later.id)?.state).toBe('scheduled');
        expect(list.find((b) => b.id === ended.id)?.state).toBe('ended');
      });

      const bad: Array<[string, object, string]> = [
        ['an empty title', { title: ' ' }, 'title'],
        ['a title too long', { title: '花'.repeat(31) }, 'title'],
        ['a picture on another site', { picture: 'https://evil.example/x.png' }, 'picture'],
        ['a picture path climbing out', { picture: '/uploads/../secret' }, 'picture'],
        ['a link of no known type', { link: { type: 'coupon', id: 'x' } }, 'link'],
        ['a goods that does not exist', { link: { type: 'goods', goodsId: 'no-such-goods' } }, 'link.goodsId'],
        ['a category that does not exist', { link: { type: 'category', categoryId: 'no-such' } }, 'link.categoryId'],
        ['an empty keyword', { link: { type: 'search', keyword: '' } }, 'link.keyword'],
        ['a page on another site', { link: { type: 'page', path: '//evil.example' } }, 'link.path'],
        ['an end before the start', { activeFrom: 2_000_000, activeUntil: 1_000_000 }, 'activeUntil'],
        ['a negative date', { activeFrom: -5 }, 'activeFrom'],
      ];
      it.each(bad)('refuses %s with a 400 naming %s and changes nothing', async (_, overrides, field) => {
        const existing = await createBanner();
        const before = await homeState(t.db);
        for (const [url, body] of [
          ['/api/admin/banner/create', banner(overrides)],
          ['/api/admin/banner/update', { id: existing.id, ...banner(overrides) }],
        ] as const) {
          const answer = await as(url, body);
          expect(answer.status, url).toBe(400);
          expect(answer.body.message).toContain(field);
        }
        expect(await homeState(t.db)).toEqual(before);
      });

      it('refuses a reorder that does not name every banner once, changing nothing', async () => {
        const a = await createBanner({ title: 'a' });
        const b = await createBanner({ title: 'b' });
        const before = await homeState(t.db);
        for (const order of [[a.id], [a.id, a.id], [a.id, b.id, 'other'], [a.id, 'other']]) {
          const answer = await as('/api/admin/banner/reorder', { ids: order });
          expect(answer.status).toBe(400);
          expect(answer.body.message).toContain('ids');
        }
        expect(await homeState(t.db)).toEqual(before);
      });

      it('answers 404 when updating a banner that does not exist', async () => {
        const answer = await as('/api/admin/banner/update', { id: 'no-such-banner', ...banner() });
        expect(answer.status).toBe(404);
      });
    });

    describe('entry and promotion cards', () => {
      it('keeps entries and promotions as two lists the shop shows in their places', async () => {
        const card = (slot: string, title: string) =>
          as<AdminHomeLink>('/api/admin/home/entry/create', {
            slot,
            title,
            subtitle: '最快3小时',
            picture: '/images/icon/rose-red.svg',
            link: { type: 'category', categoryId: 'cat-h-love' },
          });
        const express = (await card('entry', '同城速达')).body.data;
        await card('entry', '企业订花');
        const weekly = (await card('promotion', '每周一花')).body.data;
        expect(express.slot).toBe('entry');
        const entries = await as<{ list: AdminHomeLink[] }>('/api/admin/home/entry/list', { slot: 'entry' });
        expect(entries.body.data.list.map((c) => c.title)).toEqual(['同城速达', '企业订花']);
        const home = await shopHome();
        expect(home.entries.map((c) => c.title)).toEqual(['同城速达', '企业订花']);
        expect(home.promotions.map((c) => c.title)).toEqual(['每周一花']);

        const updated = await as<AdminHomeLink>('/api/admin/home/entry/update', {
          id: weekly.id,
          title: '每周一花·订阅',
          picture: '/images/icon/rose-red.svg',
          link: { type: 'goods', goodsId: ids.lily },
        });
        expect(updated.body.data).toMatchObject({ slot: 'promotion', title: '每周一花·订阅' });
        expect((await as('/api/admin/home/entry/delete', { id: express.id })).status).toBe(200);
        expect((await shopHome()).entries.map((c) => c.title)).toEqual(['企业订花']);
        expect((await homeAudit('home-card.create')).length).toBeGreaterThanOrEqual(3);
        expect(await homeAudit('home-card.delete')).toHaveLength(1);
      });

      it('refuses a card in a slot that is not a card slot, and a banner id on the card routes', async () => {
        const before = await homeState(t.db);
        const wrongSlot = await as('/api/admin/home/entry/create', { slot: 'banner', ...banner() });
        expect(wrongSlot.status).toBe(400);
        expect(wrongSlot.body.message).toContain('slot');
        expect(await homeState(t.db)).toEqual(before);
        const aBanner = await createBanner();
        expect((await as('/api/admin/home/entry/delete', { id: aBanner.id })).status).toBe(404);
        expect((await as<{ list: unknown[] }>('/api/admin/banner/list')).body.data.list).toHaveLength(1);
      });
    });

    describe('category icons', () => {
      it('shows the first visible top-level categories until some are chosen, then those in order', async () => {
        expect((await shopHome()).categoryIcons.map((c) => c.id)).not.toContain('cat-h-hidden');
        const chosen = await as<HomeCategories>('/api/admin/home/categories/update', {
          categoryIds: ['cat-h-birthday', 'cat-h-love', 'cat-h-hidden'],
        });
        expect(chosen.status).toBe(200);
        expect(chosen.body.data.categoryIds).toEqual(['cat-h-birthday', 'cat-h-love', 'cat-h-hidden']);
        // A hidden category stays chosen but is not shown until it is visible again.
        expect(chosen.body.data.shown).toEqual(['cat-h-birthday', 'cat-h-love']);
        expect((await shopHome()).categoryIcons.map((c) => c.id)).toEqual(['cat-h-birthday', 'cat-h-love']);
        expect(await homeAudit('home-categories.update')).not.toHaveLength(0);
        await as('/api/admin/home/categories/update', { categoryIds: null });
        expect((await as<HomeCategories>('/api/admin/home/categories')).body.data.categoryIds).toBeNull();
      });

      it.each([
        [{ categoryIds: ['no-such-category'] }, 'categoryIds.0'],
        [{ categoryIds: ['cat-h-love', 'cat-h-love'] }, 'categoryIds.1'],
        [{ categoryIds: Array.from({ length: 6 }, () => 'cat-h-love') }, 'categoryIds'],
        [{}, 'categoryIds'],
      ])('refuses %j with a 400 naming %s and changes nothing', async (body, field) => {
        const before = await homeState(t.db);
        const answer = await as('/api/admin/home/categories/update', body);
        expect(answer.status).toBe(400);
        expect(answer.body.message).toContain(field);
        expect(await homeState(t.db)).toEqual(before);
      });
    });

    describe('sections', () => {
      it('starts with the self-filling best sellers and newest, and adds a chosen section in its goods order', async () => {
        const list = await as<{ list: AdminHomeSection[] }>('/api/admin/home/section/list');
        expect(list.body.data.list.map((s) => s.kind)).toEqual(['hot', 'new']);
        const created = await as<AdminHomeSection>('/api/admin/home/section/create', {
          title: '店长推荐',
          kind: 'chosen',
          goodsIds: [ids.lily, ids.off, ids.rose],
        });
        expect(created.status).toBe(200);
        expect(created.body.data.goods.map((g) => g.id)).toEqual([ids.lily, ids.off, ids.rose]);
        const shown = (await shopHome()).sections.find((s) => s.id === created.body.data.id);
        // Off-sale goods stay chosen but the shop leaves them out.
        expect(shown).toMatchObject({ title: '店长推荐', kind: 'chosen' });
        expect(shown?.goods.map((g) => g.id)).toEqual([ids.lily, ids.rose]);
        expect(await homeAudit('home-section.create')).not.toHaveLength(0);
      });

      it('updates, reorders and deletes sections', async () => {
        const { id } = (
          await as<AdminHomeSection>('/api/admin/home/section/create', {
            title: '店长推荐',
            kind: 'chosen',
            goodsIds: [ids.rose],
          })
        ).body.data;
        const updated = await as<AdminHomeSection>('/api/admin/home/section/update', {
          id,
          version: 1,
          title: '本周推荐',
          kind: 'chosen',
          goodsIds: [ids.rose, ids.lily],
        });
        expect(updated.body.data.goods.map((g) => g.name)).toEqual(['19枝红玫瑰', '香水百合']);
        const reordered = await as<{ list: AdminHomeSection[] }>('/api/admin/home/section/reorder', {
          ids: [id, 'new', 'hot'],
        });
        expect(reordered.body.data.list.map((s) => s.id)).toEqual([id, 'new', 'hot']);
        expect((await shopHome()).sections.map((s) => s.id)).toEqual([id, 'new', 'hot']);
        expect((await as('/api/admin/home/section/delete', { id })).status).toBe(200);
        await as('/api/admin/home/section/reorder', { ids: ['hot', 'new'] });
        expect((await shopHome()).sections.map((s) => s.id)).toEqual(['hot', 'new']);
        for (const action of ['update', 'reorder', 'delete']) {
          expect(await homeAudit(`home-section.${action}`), action).not.toHaveLength(0);
        }
      });

      it.each([
        [{ title: '推荐', kind: 'chosen', goodsIds: [] }, 'goodsIds'],
        [{ title: '推荐', kind: 'chosen', goodsIds: ['goods-x', 'no-such-goods'] }, 'goodsIds.0'],
        [{ title: '', kind: 'chosen', goodsIds: ['x'] }, 'title'],
        [{ title: '推荐', kind: 'random', goodsIds: [] }, 'kind'],
      ])('refuses %j with a 400 naming %s and changes nothing', async (body, field) => {
        const before = await homeState(t.db);
        const answer = await as('/api/admin/home/section/create', body);
        expect(answer.status).toBe(400);
        expect(answer.body.message).toContain(field);
        expect(await homeState(t.db)).toEqual(before);
      });

      it('refuses the same goods twice in a section', async () => {
        const answer = await as('/api/admin/home/section/create', {
          title: '推荐',
          kind: 'chosen',
          goodsIds: [ids.rose, ids.rose],
        });
        expect(answer.status).toBe(400);
        expect(answer.body.message).toContain('goodsIds.1');
      });
    });

    describe('hot words', () => {
      it('replaces the hot words in the order given; the search page and the preview read them', async () => {
        const answer = await as<HotWords>('/api/admin/home/hot-words/update', {
          words: ['百合', ' 玫瑰 ', '向日葵'],
        });
        expect(answer.body.data.words.map((w) => w.word)).toEqual(['百合', '玫瑰', '向日葵']);
        const hots = await post<Hots>(t.app, '/api/mall/goodsInfo/hots', { limit: 10 });
        expect(hots.body.data.words).toEqual(['百合', '玫瑰', '向日葵']);
        expect((await preview()).hotWords).toEqual(['百合', '玫瑰', '向日葵']);
        const [entry] = await homeAudit('hot-words.update');
        expect(JSON.parse(entry?.after ?? '[]').map((w: { word: string }) => w.word)).toEqual([
          '百合',
          '玫瑰',
          '向日葵',
        ]);
      });

      it('keeps an English word beside each; English readers of the search page see it, or the Chinese one', async () => {
        const answer = await as<HotWords>('/api/admin/home/hot-words/update', {
          words: [
            { word: '百合', wordEn: ' Lilies ' },
            { word: '玫瑰', wordEn: '' },
            { word: '红玫瑰', wordEn: 'Lilies' },
          ],
        });
        expect(answer.body.data.words).toEqual([
          { word: '百合', wordEn: 'Lilies' },
          { word: '玫瑰', wordEn: null },
          { word: '红玫瑰', wordEn: 'Lilies' },
        ]);
        expect((await as<HotWords>('/api/admin/home/hot-words')).body.data).toEqual(answer.body.data);
        const hotsIn = async (language: string) =>
          (
            await t.app.inject({
              method: 'POST',
              url: '/api/mall/goodsInfo/hots',
              payload: { limit: 10 },
              headers: { 'accept-language': language },
            })
          ).json().data.words;
        // The same English word twice shows once.
        expect(await hotsIn('en-GB,en;q=0.9')).toEqual(['Lilies', '玫瑰']);
        expect(await hotsIn('zh-CN')).toEqual(['百合', '玫瑰', '红玫瑰']);
        expect((await preview()).hotWords).toEqual(['百合', '玫瑰', '红玫瑰']);
      });

      it.each([
        [{ words: ['玫瑰', '玫瑰'] }, 'words.1'],
        [{ words: [''] }, 'words.0'],
        [{ words: ['花'.repeat(51)] }, 'words.0'],
        [{ words: [{ word: '玫瑰', wordEn: 'Rose' }, '玫瑰'] }, 'words.1'],
        [{ words: [{ word: '玫瑰', wordEn: 'R'.repeat(51) }] }, 'words.0.wordEn'],
        [{ words: Array.from({ length: 21 }, (_, i) => `词${i}`) }, 'words'],
      ])('refuses %j with a 400 naming %s and changes nothing', async (body, field) => {
        const before = await homeState(t.db);
        const answer = await as('/api/admin/home/hot-words/update', body);
        expect(answer.status).toBe(400);
        expect(answer.body.message).toContain(field);
        expect(await homeState(t.db)).toEqual(before);
      });
    });
  },
  { env: { HOME_CHECK_MS: '0' } },
);

describeEachDatabase('The shop’s home across processes', (target) => {
  const CHECK_MS = 300;
  itOnTwoProcesses(
    target,
    'shows a banner made through one process on the other within the check interval',
    async ({ apps: [console, shop], suiteOn }) => {
      const admin = await suiteOn(console).staff('admin');
      const titles = async () => (await post<Home>(shop, '/api/mall/home')).body.data.banners.map((b) => b.title);
      expect(await titles()).not.toContain('新店开业');
      const made = await post(
        console,
        '/api/admin/banner/create',
        { title: '新店开业', picture: PICTURE, link: { type: 'search', keyword: '花篮' } },
        admin,
      );
      expect(made.status).toBe(200);
      const madeAt = Date.now();
      while (!(await titles()).includes('新店开业')) {
        expect(Date.now() - madeAt).toBeLessThan(CHECK_MS + 700);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    { HOME_CHECK_MS: String(CHECK_MS) },
  );
});
