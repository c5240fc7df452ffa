import { mkdirSync } from 'node:fs';
import { type Browser, type BrowserContext, expect as baseExpect, devices, type Page, test } from '@playwright/test';
import { addAddressAtCheckout } from '../tests/checkout';
import { logInByCode } from '../tests/log-in';
import { WECHAT_USER_AGENT } from '../tests/wechat';

// The shop's steps share a busy machine with other browsers: a state waits as long as an action may.
const expect = baseExpect.configure({ timeout: 15_000 });

const SHOTS = process.env.PAY_SHOTS_DIR ?? '/tmp/pay-shots';
const LANGUAGES = ['zh-CN', 'en'] as const;
type Language = (typeof LANGUAGES)[number];
/** Where the payer is: the pay page offers each its own channels (WeChat's cashier, the providers' pages, a QR code). */
const SCENES = ['wechat', 'phone', 'desktop'] as const;
type Scene = (typeof SCENES)[number];

const words = {
  'zh-CN': { channel: '支付方式', pay: '确认支付', qr: '请使用微信扫码支付' },
  en: { channel: 'Payment method', pay: 'Pay now', qr: 'Scan with WeChat to pay' },
} as const;

let session: Awaited<ReturnType<BrowserContext['storageState']>>;
let payPage = '';

/** A context for `scene` in `language`, signed in as the member whose order waits for payment. */
async function contextFor(browser: Browser, scene: Scene, language: Language): Promise<BrowserContext> {
  const phone = scene !== 'desktop';
  const context = await browser.newContext({
    ...(phone ? devices['Pixel 7'] : devices['Desktop Chrome']),
    ...(scene === 'wechat' ? { userAgent: WECHAT_USER_AGENT } : {}),
    baseURL: test.info().project.use.baseURL,
    // A desktop with a mouse is what makes the page choose the QR code.
    viewport: phone ? { width: 375, height: 812 } : { width: 1280, height: 800 },
    deviceScaleFactor: phone ? 2 : 1,
    isMobile: phone,
    hasTouch: phone,
    locale: language === 'en' ? 'en-US' : 'zh-CN',
    storageState: session,
  });
  // The language the shop keeps once chosen, as the language switch stores it.
  await context.addInitScript((lang) => localStorage.setItem('language', JSON.stringify(lang)), language);
  return context;
}

/** The page as it stands, all of it. */
const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

test.describe('the pay page', () => {
  // A new member orders a bouquet and leaves it unpaid, so the pay page has an order to offer channels for.
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await contextFor(browser, 'phone', 'zh-CN');
    const page = await context.newPage();
    await page.goto('/pages/goods/detail/detail?id=goods-0003');
    await page.getByRole('button', { name: '立即购买' }).click();
    await logInByCode(page, `135${String(Date.now()).slice(-8)}`);
    await expect(page).toHaveURL(/order-confirm\?/);
    await addAddressAtCheckout(page);
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/order-pay\?id=/);
    payPage = new URL(page.url()).pathname + new URL(page.url()).search;
    session = await context.storageState();
    await context.close();
  });

  test('screenshots inside WeChat and in a phone browser at 375 px and on a 1280 px desktop with its QR code, in both languages', async ({
    browser,
  }) => {
    mkdirSync(SHOTS, { recursive: true });
    for (const language of LANGUAGES) {
      for (const scene of SCENES) {
        const context = await contextFor(browser, scene, language);
        const page = await context.newPage();
        await page.goto(payPage);
        await expect(page.getByRole('group', { name: words[language].channel })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await shoot(page, `pay-${scene}-375-${language}`.replace('desktop-375', 'desktop-1280'));
        if (scene === 'desktop') {
          await page.getByRole('button', { name: words[language].pay }).click();
          const qr = page.getByRole('region', { name: words[language].qr });
          await expect(qr.getByRole('img')).toBeVisible();
          await shoot(page, `pay-desktop-1280-qr-${language}`);
        }
        await context.close();
      }
    }
  });
});
