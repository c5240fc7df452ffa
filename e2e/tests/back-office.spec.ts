import { type APIRequestContext, type Browser, devices, expect, type Page, test } from '@playwright/test';
import { logInByCode } from './log-in';

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

/** Staff at a 1280 px desk and a customer on a 375 px phone, each in a browser context of their own. */
async function contexts(browser: Browser, baseURL: string) {
  // The project's phone settings would otherwise carry over to every context: a desk is a desktop browser.
  const desk = () =>
    browser.newContext({
      ...devices['Desktop Chrome'],
      viewport: { width: 1280, height: 800 },
      locale: 'zh-CN',
      // The shop's time zone: the console's 今天 and 明天 are the browser's days.
      timezoneId: 'Asia/Shanghai',
      baseURL,
    });
  const admin = await desk();
  const florist = await desk();
  const courier = await desk();
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 375, height: 812 },
    locale: 'zh-CN',
    baseURL,
  });
  return {
    admin: await admin.newPage(),
    florist: await florist.newPage(),
    courier: await courier.newPage(),
    customer: await phone.newPage(),
    close: () => Promise.all([admin, florist, courier, phone].map((c) => c.close())),
  };
}

/** Signs in on the console's login page; answers the token the console keeps. */
async function signIn(page: Page, username: string, password: string): Promise<string> {
  await page.goto('/admin/login');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).not.toHaveURL(/\/admin\/login/);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('ffe_admin_token') ?? 'null') as string);
  expect(token).toBeTruthy();
  return token;
}

/** A staff call with a console session's token; answers the envelope's data. */
async function staffCall<T>(request: APIRequestContext, token: string, path: string, data: unknown = {}): Promise<T> {
  const answer = await request.post(path, { headers: { authorization: token }, data });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}

/** The admin adds a member through the staff page's drawer. */
async function addStaff(
  admin: Page,
  member: { username: string; displayName: string; password: string; phone?: string },
  role: string,
) {
  await admin.getByRole('button', { name: '新增员工' }).click();
  const drawer = admin.getByRole('dialog', { name: '新增员工' });
  await drawer.getByLabel('用户名').fill(member.username);
  await drawer.getByLabel('姓名').fill(member.displayName);
  await drawer.getByLabel('角色').click();
  // antd's visible options are not the accessible listbox it keeps for screen readers.
  await admin.locator('.ant-select-dropdown').getByTitle(role, { exact: true }).click();
  if (member.phone) await drawer.getByLabel('手机号').fill(member.phone);
  await drawer.getByLabel('初始密码').fill(member.password);
  await drawer.getByRole('button', { name: '新增员工' }).click();
  await expect(admin.getByText(`已新增员工 ${member.displayName}`)).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: member.username })).toContainText(role);
}

/** Listens on the chat socket as a signed-in staff member for the console's new-order alert. */
async function listenForPaidOrders(page: Page, token: string) {
  await page.evaluate(async (staffToken) => {
    const frames: unknown[] = [];
    (window as unknown as { paidOrders: unknown[] }).paidOrders = frames;
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/im/socket`;
    const socket = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token: staffToken, deviceId: 'e2e-florist' }));
      socket.onclose = (event) => reject(new Error(`socket closed: ${event.code} ${event.reason}`));
      socket.onmessage = (event) => {
        const frame = JSON.parse(String(event.data)) as { type: string; data: unknown };
        if (frame.type === 'ready') resolve();
        if (frame.type === 'order-paid') frames.push(frame.data);
      };
    });
  }, token);
}

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

  await customer.getByRole('button', { name: '新增收货地址' }).click();
  await customer.getByPlaceholder('收货人姓名').fill('周小满');
  await customer.getByPlaceholder('收货人手机号').fill('13912340000');
  await customer.getByRole('button', { name: /所在地区/ }).click();
  const picker = customer.getByRole('dialog');
  await picker.getByRole('button', { name: '上海市' }).first().click();
  await picker.getByRole('button', { name: '上海市' }).first().click();
  await picker.getByRole('button', { name: '徐汇区' }).click();
  await customer.getByPlaceholder('街道、楼牌号等').fill('漕溪北路88号');
  await customer.getByRole('button', { name: '保存' }).click();
  await expect(customer).toHaveURL(/order-confirm\?from=cart/);

  await customer.getByRole('button', { name: /明天/ }).click();
  await customer.getByRole('button', { name: /15:00-18:00/ }).click();
  await expect(customer.getByRole('button', { name: /15:00-18:00/ })).toHaveAttribute('aria-pressed', 'true');
  await customer.getByPlaceholder(/写下想对TA说的话/).fill(CARD_MESSAGE);
  await customer.screenshot({ path: `${SCREENSHOTS}/customer-confirm.png`, fullPage: true });
  await customer.getByRole('button', { name: '提交订单' }).click();

  await expect(customer).toHaveURL(/order-pay\?id=/);
  const orderId = new URL(customer.url()).searchParams.get('id') ?? '';
  await customer.getByRole('button', { name: '确认支付' }).click();
  await expect(customer).toHaveURL(/\/pay\/sandbox\?paymentId=/);
  await customer.getByRole('button', { name: '确认支付' }).click();
  await expect(customer).toHaveURL(/pay-result\?orderId=/);
  await expect(customer.getByText('支付成功')).toBeVisible();
  return orderId;
}

interface WorkbenchOrder {
  id: string;
  status: string;
  deliveryDate: string;
  deliverySlot: string;
  cardMessage: string;
}

test.describe('the back office, tried by a new team and a customer', () => {
  // A step that cannot happen fails at that step, not at the end of the test's time.
  test.use({ actionTimeout: 15_000 });

  test('admin adds a florist and a courier; a phone order for tomorrow alerts the florist in the console and is in the workbench for tomorrow; it is prepared, dispatched and delivered with a photo (these moves through the API); the customer sees each step in the order and the chat and a closed day as 休息; the audit log names each person', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const { admin, florist, courier, customer, close } = await contexts(browser, baseURL as string);
    try {
      // The admin, at a desk, adds the florist and the courier in the staff page.
      const adminToken = await signIn(admin, 'admin', 'admin-demo-2026');
      await admin.getByRole('link', { name: '员工' }).click();
      await expect(admin).toHaveURL(/\/admin\/staff/);
      await addStaff(admin, FLORIST, '花艺师');
      await addStaff(admin, COURIER, '配送员');
      await admin.screenshot({ path: `${SCREENSHOTS}/admin-staff.png` });

      // The new florist signs in on a desk of their own: the orders workbench, which tells of paid orders as they come.
      const floristToken = await signIn(florist, FLORIST.username, FLORIST.password);
      // A florist lands on the dashboard; the workbench is one click away in the menu.
      await florist.getByRole('link', { name: '订单', exact: true }).click();
      await expect(florist.getByRole('heading', { name: '订单工作台' })).toBeVisible({ timeout: 15_000 });
      await listenForPaidOrders(florist, floristToken);

      // A customer on a phone orders for tomorrow afternoon with a card and pays.
      const orderId = await customerOrdersForTomorrow(customer);
      await expect
        .poll(() => florist.evaluate(() => (window as unknown as { paidOrders: { orderId: string }[] }).paidOrders))
        .toContainEqual(expect.objectContaining({ orderId, deliverySlot: '15-18' }));

      // The florist's console shows the new-order alert; tomorrow in the workbench holds the order, to make.
      const { deliveryDate, orderNo } = await staffCall<WorkbenchOrder & { orderNo: string }>(
        florist.request,
        floristToken,
        `/api/admin/order/detail/${orderId}`,
      );
      const day = await staffCall<{ list: WorkbenchOrder[] }>(florist.request, floristToken, '/api/admin/order/list', {
        deliveryDate,
        pageSize: 100,
      });
      await expect(florist.getByText(`新订单 ${orderNo}`)).toBeVisible();
      await florist.getByRole('button', { name: '明天' }).click();
      const row = florist.getByRole('row').filter({ hasText: orderNo });
      await expect(row).toContainText('周小满');
      await expect(row).toContainText('待制作');
      await florist.screenshot({ path: `${SCREENSHOTS}/florist-workbench-tomorrow.png` });
      expect(day.list.find((o) => o.id === orderId)).toMatchObject({
        status: 'paid',
        deliverySlot: '15-18',
        cardMessage: CARD_MESSAGE,
      });

      // The florist starts it: the customer sees 制作中.
      await staffCall(florist.request, floristToken, `/api/admin/order/prepare/${orderId}`);
      const orderPage = `/pages/order/order-detail/order-detail?id=${orderId}`;
      await customer.goto(orderPage);
      await expect(customer.getByText('制作中').first()).toBeVisible();

      // The florist dispatches it to the new courier: the customer sees 配送中 and who brings it.
      const couriers = await staffCall<{ id: string; displayName: string }[]>(
        florist.request,
        floristToken,
        '/api/admin/order/couriers',
      );
      const courierId = couriers.find((c) => c.displayName === COURIER.displayName)?.id;
      expect(courierId).toBeTruthy();
      await staffCall(florist.request, floristToken, `/api/admin/order/dispatch/${orderId}`, { courierId });
      await customer.reload();
      await expect(customer.getByText('配送中').first()).toBeVisible();
      await expect(customer.getByText(COURIER.displayName)).toBeVisible();
      await expect(customer.getByRole('link', { name: new RegExp(COURIER.phone) })).toBeVisible();

      // The courier signs in, takes a photo at the door and marks it delivered: the customer sees the photo.
      const courierToken = await signIn(courier, COURIER.username, COURIER.password);
      await expect(courier.getByRole('heading', { name: '订单工作台' })).toBeVisible({ timeout: 15_000 });
      const photo = await courier.screenshot({ type: 'png' });
      const upload = await courier.request.post('/api/member/upload', {
        headers: { authorization: courierToken },
        multipart: { file: { name: 'door.png', mimeType: 'image/png', buffer: photo } },
      });
      expect(upload.status(), await upload.text()).toBe(200);
      const { data: uploaded } = (await upload.json()) as { data: { path: string } };
      await staffCall(courier.request, courierToken, `/api/admin/order/deliver/${orderId}`, { photo: uploaded.path });
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

      // The admin closes the day after the delivery: the customer's confirmation page shows it 休息.
      const closed = nextDay(deliveryDate);
      const settings = await staffCall<{ closedDates: string[]; version: number }>(
        admin.request,
        adminToken,
        '/api/admin/delivery/settings',
      );
      await staffCall(admin.request, adminToken, '/api/admin/delivery/settings/update', {
        closedDates: [...settings.closedDates, closed],
        version: settings.version,
      });
      await customer.goto('/pages/goods/detail/detail?id=goods-0005');
      await customer.getByRole('button', { name: '加入购物车' }).click();
      await expect(customer.getByText('商品已加入到购物车！')).toBeVisible();
      await customer.goto('/pages/tabbar/cart/cart');
      await customer.getByRole('button', { name: /去结算/ }).click();
      await expect(customer).toHaveURL(/order-confirm\?from=cart/);
      // The days run from the shop's today, one a button; the closed one is found by its distance from today.
      const days = customer.getByRole('group', { name: '配送日期' }).getByRole('button');
      await expect(days.first()).toContainText('今天');
      const closedAt = (Date.parse(closed) - Date.parse(shopToday())) / DAY_MS;
      await expect(days.nth(closedAt)).toContainText('休息');
      await expect(days.nth(closedAt)).toBeDisabled();
      await expect(days.nth(closedAt - 1)).not.toContainText('休息');
      await customer.screenshot({ path: `${SCREENSHOTS}/customer-closed-day.png`, fullPage: true });

      // The audit log names who did each step.
      await admin.getByRole('link', { name: '操作日志' }).click();
      const rows = admin.getByRole('row');
      // Whole cells: the changes column also names people and states (a dispatch's courier, `delivering`).
      const cell = (text: string) => admin.getByRole('cell', { name: text, exact: true });
      const step = (person: string, action: string) => rows.filter({ has: cell(person) }).filter({ has: cell(action) });
      // The page's code loads on demand: the first look waits longer on a busy machine.
      await expect(step('管理员', '新增')).toHaveCount(2, { timeout: 15_000 });
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
