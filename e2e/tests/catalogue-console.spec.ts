import { type Browser, expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { addAddressAtCheckout, deliveryDay, payInSandbox, shopDay } from './checkout';
import { addStaff, deskContext, openList, phoneContext, pickOption, signIn } from './console';
import { logInByCode } from './log-in';

// Three browsers and the server share a busy machine: a state waits as long as an action may.
const expect = baseExpect.configure({ timeout: 15_000 });

const SCREENSHOTS = 'test-results/catalogue-console';
const GOODS = '19枝红玫瑰';
const SIZES = [
  { name: '11枝', price: '199', market: '259', stock: '20' },
  { name: '19枝', price: '299', market: '369', stock: '15' },
  { name: '33枝', price: '499', market: '599', stock: '8' },
];
const FLORIST = { username: 'florist.lin', displayName: '花艺师·小林', password: 'Florist-2026' };

/** The admin and the florist at 1280 px desks and a customer on a 375 px phone, each in a context of their own. */
async function contexts(browser: Browser, baseURL: string) {
  const admin = await deskContext(browser, baseURL);
  const florist = await deskContext(browser, baseURL);
  const phone = await phoneContext(browser, baseURL);
  return {
    admin: await admin.newPage(),
    florist: await florist.newPage(),
    customer: await phone.newPage(),
    close: () => Promise.all([admin, florist, phone].map((c) => c.close())),
  };
}

/** A photo of red roses as the admin's camera would give it: a real PNG, drawn in the browser, for sharp to decode. */
async function rosePhoto(browser: Browser, width: number, height: number): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width, height } });
  try {
    await page.setContent(
      `<body style="margin:0"><div id="photo" style="width:${width}px;height:${height}px;` +
        'background:radial-gradient(circle at 40% 40%,#ff4d6d,#c9184a 45%,#590d22);' +
        `color:#fff;font:bold 48px sans-serif;display:flex;align-items:center;justify-content:center">${GOODS}</div>`,
    );
    return await page.locator('#photo').screenshot({ type: 'png' });
  } finally {
    await page.close();
  }
}

/** Picks a file for the upload control `trigger` opens, as a person choosing it in the file dialog. */
async function choosePhoto(page: Page, trigger: Locator, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await trigger.click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer });
}

/** The admin adds the goods with three sizes, the vase add-on and a photo in the goods editor. */
async function createGoods(admin: Page, photo: Buffer) {
  await admin.getByRole('link', { name: '商品', exact: true }).click();
  await expect(admin.getByRole('heading', { name: '商品' })).toBeVisible();
  await admin.getByRole('button', { name: '新增商品' }).click();
  const drawer = admin.getByRole('dialog', { name: '新增商品' });
  await drawer.getByLabel('商品名称', { exact: true }).fill(GOODS);
  await pickOption(admin, drawer.getByLabel('分类'), '　玫瑰花束');

  const uploaded = admin.waitForResponse((r) => r.url().endsWith('/api/admin/pictures/upload'));
  await choosePhoto(admin, drawer.getByRole('button', { name: '上传图片' }).first(), 'roses.png', photo);
  expect((await uploaded).status()).toBe(200);
  await expect(drawer.getByRole('img', { name: '图片 1' })).toBeVisible();

  await pickOption(admin, drawer.getByLabel('可加购商品'), '玻璃花瓶 ¥39.00');
  await admin.keyboard.press('Escape');

  await drawer.getByRole('switch', { name: '启用规格' }).click();
  await drawer.getByLabel('规格名').fill('枝数');
  for (const [i, size] of SIZES.entries()) {
    if (i > 0) await drawer.getByRole('button', { name: '添加规格值' }).click();
    await drawer.getByRole('textbox', { name: '规格值' }).nth(i).fill(size.name);
    await drawer.getByRole('spinbutton', { name: '售价（元）' }).nth(i).fill(size.price);
    await drawer.getByRole('spinbutton', { name: '划线价（元）' }).nth(i).fill(size.market);
    await drawer.getByRole('spinbutton', { name: '库存' }).nth(i).fill(size.stock);
  }
  await drawer.getByLabel('花语', { exact: true }).fill('热恋，爱你到永远');
  // The English twins, so the shop in English (layout spec) shows no Chinese for this goods.
  await drawer.getByLabel('英文名称', { exact: true }).fill('19 Red Roses');
  await drawer.getByLabel('英文花语', { exact: true }).fill('Love you forever');
  await admin.screenshot({ path: `${SCREENSHOTS}/admin-goods-editor.png` });
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(admin.getByText(`已新增「${GOODS}」`)).toBeVisible();
  await expect(drawer).toBeHidden();

  const row = admin.getByRole('row').filter({ hasText: GOODS });
  await expect(row).toContainText('多规格');
  await expect(row).toContainText('¥199.00起');
  await admin.screenshot({ path: `${SCREENSHOTS}/admin-goods-list.png` });
}

/** The admin adds a banner with an uploaded picture that opens the goods, in 首页装修. */
async function addBanner(admin: Page, picture: Buffer) {
  await admin.getByRole('link', { name: '首页装修' }).click();
  await expect(admin.getByRole('heading', { name: '首页装修' })).toBeVisible();
  await admin.getByRole('tab', { name: '轮播图' }).click();
  await admin.getByRole('button', { name: '新增' }).click();
  const drawer = admin.getByRole('dialog', { name: '新增轮播图' });
  const uploaded = admin.waitForResponse((r) => r.url().endsWith('/api/admin/pictures/upload'));
  await choosePhoto(admin, drawer.getByRole('button', { name: '上传图片' }), 'banner.png', picture);
  expect((await uploaded).status()).toBe(200);
  await expect(drawer.getByPlaceholder('/uploads/…')).toHaveValue(/^\/uploads\//);
  await drawer.getByLabel('标题', { exact: true }).fill('红玫瑰 热恋季');
  await drawer.getByLabel('副标题', { exact: true }).fill(`${GOODS}，33枝起订更浪漫`);
  await drawer.getByLabel('英文标题', { exact: true }).fill('Red roses in love');
  await drawer.getByLabel('英文副标题', { exact: true }).fill('19 red roses, 33 for more romance');
  // 商品 is the link type a new banner starts with; the goods is found by typing its name. The shop's search sees a
  // new goods within its index check and answer cache (about 3 s): the list is asked again until it is there.
  const target = drawer.getByLabel('跳转目标');
  const option = new RegExp(`^${GOODS} · ¥`);
  await baseExpect(async () => {
    await target.fill('');
    await target.fill(GOODS);
    await expect(admin.locator('.ant-select-dropdown').getByTitle(option)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await (await openList(admin)).getByTitle(option).click();
  await admin.screenshot({ path: `${SCREENSHOTS}/admin-banner-form.png` });
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(admin.getByText('已保存')).toBeVisible();
  await expect(drawer).toBeHidden();
  await expect(admin.getByText('红玫瑰 热恋季').first()).toBeVisible();
  await admin.screenshot({ path: `${SCREENSHOTS}/admin-banner-list.png` });
}

/** The customer on the phone opens the home page, finds the banner (the shop's home reads changes within seconds) and taps it. */
async function customerOpensBanner(customer: Page): Promise<string> {
  const banner = customer.getByRole('link', { name: /红玫瑰 热恋季/ });
  await baseExpect(async () => {
    await customer.goto('/');
    await expect(banner).toBeAttached({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  // A finger on the carousel holds it still, so the tap lands on this banner and not on the next one turning in.
  await banner.hover();
  await customer.screenshot({ path: `${SCREENSHOTS}/customer-home-banner.png` });
  await banner.click();
  await expect(customer).toHaveURL(/\/pages\/goods\/detail\/detail\?id=/);
  await expect(customer.getByRole('heading', { level: 1, name: GOODS })).toBeVisible();
  return customer.url();
}

/** The spec sheet from 立即购买, with its option chips. */
async function openSheet(customer: Page) {
  await customer.getByRole('button', { name: '立即购买' }).click();
  const sheet = customer.getByTestId('spec-sheet');
  await expect(sheet).toBeVisible();
  return sheet;
}

test.describe('the catalogue console, tried by a new admin, a florist and a customer', () => {
  // A step that cannot happen fails at that step, not at the end of the test's time.
  test.use({ actionTimeout: 15_000 });

  test('admin creates 「19枝红玫瑰」 in three sizes with a vase add-on and a photo and puts it on a banner; a phone customer taps the banner, buys 33枝 with the vase and pays; the florist sees size and add-on in the workbench, the order and the day sheet; the admin sets 33枝 to 0 and the customer sees it sold out', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const { admin, florist, customer, close } = await contexts(browser, baseURL as string);
    try {
      // The admin adds the goods with its sizes, add-on and photo, and a banner that opens it.
      await signIn(admin, 'admin', 'admin-demo-2026');
      await createGoods(admin, await rosePhoto(browser, 800, 800));
      await addBanner(admin, await rosePhoto(browser, 750, 320));
      await admin.getByRole('link', { name: '员工' }).click();
      await addStaff(admin, FLORIST, '花艺师');

      // The customer on a phone taps the banner, opens the sheet and buys 33枝.
      const detailUrl = await customerOpensBanner(customer);
      await expect(customer.getByText('¥199').first()).toBeVisible();
      const sheet = await openSheet(customer);
      await sheet.getByRole('button', { name: '33枝', exact: true }).click();
      await expect(sheet.getByRole('button', { name: '33枝', exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(sheet.getByTestId('sheet-price')).toContainText('499');
      await customer.screenshot({ path: `${SCREENSHOTS}/customer-sheet-33.png` });
      await sheet.getByTestId('sheet-confirm').click();
      await logInByCode(customer, `135${String(Date.now()).slice(-8)}`);
      await expect(customer).toHaveURL(/order-confirm\?/);
      await expect(customer.getByText('33枝').first()).toBeVisible();

      // At confirmation: an address, the vase, tomorrow afternoon; then pay.
      await addAddressAtCheckout(customer);
      const vase = customer.getByTestId('add-on-pick').filter({ hasText: '玻璃花瓶' });
      await vase.click();
      await expect(vase).toHaveAttribute('aria-pressed', 'true');
      await (await deliveryDay(customer, shopDay(1))).click();
      await customer.getByRole('button', { name: /15:00-18:00/ }).click();
      await expect(customer.getByRole('button', { name: /15:00-18:00/ })).toHaveAttribute('aria-pressed', 'true');
      // 499 for the roses and 39 for the vase, before delivery and coupons.
      await expect(customer.getByText('¥538.00').first()).toBeVisible();
      await customer.screenshot({ path: `${SCREENSHOTS}/customer-confirm.png`, fullPage: true });
      await customer.getByRole('button', { name: '提交订单' }).click();
      await payInSandbox(customer);
      await customer.screenshot({ path: `${SCREENSHOTS}/customer-paid.png` });

      // The florist signs in and finds the order for tomorrow with its size and add-on.
      await signIn(florist, FLORIST.username, FLORIST.password);
      await florist.getByRole('link', { name: '订单', exact: true }).click();
      await expect(florist.getByRole('heading', { name: '订单工作台' })).toBeVisible();
      await florist.getByRole('button', { name: '明天', exact: true }).click();
      const row = florist.getByRole('row').filter({ hasText: `${GOODS} · 33枝 ×1` });
      await expect(row).toBeVisible();
      await expect(row).toContainText('加购');
      await expect(row).toContainText('玻璃花瓶 ×1');
      await florist.screenshot({ path: `${SCREENSHOTS}/florist-workbench.png` });
      const orderNo = ((await row.getByRole('link').first().textContent()) ?? '').trim();
      expect(orderNo).not.toBe('');

      await row.getByRole('link', { name: orderNo }).click();
      await expect(florist.getByRole('heading', { name: `订单号 ${orderNo}` })).toBeVisible();
      await expect(florist.getByText(`${GOODS} · 33枝`)).toBeVisible();
      await expect(florist.getByRole('cell', { name: /玻璃花瓶/ })).toContainText('加购');
      await florist.screenshot({ path: `${SCREENSHOTS}/florist-order-detail.png`, fullPage: true });

      await florist.goBack();
      await florist.getByRole('button', { name: '明天', exact: true }).click();
      await florist
        .getByRole('main')
        .getByRole('link', { name: /制作单/ })
        .click();
      await expect(florist.getByRole('heading', { name: /^制作单 / })).toBeVisible();
      const sheetRow = florist.getByRole('row').filter({ hasText: orderNo });
      await expect(sheetRow).toContainText(`${GOODS} · 33枝 ×1`);
      await expect(sheetRow).toContainText('加购：玻璃花瓶 ×1');
      await florist.screenshot({ path: `${SCREENSHOTS}/florist-day-sheet.png`, fullPage: true });

      // The admin sets 33枝's stock to 0 in the goods list; the customer, reloading the goods, sees it sold out.
      await admin.getByRole('link', { name: '商品', exact: true }).click();
      const goodsRow = admin.getByRole('row').filter({ hasText: GOODS });
      // The list shows the sum of the sizes' stock (20 + 15 + 8, less the one sold); the sizes are in its popover.
      await goodsRow.getByRole('button', { name: '42', exact: true }).click();
      const stock33 = admin.getByRole('spinbutton', { name: '33枝 库存' });
      await expect(stock33).toHaveValue('7');
      await stock33.fill('0');
      await stock33.press('Enter');
      await expect(admin.getByText('库存已更新')).toBeVisible();
      await admin.screenshot({ path: `${SCREENSHOTS}/admin-stock-zero.png` });

      await customer.goto(detailUrl);
      const soldOut = customer.getByTestId('spec-sheet').getByRole('button', { name: /^33枝/ });
      await baseExpect(async () => {
        await customer.reload();
        const reopened = await openSheet(customer);
        await expect(reopened.getByRole('button', { name: /^33枝/ })).toContainText('已售罄', { timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      // A sold-out size can still be chosen on the goods page, to be told when it is back (issue 16), not bought.
      await soldOut.click();
      const reopenedSheet = customer.getByTestId('spec-sheet');
      await expect(reopenedSheet.getByRole('button', { name: /到货通知/ })).toBeVisible();
      await expect(reopenedSheet.getByTestId('sheet-confirm')).toHaveCount(0);
      await expect(reopenedSheet.getByRole('button', { name: '19枝', exact: true })).toBeEnabled();
      await customer.screenshot({ path: `${SCREENSHOTS}/customer-sheet-sold-out.png` });
    } finally {
      await close();
    }
  });
});
