import { mkdirSync } from 'node:fs';
import { type Page, test } from '@playwright/test';
import { consoleIn, expect, LANGUAGES, type Language, SHOTS, shoot, signInAs } from './console-shots';

const words = {
  'zh-CN': { title: '配送设置', save: '保存设置', closing: '仍然保存', stale: '此记录在你编辑期间已被修改' },
  en: {
    title: 'Delivery settings',
    save: 'Save settings',
    closing: 'Save anyway',
    stale: 'This record changed while you were editing',
  },
} as const;

/** The shop's calendar date `days` from today (China Standard Time), as the settings' calendar titles its days. */
const shopDay = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function openSettings(page: Page, language: Language) {
  await page.goto('/admin/settings/delivery');
  await expect(page.getByRole('heading', { name: words[language].title })).toBeVisible();
  await expect(page.locator('#slots_3_capacity')).toBeVisible();
}

/** Types a figure into one of the form's number boxes, by its field's id. */
const typeFigure = (page: Page, id: string, figure: number) => page.locator(`#${id}`).fill(String(figure));

test("screenshots the delivery settings' stale-save dialog at 1280 px, in both languages", async ({ browser }) => {
  // Two languages, each signing in two people, on a machine shared with other browsers.
  test.setTimeout(300_000);
  mkdirSync(SHOTS, { recursive: true });
  for (const [n, language] of LANGUAGES.entries()) {
    const w = words[language];
    // The admin has the settings open at two desks (a second admin's, as far as the page can tell).
    const other = await consoleIn(browser, language);
    const admin = await consoleIn(browser, language);
    await signInAs(other.page, language, 'admin');
    await signInAs(admin.page, language, 'admin');
    await openSettings(other.page, language);
    await openSettings(admin.page, language);

    // The other desk saves first: the evening slot's capacity, the lead time, and a day closed (asked first; each
    // language's run closes a day of its own, as a second click would open it again).
    await typeFigure(other.page, 'slots_3_capacity', 25 + n);
    await typeFigure(other.page, 'leadMinutes', 90 + n);
    await other.page.locator(`.closed-calendar td[title="${shopDay(n + 1)}"]`).click();
    await other.page.getByRole('button', { name: w.save }).click();
    await other.page.getByRole('dialog').getByRole('button', { name: w.closing }).click();
    await expect(other.page.getByRole('dialog')).toHaveCount(0);
    await expect(other.page.locator('.ant-message')).toBeVisible();

    // This desk, still on the settings as they were, changes the same slot and the horizon: the save is stale.
    await typeFigure(admin.page, 'slots_3_capacity', 40 + n);
    await typeFigure(admin.page, 'horizonDays', 30 + n);
    await admin.page.getByRole('button', { name: w.save }).click();
    const dialog = admin.page.getByRole('dialog', { name: w.stale });
    await expect(dialog.getByRole('row')).toHaveCount(4);
    await expect(admin.page.locator('html')).toHaveAttribute('lang', language);
    // The modal's opening animation is over before the picture.
    await admin.page.waitForTimeout(400);
    await shoot(admin.page, `delivery-settings-stale-save-1280-${language}`);
    await other.context.close();
    await admin.context.close();
  }
});
