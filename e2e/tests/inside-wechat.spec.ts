import { type Browser, expect as baseExpect, devices, type Page, test } from '@playwright/test';
import { addAddressAtCheckout } from './checkout';
import { WECHAT_USER_AGENT } from './wechat';

// The shop's steps share a busy machine with other browsers: a state waits as long as an action may.
const expect = baseExpect.configure({ timeout: 15_000 });

/** How the stand-in cashier ends: paid (the sandbox payment confirmed first), or left by the payer. */
type CashierAnswer = 'ok' | 'cancel';

interface BridgeCall {
  name: string;
  request: Record<string, unknown>;
  complete: boolean;
}

declare global {
  interface Window {
    bridgeCalls?: BridgeCall[];
  }
}

/**
 * A stand-in for the WeixinJSBridge WeChat injects: it checks the JSAPI parameters, keeps them for the test, pays the
 * sandbox payment its package names (as WeChat's cashier would) and answers as WeChat does.
 */
function installBridge(answer: CashierAnswer) {
  const calls: BridgeCall[] = [];
  window.bridgeCalls = calls;
  const invoke = (name: string, request: Record<string, string>, done: (res: { err_msg: string }) => void) => {
    const fields = ['appId', 'timeStamp', 'nonceStr', 'package', 'paySign'] as const;
    const complete =
      fields.every((field) => typeof request[field] === 'string' && request[field] !== '') &&
      request.signType === 'RSA' &&
      /^prepay_id=.+/.test(request.package ?? '');
    calls.push({ name, request, complete });
    if (name !== 'getBrandWCPayRequest' || !complete) return done({ err_msg: `${name}:fail` });
    if (answer === 'cancel') return done({ err_msg: 'get_brand_wcpay_request:cancel' });
    const paymentId = (request.package ?? '').slice('prepay_id='.length);
    void fetch(`/api/pay/sandbox/${encodeURIComponent(paymentId)}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    }).then((res) => done({ err_msg: res.ok ? 'get_brand_wcpay_request:ok' : 'get_brand_wcpay_request:fail' }));
  };
  Object.defineProperty(window, 'WeixinJSBridge', { value: { invoke }, configurable: true });
}

/** A phone inside WeChat, whose cashier answers `answer`. */
async function insideWechat(browser: Browser, answer: CashierAnswer) {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    userAgent: WECHAT_USER_AGENT,
    locale: 'zh-CN',
    baseURL: test.info().project.use.baseURL,
  });
  await context.addInitScript(installBridge, answer);
  return context;
}

/**
 * From the login page inside WeChat: one tap on 微信一键登录 goes through the sandbox official account and back. A
 * visitor the shop does not know is asked once for their profile (snsapi_userinfo); answers whether they were asked.
 */
async function signInWithWechat(page: Page): Promise<boolean> {
  await expect(page).toHaveURL(/\/pages\/common\/login\/login\?uniIdRedirectUrl=/);
  // Inside WeChat the phone form stays, and the WeChat button reads as the one-tap sign-in.
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '微信一键登录' }).click();
  const consent = page.getByRole('link', { name: '同意' });
  const back = page.getByText('登录成功');
  await expect(consent.or(back).first()).toBeVisible();
  const asked = await consent.isVisible();
  if (asked) {
    await expect(page.getByText('鲜花速递 申请获得你的昵称和头像')).toBeVisible();
    await consent.click();
  }
  await expect(back).toBeVisible();
  return asked;
}

/** A bouquet bought at once from its page, signed in inside WeChat on the way: answers whether WeChat asked. */
async function orderInsideWechat(page: Page): Promise<boolean> {
  await page.goto('/pages/goods/detail/detail?id=goods-0003');
  await page.getByRole('button', { name: '立即购买' }).click();
  const asked = await signInWithWechat(page);
  // The state carried uniIdRedirectUrl through WeChat: the visitor is back on the order they were placing.
  await expect(page).toHaveURL(/order-confirm\?/);
  // The member's address from an earlier order in this run is chosen already; a new member adds one.
  const add = page.getByRole('button', { name: '新增收货地址' });
  await expect(add.or(page.getByText('周小满')).first()).toBeVisible();
  if (await add.isVisible()) await addAddressAtCheckout(page);
  // WeChat gives a nickname, never a phone: the buyer is named after it and adds the phone the florist may call.
  const sender = page.getByRole('region', { name: '订购人信息' });
  await expect(sender.getByRole('textbox', { name: '订购人' })).toHaveValue('微信用户');
  const phone = sender.getByRole('textbox', { name: '手机号码' });
  if ((await phone.inputValue()) === '') await phone.fill('13812340000');
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/order-pay\?id=/);
  return asked;
}

/** The pay page inside WeChat: only WeChat Pay to choose; Alipay says to open the page in a browser. */
async function expectWechatChannels(page: Page) {
  await expect(page.getByRole('radio')).toHaveCount(1);
  await expect(page.getByRole('radio', { name: /微信支付/ })).toBeChecked();
  await expect(page.getByTestId('missing-alipay')).toContainText(
    '微信内无法使用支付宝：请点右上角「···」，选择「在浏览器打开」后支付',
  );
  await expect(page.getByTestId('missing-wechat')).toHaveCount(0);
}

const bridgeCalls = (page: Page) => page.evaluate(() => window.bridgeCalls ?? []);

test.describe('a customer inside WeChat', () => {
  test("signs in with one tap through the official account, orders, pays in WeChat's cashier and sees the payment the server confirms", async ({
    browser,
  }) => {
    test.setTimeout(40_000);
    const context = await insideWechat(browser, 'ok');
    const page = await context.newPage();

    // The shop has never seen this WeChat user in a fresh run: WeChat asks once, and the profile gives the nickname.
    expect(await orderInsideWechat(page)).toBe(true);
    const orderId = new URL(page.url()).searchParams.get('id') ?? '';
    await expectWechatChannels(page);

    const status = page.waitForResponse((res) => res.url().endsWith('/api/mall/pay/status') && res.ok());
    await page.getByRole('button', { name: '确认支付' }).click();
    await expect(page).toHaveURL(/pay-result\?orderId=/);
    // The result is the server's answer about the payment, not the cashier's callback.
    await status;
    await expect(page.getByText('支付成功')).toBeVisible();
    const calls = await bridgeCalls(page);
    expect(calls).toHaveLength(1);
    const paymentId = new URL(page.url()).searchParams.get('paymentId');
    expect(calls[0]).toMatchObject({
      name: 'getBrandWCPayRequest',
      complete: true,
      request: { signType: 'RSA', package: `prepay_id=${paymentId}` },
    });

    // The order waits to be sent, and the member page names the member by the nickname WeChat gave.
    await page.goto(`/pages/order/order-detail/order-detail?id=${orderId}`);
    await expect(page.getByRole('heading', { name: '待发货' })).toBeVisible();
    await page.goto('/pages/tabbar/me/me');
    await expect(page.getByText('微信用户').first()).toBeVisible();
    await context.close();
  });

  test('leaving the cashier keeps the order unpaid and the page says the payment was not completed', async ({
    browser,
  }) => {
    test.setTimeout(40_000);
    const context = await insideWechat(browser, 'cancel');
    const page = await context.newPage();
    await orderInsideWechat(page);
    const orderId = new URL(page.url()).searchParams.get('id') ?? '';
    await expectWechatChannels(page);

    await page.getByRole('button', { name: '确认支付' }).click();
    await expect(page.getByText('已取消支付')).toBeVisible();
    // Still on the pay page, the payer may try again.
    await expect(page).toHaveURL(/order-pay\?id=/);
    await expect(page.getByRole('button', { name: '确认支付' })).toBeEnabled();
    expect(await bridgeCalls(page)).toMatchObject([{ name: 'getBrandWCPayRequest', complete: true }]);

    await page.goto(`/pages/order/order-detail/order-detail?id=${orderId}`);
    await expect(page.getByRole('heading', { name: '待付款' })).toBeVisible();
    await context.close();
  });
});
