import { expect as baseExpect, test } from '@playwright/test';
import { addAddressAtCheckout, payInSandbox } from './checkout';
import { logInByCode } from './log-in';

// The shop's steps share a busy machine with other browsers: a state waits as long as an action may.
const expect = baseExpect.configure({ timeout: 15_000 });

test.use({ viewport: { width: 1280, height: 800 } });

test.describe('a paid order the florist has not started', () => {
  test('the customer moves its delivery slot, then cancels it and is refunded at once', async ({ page }) => {
    test.setTimeout(240_000);
    const phone = `134${String(Date.now()).slice(-8)}`;

    // Order one goods for tomorrow 15:00–18:00 and pay in the sandbox.
    await page.goto('/pages/goods/detail/detail?id=goods-0003');
    await page.getByRole('button', { name: '加入购物车' }).click();
    await expect(page.getByText('商品已加入到购物车！')).toBeVisible();
    await page.goto('/pages/tabbar/cart/cart');
    await page.getByRole('button', { name: /去结算/ }).click();
    await logInByCode(page, phone);
    await expect(page).toHaveURL(/order-confirm\?from=cart/);
    await addAddressAtCheckout(page);
    await page.getByRole('button', { name: /明天/ }).click();
    await page.getByRole('button', { name: /15:00-18:00/ }).click();
    await expect(page.getByRole('button', { name: /15:00-18:00/ })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: '提交订单' }).click();
    const orderId = await payInSandbox(page);

    // The paid order: move it to 18:00–21:00 the same day.
    await page.goto(`/pages/order/order-detail/order-detail?id=${orderId}`);
    await expect(page.getByRole('heading', { name: '待发货' })).toBeVisible();
    await expect(page.getByText(/15:00.18:00/)).toBeVisible();
    await page.getByRole('button', { name: '修改订单' }).click();
    await expect(page).toHaveURL(/order-change\?id=/);
    await expect(page.getByRole('button', { name: /15:00-18:00/ })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: /18:00-21:00/ }).click();
    await page.getByRole('button', { name: '保存修改' }).click();

    await expect(page).toHaveURL(/order-detail\?id=/);
    await expect(page.getByText('订单已修改')).toBeVisible();
    await expect(page.getByText(/18:00.21:00/)).toBeVisible();
    await expect(page.getByText('修改了配送时间')).toBeVisible();

    // Cancel: the question says the whole amount comes back at once, and it does.
    await page.getByRole('button', { name: '取消订单' }).click();
    const question = page.getByRole('dialog');
    await expect(question.getByText(/将立即全额退回/)).toBeVisible();
    await question.getByRole('button', { name: '取消订单' }).click();

    await expect(page.getByRole('heading', { name: '已退款' })).toBeVisible();
    await expect(page.getByText('退款成功')).toBeVisible();
    await expect(page.getByRole('button', { name: '修改订单' })).toHaveCount(0);
  });
});
