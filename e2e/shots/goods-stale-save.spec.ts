import { mkdirSync } from 'node:fs';
import { type Page, test } from '@playwright/test';
import { consoleIn, expect, LANGUAGES, type Language, SHOTS, shoot, signInAs } from './console-shots';

const words = {
  'zh-CN': {
    edit: '编辑',
    drawer: '编辑商品',
    market: '划线价（元）',
    save: '保存',
    stale: '此记录在你编辑期间已被修改',
  },
  en: {
    edit: 'Edit',
    drawer: 'Edit goods',
    market: 'Market price (¥)',
    save: 'Save',
    stale: 'This record changed while you were editing',
  },
} as const;

/** The demo goods without sizes, so its price is the goods' own. */
const GOODS = 'goods-0001';

/** Opens the goods' editor from the list filtered to it. */
async function openEditor(page: Page, language: Language) {
  await page.goto(`/admin/goods?keyword=${GOODS}`);
  await page
    .getByRole('row')
    .filter({ hasText: words[language].edit })
    .getByRole('button', { name: words[language].edit })
    .click();
  const drawer = page.getByRole('dialog', { name: words[language].drawer });
  await expect(drawer.locator('#salePrice')).toBeVisible();
  return drawer;
}

test("screenshots the goods editor's stale-save dialog at 1280 px, in both languages", async ({ browser }) => {
  // Two languages, each signing in two people, on a machine shared with other browsers.
  test.setTimeout(300_000);
  mkdirSync(SHOTS, { recursive: true });
  for (const [n, language] of LANGUAGES.entries()) {
    const w = words[language];
    // Two people open the same goods: a florist at one desk, the admin at another.
    const florist = await consoleIn(browser, language);
    const admin = await consoleIn(browser, language);
    await signInAs(florist.page, language, 'florist');
    await signInAs(admin.page, language, 'admin');
    const theirs = await openEditor(florist.page, language);
    const mine = await openEditor(admin.page, language);

    // The florist saves a new price and market price first.
    await theirs.locator('#salePrice').fill(String(219 + n * 10));
    await theirs.locator('#marketPrice').fill(String(399 + n * 10));
    await theirs.getByRole('button', { name: w.save, exact: true }).click();
    await expect(theirs).toBeHidden();

    // The admin, still on the goods as it was, saves a price of their own: the save is stale.
    await mine.locator('#salePrice').fill(String(239 + n * 10));
    await mine.getByRole('button', { name: w.save, exact: true }).click();
    const dialog = admin.page.getByRole('dialog', { name: w.stale });
    await expect(dialog.getByRole('row').filter({ hasText: w.market })).toBeVisible();
    await expect(admin.page.locator('html')).toHaveAttribute('lang', language);
    // The modal's opening animation is over before the picture.
    await expect(dialog).not.toHaveClass(/zoom-(appear|enter)/);
    await admin.page.waitForTimeout(400);
    await shoot(admin.page, `goods-stale-save-1280-${language}`);
    await florist.context.close();
    await admin.context.close();
  }
});
