import { expect as baseExpect, type Locator, type Page } from '@playwright/test';

// The shop's steps share a busy machine with other browsers: a state waits as long as an action may.
const expect = baseExpect.configure({ timeout: 15_000 });

/** The customer, on the confirmation page, adds an address for 周小满 in Shanghai and comes back to it. */
export async function addAddressAtCheckout(customer: Page) {
  await customer.getByRole('button', { name: '新增收货地址' }).click();
  await customer.getByPlaceholder('收货人姓名').fill('周小满');
  await customer.getByPlaceholder('收货人手机号').fill('13912340000');
  await customer.getByRole('button', { name: /所在地区/ }).click();
  const picker = customer.getByRole('dialog');
  // The cascader keeps the province's tab (hidden) beside the city's: 上海市 is picked where it is shown.
  await picker.getByRole('button', { name: '上海市' }).filter({ visible: true }).click();
  await picker.getByRole('button', { name: '上海市' }).filter({ visible: true }).click();
  await picker.getByRole('button', { name: '徐汇区' }).click();
  await customer.getByPlaceholder('街道、楼牌号等').fill('漕溪北路88号');
  await customer.getByRole('button', { name: '保存' }).click();
  await expect(customer).toHaveURL(/order-confirm\?/);
  await expect(customer.getByText('周小满')).toBeVisible();
}

/** Pays the order on the pay page and the sandbox provider's page (by WeChat, the first channel); answers the order's id. */
export async function payInSandbox(customer: Page): Promise<string> {
  await expect(customer).toHaveURL(/order-pay\?id=/);
  const orderId = new URL(customer.url()).searchParams.get('id') ?? '';
  // A desktop is shown WeChat's code as a QR code (decision 051): the sandbox's page it stands for opens here by its link.
  const desktop = await customer.evaluate(() => matchMedia('(min-width: 961px) and (pointer: fine)').matches);
  await customer.getByRole('button', { name: '确认支付' }).click();
  if (desktop) await customer.getByRole('link', { name: '在本机打开沙箱支付页' }).click();
  await expect(customer).toHaveURL(/\/pay\/sandbox\?paymentId=/);
  await customer.getByRole('button', { name: '确认支付' }).click();
  await expect(customer).toHaveURL(/pay-result\?orderId=/);
  await expect(customer.getByText('支付成功')).toBeVisible();
  return orderId;
}

const DAY_MS = 86_400_000;

/** The shop's calendar date `days` from now (China Standard Time, no daylight saving), as YYYY-MM-DD. */
export const shopDay = (days = 0) => new Date(Date.now() + 8 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The delivery calendar's button for `date` (YYYY-MM-DD), its month turned to first: the calendar shows one month, and
 * tomorrow may be next month's (a test run on the 31st), or the month shown may be the next one.
 */
export async function deliveryDay(customer: Page, date: string): Promise<Locator> {
  const [, month, day] = date.split('-').map(Number);
  const calendar = customer.getByRole('group', { name: '配送日期' });
  await expect(calendar).toBeVisible();
  const previous = customer.getByRole('button', { name: '上个月' });
  while (await previous.isEnabled()) await previous.click();
  const button = calendar.getByRole('button', { name: new RegExp(`(^| )${month}月${day}日( |$)`) });
  const next = customer.getByRole('button', { name: '下个月' });
  while ((await button.count()) === 0 && (await next.isEnabled())) await next.click();
  return button;
}
