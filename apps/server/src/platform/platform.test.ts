import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

describe('platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(undefined);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reports health with the database it uses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'sqlite' });
  });

  it('publishes the OpenAPI document at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/mall/goodsInfo/search');
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, errCode: 'NOT_FOUND', data: null });
  });

  it('sends the security headers on every answer, with a CSP that allows the chat media', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/no-such-call' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("media-src 'self' blob:");
    expect(csp).toContain("frame-src 'self' https: http:");
    expect(csp).toContain("connect-src 'self' ws: wss:");
  });

  it('tags every answer with a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-request-id']).toMatch(/.+/);
  });
});

/** A script long enough to be worth compressing. */
const BIG_SCRIPT = `console.log(${JSON.stringify('鲜花'.repeat(2000))});`;

describe('serving the web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>鲜花速递</title>');
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    // What the build's precompress step writes beside a large file.
    fs.writeFileSync(path.join(dist, 'assets', 'big-def456.js'), BIG_SCRIPT);
    fs.writeFileSync(path.join(dist, 'assets', 'big-def456.js.br'), zlib.brotliCompressSync(BIG_SCRIPT));
    fs.writeFileSync(path.join(dist, 'assets', 'big-def456.js.gz'), zlib.gzipSync(BIG_SCRIPT));
    t = await createTestApp(undefined, { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/pages/goods/detail/detail?id=goods-0001', '/pages/tabbar/index/index', '/some/unknown/page'])(
    'serves index.html for the deep link %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('鲜花速递');
    },
  );

  it('serves hashed assets as immutable and missing files as 404', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('sends the Brotli copy the build wrote to a client that takes it, gzip to one that takes only gzip', async () => {
    const get = (encoding: string) =>
      t.app.inject({ method: 'GET', url: '/assets/big-def456.js', headers: { 'accept-encoding': encoding } });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('asks the browser to check index.html again on every load', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/pages/tabbar/index/index' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

describe('serving the staff console beside the shop', () => {
  let t: TestApp;
  let shop: string;
  let consoleDist: string;
  beforeAll(async () => {
    shop = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-shop-dist-'));
    fs.writeFileSync(path.join(shop, 'index.html'), '<!doctype html><title>鲜花速递</title>');
    fs.mkdirSync(path.join(shop, 'assets'));
    fs.writeFileSync(path.join(shop, 'assets', 'index-shop1.js'), 'console.log("shop")');
    consoleDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-admin-dist-'));
    fs.writeFileSync(path.join(consoleDist, 'index.html'), '<!doctype html><title>鲜花速递 · 管理后台</title>');
    fs.mkdirSync(path.join(consoleDist, 'assets'));
    fs.writeFileSync(path.join(consoleDist, 'assets', 'index-console1.js'), 'console.log("console")');
    t = await createTestApp(undefined, { WEB_DIST_DIR: shop, ADMIN_DIST_DIR: consoleDist });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(shop, { recursive: true, force: true });
    fs.rmSync(consoleDist, { recursive: true, force: true });
  });

  it.each(['/admin', '/admin/', '/admin/staff?role=florist', '/admin/audit?area=staff&page=2'])(
    "answers the console's index.html for %s",
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('管理后台');
    },
  );

  it("keeps answering the shop's index.html everywhere else", async () => {
    for (const url of ['/', '/pages/tabbar/index/index', '/administrator']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('鲜花速递');
      expect(res.body).not.toContain('管理后台');
    }
  });

  it("serves the console's hashed assets as immutable, and each app's assets only under its own path", async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/admin/assets/index-console1.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toContain('"console"');
    const shopAsset = await t.app.inject({ method: 'GET', url: '/assets/index-shop1.js' });
    expect(shopAsset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/admin/assets/missing.js', '/admin/assets/index-shop1.js', '/assets/index-console1.js']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('answers an unknown admin API call with the 404 envelope, not a page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, errCode: 'NOT_FOUND' });
  });
});

describe('serving the staff console when the shop is not built', () => {
  let t: TestApp;
  let consoleDist: string;
  beforeAll(async () => {
    consoleDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-admin-dist-'));
    fs.writeFileSync(path.join(consoleDist, 'index.html'), '<!doctype html><title>管理后台</title>');
    t = await createTestApp(undefined, { ADMIN_DIST_DIR: consoleDist });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(consoleDist, { recursive: true, force: true });
  });

  it('still serves the console, and nothing at the shop paths', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/admin/staff' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('管理后台');
    expect((await t.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
  });
});
