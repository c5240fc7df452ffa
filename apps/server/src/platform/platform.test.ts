import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

describe('serving the web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>鲜花速递</title>');
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
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
});
