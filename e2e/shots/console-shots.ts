import { type Browser, expect as baseExpect, devices, type Page, test } from '@playwright/test';

// The console's steps share a busy machine with other browsers: a state waits as long as an action may.
export const expect = baseExpect.configure({ timeout: 15_000 });

/** Where the pictures go: a folder to open and look at, outside the repository. */
export const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-40';

export const LANGUAGES = ['zh-CN', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The console's sign-in page in each language. */
const SIGN_IN = {
  'zh-CN': { username: '用户名', password: '密码', submit: '登录' },
  en: { username: 'Username', password: 'Password', submit: 'Sign in' },
} as const;

/** The demo team's passwords (decision 005, `apps/server/src/seed/accounts.ts`). */
export const DEMO_STAFF = {
  admin: 'admin-demo-2026',
  florist: 'florist-demo-2026',
  courier: 'courier-demo-2026',
} as const;

/**
 * A browser in `language` (the console follows the browser's until one is chosen), at a 1280 px desk or on a 375 px
 * phone, in the shop's time zone.
 */
export async function consoleIn(browser: Browser, language: Language, where: 'desk' | 'phone' = 'desk') {
  const phone = where === 'phone';
  const context = await browser.newContext({
    ...(phone ? devices['Pixel 7'] : devices['Desktop Chrome']),
    viewport: phone ? { width: 375, height: 812 } : { width: 1280, height: 800 },
    deviceScaleFactor: phone ? 2 : 1,
    locale: language === 'en' ? 'en-US' : 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    baseURL: test.info().project.use.baseURL,
  });
  return { context, page: await context.newPage() };
}

/** Signs `username` in on the console's sign-in page, in the page's language. */
export async function signInAs(page: Page, language: Language, username: keyof typeof DEMO_STAFF) {
  const words = SIGN_IN[language];
  await page.goto('/admin/login');
  await page.getByLabel(words.username).fill(username);
  await page.getByLabel(words.password).fill(DEMO_STAFF[username]);
  await page.getByRole('button', { name: words.submit, exact: true }).click();
  await expect(page).not.toHaveURL(/\/admin\/login/);
}

/** The page as a person sees it: the window, with the dialog on top. */
export const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

/** Calls a console route as the demo admin through the API, for what a shot needs in place before it starts. */
export async function asAdmin<T>(page: Page, path: string, data: object): Promise<T> {
  const login = await page.request.post('/api/member/login/password', {
    data: { username: 'admin', password: DEMO_STAFF.admin },
  });
  const { data: session } = (await login.json()) as { data: { token: string } };
  const answer = await page.request.post(path, { headers: { authorization: session.token }, data });
  const body = (await answer.json()) as { code: number; data: T; message: string };
  expect(body.code, `${path}: ${body.message}`).toBe(200);
  return body.data;
}
