import { mkdirSync } from 'node:fs';
import { type Browser, type BrowserContext, expect as baseExpect, devices, type Page, test } from '@playwright/test';
import { payInSandbox } from '../tests/checkout';
import { logInByCode } from '../tests/log-in';
import { addSubscriptionAddress, buyGift, freshPhone, openPaidSubscription } from '../tests/subscription-steps';

// The shop's steps share a busy machine with other browsers: a state waits as long as an action may.
const expect = baseExpect.configure({ timeout: 15_000 });

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-web';
const LANGUAGES = ['zh-CN', 'en'] as const;
type Language = (typeof LANGUAGES)[number];
const WIDTHS = [375, 1280] as const;
type Width = (typeof WIDTHS)[number];
type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

const words = {
  'zh-CN': { skip: '跳过', claim: '领取礼物' },
  en: { skip: 'Skip', claim: 'Claim the gift' },
} as const;

/** The buyer (a plan for oneself and a gift) and the gift's recipient, who has not claimed it yet. */
let buyer: Session;
let friend: Session;
let seriesId = '';
let subscriptionId = '';
let claimPath = '';

/** A context `width` wide in `language`, as `session` signed in. */
async function contextFor(browser: Browser, width: Width, language: Language, session: Session) {
  const phone = width === 375;
  const context = await browser.newContext({
    ...(phone ? devices['Pixel 7'] : devices['Desktop Chrome']),
    baseURL: test.info().project.use.baseURL,
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

test.describe('the 周花 pages', () => {
  // The buyer buys the 简约 4-week plan for themselves and the 精选 one as a gift; the friend signs in, unclaimed.
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(300_000);
    const none = { cookies: [], origins: [] };
    const context = await contextFor(browser, 375, 'zh-CN', none);
    const page = await context.newPage();
    await page.goto('/pages/subscription/mine/mine');
    await logInByCode(page, freshPhone('8'));
    await page.goto('/pages/subscription/index/index');
    await page.getByTestId('series-card').filter({ hasText: '简约' }).click();
    seriesId = new URL(page.url()).searchParams.get('id') ?? '';
    await page.getByRole('button', { name: /^4次 · 每周一束/ }).click();
    await addSubscriptionAddress(page, '周小满');
    await page.getByRole('textbox', { name: '卡片留言' }).fill('愿你每周都有好心情');
    await page.getByRole('button', { name: '去支付' }).click();
    await payInSandbox(page);
    await openPaidSubscription(page);
    subscriptionId = new URL(page.url()).searchParams.get('id') ?? '';
    claimPath = `/pages/subscription/claim/claim?token=${encodeURIComponent(await buyGift(page, '精选'))}`;
    buyer = await context.storageState();
    await context.close();

    const other = await contextFor(browser, 375, 'zh-CN', none);
    const friendPage = await other.newPage();
    await friendPage.goto(claimPath);
    await logInByCode(friendPage, freshPhone('9'));
    await expect(friendPage.getByRole('button', { name: '领取礼物' })).toBeVisible();
    friend = await other.storageState();
    await other.close();
  });

  test('screenshots of the index, a series with its quote, my subscriptions, a subscription with skip and a gift claim, at 375 and 1280 px in both languages', async ({
    browser,
  }) => {
    test.setTimeout(600_000);
    mkdirSync(SHOTS, { recursive: true });
    for (const language of LANGUAGES) {
      for (const width of WIDTHS) {
        const name = (page: string) => `subscriptions-${page}-${width}-${language}`;
        const context = await contextFor(browser, width, language, buyer);
        const page = await context.newPage();

        await page.goto('/pages/subscription/index/index');
        await expect(page.getByTestId('series-card')).toHaveCount(2);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await shoot(page, name('index'));

        await page.goto(`/pages/subscription/series/series?id=${seriesId}`);
        await expect(page.getByRole('button', { name: /¥/ }).first()).toBeVisible();
        await expect(page.locator('details, dl').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await shoot(page, name('series'));

        await page.goto('/pages/subscription/mine/mine');
        await expect(page.getByTestId('subscription')).toHaveCount(2);
        await shoot(page, name('mine'));

        await page.goto(`/pages/subscription/detail/detail?id=${subscriptionId}`);
        const skip = page.getByTestId('delivery').first().getByRole('button', { name: words[language].skip });
        await expect(skip).toBeVisible();
        await shoot(page, name('detail'));
        await skip.click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/${name('skip')}.png` });
        await context.close();

        const other = await contextFor(browser, width, language, friend);
        const claim = await other.newPage();
        await claim.goto(claimPath);
        await expect(claim.getByRole('button', { name: words[language].claim })).toBeVisible();
        await shoot(claim, name('claim'));
        await other.close();
      }
    }
  });
});
