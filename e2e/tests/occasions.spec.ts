import { expect, test } from '@playwright/test';
import { logInByCode } from './log-in';

const DAY = 86_400_000;
/** The shop's calendar (UTC+8) `days` from now. */
const shopDay = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * DAY);

test('a member saves a date a week ahead and hears of it in the message centre', async ({ page }) => {
  const phone = `136${String(Date.now()).slice(-8)}`;
  const target = shopDay(7);
  const [month, day] = [target.getUTCMonth() + 1, target.getUTCDate()];
  const date = target.toISOString().slice(0, 10);

  // 我的 → 纪念日提醒 asks a visitor to log in first, and comes back.
  await page.goto('/pages/tabbar/me/me');
  await page.getByText('纪念日提醒').click();
  await expect(page).toHaveURL(/\/pages\/common\/login\/login\?uniIdRedirectUrl=/);
  await logInByCode(page, phone);
  await expect(page).toHaveURL(/\/pages\/me\/reminders\/reminders$/);
  await expect(page.getByText('还没有纪念日')).toBeVisible();

  await page.getByRole('button', { name: '添加纪念日' }).click();
  const form = page.getByRole('form', { name: '添加纪念日' });
  await form.getByPlaceholder('如：妈妈的生日').fill('妈妈生日');
  await form.getByRole('combobox', { name: '月份' }).selectOption(String(month));
  await form.getByRole('combobox', { name: '日期' }).selectOption(String(day));
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已保存')).toBeVisible();
  const card = page.getByTestId('reminder-card');
  await expect(card.getByText('妈妈生日')).toBeVisible();
  await expect(card.getByText('还有7天')).toBeVisible();

  // The scheduler runs at an instant the test picks (a development-only hook), twice: one notice.
  for (let run = 0; run < 2; run += 1) {
    const answer = await page.request.post('/api/dev/occasions/run', { data: { at: Date.now() } });
    expect(answer.ok()).toBe(true);
  }

  await page.goto('/uni_modules/uni-im/pages/index/index');
  await page
    .getByRole('link', { name: /订单通知/ })
    .first()
    .click();
  const notice = page.getByRole('link', { name: new RegExp(`妈妈生日还有7天（${date}）`) });
  await expect(notice).toHaveCount(1);
  await notice.click();
  await expect(page).toHaveURL(/\/pages\/goods\/goods-search\/goods-search\?keyword=/);
  expect(new URL(page.url()).searchParams.get('keyword')).toBe('生日');
});
