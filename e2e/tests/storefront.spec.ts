import { expect, type Page, test } from '@playwright/test';

/** The text of every goods card on the page, once the first is visible. */
async function cardNames(page: Page): Promise<string[]> {
  const cards = page.getByTestId('goods-card');
  await expect(cards.first()).toBeVisible();
  return cards.allInnerTexts();
}

test.describe('a new customer browsing the shop', () => {
  test('sees the skeleton while the home page loads, then goods', async ({ page }) => {
    // Hold the home call briefly so the skeleton is on screen long enough to see. The server draws `/` with its data,
    // so the home page is opened from a page the browser draws: the cart, then its 首页 tab.
    await page.route('**/api/mall/home', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/pages/tabbar/cart/cart');
    await page.getByRole('navigation', { name: 'tabs' }).getByText('首页').click();
    await expect(page.getByTestId('home-skeleton')).toBeVisible();
    await expect(page.getByTestId('goods-card').first()).toBeVisible();
    await expect(page.getByTestId('home-skeleton')).toHaveCount(0);
    await expect(page).toHaveTitle('鲜花速递');
    await expect(page.getByRole('navigation', { name: 'tabs' })).toContainText('首页');
  });

  test('searches a two-character word and a one-character word', async ({ page }) => {
    await page.goto('/pages/goods/search/search');
    const input = page.getByPlaceholder('搜索鲜花', { exact: true });
    await input.fill('玫瑰');
    await input.press('Enter');
    await expect(page).toHaveURL(/goods-search\?keyword=%E7%8E%AB%E7%91%B0/);
    const roses = await cardNames(page);
    expect(roses.length).toBeGreaterThan(0);
    expect(roses.some((text) => text.includes('玫瑰'))).toBe(true);

    await page.goto('/pages/goods/search/search');
    // The last word searched is remembered, newest first.
    await expect(page.getByText('玫瑰').first()).toBeVisible();
    await page.getByPlaceholder('搜索鲜花', { exact: true }).fill('百');
    await page.getByPlaceholder('搜索鲜花', { exact: true }).press('Enter');
    const lilies = await cardNames(page);
    expect(lilies.some((text) => text.includes('百'))).toBe(true);
  });

  test('opens a category and sees its goods', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'tabs' }).getByText('分类').click();
    await expect(page).toHaveURL(/\/pages\/tabbar\/category\/category/);
    await expect(page.getByTestId('goods-card').first()).toBeVisible();
  });

  test('adds a goods twice and pays price × 2 in the cart; a deep link survives a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('goods-card').first().click();
    await expect(page).toHaveURL(/\/pages\/goods\/detail\/detail\?id=/);
    const priceText = ((await page.getByTestId('sale-price').textContent()) ?? '').replace(/[^\d.]/g, '');
    const price = Number(priceText);
    expect(price).toBeGreaterThan(0);

    await page.getByTestId('add-to-cart').click();
    await expect(page.getByText('商品已加入到购物车！')).toBeVisible();
    await page.getByTestId('add-to-cart').click();

    // A deep link reloads to the same goods.
    const url = page.url();
    await page.reload();
    await expect(page).toHaveURL(url);
    await expect(page.getByTestId('sale-price')).toContainText(priceText);

    await page.goto('/pages/tabbar/cart/cart');
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-total')).toHaveText(`¥${((Math.round(price * 100) * 2) / 100).toFixed(2)}`);
  });

  test('goes home from a deep-linked page that is alone in the history', async ({ page }) => {
    await page.goto('/pages/goods/search/search');
    await page.getByRole('button', { name: '返回' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('goods-card').first()).toBeVisible();
  });

  test('changes a quantity and empties the cart after confirming, and the badge goes away', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('goods-card').first().click();
    await page.getByTestId('add-to-cart').click();
    await page.goto('/pages/tabbar/cart/cart');
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    const total = async () =>
      Number(((await page.getByTestId('cart-total').textContent()) ?? '').replace(/[^\d.]/g, ''));
    const one = await total();
    await page.getByTestId('cart-stepper').getByRole('button').last().click();
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
    expect(await total()).toBeCloseTo(one * 2, 2);

    await page.getByRole('button', { name: '编辑' }).click();
    await page.getByTestId('cart-line').getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    await expect(page.getByText('购物车还是空的')).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  });

  test('switches the shop to English', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('language-toggle').click();
    const tabs = page.getByRole('navigation', { name: 'tabs' });
    await expect(tabs).toContainText('Home');
    await expect(tabs).toContainText('Cart');
    // The choice is remembered on this device.
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'tabs' })).toContainText('Home');
  });
});
