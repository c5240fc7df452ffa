import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { renderPicture } from '../../seed/pictures';

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
