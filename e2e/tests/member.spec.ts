import { expect, test } from '@playwright/test';
import { logInByCode } from './log-in';

// A 1×1 PNG, enough for the server's check of the content.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('a new member', () => {
  test('logs in from a protected page, adds an address, favourites a goods, edits the profile and logs out', async ({
    page,
  }) => {
    const phone = `135${String(Date.now()).slice(-8)}`;

    // A protected page sends a visitor to log in, remembering where they were going.
    await page.goto('/pages/me/address-list/address-list');
    await expect(page).toHaveURL(/\/pages\/common\/login\/login\?uniIdRedirectUrl=/);
    expect(new URL(page.url()).searchParams.get('uniIdRedirectUrl')).toBe('/pages/me/address-list/address-list');

    await logInByCode(page, phone);
    await expect(page).toHaveURL(/\/pages\/me\/address-list\/address-list$/);

    // Add an address.
    await page
      .getByRole('button', { name: /新增|添加/ })
      .first()
      .click();
    await page.getByPlaceholder('收货人姓名').fill('王小花');
    await page.getByPlaceholder('收货人手机号').fill('13912345678');
    await page.getByRole('button', { name: /所在地区/ }).click();
    const picker = page.getByRole('dialog');
    await picker.getByRole('button', { name: '北京市' }).first().click();
    await picker.getByRole('button', { name: '北京市' }).first().click();
    await picker.getByRole('button', { name: '朝阳区' }).click();
    await page.getByPlaceholder('街道、楼牌号等').fill('建国路88号');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page).toHaveURL(/address-list/);
    await expect(page.getByText('王小花')).toBeVisible();
    await expect(page.getByText('139****5678')).toBeVisible();
    await expect(page.getByText(/建国路88号/)).toBeVisible();

    // Favourite a goods, then find it among the favourites.
    await page.goto('/pages/goods/detail/detail?id=goods-0003');
    const name = (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
    await page.getByRole('button', { name: /收藏/ }).click();
    await expect(page.getByText('已收藏').first()).toBeVisible();
    await page.goto('/pages/me/favor-list/favor-list');
    await expect(page.getByText(name.trim()).first()).toBeVisible();

    // Change the nickname and the avatar, and see them on my account.
    await page.goto('/pages/me/user-set/user-set');
    await page.getByText('昵称').click();
    await page.getByRole('textbox', { name: '昵称' }).fill('花间小王');
    await page
      .getByRole('button', { name: /保存|确定/ })
      .last()
      .click();
    await expect(page.getByText('更新成功')).toBeVisible();
    const uploaded = page.waitForResponse('**/api/member/upload');
    const avatarSaved = page.waitForResponse(
      (r) => r.url().endsWith('/api/member/updateUserSet') && (r.request().postData() ?? '').includes('avatar'),
    );
    await page.getByTestId('avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    expect((await uploaded).status()).toBe(200);
    expect((await (await avatarSaved).json()).data.user.avatar_file.url).toContain('/uploads/');
    await page.goto('/pages/tabbar/me/me');
    await expect(page.getByText('花间小王')).toBeVisible();
    await expect(page.getByText(`${phone.slice(0, 3)}****${phone.slice(-4)}`)).toBeVisible();
    await expect(page.locator('img[src*="/uploads/"]').first()).toBeVisible();

    // Log out after confirming.
    await page.goto('/pages/me/user-set/user-set');
    await page.getByRole('button', { name: '退出登录' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /确定|退出/ })
      .last()
      .click();
    await expect(page).toHaveURL(/login-withoutpwd/);
    await page.goto('/pages/tabbar/me/me');
    await expect(page.getByText('登录/注册')).toBeVisible();
  });
});

test.describe('a member with something to say', () => {
  test('sends feedback with pictures that upload as they are chosen, one taken out again', async ({ page }) => {
    await page.goto('/pages/me/feedback/feedback');
    await logInByCode(page, `136${String(Date.now()).slice(-8)}`);
    await expect(page).toHaveURL(/\/pages\/me\/feedback\/feedback$/);

    await page.getByRole('button', { name: '配送' }).click();
    await page.getByRole('radio', { name: '4星' }).check({ force: true });
    await page.getByRole('textbox', { name: /反馈内容/ }).fill('花送到时已经有些蔫了，希望改进包装');
    const uploads = page.waitForResponse((r) => r.url().endsWith('/api/member/upload') && r.status() === 200);
    await page.getByLabel('添加图片').setInputFiles([
      { name: 'first.png', mimeType: 'image/png', buffer: PNG },
      { name: 'second.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await uploads;
    await expect(page.getByRole('button', { name: /删除第\d张图片/ })).toHaveCount(2);
    await expect(page.getByRole('status')).toHaveCount(0);
    await expect(page.locator('.adm-toast-main')).toHaveCount(0, { timeout: 10_000 });
    await page.screenshot({ path: 'test-results/screenshots/feedback-375-zh.png', fullPage: true });

    // Taken out after its upload: the picture leaves the form and storage.
    const deleted = page.waitForResponse((r) => r.url().endsWith('/api/member/upload/delete'));
    await page.getByRole('button', { name: '删除第2张图片' }).click();
    expect((await deleted).status()).toBe(200);
    await expect(page.getByRole('button', { name: /删除第\d张图片/ })).toHaveCount(1);

    const sent = page.waitForRequest((r) => r.url().endsWith('/api/member/feedback/add'));
    await page.getByRole('button', { name: '提交' }).click();
    const body = (await sent).postDataJSON() as { type: string; rating: number; pictures: string[] };
    expect(body).toMatchObject({ type: 'delivery', rating: 4 });
    expect(body.pictures).toHaveLength(1);
    expect(body.pictures[0]).toContain('/uploads/');
    await expect(page.getByText('提交成功，感谢您的反馈')).toBeVisible();
  });
});

test.describe('a member on a slow network', () => {
  test('is told 登录成功 last, though the toast of the code was still loading when the login ended', async ({
    page,
  }) => {
    await page.goto('/pages/me/address-list/address-list');
    await expect(page.getByRole('button', { name: '获取验证码' })).toBeVisible();
    // Every toast text in the order it appears, to see which one the member is left with.
    await page.evaluate(() => {
      const shown: string[] = [];
      Object.assign(window, { shownToasts: shown });
      new MutationObserver(() => {
        const text = document.querySelector('.adm-toast-main')?.textContent ?? '';
        if (text && text !== shown.at(-1)) shown.push(text);
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    // The first toast waits for its style sheets; these arrive only after the login is done.
    await page.route(/\/assets\/.+\.css$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await logInByCode(page, `137${String(Date.now()).slice(-8)}`);
    await expect(page.locator('.adm-toast-main')).toHaveCount(0, { timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { shownToasts: string[] }).shownToasts.at(-1))).toBe(
      '登录成功',
    );
  });
});
