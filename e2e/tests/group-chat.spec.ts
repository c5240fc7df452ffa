import { type Browser, devices, expect, type Page, test } from '@playwright/test';
import { logInByCode } from './log-in';

const CHAT_INDEX = '/uni_modules/uni-im/pages/index/index';

/** A new member in a browser context of their own, logged in by code and on the chat index. */
async function newMember(browser: Browser, baseURL: string, phone: string, wide = false) {
  const context = await browser.newContext(
    wide
      ? { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, locale: 'zh-CN', baseURL }
      : { ...devices['Pixel 7'], locale: 'zh-CN', baseURL },
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/pages/common/login/login?uniIdRedirectUrl=${encodeURIComponent(CHAT_INDEX)}`);
  await logInByCode(page, phone);
  await expect(page).toHaveURL(new RegExp(CHAT_INDEX));
  return { page, nickname: `用户${phone.slice(-4)}`, errors, close: () => context.close() };
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
const composer = (page: Page) => page.getByRole('textbox', { name: '输入消息' });

async function invite(page: Page, phone: string) {
  await tab(page, '通讯录');
  await page.getByLabel('查找用户').fill(phone);
  await page.getByRole('button', { name: '查找', exact: true }).click();
  const found = page.getByTestId('found-user');
  await found.getByRole('button', { name: '加好友' }).click();
  await found.getByRole('button', { name: '发送' }).click();
  await expect(page.getByText('已发送好友申请')).toBeVisible();
}

async function acceptInvitation(page: Page, from: string) {
  await tab(page, '通讯录');
  const invitation = page.getByTestId('invitation').filter({ hasText: from });
  await invitation.getByRole('button', { name: '接受' }).click();
  await expect(page.getByTestId('friend').filter({ hasText: from })).toBeVisible();
}

test('three new members: friends, a group, a mention, mute-all and a dissolved group', async ({ browser, baseURL }) => {
  // Three people, each logging in and acting in turn: longer than one page's test.
  test.setTimeout(180_000);
  const suffix = String(Date.now()).slice(-6);
  const phones = [`1371${suffix}1`, `1372${suffix}2`, `1373${suffix}3`] as const;
  const owner = await newMember(browser, baseURL as string, phones[0], true);
  const rose = await newMember(browser, baseURL as string, phones[1]);
  const iris = await newMember(browser, baseURL as string, phones[2]);
  try {
    // The owner befriends both; each accepts the invitation.
    await invite(owner.page, phones[1]);
    await invite(owner.page, phones[2]);
    await acceptInvitation(rose.page, owner.nickname);
    await acceptInvitation(iris.page, owner.nickname);

    // The owner starts a group with both friends.
    await owner.page.reload();
    await tab(owner.page, '通讯录');
    await owner.page.getByTestId('start-group').click();
    await owner.page.getByTestId('group-friend').filter({ hasText: rose.nickname }).click();
    await owner.page.getByTestId('group-friend').filter({ hasText: iris.nickname }).click();
    await owner.page.getByLabel(/群名称/).fill('周末花艺课');
    await owner.page.getByTestId('create-group-submit').click();
    await expect(owner.page).toHaveURL(/group_id=/);
    const groupId = new URL(owner.page.url()).searchParams.get('group_id') ?? '';
    expect(groupId).not.toBe('');
    await expect(owner.page.getByRole('log').getByText(/邀请.*加入了群聊/)).toBeVisible();

    // The others see the group arrive in their conversation list.
    for (const member of [rose, iris]) {
      await tab(member.page, '会话');
      await expect(member.page.getByTestId('conversation').filter({ hasText: '周末花艺课' })).toBeVisible();
    }

    // The owner mentions Iris.
    await composer(owner.page).pressSequentially('@');
    const picker = owner.page.getByTestId('mention-picker');
    await expect(picker).toBeVisible();
    await picker.getByTestId('mention-option').filter({ hasText: iris.nickname }).click();
    await composer(owner.page).pressSequentially('明天上午十点见');
    await owner.page.getByRole('button', { name: '发送', exact: true }).click();
    await expect(owner.page.getByRole('log').getByText(`@${iris.nickname} 明天上午十点见`)).toBeVisible();

    // Iris sees [@我] on the row and finds the group under the @me filter; Rose does not.
    const irisRow = iris.page.getByTestId('conversation').filter({ hasText: '周末花艺课' });
    await expect(irisRow.getByText('[@我]')).toBeVisible();
    await iris.page.getByRole('button', { name: '@我', exact: true }).click();
    await expect(iris.page.getByTestId('conversation')).toHaveCount(1);
    await expect(irisRow).toBeVisible();
    const roseRow = rose.page.getByTestId('conversation').filter({ hasText: '周末花艺课' });
    await expect(roseRow).toContainText('明天上午十点见');
    await expect(roseRow.getByText('[@我]')).toHaveCount(0);
    await irisRow.click();
    await expect(iris.page.getByRole('log').getByText(`@${iris.nickname} 明天上午十点见`)).toBeVisible();

    // Rose opens the group and can talk; then the owner mutes everyone and her composer closes.
    await roseRow.click();
    await expect(composer(rose.page)).toBeVisible();
    await owner.page.getByTestId('group-info-button').click();
    await owner.page.getByTestId('mute-all').click();
    await expect(owner.page.getByRole('log').getByText('开启了全员禁言')).toBeVisible();
    await expect(rose.page.getByTestId('composer-closed')).toHaveText('全员禁言中，仅管理员可发言');
    await expect(composer(rose.page)).toHaveCount(0);

    // The server refuses her message too, whatever the page shows.
    const refused = await rose.page.evaluate(async (group_id) => {
      const token = JSON.parse(localStorage.getItem('uni_id_token') ?? '""') as string;
      const response = await fetch('/api/im/sendMsg', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token },
        body: JSON.stringify({
          group_id,
          type: 'text',
          body: '我还能说话吗',
          unique_id: crypto.randomUUID(),
          client_create_time: Date.now(),
        }),
      });
      return (await response.json()) as { code: number; errCode?: string };
    }, groupId);
    expect(refused.errCode).toBe('IM_MUTED');

    // The owner dissolves the group: it leaves Iris's list, and Rose's open chat says so.
    await iris.page.goto(CHAT_INDEX);
    await expect(iris.page.getByTestId('conversation').filter({ hasText: '周末花艺课' })).toBeVisible();
    // First the owner thinks better of it and closes the panel; the question asked again, from the panel opened
    // again, is still above it.
    const question = owner.page.getByRole('dialog').filter({ hasText: '确定解散群聊' });
    await owner.page.getByTestId('dissolve-group').click();
    await question.getByRole('button', { name: '取消' }).click();
    await owner.page.keyboard.press('Escape');
    await expect(owner.page.getByTestId('dissolve-group')).toBeHidden();
    await owner.page.getByTestId('group-info-button').click();
    await owner.page.getByTestId('dissolve-group').click();
    await question.getByRole('button', { name: '解散群聊' }).click();
    await expect(iris.page.getByTestId('conversation').filter({ hasText: '周末花艺课' })).toHaveCount(0);
    await expect(rose.page.getByTestId('composer-closed')).toHaveText('该群已解散');
    await expect(owner.page.getByTestId('conversation').filter({ hasText: '周末花艺课' })).toHaveCount(0);
    for (const member of [owner, rose, iris]) {
      await expect(member.page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
    }
    await expect(iris.page.getByRole('tab', { name: /^会话/ })).toBeVisible();
    await expect(owner.page.getByRole('tab', { name: /^会话/ })).toBeVisible();
    expect([...owner.errors, ...rose.errors, ...iris.errors]).toEqual([]);
  } finally {
    await Promise.all([owner.close(), rose.close(), iris.close()]);
  }
});
