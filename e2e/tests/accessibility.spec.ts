import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { addAddressAtCheckout, payInSandbox } from './checkout';
import { deskContext, phoneContext, signIn } from './console';
import { logInByCode } from './log-in';

// The pages share a busy machine with other browsers: a state waits as long as an action may.
const expect = baseExpect.configure({ timeout: 15_000 });

/** WCAG 2.2 AA as axe-core tags it (2.0, 2.1 and 2.2 rules, levels A and AA). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe over the page as it is drawn now; answers its serious and critical violations, one line each: page, rule,
 * element, what to fix. `skip` names rules another spec checks more strictly.
 */
async function audit(page: Page, name: string, skip: string[] = []): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).disableRules(skip).analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const summary = (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').slice(0, 240);
        return `${name}: ${violation.id} (${violation.impact}) ${node.target.join(' ')} — ${summary}`;
      }),
    );
}

/** Waits until a shop page has drawn its data: no request in flight, no skeleton or loading state. */
async function settleShop(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-testid$="skeleton"], .adm-skeleton')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^(加载中…|Loading…)$/ })).toHaveCount(0);
  // A toast from an earlier step fades and transitions end, so axe reads the colours at rest.
  await page.waitForTimeout(400);
}

/** Waits until a console page has drawn its data: no request in flight, no spinner or skeleton. */
async function settleConsole(page: Page) {
  // The push socket stays open; only HTTP requests count against network idle.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  await page.waitForTimeout(400);
}

/*
 * The shop's tap targets are held to 44×44 px by layout.spec.ts; axe's 24 px target-size rule also counts a target
 * that the fixed bottom bar covers at the page's current scroll, which scrolling uncovers.
 */
const SHOP_SKIPS = ['target-size'];

test('axe-core finds no serious or critical WCAG 2.2 AA violation on the main pages of the shop and the console', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(480_000);
  const found: string[] = [];
  let orderId = '';

  await test.step('the shop, on a phone', async () => {
    const context = await phoneContext(browser, baseURL ?? '');
    const page = await context.newPage();
    const check = async (name: string) => {
      await settleShop(page);
      found.push(...(await audit(page, `shop ${name}`, SHOP_SKIPS)));
    };
    const visit = async (name: string, url: string) => {
      await page.goto(url);
      await check(name);
    };

    await visit('home', '/');
    await visit('category', '/pages/tabbar/category/category');
    await visit('search', '/pages/goods/search/search');
    await visit('search results', '/pages/goods/goods-search/goods-search?keyword=%E7%8E%AB%E7%91%B0');
    await visit('goods detail', '/pages/goods/detail/detail?id=goods-0003');

    // Buying sends the guest to log in; the confirmation page then has an address, and the order is paid.
    await page.getByRole('button', { name: '立即购买' }).click();
    await expect(page.getByPlaceholder('请输入手机号')).toBeVisible();
    await check('login');
    await logInByCode(page, `136${String(Date.now()).slice(-8)}`);
    await expect(page).toHaveURL(/order-confirm\?/);
    await addAddressAtCheckout(page);
    await check('order confirm');
    await page.getByRole('button', { name: '提交订单' }).click();
    orderId = await payInSandbox(page);

    await page.goto('/pages/goods/detail/detail?id=goods-0005');
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByText('商品已加入到购物车！')).toBeVisible();
    await visit('cart', '/pages/tabbar/cart/cart');
    await visit('my orders', '/pages/order/order-list/order-list');
    await visit('order detail', `/pages/order/order-detail/order-detail?id=${orderId}`);
    await visit('me', '/pages/tabbar/me/me');
    await context.close();
  });

  await test.step('the console, at a desk', async () => {
    const context = await deskContext(browser, baseURL ?? '');
    const page = await context.newPage();
    const check = async (name: string) => {
      await settleConsole(page);
      found.push(...(await audit(page, `console ${name}`)));
    };
    const visit = async (name: string, url: string) => {
      await page.goto(url);
      await check(name);
    };

    await visit('sign-in', '/admin/login');
    await signIn(page, 'admin', 'admin-demo-2026');
    await visit('dashboard', '/admin/dashboard');
    await visit('orders', '/admin/orders');
    await visit('order detail', `/admin/orders/${orderId}`);
    await visit('day sheet', '/admin/orders/day-sheet');
    await visit('goods', '/admin/goods');
    await page.getByRole('button', { name: '新增商品' }).click();
    await expect(page.getByRole('dialog', { name: '新增商品' })).toBeVisible();
    await check('goods editor');
    await visit('categories', '/admin/categories');
    await visit('delivery settings', '/admin/settings/delivery');
    await visit('coupons', '/admin/coupons');
    await visit('staff', '/admin/staff');
    await visit('audit', '/admin/audit');
    await visit('desk', '/admin/chat');
    await visit('home page editor', '/admin/home-page');
    await context.close();
  });

  if (found.length > 0) console.log(`Accessibility violations:\n${found.join('\n')}`);
  expect(found).toEqual([]);
});
