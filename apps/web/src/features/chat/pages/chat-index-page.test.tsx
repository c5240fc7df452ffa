// @vitest-environment jsdom

import type { ImClient } from '@ffe/im-client/client';
import { markRead, markUnread, setConversationFlags } from '@ffe/im-client/runtime/conversation-actions';
import { openChat } from '@ffe/im-client/runtime/conversations';
import { startIm } from '@ffe/im-client/runtime/im-session';
import { type ClientConversation, resetImStore } from '@ffe/im-client/runtime/im-store';
import {
  aClientMessage,
  aConversationBetween,
  aCustomer,
  aGroup,
  aGroupConversation,
  aMessage,
  aStaffMember,
  aUser,
  GROUP_ID,
  SERVICE_ID,
} from '@ffe/im-client/testing/im-factories';
import { IM } from '@ffe/shared/constants';
import { conversationIdFor } from '@ffe/shared/domain/im/conversation-id';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { createShopImClient } from '../../../lib/shop-im-host';
import { renderPage } from '../../../test/render-page';
import ChatIndexPage from './chat-index-page';

let imClient: ImClient;
beforeEach(() => {
  imClient = createShopImClient();
});
afterEach(() => imClient.dispose());

vi.mock('@ffe/im-client/runtime/im-session', () => ({ startIm: vi.fn() }));
// The list selector stays real (filters and the sort of PRODUCT.md#chat-conversation-list); opening and the actions are the runtime's own tests.
vi.mock('@ffe/im-client/runtime/conversations', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@ffe/im-client/runtime/conversations')>()),
  openChat: vi.fn(),
  leaveChat: vi.fn(),
}));
vi.mock('@ffe/im-client/runtime/conversation-actions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@ffe/im-client/runtime/conversation-actions')>()),
  setConversationFlags: vi.fn(),
  markRead: vi.fn(),
  markUnread: vi.fn(),
  saveDraft: vi.fn(),
}));
vi.mock('@ffe/im-client/runtime/older-messages', () => ({ loadOlder: vi.fn() }));
// The aliases and the two other tabs are chat-index-contacts.test.tsx's.
vi.mock('@ffe/im-client/api/get-alias-list', () => ({ getAliasList: vi.fn(async () => []) }));
vi.mock('@ffe/im-client/runtime/user-info', async () => {
  const { useImStore } = await import('@ffe/im-client/runtime/im-store');
  return { useUserInfo: (uid: string | undefined) => useImStore((s) => (uid ? s.users[uid] : undefined)) };
});

const now = Date.now();

/** A customer's conversation as the staff member sees it. */
function withCustomer(name: string, overrides: Partial<ClientConversation> = {}): ClientConversation {
  const customer = aUser({ _id: `u-${name}`, nickname: name });
  return aConversationBetween(aStaffMember(), customer, {
    last_msg: aMessage({
      conversation_id: conversationIdFor(SERVICE_ID, customer._id),
      from_uid: customer._id,
      body: `${name}的消息`,
      create_time: now - 60_000,
    }),
    last_msg_create_time: now - 60_000,
    ...overrides,
  });
}

function hold(conversations: ClientConversation[], unread = { conversation: 0, message: 0, notification: 0 }) {
  imClient.store.setState({
    me: aStaffMember(),
    status: 'online',
    conversations: Object.fromEntries(conversations.map((c) => [c.id, c])),
    unread,
  });
}

const open = (search = '') => renderPage(ChatIndexPage, { imClient, path: PATHS.imIndex, search });
const names = () =>
  screen.getAllByTestId('conversation').map((row) => row.querySelector('[class*="name"]')?.textContent);
const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
const row = (name: string) =>
  screen
    .getAllByTestId('conversation')
    .find((item) => item.querySelector('[class*="name"]')?.textContent === name) as HTMLElement;

describe('ChatIndexPage', () => {
  beforeEach(() => {
    resetImStore(imClient);
    setWidth(375);
    vi.clearAllMocks();
    vi.mocked(startIm).mockResolvedValue(undefined);
    for (const action of [setConversationFlags, markRead, markUnread]) vi.mocked(action).mockResolvedValue();
  });

  it('badges tab 0 with the unread conversations and tab 2 with the unread notifications', async () => {
    hold([withCustomer('莉莉')], { conversation: 3, message: 8, notification: 120 });
    open();
    await screen.findByText('莉莉');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['会话3', '通讯录', '通知99+']);
  });

  it('lists pinned first, then by the time of the last message', async () => {
    hold([
      withCustomer('早的', { last_msg_create_time: now - 3_600_000 }),
      withCustomer('新的', { last_msg_create_time: now - 1_000 }),
      withCustomer('置顶的', { pinned: true, last_msg_create_time: now - 86_400_000 }),
    ]);
    open();
    await screen.findByText('新的');
    expect(names()).toEqual(['置顶的', '新的', '早的']);
    expect(row('置顶的').className).toMatch(/pinned/);
    expect(row('新的').className).not.toMatch(/pinned/);
  });

  it('shows each row with its preview, friendly time and unread badge capped at 99+', async () => {
    hold([
      withCustomer('莉莉', { unread_count: 120 }),
      withCustomer('小王', {
        unread_count: 2,
        last_msg: aMessage({ type: 'image', body: { url: '/a.png' }, create_time: now - 10_000 }),
      }),
    ]);
    open();
    const lily = await screen.findByText('莉莉');
    expect(within(row('莉莉')).getByText('莉莉的消息')).toBeTruthy();
    expect(within(row('莉莉')).getByText('1分钟前')).toBeTruthy();
    expect(within(row('莉莉')).getByText('99+')).toBeTruthy();
    expect(within(row('小王')).getByText('[图片]')).toBeTruthy();
    expect(within(row('小王')).getByText('刚刚')).toBeTruthy();
    expect(within(row('小王')).getByText('2')).toBeTruthy();
    expect(lily).toBeTruthy();
  });

  it("names the order notices' conversation 订单通知, not the system user's nickname", async () => {
    const system = aUser({ _id: IM.SYSTEM_UID, nickname: 'system message' });
    const notices = aConversationBetween(aCustomer(), system, {
      last_msg: aMessage({ from_uid: IM.SYSTEM_UID, type: 'pay-notify', body: { order_id: 'o-1' } }),
    });
    hold([notices]);
    imClient.store.setState({ me: aCustomer() });
    open();
    expect(await screen.findByText('订单通知')).toBeTruthy();
    expect(within(row('订单通知')).getByText('[支付成功]')).toBeTruthy();
    expect(screen.queryByText('system message')).toBeNull();
  });

  it('shows a muted conversation with a dot instead of the number', async () => {
    hold([withCustomer('莉莉', { unread_count: 5, mute: true })]);
    open();
    await screen.findByText('莉莉');
    expect(within(row('莉莉')).queryByText('5')).toBeNull();
    expect(row('莉莉').querySelector('.adm-badge-dot')).toBeTruthy();
    expect(within(row('莉莉')).getByText('免打扰')).toBeTruthy();
  });

  it('puts a draft first in the preview', async () => {
    hold([withCustomer('莉莉', { chatInputContent: '马上为您' })]);
    open();
    await screen.findByText('莉莉');
    expect(row('莉莉').textContent).toContain('[草稿]马上为您');
  });

  it('filters by unread, @me, single and starred', async () => {
    hold([
      withCustomer('未读的', { unread_count: 1 }),
      withCustomer('提到我的', { remind_msg_ids: ['m-1'] }),
      withCustomer('星标的', { is_star: true }),
    ]);
    open();
    await screen.findByText('未读的');
    const filters = screen.getByRole('group', { name: '筛选会话' });
    const filter = (name: string) => fireEvent.click(within(filters).getByRole('button', { name }));
    filter('未读');
    expect(names()).toEqual(['未读的']);
    filter('@我');
    expect(names()).toEqual(['提到我的']);
    filter('星标');
    expect(names()).toEqual(['星标的']);
    filter('群聊');
    expect(screen.getByText('还没有群聊')).toBeTruthy();
    filter('单聊');
    expect(names()).toHaveLength(3);
    filter('全部');
    expect(within(filters).getByRole('button', { name: '全部' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says so when there are no conversations', async () => {
    hold([]);
    open();
    expect(await screen.findByText('还没有会话')).toBeTruthy();
  });

  it('on a phone opens a conversation on the chat page', async () => {
    hold([withCustomer('莉莉')]);
    open();
    fireEvent.click(await screen.findByText('莉莉'));
    expect(screen.getByTestId('location').textContent).toBe(`${PATHS.chat}?user_id=u-莉莉`);
  });

  it('on a phone sends a visit with user_id on to that chat', async () => {
    hold([]);
    open('?user_id=customer-service&order_id=o-1');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`${PATHS.chat}?user_id=customer-service&order_id=o-1`),
    );
  });

  it('wider than 960 px opens the chat in place beside the list', async () => {
    setWidth(1280);
    const lily = withCustomer('莉莉');
    hold([lily]);
    vi.mocked(openChat).mockImplementation(async () => {
      imClient.store.setState((s) => ({
        messages: { ...s.messages, [lily.id]: [aClientMessage({ conversation_id: lily.id, body: '我想订花' })] },
        hasOlder: { ...s.hasOlder, [lily.id]: false },
      }));
      return lily.id;
    });
    open();
    expect(await screen.findByText('选择一个会话开始聊天')).toBeTruthy();
    fireEvent.click(row('莉莉'));
    expect(await screen.findByText('我想订花')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('?user_id=u-莉莉');
    expect(openChat).toHaveBeenCalledWith(imClient, 'u-莉莉');
    expect(row('莉莉').getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: '莉莉' })).toBeTruthy();
  });

  it('offers pin, mark read, star, mute and hide on a right click', async () => {
    setWidth(1280);
    const lily = withCustomer('莉莉', { unread_count: 2 });
    hold([lily]);
    open();
    const openMenu = () => {
      fireEvent.contextMenu(row('莉莉'), { clientX: 20, clientY: 20 });
      return screen.getByRole('menu', { name: '会话操作' });
    };
    expect(
      within(openMenu())
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['置顶', '标为已读', '星标', '免打扰', '不显示']);
    fireEvent.click(screen.getByRole('menuitem', { name: '置顶' }));
    expect(setConversationFlags).toHaveBeenCalledWith(imClient, lily.id, { pinned: true });
    fireEvent.click(within(openMenu()).getByRole('menuitem', { name: '标为已读' }));
    expect(markRead).toHaveBeenCalledWith(imClient, lily.id);
    fireEvent.click(within(openMenu()).getByRole('menuitem', { name: '星标' }));
    expect(setConversationFlags).toHaveBeenCalledWith(imClient, lily.id, { is_star: true });
    fireEvent.click(within(openMenu()).getByRole('menuitem', { name: '免打扰' }));
    expect(setConversationFlags).toHaveBeenCalledWith(imClient, lily.id, { mute: true });
    fireEvent.click(within(openMenu()).getByRole('menuitem', { name: '不显示' }));
    expect(setConversationFlags).toHaveBeenCalledWith(imClient, lily.id, { hidden: true });
  });

  it('offers mark unread for a read conversation, and the undo of each flag that is set', async () => {
    setWidth(1280);
    const lily = withCustomer('莉莉', { pinned: true, is_star: true, mute: true });
    hold([lily]);
    open();
    fireEvent.contextMenu(await screen.findByText('莉莉'));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      '取消置顶',
      '标为未读',
      '取消星标',
      '取消免打扰',
      '不显示',
    ]);
    fireEvent.click(screen.getByRole('menuitem', { name: '标为未读' }));
    expect(markUnread).toHaveBeenCalledWith(imClient, lily.id);
  });

  it('offers the same actions by swiping on a phone', async () => {
    const lily = withCustomer('莉莉');
    hold([lily]);
    open();
    await screen.findByText('莉莉');
    // SwipeAction keeps its buttons in the page, behind the row.
    fireEvent.click(screen.getByRole('button', { name: '置顶' }));
    expect(setConversationFlags).toHaveBeenCalledWith(imClient, lily.id, { pinned: true });
  });

  it('shows an error with a retry when the chat cannot start', async () => {
    vi.mocked(startIm).mockRejectedValueOnce(new Error('offline'));
    open();
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    await waitFor(() => expect(startIm).toHaveBeenCalledTimes(2));
  });

  it('shows a group by its name, who wrote last, and [@我] when it mentions the user; it opens by group id', async () => {
    hold([
      withCustomer('莉莉'),
      aGroupConversation({
        user_id: SERVICE_ID,
        remind_msg_ids: ['m-call'],
        last_msg: aMessage({ _id: 'm-call', nickname: 'Rose', body: '@客服 明天见', create_time: now - 5_000 }),
        last_msg_create_time: now - 5_000,
      }),
    ]);
    imClient.store.setState({ groups: { [GROUP_ID]: { info: aGroup({ name: '花友群' }), members: null } } });
    open();
    const group = await waitFor(() => row('花友群'));
    expect(within(group).getByText('[@我]')).toBeTruthy();
    expect(within(group).getByText(/Rose: @客服 明天见/)).toBeTruthy();
    expect(group.getAttribute('href')).toBe(`${PATHS.chat}?group_id=${GROUP_ID}`);
    fireEvent.click(within(screen.getByRole('group', { name: '筛选会话' })).getByRole('button', { name: '@我' }));
    expect(names()).toEqual(['花友群']);
  });
});
