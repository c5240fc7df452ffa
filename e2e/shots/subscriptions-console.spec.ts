import { mkdirSync } from 'node:fs';
import { type APIRequestContext, request as playwrightRequest, test } from '@playwright/test';
import { consoleIn, expect, LANGUAGES, SHOTS, signInAs } from './console-shots';

/**
 * Pictures for issue 45: the console's 周花 area (the list, a subscription's page, the series and plans, the day counts)
 * at a 1280 px desk and on a 375 px phone, in both languages. A new member buys and pays a demo plan first.
 */

const words = {
  'zh-CN': { plans: '方案', days: '每日数量', total: '合计', deliveries: '配送记录' },
  en: { plans: 'Plans', days: 'Day counts', total: 'Total', deliveries: 'Deliveries' },
} as const;

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

const state = { subscriptionId: '' };

test.describe('the console’s subscriptions', () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    mkdirSync(SHOTS, { recursive: true });
    const api = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
    const phone = `137${String(Date.now()).slice(-8)}`;
    await call(api, '/api/member/phone/send', { phone });
    const { code } = await call<{ code: string }>(api, '/api/dev/sms/outbox', { phone });
    const { token } = await call<{ token: string }>(api, '/api/member/login/vcode', { phone, code });
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
      token,
    );
    const { list } = await call<{
      list: { id: string; plans: { id: string; deliveries: number; firstDates: string[] }[] }[];
    }>(api, '/api/mall/subscription/series/list', {});
    const series = list.find((one) => one.plans.length > 0);
    const plan = series?.plans.find((p) => p.deliveries === 4) ?? series?.plans[0];
    expect(plan, 'a demo plan on sale').toBeDefined();
    const { slots } = await call<{ slots: { id: string }[] }>(
      api,
      `/api/mall/subscription/series/detail/${series?.id}`,
      {},
    );
    const bought = await call<{ subscriptionId: string; orderId: string }>(
      api,
      '/api/mall/subscription/create',
      {
        planId: plan?.id,
        firstDate: plan?.firstDates[0],
        slot: slots[0]?.id,
        addressId: address.id,
        couponId: null,
        cardMessage: '每周都有花',
        idempotencyKey: crypto.randomUUID(),
      },
      token,
    );
    const payment = await call<{ paymentId: string }>(
      api,
      '/api/mall/pay/create',
      { orderId: bought.orderId, channel: 'wechat' },
      token,
    );
    await call(api, `/api/pay/sandbox/${payment.paymentId}/confirm`, {});
    await expect
      .poll(
        async () =>
          (await call<{ status: string }>(api, `/api/mall/subscription/detail/${bought.subscriptionId}`, {}, token))
            .status,
      )
      .toBe('active');
    state.subscriptionId = bought.subscriptionId;
    await api.dispose();
  });

  for (const language of LANGUAGES) {
    for (const where of ['desk', 'phone'] as const) {
      test(`screenshots 周花 in ${language} on the ${where}`, async ({ browser }) => {
        const { context, page } = await consoleIn(browser, language, where);
        const w = words[language];
        const name = (shot: string) => `subscriptions-${shot}-${language}-${where === 'desk' ? 1280 : 375}`;
        await signInAs(page, language, 'admin');

        await page.goto('/admin/subscriptions');
        await expect(page.locator('.ant-table-row').first()).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/${name('list')}.png`, fullPage: true });

        await page.goto(`/admin/subscriptions/${state.subscriptionId}`);
        await expect(page.getByText(w.deliveries, { exact: true }).first()).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/${name('detail')}.png`, fullPage: true });

        await page.goto('/admin/subscriptions?tab=plans');
        await expect(page.locator('.ant-card').first()).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/${name('plans')}.png`, fullPage: true });

        await page.goto('/admin/subscriptions?tab=days');
        await expect(page.getByText(w.total).first()).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/${name('days')}.png`, fullPage: true });
        await context.close();
      });
    }
  }
});
