import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, devices, expect, type Page, test } from '@playwright/test';
import { addAddressAtCheckout, payInSandbox } from './checkout';
import { logInByCode } from './log-in';

// Written on every run (git-ignored) so a person can look at the shop at each width (README, Tests).
const SHOTS = path.join(import.meta.dirname, '..', 'screenshots');
// SHOT_WIDTHS=1280,1920 narrows a run to the widths being worked on.
const WIDTHS = process.env.SHOT_WIDTHS?.split(',').map(Number) ?? [375, 768, 1280, 1920];
const LANGUAGES = ['zh-CN', 'en'] as const;
type Language = (typeof LANGUAGES)[number];

/** The ten main pages by name; the order pages are filled in once the member has paid an order. */
const pages: Record<string, string> = {
  home: '/',
  category: '/pages/tabbar/category/category',
  listing: '/pages/goods/goods-search/goods-search?keyword=%E7%8E%AB%E7%91%B0',
  search: '/pages/goods/search/search',
  detail: '/pages/goods/detail/detail?id=goods-0003',
  cart: '/pages/tabbar/cart/cart',
  confirm: '/pages/order/order-confirm/order-confirm?goodsId=goods-0005&quantity=1',
  orders: '/pages/order/order-list/order-list',
  order: '',
  me: '/pages/tabbar/me/me',
};

let session: Awaited<ReturnType<BrowserContext['storageState']>>;

/** A context at one width and language, signed in as the member who ordered. */
async function contextFor(browser: Browser, width: number, language: Language): Promise<BrowserContext> {
  const phone = width <= 960;
  const context = await browser.newContext({
    // Wider than a phone is a PC browser, not the project's phone widened (the chat's widescreen rule tells them apart).
    ...(phone ? {} : { userAgent: devices['Desktop Chrome'].userAgent }),
    baseURL: test.info().project.use.baseURL,
    viewport: { width, height: phone ? 812 : 900 },
    deviceScaleFactor: 1,
    isMobile: phone,
    hasTouch: phone,
    locale: 'zh-CN',
    storageState: session,
  });
  await context.addInitScript((lang) => localStorage.setItem('language', JSON.stringify(lang)), language);
  return context;
}

/** Opens a page and waits until its data is drawn (no request in flight, no skeleton or loading text). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-testid$="skeleton"], .adm-skeleton')).toHaveCount(0, { timeout: 20_000 });
  // The page's loading state (a status with the loading text), not the list's load-more line at its foot.
  await expect(page.getByRole('status').filter({ hasText: /^(加载中…|Loading…)$/ })).toHaveCount(0, {
    timeout: 20_000,
  });
  // Fonts and pictures settle, and a toast from an earlier step fades.
  await page.waitForTimeout(300);
}

/** Every visible tap target smaller than 44×44 px, described so the report names it. */
function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button, [role="button"], [role="tab"], input[type="checkbox"], input[type="radio"]';
    const seen = new Set<Element>();
    const offenders: string[] = [];
    for (const element of Array.from(document.querySelectorAll(selector))) {
      // A checkbox or radio is tapped through its label.
      const target =
        element instanceof HTMLInputElement ? (element.closest('label') ?? element) : (element as HTMLElement);
      if (seen.has(target)) continue;
      seen.add(target);
      const style = getComputedStyle(target);
      const box = target.getBoundingClientRect();
      if (style.visibility === 'hidden' || style.display === 'none' || box.width === 0 || box.height === 0) continue;
      if (target.closest('[aria-hidden="true"], [inert]')) continue;
      if (box.width < 43.5 || box.height < 43.5) {
        const name = (target.getAttribute('aria-label') ?? target.textContent ?? '').trim().slice(0, 20);
        offenders.push(`${target.tagName.toLowerCase()}.${target.className} "${name}" ${box.width}×${box.height}`);
      }
    }
    return offenders;
  });
}

/** Every element whose box reaches past the viewport's right or left edge. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const offenders: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // Carousels and scrolling rows hold their off-screen slides inside a clipping ancestor that fits the screen.
      let clipped = false;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible') continue;
        const parentBox = parent.getBoundingClientRect();
        if (parentBox.right <= width + 0.5 && parentBox.left >= -0.5) {
          clipped = true;
          break;
        }
      }
      if (clipped) continue;
      if (box.right > width + 0.5 || box.left < -0.5) {
        const text = (element.textContent ?? '').trim().slice(0, 20);
        offenders.push(`${element.tagName.toLowerCase()}.${element.className} "${text}" ${box.left}–${box.right}`);
      }
    }
    return offenders;
  });
}

/** What the customer wrote (the address at checkout, the search word), and the language switch's 中文 (each language names itself). */
const WRITTEN_BY_CUSTOMER = ['玫瑰', '周小满', '上海市', '徐汇区', '漕溪北路88号', '中文'];

/** Visible text in Chinese characters, besides what the customer wrote themselves. */
function chineseTexts(page: Page): Promise<string[]> {
  return page.evaluate((written) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      if (!/\p{Script=Han}/u.test(text)) continue;
      const box = node.parentElement?.getBoundingClientRect();
      if (!box || box.width === 0 || box.height === 0) continue;
      const rest = written.reduce((left, word) => left.replaceAll(word, ''), text);
      if (/\p{Script=Han}/u.test(rest)) found.push(text.slice(0, 40));
    }
    return found;
  }, WRITTEN_BY_CUSTOMER);
}

test.describe('the shop at phone and desktop widths', () => {
  test.setTimeout(240_000);

  // A new member buys a bouquet, so every main page has something to show.
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(300_000);
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
      locale: 'zh-CN',
    });
    const page = await context.newPage();
    await page.goto('/pages/goods/detail/detail?id=goods-0003');
    await page.getByRole('button', { name: '立即购买' }).click();
    await logInByCode(page, `137${String(Date.now()).slice(-8)}`);
    await expect(page).toHaveURL(/order-confirm\?/);
    await addAddressAtCheckout(page);
    await page.getByRole('button', { name: '提交订单' }).click();
    pages.order = `/pages/order/order-detail/order-detail?id=${await payInSandbox(page)}`;
    // A goods in the cart, so the cart page shows a line with its amounts.
    await page.goto('/pages/goods/detail/detail?id=goods-0005');
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByText('商品已加入到购物车！')).toBeVisible();
    session = await context.storageState();
    await context.close();
  });

  test('screenshots of the main pages at four widths in both languages', async ({ browser }) => {
    test.setTimeout(600_000);
    mkdirSync(SHOTS, { recursive: true });
    for (const language of LANGUAGES) {
      for (const width of WIDTHS) {
        const context = await contextFor(browser, width, language);
        const page = await context.newPage();
        for (const [name, url] of Object.entries(pages)) {
          await open(page, url);
          // The page's first screens; the recommendations below go on without end.
          const height = Math.min(await page.evaluate(() => document.documentElement.scrollHeight), 2400);
          await page.screenshot({
            path: path.join(SHOTS, `${name}-${width}-${language}.png`),
            fullPage: true,
            clip: { x: 0, y: 0, width, height },
          });
        }
        await context.close();
      }
    }
  });

  test('every tap target on the ten main pages is at least 44×44 px on a phone', async ({ browser }) => {
    const context = await contextFor(browser, 375, 'zh-CN');
    const page = await context.newPage();
    const found: Record<string, string[]> = {};
    for (const [name, url] of Object.entries(pages)) {
      await open(page, url);
      const small = await smallTapTargets(page);
      if (small.length > 0) found[name] = small;
    }
    expect(found).toEqual({});
    await context.close();
  });

  test('in English nothing reaches past a phone screen on the home, listing, confirmation and order pages, and the catalogue speaks English', async ({
    browser,
  }) => {
    const context = await contextFor(browser, 375, 'en');
    const page = await context.newPage();
    const found: Record<string, string[]> = {};
    const chinese: Record<string, string[]> = {};
    for (const name of ['home', 'listing', 'confirm', 'orders', 'order']) {
      await open(page, pages[name] ?? '/');
      const wide = await overflowing(page);
      if (wide.length > 0) found[name] = wide;
      // Order pages keep the goods' names as they were bought; the catalogue's pages are English throughout.
      if (name === 'orders' || name === 'order') continue;
      const untranslated = await chineseTexts(page);
      if (untranslated.length > 0) chinese[name] = untranslated;
    }
    expect(found).toEqual({});
    expect(chinese).toEqual({});
    await context.close();
  });

  test('a desktop has a top bar with the categories, search and cart, and no bottom tab bar', async ({ browser }) => {
    const context = await contextFor(browser, 1280, 'zh-CN');
    const page = await context.newPage();
    await open(page, '/');
    const top = page.getByRole('banner');
    await expect(top.getByRole('link', { name: /购物车/ })).toBeVisible();
    await expect(top.getByRole('search')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'tabs' })).toBeHidden();
    // The body text keeps its size however wide the window: a goods name is not larger at 1920 than at 1280.
    const nameSize = () =>
      page
        .getByTestId('goods-card')
        .first()
        .evaluate((card) =>
          Number.parseFloat(getComputedStyle(card.querySelector('h3, [class*="name"]') ?? card).fontSize),
        );
    const at1280 = await nameSize();
    await page.setViewportSize({ width: 1920, height: 900 });
    expect(await nameSize()).toBe(at1280);
    expect(at1280).toBeLessThanOrEqual(16);
    // The top bar is reached with the keyboard.
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.closest('header') !== null);
    expect(focused).toBe(true);
    await context.close();
  });
  test('the top bar shows its categories whole, as many as fit, and always the way to all of them', async ({
    browser,
  }) => {
    // The fewest categories each width shows beside the search box (the English names are longer).
    for (const [language, nav, all, fewest] of [
      ['zh-CN', '分类', '全部分类', { 1000: 3, 1280: 4 }],
      ['en', 'Category', 'All categories', { 1000: 1, 1280: 2 }],
    ] as const) {
      const context = await contextFor(browser, 1280, language);
      const page = await context.newPage();
      await open(page, '/');
      const categories = page.getByRole('banner').getByRole('navigation', { name: nav });
      for (const width of [1000, 1280] as const) {
        await page.setViewportSize({ width, height: 900 });
        await expect(categories.getByRole('link', { name: all })).toBeVisible();
        // A category left out is hidden from sight and the keyboard; each one shown ends inside the bar, uncut. The
        // bar measures again once the new width is laid out (a ResizeObserver), a frame or two after the resize.
        await expect(async () => {
          const shown = await categories.getByRole('link').evaluateAll((links, bar) => {
            const right = document.querySelector(`nav[aria-label="${bar}"]`)?.getBoundingClientRect().right ?? 0;
            return links.map((link) => ({
              text: link.textContent,
              whole: link.getBoundingClientRect().right <= right + 0.5 && link.scrollWidth <= link.clientWidth,
            }));
          }, nav);
          expect(shown.length, `${language} at ${width} px: ${JSON.stringify(shown)}`).toBeGreaterThanOrEqual(
            fewest[width] + 1,
          );
          expect(shown.filter((link) => !link.whole)).toEqual([]);
        }).toPass({ timeout: 5_000 });
      }
      await context.close();
    }
  });
});
