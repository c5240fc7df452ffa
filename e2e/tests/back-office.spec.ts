import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { addAddressAtCheckout, deliveryDay, payInSandbox, shopDay } from './checkout';
import { addStaff, deskContext, phoneContext, pickOption, signIn } from './console';
import { logInByCode } from './log-in';

// Four browsers and the server share a busy machine: a state waits as long as an action may.
const expect = baseExpect.configure({ timeout: 15_000 });

const SCREENSHOTS = 'test-results/back-office';
const CHAT_INDEX = '/uni_modules/uni-im/pages/index/index';
const DAY_MS = 86_400_000;
const CARD_MESSAGE = '生日快乐，愿你每天都有花香';
const FLORIST = { username: 'florist.zhou', displayName: '花艺师·小周', password: 'Florist-2026' };
const COURIER = { username: 'courier.ma', displayName: '配送员·小马', password: 'Courier-2026', phone: '13700001111' };

/** The shop's calendar date now (China Standard Time, no daylight saving). */
const shopToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** The day after `date` (YYYY-MM-DD), as a calendar date. */
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** Staff at 1280 px desks and a customer on a 375 px phone, each in a browser context of their own. */
async function contexts(browser: Browser, baseURL: string) {
  const admin = await deskContext(browser, baseURL);
  const florist = await deskContext(browser, baseURL);
  const courier = await deskContext(browser, baseURL);
  const phone = await phoneContext(browser, baseURL);
  return {
    admin: await admin.newPage(),
    florist: await florist.newPage(),
    courier: await courier.newPage(),
    customer: await phone.newPage(),
    close: () => Promise.all([admin, florist, courier, phone].map((c) => c.close())),
  };
}

/** The text of a PDF, in the form it is compared in: NFKC, without white space. */
async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  // CJK fonts map some ideographs to Kangxi radicals (⽣ for 生), which NFKC folds back; a cell's text may wrap.
  return comparable(text);
}

const comparable = (text: string) => text.normalize('NFKC').replace(/\s+/g, '');

/** The customer, on their phone, orders one goods for tomorrow 15:00–18:00 with a card and pays; answers its id. */
async function customerOrdersForTomorrow(customer: Page): Promise<string> {
  const phone = `135${String(Date.now()).slice(-8)}`;
  await customer.goto('/pages/goods/detail/detail?id=goods-0003');
  await customer.getByRole('button', { name: '加入购物车' }).click();
  await expect(customer.getByText('商品已加入到购物车！')).toBeVisible();
  await customer.goto('/pages/tabbar/cart/cart');
  await customer.getByRole('button', { name: /去结算/ }).click();
  await logInByCode(customer, phone);
  await expect(customer).toHaveURL(/order-confirm\?from=cart/);

  await addAddressAtCheckout(customer);

  await (await deliveryDay(customer, shopDay(1))).click();
  await customer.getByRole('button', { name: /15:00-18:00/ }).click();
  await expect(customer.getByRole('button', { name: /15:00-18:00/ })).toHaveAttribute('aria-pressed', 'true');
  await customer.getByPlaceholder(/写下想对TA说的话/).fill(CARD_MESSAGE);
  await customer.screenshot({ path: `${SCREENSHOTS}/customer-confirm.png`, fullPage: true });
  await customer.getByRole('button', { name: '提交订单' }).click();

  return payInSandbox(customer);
}

/** The workbench's day (今天 or 明天) with the order's row in it; the row is answered. */
async function workbenchRow(page: Page, day: '今天' | '明天', orderNo: string) {
  await page.getByRole('link', { name: '订单', exact: true }).click();
  await expect(page.getByRole('heading', { name: '订单工作台' })).toBeVisible();
  await page.getByRole('button', { name: day, exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: orderNo });
  await expect(row).toBeVisible();
  return row;
}

/** Opens the order from its row in the workbench: its detail page, with the moves its state allows. */
async function openOrder(page: Page, row: ReturnType<Page['getByRole']>, orderNo: string) {
  await row.getByRole('link', { name: orderNo }).click();
  await expect(page.getByRole('heading', { name: `订单号 ${orderNo}` })).toBeVisible();
}

/** The florist opens the workbench's day sheet for the shown day and prints it to PDF; answers the PDF's text. */
async function printDaySheet(florist: Page, date: string, orderNo: string): Promise<string> {
  await florist
    .getByRole('main')
    .getByRole('link', { name: /制作单/ })
    .click();
  await expect(florist.getByRole('heading', { name: `制作单 ${date}` })).toBeVisible();
  await expect(florist.getByRole('row').filter({ hasText: orderNo })).toContainText(CARD_MESSAGE);
  await florist.screenshot({ path: `${SCREENSHOTS}/florist-day-sheet.png`, fullPage: true });
  // What 打印 hands the browser's print dialog: the print styles and the sheet's own A4 page rule.
  const pdf = await florist.pdf({ path: `${SCREENSHOTS}/florist-day-sheet.pdf`, preferCSSPageSize: true });
  return pdfText(pdf);
}

/** The courier marks the open order delivered, with a photo chosen in the dialog and uploaded before it is sent. */
async function deliverWithPhoto(courier: Page, photo: Buffer) {
  await courier.getByRole('button', { name: '已送达' }).click();
  const dialog = courier.getByRole('dialog', { name: /确认送达/ });
  const chooser = courier.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: /选择照片/ }).click();
  const uploaded = courier.waitForResponse((response) => response.url().endsWith('/api/member/upload'));
  await (await chooser).setFiles({ name: 'door.png', mimeType: 'image/png', buffer: photo });
  expect((await uploaded).status()).toBe(200);
  // Sending waits for the upload: the button is enabled again once the photo is in.
  const send = dialog.getByRole('button', { name: '确认送达' });
  await expect(send).toBeEnabled();
  await send.click();
  await expect(dialog).toBeHidden();
}

/** The admin closes `date` in the delivery settings' calendar and saves. */
async function closeDate(admin: Page, date: string) {
  await admin.getByRole('link', { name: '配送设置' }).click();
  await expect(admin.getByRole('heading', { name: '配送设置' })).toBeVisible();
  // The calendar's days are titled with their date; the closed ones are listed beside it.
  await admin.getByTitle(date, { exact: true }).click();
  await expect(admin.getByText(new RegExp(`^${date} `))).toBeVisible();
  await admin.getByRole('button', { name: '保存设置' }).click();
  // Closing a day stops its orders, so the console names it and asks first.
  const question = admin.getByRole('dialog');
  await expect(question.getByText(`${date}：休息，不配送`)).toBeVisible();
  await question.getByRole('button', { name: '仍然保存' }).click();
  await expect(admin.getByText('配送设置已保存')).toBeVisible();
}

test.describe('the back office, tried by a new team and a customer', () => {
  // A step that cannot happen fails at that step, not at the end of the test's time.
  test.use({ actionTimeout: 15_000 });

  test('admin adds a florist and a courier in the console; a phone order for tomorrow alerts the florist, who prints tomorrow’s day sheet with its card message to PDF, prepares it and dispatches it to the courier; the courier delivers it with a photo; the customer sees each step in the order and the chat; the admin closes a day, which the customer sees as 休息; the audit log names each person', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(600_000);
    const { admin, florist, courier, customer, close } = await contexts(browser, baseURL as string);
    try {
      // The admin, at a desk, adds the florist and the courier in the staff page.
      await signIn(admin, 'admin', 'admin-demo-2026');
      await admin.getByRole('link', { name: '员工' }).click();
      await expect(admin).toHaveURL(/\/admin\/staff/);
      await addStaff(admin, FLORIST, '花艺师');
      await addStaff(admin, COURIER, '配送员');
      await admin.screenshot({ path: `${SCREENSHOTS}/admin-staff.png` });

      // The new florist signs in on a desk of their own and opens the workbench, which tells of paid orders as they come.
      await signIn(florist, FLORIST.username, FLORIST.password);
      // A florist lands on the dashboard; the workbench is one click away in the menu.
      await florist.getByRole('link', { name: '订单', exact: true }).click();
      await expect(florist.getByRole('heading', { name: '订单工作台' })).toBeVisible();
      // The alert shows for a few seconds: its text is read as it comes, while the customer is still paying.
      const alert = florist.getByRole('alert').filter({ hasText: '新订单' }).textContent({ timeout: 180_000 });
      // Awaited below; should the customer's steps fail first, its own failure is not reported on its own as well.
      alert.catch(() => undefined);

      // A customer on a phone orders for tomorrow afternoon with a card and pays.
      const orderId = await customerOrdersForTomorrow(customer);
      const tomorrow = nextDay(shopToday());
      const heard = (await alert) ?? '';
      expect(heard).toContain(`${tomorrow} 15-18`);
      const orderNo = /新订单 (\w+)/.exec(heard)?.[1] ?? '';
      expect(orderNo).not.toBe('');

      // The florist opens tomorrow in the workbench: the order is there, to make.
      const row = await workbenchRow(florist, '明天', orderNo);
      await expect(row).toContainText('15:00–18:00');
      await expect(row).toContainText('周小满');
      await expect(row).toContainText('待制作');
      await florist.screenshot({ path: `${SCREENSHOTS}/florist-workbench-tomorrow.png` });

      // The day sheet, printed to PDF, holds the order with its recipient and card message.
      const sheet = await printDaySheet(florist, tomorrow, orderNo);
      for (const text of [orderNo, '周小满', '漕溪北路88号', CARD_MESSAGE]) expect(sheet).toContain(comparable(text));

      // The florist starts it from the order's page: the customer sees 制作中.
      await openOrder(florist, await workbenchRow(florist, '明天', orderNo), orderNo);
      await expect(florist.getByText(CARD_MESSAGE)).toBeVisible();
      await florist.getByRole('button', { name: '开始制作' }).click();
      await expect(florist.getByText(`${orderNo} 已开始制作`)).toBeVisible();
      const orderPage = `/pages/order/order-detail/order-detail?id=${orderId}`;
      await customer.goto(orderPage);
      await expect(customer.getByText('制作中').first()).toBeVisible();
      await expect(customer.getByText(orderNo)).toBeVisible();

      // The florist dispatches it to the new courier: the customer sees 配送中 and who brings it.
      await florist.getByRole('button', { name: '发货' }).click();
      const dispatch = florist.getByRole('dialog', { name: /发货：选择配送员/ });
      await pickOption(
        florist,
        dispatch.getByRole('combobox', { name: '配送员' }),
        `${COURIER.displayName} ${COURIER.phone}`,
      );
      await dispatch.getByRole('button', { name: '确认发货' }).click();
      await expect(florist.getByText(`${orderNo} 已发货`)).toBeVisible();
      await customer.reload();
      await expect(customer.getByText('配送中').first()).toBeVisible();
      await expect(customer.getByText(COURIER.displayName)).toBeVisible();
      await expect(customer.getByRole('link', { name: new RegExp(COURIER.phone) })).toBeVisible();

      // The courier signs in, finds the delivery for tomorrow and marks it delivered with a photo taken at the door.
      await signIn(courier, COURIER.username, COURIER.password);
      await openOrder(courier, await workbenchRow(courier, '明天', orderNo), orderNo);
      await deliverWithPhoto(courier, await customer.screenshot({ type: 'png' }));
      await expect(courier.getByText(`${orderNo} 已送达`)).toBeVisible();
      await expect(courier.getByRole('img', { name: '送达照片' })).toBeVisible();
      await courier.screenshot({ path: `${SCREENSHOTS}/courier-order-delivered.png`, fullPage: true });

      // The customer sees the delivery with its photo.
      await customer.reload();
      await expect(customer.getByText('已签收').first()).toBeVisible();
      await expect(customer.getByRole('img', { name: '骑手拍摄的送达照片' })).toBeVisible();
      await customer.screenshot({ path: `${SCREENSHOTS}/customer-order-delivered.png`, fullPage: true });

      // The shop's notices are in the customer's chat: started, sent with the courier, delivered with the photo.
      await customer.goto(CHAT_INDEX);
      await customer.getByText('[订单通知]').first().click();
      const notice = (title: string) => customer.getByRole('link', { name: new RegExp(`^${title}`) });
      await expect(notice('花艺师开始制作您的花束')).toBeVisible();
      await expect(notice('您的鲜花已发货')).toContainText(`配送骑手：${COURIER.displayName} ${COURIER.phone}`);
      await expect(notice('您的鲜花已送达').getByRole('img', { name: '送达照片' })).toBeVisible();
      await customer.screenshot({ path: `${SCREENSHOTS}/customer-chat-notices.png`, fullPage: true });

      // The admin closes the day after the delivery in the settings' calendar: the confirmation page shows it 休息.
      const closed = nextDay(tomorrow);
      await closeDate(admin, closed);
      await admin.screenshot({ path: `${SCREENSHOTS}/admin-closed-day.png`, fullPage: true });
      await customer.goto('/pages/goods/detail/detail?id=goods-0005');
      await customer.getByRole('button', { name: '加入购物车' }).click();
      await expect(customer.getByText('商品已加入到购物车！')).toBeVisible();
      await customer.goto('/pages/tabbar/cart/cart');
      await customer.getByRole('button', { name: /去结算/ }).click();
      await expect(customer).toHaveURL(/order-confirm\?from=cart/);
      // The calendar greys the closed day and says why; the day before stays open.
      const closedDay = await deliveryDay(customer, closed);
      await expect(closedDay).toContainText('休息');
      await expect(closedDay).toBeDisabled();
      await expect(await deliveryDay(customer, tomorrow)).not.toContainText('休息');
      await customer.screenshot({ path: `${SCREENSHOTS}/customer-closed-day.png`, fullPage: true });

      // The audit log names who did each step.
      await admin.getByRole('link', { name: '操作日志' }).click();
      const rows = admin.getByRole('row');
      // Whole cells: the changes column also names people and states (a dispatch's courier, `delivering`).
      const cell = (text: string) => admin.getByRole('cell', { name: text, exact: true });
      const step = (person: string, action: string) => rows.filter({ has: cell(person) }).filter({ has: cell(action) });
      await expect(step('管理员', '新增')).toHaveCount(2);
      await expect(step(FLORIST.displayName, '开始制作')).toHaveCount(1);
      await expect(step(FLORIST.displayName, '派送')).toHaveCount(1);
      await expect(step(COURIER.displayName, '送达')).toHaveCount(1);
      await expect(step('管理员', '修改配送设置')).toHaveCount(1);
      await admin.screenshot({ path: `${SCREENSHOTS}/admin-audit.png` });
    } finally {
      await close();
    }
  });
});
