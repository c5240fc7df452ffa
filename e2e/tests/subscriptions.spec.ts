import { expect as baseExpect, devices, test } from '@playwright/test';
import { payInSandbox } from './checkout';
import { logInByCode } from './log-in';
import { addSubscriptionAddress, buyGift, datesToCome, freshPhone, openPaidSubscription } from './subscription-steps';

// The shop's steps share a busy machine with other browsers: a state waits as long as an action may.
const expect = baseExpect.configure({ timeout: 15_000 });

const DAY_MS = 86_400_000;
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

test.describe('周花: flowers every week', () => {
  test('a member buys a plan from the home, pays in the sandbox, and skips a week: the plan ends a week later', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    // Signed in first: the quote is a member's.
    await page.goto('/pages/subscription/mine/mine');
    await logInByCode(page, freshPhone('5'));
    await expect(page.getByText('还没有周花订阅')).toBeVisible();

    // The home's promotion opens the 周花 index; the 简约 series, its 4-week plan.
    await page.goto('/');
    await page
      .getByRole('link', { name: /每周一束送到家/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/pages\/subscription\/index\/index/);
    await page.getByTestId('series-card').filter({ hasText: '简约' }).click();
    await expect(page.getByRole('heading', { name: '每周一花 · 简约' })).toBeVisible();
    await page.getByRole('button', { name: /^4次 · 每周一束/ }).click();
    await expect(page.getByRole('button', { name: /^4次 · 每周一束/ })).toHaveAttribute('aria-pressed', 'true');

    // The second first date offered, the afternoon slot, and a new address.
    const firstDates = page.getByRole('group', { name: '首次配送日期' }).getByRole('button');
    await firstDates.nth(1).click();
    const firstDate = /\d{4}-\d{2}-\d{2}/.exec((await firstDates.nth(1).textContent()) ?? '')?.[0] ?? '';
    expect(firstDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const slots = page.getByRole('group', { name: '配送时段' }).getByRole('button');
    await slots.last().click();
    await addSubscriptionAddress(page, '周小满');
    await expect(page.getByRole('button', { name: /^4次 · 每周一束/ })).toHaveAttribute('aria-pressed', 'true');
    await firstDates.nth(1).click();
    await slots.last().click();

    // The quote: four dates a week apart from the first, and what to pay.
    await expect(page.getByText('配送日期（4次）')).toBeVisible();
    await expect(page.getByText('实付').first()).toBeVisible();
    await page.getByRole('button', { name: '去支付' }).click();
    await payInSandbox(page);
    await openPaidSubscription(page);

    const before = await datesToCome(page);
    expect(before).toEqual([0, 7, 14, 21].map((days) => plusDays(firstDate, days)));
    await expect(page.getByText('周小满').first()).toBeVisible();

    // 我的周花 lists it with its next delivery.
    await page.goto('/pages/subscription/mine/mine');
    const mine = page.getByTestId('subscription');
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('每周一花 · 简约');
    await expect(mine).toContainText(`下次配送：${firstDate}`);
    await mine.click();

    // Skipping the first delivery is asked first; the plan then ends one week later, still four deliveries.
    const first = page.getByRole('region', { name: '待配送' }).getByTestId('delivery').first();
    await first.getByRole('button', { name: '跳过' }).click();
    const question = page.getByRole('dialog');
    await expect(question).toContainText(`跳过 ${firstDate}`);
    await question.getByRole('button', { name: '跳过这次' }).click();
    await expect(page.getByText('已跳过')).toBeVisible();
    await expect.poll(() => datesToCome(page)).toEqual([7, 14, 21, 28].map((days) => plusDays(firstDate, days)));
    await expect(page.getByRole('region', { name: '变更记录' }).getByText('跳过').first()).toBeVisible();
  });

  test('a gift bought by one member is claimed by another through its link, once', async ({ browser, page }) => {
    test.setTimeout(300_000);
    await page.goto('/pages/subscription/mine/mine');
    await logInByCode(page, freshPhone('6'));

    // The giver: the 精选 series' 4-week plan as a gift to 林晓, from 阿满.
    const token = await buyGift(page, '精选');
    await expect(page.getByRole('heading', { name: /待领取/ })).toBeVisible();
    const claimPath = `/pages/subscription/claim/claim?token=${encodeURIComponent(token)}`;

    // The recipient, on a phone of their own, signs in from the link and claims it with their address.
    const context = await browser.newContext({
      ...devices['Pixel 7'],
      baseURL: test.info().project.use.baseURL,
      locale: 'zh-CN',
    });
    const friend = await context.newPage();
    await friend.goto(claimPath);
    await logInByCode(friend, freshPhone('7'));
    await expect(friend.getByRole('heading', { name: '阿满 送你一份周花' })).toBeVisible();
    await expect(friend.getByText('每周都有花开')).toBeVisible();
    await expect(friend.getByText(/¥/)).toHaveCount(0);
    await addSubscriptionAddress(friend, '林晓');
    await friend.getByRole('button', { name: '领取礼物' }).click();
    await expect(friend).toHaveURL(/subscription\/detail\/detail\?id=/);
    await expect(friend.getByRole('heading', { name: /配送中/ })).toBeVisible();
    await expect(friend.getByRole('region', { name: '待配送' }).getByTestId('delivery')).toHaveCount(4);
    await friend.goto('/pages/subscription/mine/mine');
    await expect(friend.getByTestId('subscription')).toContainText('收到的礼物');

    // The link is used: opened again, by either of them, it says so and claims nothing more.
    await friend.goto(claimPath);
    await expect(friend.getByText('礼物已被领取')).toBeVisible();
    await expect(friend.getByRole('button', { name: '领取礼物' })).toHaveCount(0);
    await page.goto(claimPath);
    await expect(page.getByText('礼物已被领取')).toBeVisible();
    await page.goto('/pages/subscription/mine/mine');
    await expect(page.getByTestId('subscription')).toContainText('礼物');
    await context.close();
  });
});
