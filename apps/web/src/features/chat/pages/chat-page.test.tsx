// @vitest-environment jsdom

import type { ImClient } from '@ffe/im-client/client';
import { saveDraft } from '@ffe/im-client/runtime/conversation-actions';
import { leaveChat, openChat } from '@ffe/im-client/runtime/conversations';
import { startIm } from '@ffe/im-client/runtime/im-session';
import { type ClientMessage, resetImStore } from '@ffe/im-client/runtime/im-store';
import { sendGoodsCard, sendImage, sendOrderCard, sendText } from '@ffe/im-client/runtime/message-senders';
import { loadOlder } from '@ffe/im-client/runtime/older-messages';
import { retrySend, revokeMessage } from '@ffe/im-client/runtime/send-queue';
import {
  aClientMessage,
  aConversation,
  aConversationBetween,
  aCustomer,
  aStaffMember,
  aUser,
  CUSTOMER_ID,
  SERVICE_CHAT,
} from '@ffe/im-client/testing/im-factories';
import { IM } from '@ffe/shared/constants';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { createShopImClient } from '../../../lib/shop-im-host';
import { useUserStore } from '../../../stores/user-store';
import { renderPage } from '../../../test/render-page';
import ChatPage from './chat-page';

let imClient: ImClient;
beforeEach(() => {
  imClient = createShopImClient();
});
afterEach(() => imClient.dispose());

vi.mock('@ffe/im-client/runtime/im-session', () => ({ startIm: vi.fn() }));
vi.mock('@ffe/im-client/runtime/conversations', () => ({ openChat: vi.fn(), leaveChat: vi.fn() }));
vi.mock('@ffe/im-client/runtime/conversation-actions', () => ({ saveDraft: vi.fn() }));
vi.mock('@ffe/im-client/runtime/older-messages', () => ({ loadOlder: vi.fn() }));
vi.mock('@ffe/im-client/runtime/message-senders', () => ({
  sendText: vi.fn(),
  sendImage: vi.fn(),
  sendGoodsCard: vi.fn(),
  sendOrderCard: vi.fn(),
}));
vi.mock('@ffe/im-client/runtime/send-queue', () => ({ retrySend: vi.fn(), revokeMessage: vi.fn() }));
// Profiles come from the store here; the batching is the runtime's own test.
vi.mock('@ffe/im-client/runtime/user-info', async () => {
  const { useImStore } = await import('@ffe/im-client/runtime/im-store');
  return { useUserInfo: (uid: string | undefined) => useImStore((s) => (uid ? s.users[uid] : undefined)) };
});

/** The chat as the runtime holds it once opened: the conversation and its messages. */
function holdChat(
  messages: ClientMessage[],
  { me = aCustomer(), hasOlder = false, conversation = aConversation() } = {},
) {
  imClient.store.setState({
    me,
    status: 'online',
    conversations: { [SERVICE_CHAT]: conversation },
    users: conversation.user_info ? { [conversation.user_info._id]: conversation.user_info } : {},
  });
  vi.mocked(openChat).mockImplementation(async () => {
    imClient.store.setState((s) => ({
      messages: { ...s.messages, [SERVICE_CHAT]: messages },
      hasOlder: { ...s.hasOlder, [SERVICE_CHAT]: hasOlder },
      openConversationId: SERVICE_CHAT,
    }));
    return SERVICE_CHAT;
  });
}

const open = (search = '?user_id=customer-service') => renderPage(ChatPage, { imClient, path: PATHS.chat, search });
const box = () => screen.getByRole('textbox', { name: '输入消息' });
const messageText = (text: string) => screen.findByText(text);
const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });

describe('ChatPage', () => {
  beforeEach(() => {
    resetImStore(imClient);
    setWidth(375);
    vi.mocked(startIm).mockResolvedValue(undefined);
    vi.mocked(loadOlder).mockResolvedValue(false);
    for (const send of [sendText, sendImage, sendGoodsCard, sendOrderCard, retrySend, revokeMessage]) {
      vi.mocked(send).mockResolvedValue(undefined as never);
    }
  });
  afterEach(() => {
    vi.clearAllMocks();
    useUserStore.setState({ token: '' });
  });

  it("titles the page with the other user's name and shows the messages with a time label", async () => {
    holdChat([
      aClientMessage({ body: '您好，有什么可以帮您？' }),
      aClientMessage({ from_uid: 'u-lily', body: '玫瑰还有吗？' }),
    ]);
    open();
    expect(await messageText('玫瑰还有吗？')).toBeTruthy();
    expect(screen.getByText('您好，有什么可以帮您？')).toBeTruthy();
    expect(document.title).toBe('鲜花速递客服');
    // Sent a second apart: one label above the first only.
    expect(screen.getAllByTestId('time-label')).toHaveLength(1);
    expect(openChat).toHaveBeenCalledWith(imClient, 'customer-service');
  });

  it("names customer service at once, in the page's language, before its profile arrives", async () => {
    holdChat([aClientMessage()], { conversation: aConversation({ user_info: null, friend_uid: 'customer-service' }) });
    open();
    await messageText('您好，有什么可以帮您？');
    expect(document.title).toBe('鲜花速递客服');
  });

  it('asks for the first page when fewer than 10 messages are held, and leaves the chat on the way out', async () => {
    holdChat([aClientMessage()], { hasOlder: true });
    const page = open();
    await waitFor(() => expect(loadOlder).toHaveBeenCalledWith(imClient, SERVICE_CHAT));
    page.unmount();
    expect(leaveChat).toHaveBeenCalledWith(imClient, SERVICE_CHAT);
  });

  it('leaves a chat that finishes opening after the page closed', async () => {
    holdChat([aClientMessage()]);
    let started: () => void = () => undefined;
    vi.mocked(startIm).mockImplementationOnce(() => new Promise((resolve) => (started = () => resolve(undefined))));
    const page = open();
    page.unmount();
    started();
    await waitFor(() => expect(leaveChat).toHaveBeenCalledWith(imClient, SERVICE_CHAT));
  });

  it('asks for the first page again after it failed, on retry', async () => {
    holdChat([], { hasOlder: true });
    vi.mocked(loadOlder).mockRejectedValueOnce(new Error('offline'));
    open();
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    await waitFor(() => expect(loadOlder).toHaveBeenCalledTimes(2));
    expect(openChat).toHaveBeenCalledTimes(1);
  });

  it('loads older messages on asking', async () => {
    holdChat(
      Array.from({ length: IM.MESSAGE_PAGE_SIZE }, (_, i) => aClientMessage({ body: `第${i}条` })),
      { hasOlder: true },
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: '查看更早的消息' }));
    await waitFor(() => expect(loadOlder).toHaveBeenCalledWith(imClient, SERVICE_CHAT));
  });

  it('invites a first message in an empty chat', async () => {
    holdChat([]);
    open();
    expect(await screen.findByText('还没有消息')).toBeTruthy();
    expect(box()).toBeTruthy();
  });

  it('shows an error with a retry when the chat cannot open, and opens on retry', async () => {
    holdChat([aClientMessage()]);
    vi.mocked(startIm).mockRejectedValueOnce(new Error('offline'));
    open();
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await messageText('您好，有什么可以帮您？')).toBeTruthy();
  });

  it('asks for a user to chat with when the link names none', () => {
    open('');
    expect(screen.getByText('找不到聊天对象')).toBeTruthy();
    expect(startIm).not.toHaveBeenCalled();
  });

  it('sends with Enter on a wide screen, Shift+Enter keeping a new line', async () => {
    setWidth(1280);
    holdChat([aClientMessage()]);
    open();
    await messageText('您好，有什么可以帮您？');
    fireEvent.change(box(), { target: { value: '第一行' } });
    fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true });
    expect(sendText).not.toHaveBeenCalled();
    fireEvent.change(box(), { target: { value: '第一行\n第二行' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(sendText).toHaveBeenCalledWith(imClient, SERVICE_CHAT, '第一行\n第二行', undefined, undefined);
    expect((box() as HTMLTextAreaElement).value).toBe('');
    expect(saveDraft).toHaveBeenLastCalledWith(imClient, SERVICE_CHAT, '');
  });

  it('on a phone Enter is a new line and the button sends', async () => {
    holdChat([aClientMessage()]);
    open();
    await messageText('您好，有什么可以帮您？');
    const send = screen.getByRole('button', { name: '发送' });
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.change(box(), { target: { value: '在吗' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(sendText).not.toHaveBeenCalled();
    fireEvent.click(send);
    expect(sendText).toHaveBeenCalledWith(imClient, SERVICE_CHAT, '在吗', undefined, undefined);
  });

  it("keeps the conversation's draft: shown on opening, saved as it is typed", async () => {
    holdChat([aClientMessage()], { conversation: aConversation({ chatInputContent: '我想订一束' }) });
    open();
    await messageText('您好，有什么可以帮您？');
    expect((box() as HTMLTextAreaElement).value).toBe('我想订一束');
    fireEvent.change(box(), { target: { value: '我想订一束百合' } });
    await waitFor(() => expect(saveDraft).toHaveBeenCalledWith(imClient, SERVICE_CHAT, '我想订一束百合'), {
      timeout: 2000,
    });
  });

  it('offers the goods the chat was opened from and sends it as a card', async () => {
    holdChat([aClientMessage()]);
    const info = JSON.stringify({ id: 'g-rose', name: '红玫瑰 11 枝', salePrice: 199.5, cover: '/images/rose.svg' });
    open(`?user_id=customer-service&info=${encodeURIComponent(info)}`);
    const offer = await screen.findByTestId('goods-offer');
    expect(within(offer).getByText('红玫瑰 11 枝')).toBeTruthy();
    expect(within(offer).getByText('¥199.50')).toBeTruthy();
    fireEvent.click(within(offer).getByRole('button', { name: '发送商品' }));
    // Shown as a card at once, from what the goods page passed.
    expect(sendGoodsCard).toHaveBeenCalledWith(imClient, SERVICE_CHAT, 'g-rose', {
      name: '红玫瑰 11 枝',
      image: '/images/rose.svg',
      price: 199.5,
    });
    expect(screen.queryByTestId('goods-offer')).toBeNull();
  });

  it('offers the order the chat was opened from and sends its card', async () => {
    holdChat([aClientMessage()]);
    open('?user_id=customer-service&order_id=o-42');
    fireEvent.click(await screen.findByRole('button', { name: '发送订单' }));
    expect(sendOrderCard).toHaveBeenCalledWith(imClient, SERVICE_CHAT, 'o-42');
  });

  it('sends a picture chosen with the picture button', async () => {
    useUserStore.setState({ token: 'member-token' });
    holdChat([aClientMessage()]);
    const page = open();
    await messageText('您好，有什么可以帮您？');
    const file = new File(['png'], 'rose.png', { type: 'image/png' });
    const picker = page.container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(picker, { target: { files: [file] } });
    expect(sendImage).toHaveBeenCalledWith(imClient, SERVICE_CHAT, file);
  });

  it('retries a failed message by its unique id', async () => {
    const failed = aClientMessage({ from_uid: 'u-lily', body: '没发出去', state: 'failed' });
    holdChat([failed]);
    open();
    await messageText('没发出去');
    fireEvent.click(screen.getByRole('button', { name: /重新发送/ }));
    expect(retrySend).toHaveBeenCalledWith(imClient, SERVICE_CHAT, failed.unique_id);
  });

  it('answers a message: the menu quotes it above the box, and the reply carries its id', async () => {
    const question = aClientMessage({ body: '请问送到哪里？' });
    holdChat([question]);
    open();
    fireEvent.contextMenu(await messageText('请问送到哪里？'), { clientX: 10, clientY: 10 });
    const menu = screen.getByRole('menu', { name: '消息操作' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['复制', '回复', '转发', '多选']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: '回复' }));
    expect(within(screen.getByTestId('reply-bar')).getByText('回复 鲜花速递客服')).toBeTruthy();
    fireEvent.change(box(), { target: { value: '西湖区' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(sendText).toHaveBeenCalledWith(imClient, SERVICE_CHAT, '西湖区', question._id, undefined);
    expect(screen.queryByTestId('reply-bar')).toBeNull();
  });

  it('offers to revoke my own message within 2 minutes, and not after', async () => {
    const now = Date.now();
    const recent = aClientMessage({ from_uid: 'u-lily', body: '刚发的', create_time: now - 60_000 });
    const old = aClientMessage({ from_uid: 'u-lily', body: '早发的', create_time: now - 3 * 60_000 });
    holdChat([old, recent]);
    open();
    fireEvent.contextMenu(await messageText('刚发的'));
    fireEvent.click(screen.getByRole('menuitem', { name: '撤回' }));
    expect(revokeMessage).toHaveBeenCalledWith(imClient, SERVICE_CHAT, recent._id);
    fireEvent.contextMenu(screen.getByText('早发的'));
    expect(screen.queryByRole('menuitem', { name: '撤回' })).toBeNull();
  });

  it('copies a text from the menu', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    holdChat([aClientMessage({ body: '订单号 FX1' })]);
    open();
    fireEvent.contextMenu(await messageText('订单号 FX1'));
    fireEvent.click(screen.getByRole('menuitem', { name: '复制' }));
    expect(writeText).toHaveBeenCalledWith('订单号 FX1');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes the menu with Escape', async () => {
    holdChat([aClientMessage({ body: '你好' })]);
    open();
    fireEvent.contextMenu(await messageText('你好'));
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('shows staff 已读 / 未读 on their own messages, and lets them revoke any time', async () => {
    const reply = aClientMessage({ body: '已为您查询', create_time: Date.now() - 3_600_000 });
    const seen = aClientMessage({ body: '稍等', is_read: true });
    const conversation = aConversationBetween(aStaffMember(), aUser({ _id: CUSTOMER_ID, nickname: '莉莉' }));
    holdChat([aClientMessage({ from_uid: 'u-lily', body: '在吗' }), reply, seen], { me: aStaffMember(), conversation });
    open('?user_id=u-lily');
    await messageText('已为您查询');
    expect(screen.getAllByTestId('read-state').map((label) => label.textContent)).toEqual(['未读', '已读']);
    fireEvent.contextMenu(screen.getByText('已为您查询'));
    expect(screen.getByRole('menuitem', { name: '撤回' })).toBeTruthy();
  });

  it('shows a customer no read labels', async () => {
    holdChat([aClientMessage({ from_uid: 'u-lily', body: '在吗', is_read: true })]);
    open();
    await messageText('在吗');
    expect(screen.queryByTestId('read-state')).toBeNull();
  });

  it('names the order notices 订单通知, not the system user, and offers no reply box there', async () => {
    const notice = aClientMessage({
      from_uid: IM.SYSTEM_UID,
      nickname: 'system message',
      type: 'pay-notify',
      body: {
        order_id: 'o-1',
        group_id: null,
        pay_channel: 'wechat',
        status: 1,
        pay_time: 1,
        order_no: 'FX1',
        amount: 9,
      },
    });
    const system = aUser({ _id: IM.SYSTEM_UID, nickname: 'system message' });
    holdChat([notice], { conversation: aConversationBetween(aCustomer(), system) });
    open(`?user_id=${IM.SYSTEM_UID}`);
    expect(await screen.findByText('订单号：FX1')).toBeTruthy();
    expect(document.title).toBe('订单通知');
    expect(screen.queryByText('system message')).toBeNull();
    expect(screen.queryByRole('textbox', { name: '输入消息' })).toBeNull();
    expect(screen.queryByRole('button', { name: '更多功能' })).toBeNull();
  });

  it('opens a picture full screen and closes it with Escape', async () => {
    holdChat([aClientMessage({ type: 'image', body: { url: '/uploads/rose.png' } })]);
    open();
    fireEvent.click(await screen.findByRole('button', { name: '图片消息' }));
    const preview = screen.getByRole('dialog', { name: '图片预览' });
    expect(preview.querySelector('img')?.getAttribute('src')).toBe('/uploads/rose.png');
    act(() => {
      fireEvent.keyDown(window, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
