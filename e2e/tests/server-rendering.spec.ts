import { type APIRequestContext, expect, test } from '@playwright/test';

interface Goods {
  id: string;
  name: string;
  salePrice: number;
}

/** The first goods of a search, as the shop's own call answers it. */
async function firstGoods(request: APIRequestContext, filter: object): Promise<Goods> {
  const answer = await request.post('/api/mall/goodsInfo/search', { data: { pageSize: 1, ...filter } });
  const [goods] = (await answer.json()).data.list as Goods[];
  if (!goods) throw new Error(`no goods for ${JSON.stringify(filter)}`);
  return goods;
}

async function firstCategoryId(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/mall/category/tree', { data: {} });
  return (await answer.json()).data.list[0].id;
}

/** The markup the server put in #root, before any script. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root"'), html.indexOf('id="ffe-page-state"'));
const yuan = (price: number) => `¥${price.toFixed(2)}`;

/** Each server-rendered page with the goods it must show: the first of the same search the page makes. */
async function serverRenderedPages(request: APIRequestContext) {
  const categoryId = await firstCategoryId(request);
  const recommended = await firstGoods(request, { sort: 'default' });
  const inCategory = await firstGoods(request, { categoryId, sort: 'default' });
  const roses = await firstGoods(request, { keyword: '玫瑰' });
  return [
    { name: 'home', url: '/', goods: recommended },
    { name: 'category', url: '/pages/tabbar/category/category', goods: inCategory },
    { name: 'listing', url: `/pages/goods/goods-search/goods-search?categoryId=${categoryId}`, goods: inCategory },
    { name: 'search results', url: '/pages/goods/goods-search/goods-search?keyword=玫瑰', goods: roses },
    { name: 'goods detail', url: `/pages/goods/detail/detail?id=${recommended.id}`, goods: recommended },
  ];
}

test.describe('pages the server renders first', () => {
  test('hold their goods names and prices in the HTML itself, checked again on every load', async ({ request }) => {
    for (const { name, url, goods } of await serverRenderedPages(request)) {
      const answer = await request.get(encodeURI(url));
      expect(answer.headers()['cache-control'], name).toBe('no-cache');
      const root = rootOf(await answer.text());
      expect(root, name).toContain(goods.name);
      expect(root, name).toContain(yuan(goods.salePrice));
    }
  });

  test('show their goods with scripts turned off', async ({ browser, request }) => {
    const pages = await serverRenderedPages(request);
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'zh-CN' });
    const page = await context.newPage();
    for (const { name, url, goods } of pages) {
      await page.goto(url);
      await expect(page.getByText(goods.name).first(), name).toBeVisible();
    }
    await context.close();
  });

  test("take a word in a wide screen's search box before scripts run, and show its results", async ({
    browser,
    request,
  }) => {
    const roses = await firstGoods(request, { keyword: '玫瑰' });
    const context = await browser.newContext({
      javaScriptEnabled: false,
      locale: 'zh-CN',
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto('/');
    const search = page.getByRole('searchbox', { name: '搜索鲜花' }).first();
    await search.fill('玫瑰');
    await search.press('Enter');
    await expect(page).toHaveURL(/goods-search\?keyword=/);
    await expect(page.getByText(roses.name).first()).toBeVisible();
    await context.close();
  });

  test('hydrate in Chromium without a mismatch, keeping the server’s markup', async ({ page, request }) => {
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    let stylesheets: string[] = [];
    page.on(
      'request',
      (asked) => asked.resourceType() === 'stylesheet' && stylesheets.push(new URL(asked.url()).pathname),
    );
    // Remembers the first element the server put in #root, as the parser inserts it, before any script of the page.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const first = document.getElementById('root')?.firstElementChild;
        if (!first) return;
        (window as unknown as { serverMarkup: Element }).serverMarkup = first;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    for (const { name, url, goods } of await serverRenderedPages(request)) {
      stylesheets = [];
      await page.goto(url);
      await expect(page.getByText(goods.name).first(), name).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The CSS inlined in the page is marked by disabled links, so the page's chunk adds none of it again.
      const inlined = await page
        .locator('link[rel="stylesheet"][disabled]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(inlined.length, `${name}: its inlined CSS files`).toBeGreaterThan(0);
      expect(
        stylesheets.filter((file) => inlined.includes(file)),
        `${name}: CSS fetched again`,
      ).toEqual([]);
      await expect(page.locator('#root'), `${name}: its controls take taps once hydrated`).not.toHaveAttribute(
        'data-hydrating',
      );
      const kept = await page.evaluate(() => {
        const first = (window as unknown as { serverMarkup?: Element }).serverMarkup;
        return Boolean(first?.isConnected && document.getElementById('root')?.contains(first));
      });
      expect(kept, `${name}: the server's markup was replaced, not hydrated`).toBe(true);
    }
    expect(problems).toEqual([]);
  });

  test('render in the language the visitor chose, which the shop keeps for the server', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('language-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'ffe-lang')?.value).toBe('en');
    const html = await (await page.request.get('/pages/tabbar/category/category')).text();
    expect(html).toContain('<html lang="en">');
    expect(rootOf(html)).toContain('Search flowers');
  });

  test('preload the largest picture, which is kept a year by its content address', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const preload = /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)"/.exec(html);
    expect(preload).not.toBeNull();
    const picture = await request.get(preload?.[1] ?? '');
    expect(picture.status()).toBe(200);
    expect(picture.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1] ?? '';
    expect((await request.get(script)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

test.describe('pages the browser draws, opened by their address', () => {
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((link) => link[1] ?? '');

  test('come with their code preloaded, so it loads beside the main bundle', async ({ request }) => {
    const html = await (await request.get('/pages/order/order-list/order-list')).text();
    const files = preloads(html);
    expect(files.some((file) => /\/later-pages-[^/]+\.js$/.test(file))).toBe(true);
    expect(files.some((file) => /\/order-list-page-[^/]+\.js$/.test(file))).toBe(true);
    expect(files.some((file) => /\/orders\.zh-CN-[^/]+\.js$/.test(file))).toBe(true);
    for (const file of files) expect((await request.get(file)).status(), file).toBe(200);
  });

  test('leave the home page as it was: no script preloaded ahead of its first paint', async ({ request }) => {
    expect(preloads(await (await request.get('/')).text())).toEqual([]);
  });
});
