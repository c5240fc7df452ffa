import { expect as baseExpect, devices, test } from '@playwright/test';
import { addAddressAtCheckout, payInSandbox } from './checkout';
import { logInByCode } from './log-in';

// The shop's steps share a busy machine with other browsers: a state waits as long as an action may.
const expect = baseExpect.configure({ timeout: 15_000 });

// A desktop browser, not the project's phone widened.
test.use({ ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } });

test.describe('a customer on a desktop', () => {
  test('searches, orders with a company invoice and a signed card, moves the paid order, then cancels it for an instant refund', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const phone = `134${String(Date.now()).slice(-8)}`;
    const goods = (await (await page.request.post('/api/mall/goodsInfo/detail/goods-0003', { data: {} })).json()).data;

    // Search from the top bar and open the goods: its pictures on the left, the price and the buttons on the right.
    await page.goto('/');
    const search = page.getByRole('searchbox', { name: '搜索鲜花' }).first();
    await search.fill(goods.name);
    await search.press('Enter');
    await expect(page).toHaveURL(/keyword=/);
    await page.getByRole('link', { name: goods.name }).first().click();
    await expect(page).toHaveURL(/detail\?id=goods-0003/);
    const pictures = await page.getByRole('region', { name: '商品图片' }).first().boundingBox();
    const addToCart = page.getByRole('button', { name: '加入购物车' });
    const button = await addToCart.boundingBox();
    expect(pictures && button && button.x >= pictures.x + pictures.width).toBe(true);
    expect(button && button.y + button.height <= 800).toBe(true);

    await addToCart.click();
    await expect(page.getByText('商品已加入到购物车！')).toBeVisible();
    await page.goto('/pages/tabbar/cart/cart');
    await page.getByRole('button', { name: /去结算/ }).click();
    await logInByCode(page, phone);
    await expect(page).toHaveURL(/order-confirm\?from=cart/);
    await addAddressAtCheckout(page);
    await page.getByRole('button', { name: /明天/ }).click();
    await page.getByRole('button', { name: /15:00-18:00/ }).click();
    await expect(page.getByRole('button', { name: /15:00-18:00/ })).toHaveAttribute('aria-pressed', 'true');

    // A company invoice title, added from the invoice sheet, and a card signed by the sender.
    await page.getByRole('button', { name: /^发票/ }).click();
    await page.getByRole('button', { name: '新增发票抬头' }).click();
    const form = page.getByRole('dialog', { name: '新增发票抬头' });
    await form.getByRole('button', { name: '企业' }).click();
    await form.getByRole('textbox', { name: '发票抬头' }).fill('上海花语文化传播有限公司');
    await form.getByRole('textbox', { name: '税号' }).fill('91310104ma1fr0xx2k');
    await form.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page.getByText('发票抬头已保存')).toBeVisible();
    await expect(page.getByRole('button', { name: /^发票.*上海花语文化传播有限公司/ })).toBeVisible();
    await page.getByRole('textbox', { name: '贺卡留言' }).fill('生日快乐，愿你被温柔以待');
    await page.getByRole('textbox', { name: '署名' }).fill('小满');
    await page.getByRole('button', { name: '提交订单' }).click();
    const orderId = await payInSandbox(page);

    // The paid order keeps what was asked; then it moves to 18:00–21:00 the same day.
    await page.goto(`/pages/order/order-detail/order-detail?id=${orderId}`);
    await expect(page.getByRole('heading', { name: '待发货' })).toBeVisible();
    await expect(page.getByText('上海花语文化传播有限公司 91310104MA1FR0XX2K')).toBeVisible();
    await expect(page.getByText('小满', { exact: true })).toBeVisible();
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
