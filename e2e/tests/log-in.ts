import { expect, type Page } from '@playwright/test';

/** Logs in on the code login page the visitor was sent to, reading the code from the development sender. */
export async function logInByCode(page: Page, phone: string) {
  await page.getByPlaceholder('请输入手机号').fill(phone);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒/ })).toBeVisible();
  const outbox = await page.request.post('/api/dev/sms/outbox', { data: { phone } });
  const { data } = (await outbox.json()) as { data: { code: string } };
  await page.getByPlaceholder('请输入6位验证码').fill(data.code);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('登录成功')).toBeVisible();
}
