import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

/** What `vite build` writes for the shop, cut down to one page with its own CSS and chunk. */
const TEMPLATE = `<!doctype html>
<html lang="zh-CN">
  <head>
    <title>鲜花速递</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-r1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-a1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const MANIFEST = {
  'index.html': { file: 'assets/index-a1.js', css: ['assets/index-a1.css'], imports: ['_react-r1.js'] },
  '_react-r1.js': { file: 'assets/react-r1.js' },
  'src/pages/goods-page.tsx': {
    file: 'assets/goods-page-p1.js',
    css: ['assets/goods-page-p1.css'],
    imports: ['_react-r1.js', '_price-q1.js'],
  },
  '_price-q1.js': { file: 'assets/price-q1.js', css: ['assets/price-q1.css'] },
  // Merged with code it shares, the loaders' chunk is keyed by its file, as the bundler names it.
  '_later-pages-l1.js': {
    file: 'assets/later-pages-l1.js',
    name: 'later-pages',
    isDynamicEntry: true,
    imports: ['index.html', '_react-r1.js'],
  },
  'src/pages/order-list-page.tsx': {
    file: 'assets/order-list-page-o1.js',
    css: ['assets/order-list-page-o1.css'],
    imports: ['_react-r1.js', '_price-q1.js', '_tabs-t1.js'],
  },
  '_tabs-t1.js': { file: 'assets/tabs-t1.js', imports: ['_price-q1.js'] },
  'src/locales/later.zh-CN.ts': { file: 'assets/later.zh-CN-z1.js' },
  'src/locales/later.en.ts': { file: 'assets/later.en-e1.js' },
};

/**
 * A stand-in for the shop's rendering bundle (`vite build --ssr`): renders goods pages with what the server's own
 * category call answered, throws for /broken, and leaves every other page to the browser.
 */
const BUNDLE = `export const shopRenderer = {
  async renderPage({ url, language, callApi }) {
    if (url.startsWith('/broken')) throw new Error('cannot render');
    if (!url.startsWith('/pages/goods')) return undefined;
    const answer = await callApi('/api/mall/category/tree', {}, language);
    return {
      html: '<h1>红玫瑰 ¥199.50</h1><p data-code="' + answer.code + '" data-language="' + language + '"></p>' +
        '<img src="/images/rose.svg" srcSet="/images/rose-375.webp 375w" sizes="100vw" fetchPriority="high">',
      title: '红玫瑰 & 百合',
      queries: { note: '</script><script>alert(1)</script>' },
      pageSource: 'src/pages/goods-page.tsx',
    };
  },
  pageModules(url, language) {
    if (url.startsWith('/pages/goods')) return ['src/pages/goods-page.tsx'];
    if (!url.startsWith('/pages/order/order-list')) return [];
    const texts = language === 'en' ? ['src/locales/later.zh-CN.ts', 'src/locales/later.en.ts'] : ['src/locales/later.zh-CN.ts'];
    return ['src/app/later-pages.ts', 'src/pages/order-list-page.tsx', ...texts];
  },
};`;

describe('pages rendered on the server', () => {
  let t: TestApp;
  let build: string;
  beforeAll(async () => {
    build = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-web-build-'));
    const dist = path.join(build, 'dist');
    fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.mkdirSync(path.join(build, 'dist-server'));
    fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    fs.writeFileSync(path.join(dist, 'assets', 'index-a1.css'), '.entry{color:red}');
    fs.writeFileSync(path.join(dist, 'assets', 'goods-page-p1.css'), '.page{color:green}');
    fs.writeFileSync(path.join(dist, 'assets', 'price-q1.css'), '.price{color:blue}');
    fs.writeFileSync(path.join(build, 'dist-server', 'entry-server.js'), BUNDLE);
    t = await createTestApp(undefined, { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(build, { recursive: true, force: true });
  });

  const getPage = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

  it('sends the page with its data in the HTML, read through the server’s own routes', async () => {
    const page = await getPage('/pages/goods/detail/detail?id=rose');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<div id="root" data-hydrating><h1>红玫瑰 ¥199.50</h1>');
    expect(page.body).toContain('data-code="200"');
    expect(page.body).toContain('<title>红玫瑰 &amp; 百合</title>');
  });

  it('inlines the CSS of the entry and of the page and its imports, and marks their files as there', async () => {
    const page = await getPage('/pages/goods/detail/detail?id=rose');
    expect(page.body).toContain('<style>.entry{color:red}\n.page{color:green}\n.price{color:blue}</style>');
    // Disabled: never fetched, but the page's chunk loader finds them and adds no stylesheet of its own.
    for (const file of ['index-a1.css', 'goods-page-p1.css', 'price-q1.css'])
      expect(page.body).toContain(`<link rel="stylesheet" href="/assets/${file}" disabled>`);
    expect(page.body).not.toMatch(/<link rel="stylesheet"(?![^>]* disabled>)/);
  });

  it('preloads the largest picture with its sizes, and no script ahead of the first paint', async () => {
    const page = await getPage('/pages/goods/detail/detail?id=rose');
    expect(page.body).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/images/rose.svg" imagesrcset="/images/rose-375.webp 375w" imagesizes="100vw">',
    );
    expect(page.body).not.toContain('modulepreload');
    expect(page.body).toContain('<script type="module" crossorigin src="/assets/index-a1.js"></script>');
  });

  it('hands the state over as JSON no text in it can break out of', async () => {
    const page = await getPage('/pages/goods/detail/detail?id=rose');
    const json = /<script id="ffe-page-state" type="application\/json">(.*?)<\/script>/.exec(page.body)?.[1];
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json ?? '')).toEqual({
      language: 'zh-CN',
      queries: { note: '</script><script>alert(1)</script>' },
    });
  });

  it('renders in the language the visitor chose in the shop, else their browser’s', async () => {
    const byBrowser = await getPage('/pages/goods/detail/detail?id=rose', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(byBrowser.body).toContain('<html lang="en">');
    expect(byBrowser.body).toContain('data-language="en"');
    const chosen = await getPage('/pages/goods/detail/detail?id=rose', {
      'accept-language': 'en-GB',
      cookie: 'theme=dark; ffe-lang=zh-CN',
    });
    expect(chosen.body).toContain('<html lang="zh-CN">');
    expect(chosen.body).toContain('data-language="zh-CN"');
  });

  it('is checked again on every load, and sent with Brotli or gzip as the browser takes them', async () => {
    const br = await getPage('/pages/goods/detail/detail?id=rose', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toContain('cookie');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('红玫瑰 ¥199.50');
    const gzip = await getPage('/pages/goods/detail/detail?id=rose', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('红玫瑰 ¥199.50');
  });

  it('preloads the scripts and styles a page the browser draws loads, beside index.html’s own', async () => {
    const page = await getPage('/pages/order/order-list/order-list?tab=paid');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toContain('accept-language');
    const [head, rest] = TEMPLATE.split('</head>');
    expect(page.body.startsWith(head ?? '') && page.body.endsWith(`</head>${rest}`)).toBe(true);
    expect(page.body.slice(head?.length, page.body.indexOf('</head>'))).toBe(
      [
        '<link rel="modulepreload" crossorigin href="/assets/later-pages-l1.js">',
        '<link rel="modulepreload" crossorigin href="/assets/order-list-page-o1.js">',
        '<link rel="modulepreload" crossorigin href="/assets/price-q1.js">',
        '<link rel="modulepreload" crossorigin href="/assets/tabs-t1.js">',
        '<link rel="modulepreload" crossorigin href="/assets/later.zh-CN-z1.js">',
        '<link rel="preload" as="style" crossorigin href="/assets/order-list-page-o1.css">',
        '<link rel="preload" as="style" crossorigin href="/assets/price-q1.css">',
      ].join(''),
    );
  });

  it('preloads the texts of the visitor’s language beside the Chinese', async () => {
    const page = await getPage('/pages/order/order-list/order-list', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/later.zh-CN-z1.js">');
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/later.en-e1.js">');
  });

  it('preloads no script on a page it renders, whatever modules the page names', async () => {
    const page = await getPage('/pages/goods/detail/detail?id=rose');
    expect(page.body).not.toContain('modulepreload');
    expect(page.body).not.toContain('rel="preload" as="style"');
  });

  it.each(['/pages/tabbar/cart/cart', '/broken/page'])(
    'serves index.html as built for %s: a page the browser draws, or one that failed to render',
    async (url) => {
      const page = await getPage(url);
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toBe(TEMPLATE);
    },
  );
});
