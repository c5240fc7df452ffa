import { mkdirSync } from 'node:fs';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  devices,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { DEMO_STAFF, expect, LANGUAGES, type Language, SHOTS, signInAs } from './console-shots';

/**
 * Pictures for issue 44's closing note: the cooler console (batches with what expires soon, a recipe, tomorrow's plan
 * with its buying list, the waste report) at 1440 px, and in the shop the checkout's calendar moving a size the cooler
 * cannot make to a later day, and the chat's substitution card, on a 375 px phone and at 1440 px, in both languages.
 */

const CHAT_INDEX = '/uni_modules/uni-im/pages/index/index';
/** The demo's red roses (grade A): 33 in goods-0003, 11 in goods-0001; the 自由 variety of the same group stands in. */
const RED_ROSE = 'stem-rose-red-a';

const words = {
  'zh-CN': {
    expiring: '即将到期',
    recipeTitle: /配方：/,
    plan: '备花计划',
    buying: '采购清单',
    waste: '损耗',
    stemsShort: /花材不足，最早/,
    notice: '订单通知',
    substitution: '花材替换确认',
    approve: '同意替换',
  },
  en: {
    expiring: 'Expiring soon',
    recipeTitle: /Recipe/,
    plan: 'Day plan for',
    buying: 'Buying list',
    waste: 'Waste',
    stemsShort: /Not enough stems; earliest/,
    notice: 'Order notice',
    substitution: /substitut/i,
    approve: /approve/i,
  },
} as const;

/** The shop's calendar date `days` from today (China Standard Time), YYYY-MM-DD. */
const shopDay = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

interface Envelope<T> {
  code: number;
  data: T;
  message: string;
}

/** Calls the API as `token` (none for the public routes) and answers its data, failing on any other code than 200. */
async function call<T>(api: APIRequestContext, path: string, data: object, token?: string): Promise<T> {
  const answer = await api.post(path, { headers: token ? { authorization: token } : {}, data });
  const body = (await answer.json()) as Envelope<T>;
  expect(body.code, `${path}: ${body.message}`).toBe(200);
  return body.data;
}

interface Login {
  token: string;
  tokenExpired: number;
  user: {
    _id: string;
    mobile: string | null;
    nickname: string;
    username: string | null;
    avatar_file: { url: string };
    realNameAuth: boolean;
  };
}

/** What the shots share: the admin's and the member's sessions and the order the cooler fell short of. */
const state: { admin: string; member?: Login; shortOrderId: string } = { admin: '', shortOrderId: '' };

let api: APIRequestContext;

/** The console at a 1440 px desk in `language`, signed in as the demo admin. */
async function consoleAt1440(browser: Browser, language: Language) {
  const context = await browser.newContext({
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    deviceScaleFactor: 1,
    locale: language === 'en' ? 'en-US' : 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    baseURL: test.info().project.use.baseURL,
  });
  const page = await context.newPage();
  await signInAs(page, language, 'admin');
  return { context, page };
}

/** The shop in `language` on a 375 px phone or a 1440 px desk, signed in as the member who ordered. */
async function shopFor(browser: Browser, language: Language, width: 375 | 1440): Promise<BrowserContext> {
  const phone = width === 375;
  const context = await browser.newContext({
    ...(phone ? devices['Pixel 7'] : devices['Desktop Chrome']),
    viewport: phone ? { width: 375, height: 812 } : { width: 1440, height: 900 },
    deviceScaleFactor: phone ? 2 : 1,
    isMobile: phone,
    hasTouch: phone,
    locale: language === 'en' ? 'en-US' : 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    baseURL: test.info().project.use.baseURL,
  });
  const member = state.member as Login;
  // The session and the language as the shop keeps them on the device after a login and a language choice.
  await context.addInitScript(
    ({ login, lang }) => {
      localStorage.setItem('uni_id_token', JSON.stringify(login.token));
      localStorage.setItem('uni_id_token_expired', JSON.stringify(login.tokenExpired));
      localStorage.setItem(
        'uni-id-pages-userInfo',
        JSON.stringify({ ...login.user, email: null, avatar_file: login.user.avatar_file }),
      );
      localStorage.setItem('language', JSON.stringify(lang));
    },
    { login: member, lang: language },
  );
  return context;
}

/** The window as a person sees it, or the whole page. */
const shoot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });

/** No spinner or skeleton left, and antd's entering animations over. */
async function settled(page: Page) {
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  await page.waitForTimeout(500);
}

test.describe.configure({ mode: 'serial' });

test.describe('the cooler, issue 44', () => {
  test.beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    api = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  });
  test.afterAll(async () => {
    await api?.dispose();
  });

  test('a member pays orders of red roses and other bouquets for tomorrow', async () => {
    test.setTimeout(120_000);
    state.admin = (
      await call<Login>(api, '/api/member/login/password', { username: 'admin', password: DEMO_STAFF.admin })
    ).token;
    const phone = `136${String(Date.now()).slice(-8)}`;
    await call(api, '/api/member/phone/send', { phone });
    const { code } = await call<{ code: string }>(api, '/api/dev/sms/outbox', { phone });
    const member = await call<Login>(api, '/api/member/login/vcode', { phone, code });
    state.member = member;
    const address = await call<{ id: string }>(
      api,
      '/api/member/address/add',
      {
        recipient: '周小满',
        phone: '13912340000',
        province: '上海市',
        city: '上海市',
        district: '徐汇区',
        detail: '漕溪北路88号',
        isDefault: true,
      },
      member.token,
    );
    const tomorrow = shopDay(1);
    // Red roses first (they fall short below), then bouquets of other stems, so the plan has several rows.
    const orders = [
      { goodsId: 'goods-0001', quantity: 2 },
      { goodsId: 'goods-0005', quantity: 1 },
      { goodsId: 'goods-0011', quantity: 1 },
      { goodsId: 'goods-0018', quantity: 2 },
    ];
    for (const [n, line] of orders.entries()) {
      const quote = await call<{ delivery: { slot: string | null } }>(
        api,
        '/api/mall/order/confirm',
        { lines: [line], addressId: address.id, couponId: null, deliveryDate: tomorrow },
        member.token,
      );
      const order = await call<{ id: string }>(
        api,
        '/api/mall/order/create',
        {
          lines: [line],
          addressId: address.id,
          couponId: null,
          deliveryDate: tomorrow,
          deliverySlot: quote.delivery.slot ?? undefined,
          idempotencyKey: crypto.randomUUID(),
        },
        member.token,
      );
      if (n === 0) state.shortOrderId = order.id;
      const payment = await call<{ paymentId: string }>(
        api,
        '/api/mall/pay/create',
        { orderId: order.id, channel: 'wechat' },
        member.token,
      );
      await call(api, `/api/pay/sandbox/${payment.paymentId}/confirm`, {});
      await expect
        .poll(
          async () =>
            (await call<{ status: string }>(api, `/api/mall/order/detail/${order.id}`, {}, member.token)).status,
        )
        .toBe('paid');
    }
  });

  test('the batches tab with the stems expiring soon, at 1440 px', async ({ browser }) => {
    test.setTimeout(120_000);
    for (const language of LANGUAGES) {
      const { context, page } = await consoleAt1440(browser, language);
      await page.goto('/admin/cooler?tab=batches');
      await expect(page.getByText(words[language].expiring).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await settled(page);
      await shoot(page, `cooler-batches-1440-${language}`);
      await context.close();
    }
  });

  test('the recipes tab with the 19 champagne roses size open in its editor, at 1440 px', async ({ browser }) => {
    test.setTimeout(120_000);
    for (const language of LANGUAGES) {
      const { context, page } = await consoleAt1440(browser, language);
      await page.goto('/admin/cooler?tab=recipes');
      const search = page.locator('.ant-input-search input').first();
      await search.fill('goods-0006');
      await search.press('Enter');
      const row = page.locator('tr[data-row-key="goods-0006"]');
      await expect(row).toBeVisible();
      // The second of its three sizes: 11, 19 and 33 stems.
      await row.getByRole('button').nth(1).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByText(words[language].recipeTitle).first()).toBeVisible();
      await settled(page);
      await shoot(page, `cooler-recipe-1440-${language}`);
      await context.close();
    }
  });

  test('the red roses wilt: all on hand written off and tomorrow’s delivery cancelled, only the one after it left', async () => {
    type Batch = { id: string; status: string; leftQuantity: number; expectedOn: string | null; version: number };
    const stock = await call<{ stems: Array<{ stem: { id: string }; batches: Batch[] }> }>(
      api,
      '/api/admin/cooler/batches/list',
      { stemId: RED_ROSE },
      state.admin,
    );
    const batches = stock.stems.find((s) => s.stem.id === RED_ROSE)?.batches ?? [];
    for (const batch of batches) {
      if (batch.status === 'received' && batch.leftQuantity > 0) {
        await call(
          api,
          '/api/admin/cooler/batches/write-off',
          { batchId: batch.id, units: batch.leftQuantity, reason: 'wilted', note: '冷库温度过高' },
          state.admin,
        );
      } else if (batch.status === 'ordered' && batch.expectedOn !== null && batch.expectedOn <= shopDay(1)) {
        await call(api, '/api/admin/cooler/batches/cancel', { id: batch.id, version: batch.version }, state.admin);
      }
    }
  });

  test("tomorrow's plan with its buying list, at 1440 px", async ({ browser }) => {
    test.setTimeout(120_000);
    for (const language of LANGUAGES) {
      const { context, page } = await consoleAt1440(browser, language);
      await page.goto('/admin/cooler?tab=plan');
      await expect(page.getByText(words[language].plan).first()).toBeVisible();
      await expect(page.getByText(words[language].buying).first()).toBeVisible();
      await settled(page);
      // The whole page: what to make, the stems against the cooler, and the buying list below them.
      await shoot(page, `cooler-plan-1440-${language}`, true);
      await context.close();
    }
  });

  test("the reports tab's waste report, at 1440 px", async ({ browser }) => {
    test.setTimeout(120_000);
    for (const language of LANGUAGES) {
      const { context, page } = await consoleAt1440(browser, language);
      await page.goto('/admin/cooler?tab=reports');
      await expect(
        page.locator('.ant-card-head-title').filter({ hasText: words[language].waste }).first(),
      ).toBeVisible();
      await settled(page);
      // The charts draw in once their data is there.
      await page.waitForTimeout(1_000);
      await shoot(page, `cooler-waste-1440-${language}`);
      await context.close();
    }
  });

  test("the checkout's calendar greys the days the cooler cannot make 33 red roses and moves the order to a later day", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    for (const language of LANGUAGES) {
      for (const width of [375, 1440] as const) {
        const context = await shopFor(browser, language, width);
        const page = await context.newPage();
        await page.goto('/pages/order/order-confirm/order-confirm?goodsId=goods-0003&quantity=1');
        await expect(page.getByRole('status').filter({ hasText: words[language].stemsShort })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await page.getByRole('status').filter({ hasText: words[language].stemsShort }).scrollIntoViewIfNeeded();
        await page.waitForTimeout(400);
        await shoot(page, `shop-date-picker-stems-${width}-${language}`);
        await context.close();
      }
    }
  });

  test("the member's chat with the substitution card for the red roses", async ({ browser }) => {
    test.setTimeout(180_000);
    type Short = { orderId: string; missing: Array<{ stem: { id: string }; candidates: Array<{ id: string }> }> };
    const short = await call<{ list: Short[] }>(api, '/api/admin/cooler/substitutions/short', {}, state.admin);
    const order = short.list.find((o) => o.orderId === state.shortOrderId);
    expect(order, 'the red roses order is short').toBeDefined();
    const lines = (order as Short).missing.map((m) => ({
      stemId: m.stem.id,
      substituteId: m.candidates[0]?.id ?? '',
    }));
    expect(lines.every((l) => l.substituteId !== '')).toBe(true);
    await call(api, '/api/admin/cooler/substitutions/send', { orderId: state.shortOrderId, lines }, state.admin);

    for (const language of LANGUAGES) {
      for (const width of [375, 1440] as const) {
        const context = await shopFor(browser, language, width);
        const page = await context.newPage();
        await page.goto(CHAT_INDEX);
        await page.getByTestId('conversation').filter({ hasText: words[language].notice }).first().click();
        const card = page.getByRole('region', { name: words[language].substitution });
        await expect(card).toBeVisible();
        await expect(card.getByRole('button', { name: words[language].approve })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await card.scrollIntoViewIfNeeded();
        await page.waitForTimeout(400);
        await shoot(page, `chat-substitution-card-${width}-${language}`);
        await context.close();
      }
    }
  });
});
