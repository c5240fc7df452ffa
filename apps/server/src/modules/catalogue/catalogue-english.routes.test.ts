import type { AdminCategory } from '@ffe/shared/contracts/admin-categories';
import type { CouponTemplateView } from '@ffe/shared/contracts/admin-coupons';
import type { AdminGoods } from '@ffe/shared/contracts/admin-goods';
import type { AdminHomeLink, AdminHomeSection } from '@ffe/shared/contracts/admin-home';
import type { CategoryNode, GoodsDetail, GoodsPage, Home } from '@ffe/shared/contracts/catalogue';
import type { CouponOffer } from '@ffe/shared/contracts/coupon';
import type { OrderQuote } from '@ffe/shared/contracts/order';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aCategory, aCouponTemplate, aGoods, type SignedInStaff } from '../../../test/factories';

const PICTURE = '/images/banner/love.svg';

/** POSTs as the shop does, with the interface language as `Accept-Language`. */
async function shopCall<T>(app: FastifyInstance, url: string, language: string, body: object = {}, token?: string) {
  const res = await app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { 'accept-language': language, ...(token ? { authorization: token } : {}) },
  });
  return res.json() as { code: number; data: T };
}

describeOnEachDatabase(
  'the catalogue in English',
  (t) => {
    const ids: Record<string, string> = {};
    let admin: SignedInStaff;

    beforeAll(async () => {
      admin = await t.staff('admin');
      const love = await aCategory(t.db, { id: 'cat-love', name: '爱情鲜花', name_en: 'Love & Romance' });
      await aCategory(t.db, { id: 'cat-love-rose', name: '玫瑰花束', name_en: 'Rose Bouquets', parent_id: love.id });
      await aCategory(t.db, { id: 'cat-plain', name: '每周一花' });
      ids.rose = (
        await aGoods(t.db, {
          category_id: 'cat-love-rose',
          name: '红玫瑰花束',
          name_en: 'Red Rose Bouquet',
          flower_language: '热烈的爱',
          flower_language_en: 'Passionate love',
          description: '经典红玫瑰',
          description_en: 'Classic red roses',
          search_text: '红玫瑰花束 热烈的爱 爱情鲜花 玫瑰花束 red rose bouquet passionate love rose bouquets',
          sales: 100,
        })
      ).id;
      ids.lily = (
        await aGoods(t.db, { category_id: 'cat-plain', name: '香水百合', search_text: '香水百合', sales: 50 })
      ).id;
    });

    describe('the shop', () => {
      it('names goods in English to an English reader and in Chinese otherwise', async () => {
        const detail = (language: string) =>
          shopCall<GoodsDetail>(t.app, `/api/mall/goodsInfo/detail/${ids.rose}`, language);
        expect((await detail('en')).data).toMatchObject({
          name: 'Red Rose Bouquet',
          flowerLanguage: 'Passionate love',
          description: 'Classic red roses',
          categoryName: 'Rose Bouquets',
        });
        expect((await detail('zh-CN')).data).toMatchObject({
          name: '红玫瑰花束',
          flowerLanguage: '热烈的爱',
          description: '经典红玫瑰',
          categoryName: '玫瑰花束',
        });
        // No header: the shop's own language.
        const plain = await post<GoodsDetail>(t.app, `/api/mall/goodsInfo/detail/${ids.rose}`);
        expect(plain.body.data.name).toBe('红玫瑰花束');
      });

      it('names the lines of the confirmation page in the reader language (goods without English keep Chinese)', async () => {
        const member = await t.member();
        const lines = [
          { goodsId: ids.rose, quantity: 1 },
          { goodsId: ids.lily, quantity: 1 },
        ];
        const quote = (language: string) =>
          shopCall<OrderQuote>(t.app, '/api/mall/order/confirm', language, { lines }, member.token);
        expect((await quote('en')).data.lines.map((l) => l.name)).toEqual(['Red Rose Bouquet', '香水百合']);
        expect((await quote('zh-CN')).data.lines.map((l) => l.name)).toEqual(['红玫瑰花束', '香水百合']);
      });

      it('keeps the Chinese name where no English one was written', async () => {
        const page = await shopCall<GoodsPage>(t.app, '/api/mall/goodsInfo/search', 'en', { goodsIds: [ids.lily] });
        expect(page.data.list[0]?.name).toBe('香水百合');
      });

      it('keeps search answers apart by language, so a cached Chinese answer is never served in English', async () => {
        const query = { categoryId: 'cat-love' };
        const zh = await shopCall<GoodsPage>(t.app, '/api/mall/goodsInfo/search', 'zh-CN', query);
        const en = await shopCall<GoodsPage>(t.app, '/api/mall/goodsInfo/search', 'en-GB,en;q=0.9', query);
        const zhAgain = await shopCall<GoodsPage>(t.app, '/api/mall/goodsInfo/search', 'zh-CN', query);
        expect(zh.data.list.map((g) => g.name)).toEqual(['红玫瑰花束']);
        expect(en.data.list.map((g) => g.name)).toEqual(['Red Rose Bouquet']);
        expect(zhAgain.data.list.map((g) => g.name)).toEqual(['红玫瑰花束']);
      });

      it('finds goods by their English name', async () => {
        const page = await shopCall<GoodsPage>(t.app, '/api/mall/goodsInfo/search', 'en', { keyword: 'Rose Bouquet' });
        expect(page.data.list.map((g) => g.id)).toEqual([ids.rose]);
      });

      it('names the category tree in the reader language', async () => {
        const tree = (language: string) =>
          shopCall<{ list: CategoryNode[] }>(t.app, '/api/mall/category/tree', language);
        const en = (await tree('en')).data.list;
        expect(en.find((c) => c.id === 'cat-love')).toMatchObject({
          name: 'Love & Romance',
          children: [expect.objectContaining({ name: 'Rose Bouquets' })],
        });
        expect(en.find((c) => c.id === 'cat-plain')?.name).toBe('每周一花');
        expect((await tree('zh-CN')).data.list.find((c) => c.id === 'cat-love')?.name).toBe('爱情鲜花');
      });

      it('names coupons in the claim centre in the reader language', async () => {
        await aCouponTemplate(t.db, { id: 'tpl-en', name: '满100减10', name_en: '¥10 off ¥100', sort: -1 });
        const member = await t.member();
        const centre = (language: string) =>
          shopCall<{ list: CouponOffer[] }>(t.app, '/api/mall/coupon/centre', language, {}, member.token);
        expect((await centre('en')).data.list.find((c) => c.templateId === 'tpl-en')?.name).toBe('¥10 off ¥100');
        expect((await centre('zh-CN')).data.list.find((c) => c.templateId === 'tpl-en')?.name).toBe('满100减10');
      });
    });

    describe('the console', () => {
      const as = <T>(url: string, body: object) => post<T>(t.app, url, body, admin);

      it('writes English names through the editors, and the shop home shows them at once in English only', async () => {
        const banner = await as<AdminHomeLink>('/api/admin/banner/create', {
          title: '七夕限定',
          subtitle: '红玫瑰',
          titleEn: '  Qixi Special  ',
          subtitleEn: 'Red roses',
          picture: PICTURE,
          link: { type: 'goods', goodsId: ids.rose },
        });
        expect(banner.status).toBe(200);
        expect(banner.body.data).toMatchObject({ titleEn: 'Qixi Special', subtitleEn: 'Red roses' });
        const section = await as<AdminHomeSection>('/api/admin/home/section/create', {
          title: '精选',
          titleEn: 'Our Picks',
          kind: 'chosen',
          goodsIds: [ids.rose],
        });
        expect(section.status).toBe(200);

        const home = (language: string) => shopCall<Home>(t.app, '/api/mall/home', language);
        const en = (await home('en')).data;
        expect(en.banners.find((b) => b.id === banner.body.data.id)).toMatchObject({
          title: 'Qixi Special',
          subtitle: 'Red roses',
        });
        const picks = en.sections.find((s) => s.id === section.body.data.id);
        expect(picks?.title).toBe('Our Picks');
        expect(picks?.goods.map((g) => g.name)).toEqual(['Red Rose Bouquet']);
        // The per-process home is one copy for both languages: Chinese readers still get Chinese.
        const zh = (await home('zh-CN')).data;
        expect(zh.banners.find((b) => b.id === banner.body.data.id)?.title).toBe('七夕限定');
        expect(zh.sections.find((s) => s.id === section.body.data.id)?.goods.map((g) => g.name)).toEqual([
          '红玫瑰花束',
        ]);
      });

      it('clears an English name given empty, and then shows the Chinese one to English readers', async () => {
        const goods = await aGoods(t.db, { category_id: 'cat-plain', name: '向日葵', name_en: 'Sunflowers' });
        const updated = await as<AdminGoods>('/api/admin/goods/update', { id: goods.id, version: 1, nameEn: '' });
        expect(updated.status).toBe(200);
        expect(updated.body.data.nameEn).toBeNull();
        const detail = await shopCall<GoodsDetail>(t.app, `/api/mall/goodsInfo/detail/${goods.id}`, 'en');
        expect(detail.data.name).toBe('向日葵');
      });

      it('gives a goods an English name that the English search then finds', async () => {
        const goods = await aGoods(t.db, { category_id: 'cat-love-rose', name: '粉色郁金香' });
        const updated = await as<AdminGoods>('/api/admin/goods/update', {
          id: goods.id,
          version: 1,
          nameEn: 'Pink Tulips',
          flowerLanguageEn: 'A declaration of love',
        });
        expect(updated.body.data).toMatchObject({ nameEn: 'Pink Tulips', flowerLanguageEn: 'A declaration of love' });
        const page = await shopCall<GoodsPage>(t.app, '/api/mall/goodsInfo/search', 'en', { keyword: 'tulips' });
        expect(page.data.list.map((g) => g.name)).toEqual(['Pink Tulips']);
      });

      it('refuses an English name that is too long, naming the field, and changes nothing', async () => {
        const before = await t.db
          .selectFrom('goods')
          .selectAll()
          .where('id', '=', ids.rose as string)
          .executeTakeFirstOrThrow();
        const goods = await as('/api/admin/goods/update', { id: ids.rose, version: 1, nameEn: 'x'.repeat(121) });
        expect(goods.status).toBe(400);
        expect(goods.body.message).toContain('nameEn');
        const after = await t.db
          .selectFrom('goods')
          .selectAll()
          .where('id', '=', ids.rose as string)
          .executeTakeFirstOrThrow();
        expect(after).toEqual(before);

        const category = await as('/api/admin/category/update', { id: 'cat-love', version: 1, nameEn: 'x'.repeat(41) });
        expect(category.status).toBe(400);
        expect(category.body.message).toContain('nameEn');
        const banner = await as('/api/admin/banner/create', {
          title: '标题',
          titleEn: 'x'.repeat(61),
          picture: PICTURE,
          link: { type: 'goods', goodsId: ids.rose },
        });
        expect(banner.status).toBe(400);
        expect(banner.body.message).toContain('titleEn');
        const coupon = await as('/api/admin/coupon/template/update', { id: 'tpl-en', version: 1, nameEn: 42 });
        expect(coupon.status).toBe(400);
        expect(coupon.body.message).toContain('nameEn');
        const row = await t.db
          .selectFrom('categories')
          .select('name_en')
          .where('id', '=', 'cat-love')
          .executeTakeFirst();
        expect(row?.name_en).toBe('Love & Romance');
      });

      it('edits the English names of categories and coupon templates', async () => {
        const category = await as<AdminCategory>('/api/admin/category/update', {
          id: 'cat-plain',
          version: 1,
          nameEn: 'Weekly',
        });
        expect(category.body.data.nameEn).toBe('Weekly');
        const tree = await shopCall<{ list: CategoryNode[] }>(t.app, '/api/mall/category/tree', 'en');
        expect(tree.data.list.find((c) => c.id === 'cat-plain')?.name).toBe('Weekly');

        const coupon = await as<CouponTemplateView>('/api/admin/coupon/template/update', {
          id: 'tpl-en',
          version: 1,
          nameEn: '¥10 off orders of ¥100',
        });
        expect(coupon.status).toBe(200);
        expect(coupon.body.data).toMatchObject({ name: '满100减10', nameEn: '¥10 off orders of ¥100' });
      });
    });
  },
  { env: { HOME_CHECK_MS: '0' } },
);
