import { type Browser, expect as baseExpect, devices, type Locator, type Page } from '@playwright/test';

// The console's steps share a busy machine with other browsers: a state waits as long as an action may.
const expect = baseExpect.configure({ timeout: 15_000 });

export interface StaffMember {
  username: string;
  displayName: string;
  password: string;
  phone?: string;
}

/** A browser context at a 1280 px desk, in the shop's time zone (the console's 今天 and 明天 are the browser's days). */
export function deskContext(browser: Browser, baseURL: string) {
  // The project's phone settings would otherwise carry over to every context: a desk is a desktop browser.
  return browser.newContext({
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    baseURL,
  });
}

/** A browser context on a 375 px phone. */
export function phoneContext(browser: Browser, baseURL: string) {
  return browser.newContext({ ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, locale: 'zh-CN', baseURL });
}

/** Signs in on the console's login page; the console leaves it for the member's landing page. */
export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).not.toHaveURL(/\/admin\/login/);
}

/**
 * The antd select list that is open, once it has finished sliding in: while it slides in it may still sit where it
 * was first drawn, so a click at once can land beside the option.
 */
export async function openList(page: Page) {
  // antd's visible options are not the accessible listbox it keeps for screen readers.
  const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await expect(list).toBeVisible();
  await expect(list).not.toHaveClass(/slide-up-(appear|enter)/);
  return list;
}

/** Opens the antd select `combobox` and clicks the option titled `title`. */
export async function pickOption(page: Page, combobox: Locator, title: string | RegExp) {
  await combobox.click();
  await (await openList(page)).getByTitle(title, { exact: true }).click();
}

/** The admin adds a member through the staff page's drawer; the staff page is open. */
export async function addStaff(admin: Page, member: StaffMember, role: string) {
  await admin.getByRole('button', { name: '新增员工' }).click();
  const drawer = admin.getByRole('dialog', { name: '新增员工' });
  await drawer.getByLabel('用户名').fill(member.username);
  await drawer.getByLabel('姓名').fill(member.displayName);
  await pickOption(admin, drawer.getByLabel('角色'), role);
  if (member.phone) await drawer.getByLabel('手机号').fill(member.phone);
  await drawer.getByLabel('初始密码').fill(member.password);
  await drawer.getByRole('button', { name: '新增员工' }).click();
  await expect(admin.getByText(`已新增员工 ${member.displayName}`)).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: member.username })).toContainText(role);
}
