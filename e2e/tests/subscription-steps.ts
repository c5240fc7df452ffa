import { expect as baseExpect, type Page } from '@playwright/test';
import { payInSandbox } from './checkout';

// The shop's steps share a busy machine with other browsers: a state waits as long as an action may.
const expect = baseExpect.configure({ timeout: 15_000 });

/** From the 周花 form's 新增收货地址: an address for `name` in Shanghai's 徐汇区, then back to the form. */
export async function addSubscriptionAddress(page: Page, name: string) {
  await page.getByRole('button', { name: '新增收货地址' }).first().click();
  await expect(page).toHaveURL(/address-add/);
  await page.getByPlaceholder('收货人姓名').fill(name);
  await page.getByPlaceholder('收货人手机号').fill('13912340000');
  await page.getByRole('button', { name: /所在地区/ }).click();
  const picker = page.getByRole('dialog');
  // The cascader keeps the province's tab (hidden) beside the city's: 上海市 is picked where it is shown.
  await picker.getByRole('button', { name: '上海市' }).filter({ visible: true }).click();
  await picker.getByRole('button', { name: '上海市' }).filter({ visible: true }).click();
  await picker.getByRole('button', { name: '徐汇区' }).click();
  await page.getByPlaceholder('街道、楼牌号等').fill('漕溪北路88号');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/pages\/subscription\//);
  await expect(page.getByText(name).first()).toBeVisible();
}

/** The dates of the deliveries to come on a subscription's page, in order. */
export async function datesToCome(page: Page): Promise<string[]> {
  const rows = page.getByRole('region', { name: '待配送' }).getByTestId('delivery');
  const heads = await rows.locator('strong').allTextContents();
  return heads.map((text) => /\d{4}-\d{2}-\d{2}/.exec(text)?.[0] ?? text);
}

/** After the sandbox payment: the pay result leads to the subscription, which starts once the payment is told. */
export async function openPaidSubscription(page: Page) {
  await page.getByRole('button', { name: '查看我的周花' }).click();
  await expect(page).toHaveURL(/subscription\/detail\/detail\?id=/);
  await expect(async () => {
    await page.reload();
    await baseExpect(page.getByRole('heading', { name: /配送中/ })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** A fresh member's phone, unique per run and per `tail` (two members in one test). */
export const freshPhone = (tail: string) => `13${tail}${String(Date.now()).slice(-8)}`;

/**
 * The signed-in member buys the 4-week plan of the series named with `series` as a gift to 林晓 from 阿满, pays in
 * the sandbox and opens it; answers the claim link's token.
 */
export async function buyGift(page: Page, series: string): Promise<string> {
  await page.goto('/pages/subscription/index/index');
  await page.getByTestId('series-card').filter({ hasText: series }).click();
  await page.getByRole('button', { name: /^4次 · 每周一束/ }).click();
  await page.getByRole('button', { name: '作为礼物' }).click();
  await page.getByRole('textbox', { name: '收花人姓名' }).fill('林晓');
  await page.getByRole('textbox', { name: '收花人手机号' }).fill('13800138000');
  await page.getByRole('textbox', { name: '送礼人署名' }).fill('阿满');
  await page.getByRole('textbox', { name: '给收花人的话' }).fill('每周都有花开');
  await expect(page.getByRole('button', { name: '去支付' })).toBeEnabled();
  await page.getByRole('button', { name: '去支付' }).click();
  await payInSandbox(page);
  await page.getByRole('button', { name: '查看我的周花' }).click();
  const link = page.getByText(/token=/);
  // The claim link is made once the payment is told.
  await expect(async () => {
    await page.reload();
    await baseExpect(link).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  return new URL((await link.textContent()) ?? '', 'http://shop').searchParams.get('token') ?? '';
}
