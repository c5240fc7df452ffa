import { type BrowserContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { addAddressAtCheckout, payInSandbox } from './checkout';
import { addStaff, deskContext, openList, phoneContext, signIn } from './console';
import { logInByCode } from './log-in';

// Two desks, a phone and a server on one busy machine: a state waits as long as an action may.
const expect = baseExpect.configure({ timeout: 15_000 });
const SCREENSHOTS = 'test-results/screenshots';
const AGENT = { username: 'xiaomei', displayName: '小美', password: 'xiaomei-2026' };

/** Desktop notifications, granted, and each one's title kept in the page for the test to read. */
async function recordNotices(context: BrowserContext) {
  await context.grantPermissions(['notifications']);
  await context.addInitScript(() => {
    const notices: string[] = [];
    Object.assign(window, { __notices: notices });
    function Recorded(title: string) {
      notices.push(title);
      return { close() {}, onclick: null };
    }
    Recorded.permission = 'granted';
    Recorded.requestPermission = async () => 'granted';
    Object.assign(window, { Notification: Recorded });
  });
}

const notices = (page: Page) => page.evaluate(() => (window as unknown as { __notices: string[] }).__notices);

async function openDesk(agent: Page) {
  await agent.getByRole('link', { name: /客服工作台/ }).click();
  await expect(agent.getByRole('heading', { name: '客服工作台' })).toBeVisible();
  await agent.getByLabel('我的状态').getByText('在线').click();
}

/** A tab of the shop's bottom bar. */
const tab = (page: Page, name: RegExp) => page.getByRole('navigation', { name: 'tabs' }).getByRole('link', { name });

const composer = (page: Page) => page.getByRole('textbox', { name: '输入消息' });

/** The guest, now a member, orders the goods for tomorrow with a new address and pays in the sandbox. */
async function ordersAndPays(customer: Page, phone: string): Promise<string> {
  await customer.getByRole('button', { name: '加入购物车' }).click();
  await expect(customer.getByText('商品已加入到购物车！')).toBeVisible();
  await customer.goto('/pages/tabbar/cart/cart');
  await customer.getByRole('button', { name: /去结算/ }).click();
  await logInByCode(customer, phone);
  await addAddressAtCheckout(customer);
  await customer.getByRole('button', { name: /明天/ }).click();
  await customer.getByRole('button', { name: /15:00-18:00/ }).click();
  await customer.getByRole('button', { name: '提交订单' }).click();
  return payInSandbox(customer);
}

test.describe('the service desk, tried by two agents and a shopper', () => {
  test.use({ actionTimeout: 15_000 });

  test('a guest asks from a goods; the first agent is told, sees 访客 and the goods, answers with a quick reply; the guest logs in and orders, which appears in the panel and opens in the workbench; the agent transfers to a colleague; the shopper on the home page sees the 我的 badge rise, reads in the message centre and rates 5 stars once the conversation is resolved', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(420_000);
    const base = baseURL as string;
    const deskOne = await deskContext(browser, base);
    const deskTwo = await deskContext(browser, base);
    await recordNotices(deskOne);
    await recordNotices(deskTwo);
    const phone = await phoneContext(browser, base);
    const [admin, agent, customer] = [await deskTwo.newPage(), await deskOne.newPage(), await phone.newPage()];
    try {
      // The owner adds an agent and a shared quick reply, then answers at the desk too.
      await signIn(admin, 'admin', 'admin-demo-2026');
      await admin.getByRole('link', { name: '员工' }).click();
      await addStaff(admin, AGENT, '客服');
      await admin.getByRole('link', { name: '客服设置' }).click();
      await admin.getByRole('button', { name: '新增快捷回复' }).click();
      const drawer = admin.getByRole('dialog', { name: '新增快捷回复' });
      await drawer.getByLabel('快捷词').fill('today');
      await drawer.getByLabel('内容').fill('您好，我是{{agent}}，这束花今天可以送到');
      await drawer
        .getByRole('button', { name: /保\s*存|新增快捷回复/ })
        .last()
        .click();
      await expect(admin.getByRole('cell', { name: 'today' })).toBeVisible();

      // The new agent signs in at their desk and says they are online; the owner is not yet.
      await signIn(agent, AGENT.username, AGENT.password);
      await openDesk(agent);

      // A guest on a phone opens a goods and writes to customer service.
      await customer.goto('/');
      await customer.getByTestId('goods-card').first().click();
      const goodsName = ((await customer.locator('h1').first().textContent()) ?? '').trim();
      const goodsUrl = customer.url();
      await customer.getByRole('button', { name: '客服' }).click();
      await composer(customer).fill('请问这束花今天能送到吗？');
      await customer.getByRole('button', { name: '发送', exact: true }).click();

      // The agent is told on the desktop, sees 访客 with a code and the goods the guest came from.
      await expect.poll(() => notices(agent)).toContainEqual(expect.stringMatching(/^访客 [0-9A-F]{4} 发来消息$/));
      // The row shows the shop's greeting, the newest message, under the guest's code.
      const row = agent
        .getByRole('listitem')
        .filter({ hasText: /访客 [0-9A-F]{4}/ })
        .first();
      await expect(row).toBeVisible();
      await row.click();
      await expect(agent.getByText('请问这束花今天能送到吗？').first()).toBeVisible();
      const panel = agent.getByRole('complementary');
      await expect(panel.getByText('首次咨询的商品')).toBeVisible();
      await expect(panel.getByText(goodsName).first()).toBeVisible();

      // A quick reply: "/" and a few letters, Enter to insert it filled, Enter to send.
      const reply = agent.getByRole('textbox', { name: /输入回复/ });
      await reply.fill('/tod');
      await expect(agent.getByRole('option', { name: /today/ })).toBeVisible();
      await reply.press('Enter');
      await expect(reply).toHaveValue('您好，我是小美，这束花今天可以送到');
      await reply.press('Enter');
      await expect(customer.getByText('您好，我是小美，这束花今天可以送到')).toBeVisible();
      await expect(customer.getByText('客服·小美')).toBeVisible();
      await agent.screenshot({ path: `${SCREENSHOTS}/desk-answered.png` });

      // The guest logs in and orders that goods; the order shows in the agent's panel without a reload.
      await customer.goto(goodsUrl);
      const orderId = await ordersAndPays(customer, '13700002026');
      await agent.getByRole('tab', { name: /我的/ }).click();
      await agent.getByRole('listitem').filter({ hasText: '您好，我是小美' }).click();
      const order = agent.getByRole('complementary').locator(`a[href$="/orders/${orderId}"]`);
      await expect(order).toBeVisible();
      await order.click();
      await expect(agent).toHaveURL(new RegExp(`/admin/orders/${orderId}`));
      await expect(agent.getByRole('heading', { name: /订单号/ })).toBeVisible();
      await expect(agent.getByText('待制作').first()).toBeVisible();
      await agent.goBack();

      // The owner comes online; the agent transfers the conversation with a note; the owner is told.
      await openDesk(admin);
      await agent.getByRole('button', { name: '转接' }).click();
      const transfer = agent.getByRole('dialog', { name: '转接会话' });
      await transfer.getByLabel('转给').click();
      await (await openList(agent)).getByText('管理员').click();
      await transfer.getByLabel(/备注/).fill('客户想确认送达时间');
      await transfer
        .getByRole('button', { name: '转 接' })
        .or(transfer.getByRole('button', { name: '转接' }))
        .click();
      await expect.poll(() => notices(admin)).toContainEqual(expect.stringMatching(/的会话转给了你$/));
      await admin.getByRole('tab', { name: /我的/ }).click();
      await admin.getByRole('listitem').first().click();
      await expect(admin.getByRole('complementary').getByText('客户想确认送达时间')).toBeVisible();

      // The shopper reads what is waiting in the message centre, then browses the home page when the owner writes:
      // the 我的 badge rises without a reload.
      await customer.goto('/');
      await tab(customer, /我的/).click();
      await customer.getByText('消息中心').click();
      for (const title of [/鲜花速递客服/, /订单通知/]) {
        // Unread messages are read once shown, not when the page opens: leave only after that. A conversation the
        // shopper already read while it was open (the agent's answer arrived on screen) asks the server for nothing.
        const conversation = customer.getByRole('link', { name: title });
        const unread = (await conversation.textContent())?.includes('条未读');
        const read = unread && customer.waitForResponse((r) => r.url().endsWith('/api/im/updateConversation'));
        await conversation.click();
        await expect(customer).toHaveURL(/pages\/chat\/chat/);
        await read;
        await customer.goBack();
        await expect(customer.getByRole('link', { name: title })).not.toContainText('条未读');
      }
      await customer.goBack();
      await tab(customer, /首页/).click();
      await expect(customer.getByTestId('me-badge')).toHaveCount(0);
      await admin.getByRole('textbox', { name: /输入回复/ }).fill('已为您安排明天下午送达');
      await admin.getByRole('textbox', { name: /输入回复/ }).press('Enter');
      await expect(customer.getByTestId('me-badge')).toHaveText('1');
      await customer.screenshot({ path: `${SCREENSHOTS}/shop-me-badge.png` });
      await tab(customer, /我的/).click();
      await customer.getByText('消息中心').click();
      await customer.getByRole('link', { name: /已为您安排明天下午送达/ }).click();
      await expect(customer.getByText('已为您安排明天下午送达')).toBeVisible();

      // The owner resolves; the shopper rates 5 stars, once.
      await admin.getByRole('button', { name: '结束会话' }).click();
      await admin.getByRole('dialog').getByRole('button', { name: '结束会话' }).click();
      const rating = customer.getByRole('region', { name: '请为本次服务评分' });
      await expect(rating).toBeVisible();
      await rating.getByRole('radio', { name: '5星' }).check();
      await rating.getByRole('button', { name: '提交评价' }).click();
      await expect(customer.getByText('您的评分')).toBeVisible();
      await expect(rating.getByRole('button', { name: '提交评价' })).toHaveCount(0);
      await customer.screenshot({ path: `${SCREENSHOTS}/shop-rated.png` });
      await expect(admin.getByRole('complementary').getByLabel('5 星')).toBeVisible();
    } finally {
      await Promise.all([deskOne.close(), deskTwo.close(), phone.close()]);
    }
  });
});
