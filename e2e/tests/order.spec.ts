import { expect, type Page, test } from '@playwright/test';
import { deliveryDay, shopDay } from './checkout';
import { logInByCode } from './log-in';

/** Opens a goods page and puts one in the cart; answers the goods' name. */
async function addToCart(page: Page, goodsId: string): Promise<string> {
  await page.goto(`/pages/goods/detail/detail?id=${goodsId}`);
  const name = ((await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '').trim();
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('商品已加入到购物车！')).toBeVisible();
  return name;
}

/** What the shop does from the workspace, through the staff API with the demo owner's account. */
async function staffCall(page: Page, path: string) {
  const login = await page.request.post('/api/member/login/password', {
    data: { username: 'admin', password: 'admin-demo-2026' },
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const answer = await page.request.post(path, { headers: { authorization: data.token }, data: {} });
  expect(answer.status()).toBe(200);
}

test.describe('a new customer ordering flowers', () => {
  test('orders two goods with a slot, a card and the new-member coupon, pays, receives and comments', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const phone = `136${String(Date.now()).slice(-8)}`;

    // Two goods in the cart, then check out: the confirmation needs a login first.
    const first = await addToCart(page, 'goods-0003');
    await addToCart(page, 'goods-0005');
    await page.goto('/pages/tabbar/cart/cart');
    await page.getByRole('button', { name: /去结算/ }).click();
    await expect(page).toHaveURL(/\/pages\/common\/login\/login\?uniIdRedirectUrl=/);
    await logInByCode(page, phone);
    await expect(page).toHaveURL(/order-confirm\?from=cart/);

    // A new member has no address yet: add one and come back.
    await page.getByRole('button', { name: '新增收货地址' }).click();
    await page.getByPlaceholder('收货人姓名').fill('林小花');
    await page.getByPlaceholder('收货人手机号').fill('13912345678');
    await page.getByRole('button', { name: /所在地区/ }).click();
    const picker = page.getByRole('dialog');
    await picker.getByRole('button', { name: '上海市' }).filter({ visible: true }).click();
    await picker.getByRole('button', { name: '上海市' }).filter({ visible: true }).click();
    await picker.getByRole('button', { name: '徐汇区' }).click();
    await page.getByPlaceholder('街道、楼牌号等').fill('漕溪北路88号');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page).toHaveURL(/order-confirm\?from=cart/);
    await expect(page.getByText('林小花')).toBeVisible();

    // Tomorrow afternoon, a card, sent anonymously, with the new-member coupon the shop preselected.
    await (await deliveryDay(page, shopDay(1))).click();
    await page.getByRole('button', { name: /15:00-18:00/ }).click();
    await expect(page.getByRole('button', { name: /15:00-18:00/ })).toHaveAttribute('aria-pressed', 'true');
    await page.getByPlaceholder(/写下想对TA说的话/).fill('生日快乐，愿你被温柔以待');
    await page.getByRole('switch', { name: /匿名赠送/ }).click();
    await expect(page.getByRole('button', { name: '优惠券 -¥20.00' })).toBeVisible();
    const payAmount = (await page.getByTestId('pay-amount').textContent())?.trim() ?? '';
    await page.getByRole('button', { name: '提交订单' }).click();

    // Pay on the sandbox provider's page.
    await expect(page).toHaveURL(/order-pay\?id=/);
    const orderId = new URL(page.url()).searchParams.get('id') ?? '';
    await expect(page.getByText(/支付剩余时间/)).toBeVisible();
    await page.getByRole('button', { name: '确认支付' }).click();
    await expect(page).toHaveURL(/\/pay\/sandbox\?paymentId=/);
    await expect(page.getByText('沙箱').first()).toBeVisible();
    await page.getByRole('button', { name: '确认支付' }).click();

    await expect(page).toHaveURL(/pay-result\?orderId=/);
    await expect(page.getByText('支付成功')).toBeVisible();
    await expect(page.getByText(payAmount).first()).toBeVisible();

    // The order waits under "to dispatch".
    await page.goto('/pages/order/order-list/order-list?tab=paid');
    await expect(page.getByText(first).first()).toBeVisible();

    // Staff dispatch it; the customer confirms receipt and comments.
    await staffCall(page, `/api/mall/staff/order/dispatch/${orderId}`);
    await page.goto(`/pages/order/order-detail/order-detail?id=${orderId}`);
    await expect(page.getByText('配送中').first()).toBeVisible();
    await expect(page.getByText('生日快乐，愿你被温柔以待')).toBeVisible();
    await expect(page.getByText(/新人专享/)).toBeVisible();
    await page.getByRole('button', { name: '确认收货' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /确定|确认/ })
      .last()
      .click();
    await expect(page.getByText('已确认收货')).toBeVisible();

    await page.getByRole('button', { name: '评价' }).click();
    await expect(page).toHaveURL(/order-comment\?id=/);
    const comment = `花很新鲜，包装很用心 ${phone.slice(-4)}`;
    // One box a goods; counting them before the order has loaded would find none and fill nothing.
    const boxes = page.getByRole('textbox', { name: '评价内容' });
    await expect(boxes).toHaveCount(2);
    for (let i = 0; i < 2; i++) await boxes.nth(i).fill(comment);
    await page.getByRole('button', { name: /提交/ }).click();
    await expect(page).toHaveURL(/order-detail\?id=/);
    await expect(page.getByText('已完成').first()).toBeVisible();

    // The comment is on the goods page, newest first, and in its comment list.
    await page.goto('/pages/goods/detail/detail?id=goods-0003');
    await expect(page.getByText(comment).first()).toBeVisible();
    await page.goto('/pages/goods/search-comment/search-comment?id=goods-0003');
    await expect(page.getByText(comment).first()).toBeVisible();
  });
});
