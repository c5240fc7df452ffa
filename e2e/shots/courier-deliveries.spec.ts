import { mkdirSync } from 'node:fs';
import { devices, test } from '@playwright/test';
import { addAddressAtCheckout, deliveryDay, payInSandbox, shopDay } from '../tests/checkout';
import { logInByCode } from '../tests/log-in';
import { asAdmin, consoleIn, expect, LANGUAGES, SHOTS, signInAs } from './console-shots';

const words = {
  'zh-CN': { title: '我的配送', delivered: '送达' },
  en: { title: 'My deliveries', delivered: 'Delivered' },
} as const;

test.describe("the courier's phone page", () => {
  // A member orders for today's last slot and pays; the admin dispatches it to the demo courier.
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    const customer = await browser.newContext({
      ...devices['Pixel 7'],
      viewport: { width: 375, height: 812 },
      locale: 'zh-CN',
      baseURL: test.info().project.use.baseURL,
    });
    const page = await customer.newPage();
    // Today must take orders whatever the hour the pictures are taken at: no cut-off, no lead time.
    await asAdmin(page, '/api/admin/delivery/settings/update', { cutoff: '23:59', leadMinutes: 0 });
    await page.goto('/pages/goods/detail/detail?id=goods-0003');
    await page.getByRole('button', { name: '立即购买' }).click();
    await logInByCode(page, `135${String(Date.now()).slice(-8)}`);
    await expect(page).toHaveURL(/order-confirm\?/);
    await addAddressAtCheckout(page);
    await (await deliveryDay(page, shopDay())).click();
    await page.getByRole('button', { name: /18:00-21:00/ }).click();
    await page.getByRole('button', { name: '提交订单' }).click();
    const orderId = await payInSandbox(page);
    const [courier] = await asAdmin<{ id: string }[]>(page, '/api/admin/order/couriers', {});
    expect(courier, 'the demo courier').toBeDefined();
    // The demo courier has no phone on file: the dispatch gives the one the customer is shown.
    await asAdmin(page, `/api/admin/order/dispatch/${orderId}`, {
      courierId: courier?.id,
      courierPhone: '13700001111',
    });
    await customer.close();
  });

  test('screenshots 我的配送 on a 375 px phone, in both languages', async ({ browser }) => {
    // Two languages, each signing the courier in, on a machine shared with other browsers.
    test.setTimeout(300_000);
    mkdirSync(SHOTS, { recursive: true });
    for (const language of LANGUAGES) {
      const { context, page } = await consoleIn(browser, language, 'phone');
      await signInAs(page, language, 'courier');
      await page.goto('/admin/deliveries');
      await expect(page.getByRole('heading', { name: words[language].title })).toBeVisible();
      await expect(page.getByRole('button', { name: words[language].delivered })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await page.screenshot({ path: `${SHOTS}/courier-deliveries-375-${language}.png`, fullPage: true });
      await context.close();
    }
  });
});
