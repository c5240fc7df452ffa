import type { GoodsDetail } from '@ffe/shared/contracts/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { aCategory, aGoods } from '../../../test/factories';
import { pictureAddress } from '../../../test/pictures';
import { renderPicture } from './pictures';

describe('GET /images/*', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(undefined);
  });

  afterAll(async () => {
    await testApp.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  it('serves a bouquet as cacheable SVG', async () => {
    const res = await get('/images/bouquet/rose-red-kraft-1.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers.etag).toMatch(/^".+"$/);
    expect(res.body).toBe(renderPicture('/images/bouquet/rose-red-kraft-1.svg'));
  });

  it('serves a picture by its content address for a year, unchanged (issue 17)', async () => {
    const address = pictureAddress('/images/bouquet/rose-red-kraft-1.svg');
    expect(address).toMatch(/^\/images\/bouquet\/rose-red-kraft-1\.[0-9a-f]{12}\.svg$/);
    const res = await get(address);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(renderPicture('/images/bouquet/rose-red-kraft-1.svg'));
  });

  it('serves the current drawing for a day when asked by an address it no longer has', async () => {
    const res = await get('/images/bouquet/rose-red-kraft-1.000000000000.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body).toBe(renderPicture('/images/bouquet/rose-red-kraft-1.svg'));
  });

  it("hands out a goods' pictures by their content address", async () => {
    const category = await aCategory(testApp.database.db, {});
    const goods = await aGoods(testApp.database.db, {
      category_id: category.id,
      cover: '/images/bouquet/lily-white-vase-3.svg',
      pictures: '["/images/bouquet/lily-white-vase-3.svg"]',
    });
    const res = await testApp.app.inject({
      method: 'POST',
      url: `/api/mall/goodsInfo/detail/${goods.id}`,
      payload: {},
    });
    const detail: GoodsDetail = res.json().data;
    expect(detail.pictures).toEqual([pictureAddress('/images/bouquet/lily-white-vase-3.svg')]);
    const picture = await get(detail.pictures[0] as string);
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves icons, banners and avatars', async () => {
    for (const url of ['/images/icon/tulip-pink.svg', '/images/banner/love.svg', '/images/avatar/anonymous.svg']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body.startsWith('<svg')).toBe(true);
    }
  });

  it('ignores a query string, as a cache-busting client adds one', async () => {
    const res = await get('/images/bouquet/lily-white-vase-3.svg?v=2');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(renderPicture('/images/bouquet/lily-white-vase-3.svg'));
  });

  it('answers 304 when the client already holds the same picture', async () => {
    const first = await get('/images/bouquet/peony-pink-box-2.svg');
    const again = await get('/images/bouquet/peony-pink-box-2.svg', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it.each([
    '/images/bouquet/cactus-red-kraft-1.svg',
    '/images/bouquet/../x.svg',
    '/images/bouquet/%2e%2e%2fx.svg',
    '/images/bouquet/rose-red-kraft-1.png',
    '/images/anything',
  ])('answers 404 in the error envelope for %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, errCode: 'NOT_FOUND', message: 'picture not found', data: null });
  });
});
