import { type Browser, devices, expect, type Page, test } from '@playwright/test';

const CHAT_INDEX = '/uni_modules/uni-im/pages/index/index';

/** A customer on a phone and staff at a 1280 px desk, each in a browser context of their own. */
async function twoPeople(browser: Browser, baseURL: string) {
  const phone = await browser.newContext({ ...devices['Pixel 7'], locale: 'zh-CN', baseURL });
  // A desk is a PC browser: the chat's widescreen rule goes by a PC's window but by a phone's screen.
  const desk = await browser.newContext({
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    locale: 'zh-CN',
    baseURL,
  });
  return {
    customer: await phone.newPage(),
    staff: await desk.newPage(),
    close: () => Promise.all([phone.close(), desk.close()]),
  };
}

async function staffLogsIn(staff: Page) {
  await staff.goto('/uni_modules/uni-id-pages/pages/login/login-withpwd');
  await staff.getByPlaceholder('请输入用户名').fill('service');
  await staff.getByPlaceholder('请输入密码').fill('service-demo-2026');
  await staff.getByRole('checkbox').check();
  await staff.getByRole('button', { name: '登录', exact: true }).click();
  await expect(staff.getByText('登录成功')).toBeVisible();
  await staff.goto(CHAT_INDEX);
}

const composer = (page: Page) => page.getByRole('textbox', { name: '输入消息' });

async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await page.getByRole('button', { name: '发送', exact: true }).click();
}

test('a customer asks about a goods and staff answer in real time', async ({ browser, baseURL }) => {
  const { customer, staff, close } = await twoPeople(browser, baseURL as string);
  try {
    await staffLogsIn(staff);

    // The customer, not logged in, opens a goods and taps customer service.
    await customer.goto('/');
    await customer.getByTestId('goods-card').first().click();
    const goodsName = (await customer.locator('h1').first().textContent())?.trim() ?? '';
    await customer.getByRole('button', { name: '客服' }).click();
    await expect(customer).toHaveURL(/\/uni_modules\/uni-im\/pages\/chat\/chat\?/);
    await customer.getByRole('button', { name: '发送商品' }).click();
    await expect(customer.getByRole('link', { name: `查看商品 ${goodsName}` })).toBeVisible();
    await send(customer, '请问这束花今天能送到吗？');
    await expect(customer.getByText('请问这束花今天能送到吗？')).toBeVisible();

    // Staff see it arrive without reloading, open it beside the list, and answer.
    const row = staff.getByRole('link', { name: /请问这束花今天能送到吗？/ });
    await expect(row).toBeVisible();
    await row.click();
    await expect(staff).toHaveURL(new RegExp(CHAT_INDEX));
    await expect(staff.getByRole('link', { name: `查看商品 ${goodsName}` })).toBeVisible();
    await send(staff, '可以的，16点前下单当天送达');

    // The customer sees the answer; the chat is open, so staff see it read (the newest message's state; the shop's
    // greeting has one of its own above).
    await expect(customer.getByText('可以的，16点前下单当天送达')).toBeVisible();
    const newestState = staff.getByRole('log').getByTestId('read-state').last();
    await expect(newestState).toHaveText('已读');

    // Away from the chat, the next answer shows as an unread badge.
    await customer.goto(CHAT_INDEX);
    await send(staff, '需要帮您写贺卡吗？');
    await expect(newestState).toHaveText('未读');
    const conversation = customer.getByRole('link', { name: /需要帮您写贺卡吗？/ });
    await expect(conversation.getByText('1', { exact: true })).toBeVisible();
    await expect(customer.getByRole('tab', { name: /会话/ })).toContainText('1');
    await conversation.click();
    await expect(customer.getByText('需要帮您写贺卡吗？')).toBeVisible();
    await expect(newestState).toHaveText('已读');

    // The customer revokes a message; both sides show the revoked text.
    await send(customer, '发错了');
    await expect(staff.getByRole('log').getByText('发错了')).toBeVisible();
    await customer.getByRole('log').getByText('发错了').click({ button: 'right' });
    await customer.getByRole('menuitem', { name: '撤回' }).click();
    await expect(customer.getByText('此消息已被撤回')).toBeVisible();
    await expect(staff.getByRole('log').getByText('此消息已被撤回')).toBeVisible();
    await expect(staff.getByRole('log').getByText('发错了')).toHaveCount(0);

    // A reload keeps the history.
    await customer.reload();
    await expect(customer.getByText('可以的，16点前下单当天送达')).toBeVisible();
    await expect(customer.getByText('需要帮您写贺卡吗？')).toBeVisible();
    await expect(customer.getByText('此消息已被撤回')).toBeVisible();
  } finally {
    await close();
  }
});

test('at a 1280 px desk the chat fits the window with the tools open, and staff see a guest by its code', async ({
  browser,
  baseURL,
}) => {
  const { staff, close } = await twoPeople(browser, baseURL as string);
  try {
    const fitsTheWindow = async () => {
      const box = await composer(staff).boundingBox();
      const page = await staff.evaluate(() => ({
        scrolls: document.documentElement.scrollHeight - window.innerHeight,
        height: window.innerHeight,
      }));
      expect(page.scrolls).toBeLessThanOrEqual(0);
      expect(box && box.y + box.height).toBeLessThanOrEqual(page.height);
    };
    // A customer at a PC opens customer service from a goods page: the chat's own page.
    await staff.goto('/pages/goods/detail/detail?id=goods-0003');
    await staff.getByRole('button', { name: '客服' }).click();
    await expect(staff).toHaveURL(/\/uni_modules\/uni-im\/pages\/chat\/chat\?/);
    await expect(composer(staff)).toBeVisible();
    await fitsTheWindow();
    await staff.getByRole('button', { name: '更多功能' }).click();
    await expect(staff.getByRole('button', { name: '位置' })).toBeInViewport();
    await fitsTheWindow();
    await send(staff, '这束花放得下一张大卡片吗？');
    await expect(staff.getByText('这束花放得下一张大卡片吗？')).toBeVisible();

    // Staff answer beside the list.
    await staffLogsIn(staff);
    // The guest goes by 访客 and a code, never by its device id (the row shows the shop's greeting, the newest).
    const row = staff.getByRole('link', { name: /访客 [0-9A-F]{4}/ }).first();
    await expect(row).toBeVisible();
    await row.click();
    await expect(composer(staff)).toBeVisible();
    await fitsTheWindow();
  } finally {
    await close();
  }
});
