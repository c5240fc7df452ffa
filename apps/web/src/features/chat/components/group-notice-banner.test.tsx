// @vitest-environment jsdom

import { updateConversation } from '@ffe/im-client/api/update-conversation';
import type { ImClient } from '@ffe/im-client/client';
import { openGroupChat } from '@ffe/im-client/runtime/conversations';
import { markNoticeSeen } from '@ffe/im-client/runtime/groups';
import { startIm } from '@ffe/im-client/runtime/im-session';
import { resetImStore } from '@ffe/im-client/runtime/im-store';
import { loadOlder } from '@ffe/im-client/runtime/older-messages';
import {
  aClientMessage,
  aCustomer,
  aGroup,
  aGroupConversation,
  aGroupMember,
  aUser,
  GROUP_CHAT,
  GROUP_ID,
  T0,
} from '@ffe/im-client/testing/im-factories';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { createShopImClient } from '../../../lib/shop-im-host';
import { renderPage } from '../../../test/render-page';
import ChatPage from '../pages/chat-page';

let imClient: ImClient;
beforeEach(() => {
  imClient = createShopImClient();
});
afterEach(() => imClient.dispose());

vi.mock('@ffe/im-client/runtime/im-session', () => ({ startIm: vi.fn() }));
vi.mock('@ffe/im-client/runtime/conversations', () => ({
  openChat: vi.fn(),
  openGroupChat: vi.fn(),
  leaveChat: vi.fn(),
}));
vi.mock('@ffe/im-client/runtime/conversation-actions', () => ({ saveDraft: vi.fn() }));
vi.mock('@ffe/im-client/runtime/older-messages', () => ({ loadOlder: vi.fn() }));
vi.mock('@ffe/im-client/runtime/message-senders', () => ({
  sendText: vi.fn(),
  sendImage: vi.fn(),
  sendGoodsCard: vi.fn(),
  sendOrderCard: vi.fn(),
}));
vi.mock('@ffe/im-client/runtime/send-queue', () => ({ retrySend: vi.fn(), revokeMessage: vi.fn() }));
vi.mock('@ffe/im-client/runtime/user-info', async () => {
  const { useImStore } = await import('@ffe/im-client/runtime/im-store');
  return { useUserInfo: (uid: string | undefined) => useImStore((s) => (uid ? s.users[uid] : undefined)) };
});
vi.mock('@ffe/im-client/runtime/groups', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@ffe/im-client/runtime/groups')>();
  return { ...actual, markNoticeSeen: vi.fn(actual.markNoticeSeen) };
});
vi.mock('@ffe/im-client/api/update-conversation', () => ({ updateConversation: vi.fn() }));

const lily = aCustomer();

/** Lily's group chat as the runtime holds it once opened, with a notice she has not seen unless told. */
function holdGroupChat({ unreadNotice = true } = {}) {
  const info = aGroup({ notification: { content: '本周六闭店盘点', create_time: T0 } });
  imClient.store.setState({
    me: lily,
    status: 'online',
    conversations: { [GROUP_CHAT]: aGroupConversation({ has_unread_group_notification: unreadNotice }) },
    groups: { [GROUP_ID]: { info, members: [aGroupMember(aUser({ _id: lily._id, nickname: lily.nickname }))] } },
  });
  vi.mocked(openGroupChat).mockImplementation(async () => {
    imClient.store.setState((s) => ({
      messages: { ...s.messages, [GROUP_CHAT]: [aClientMessage({ conversation_id: GROUP_CHAT, group_id: GROUP_ID })] },
      hasOlder: { ...s.hasOlder, [GROUP_CHAT]: false },
      openConversationId: GROUP_CHAT,
    }));
    return GROUP_CHAT;
  });
}

const open = () => renderPage(ChatPage, { imClient, path: PATHS.chat, search: `?group_id=${GROUP_ID}` });

describe('a group chat', () => {
  beforeEach(() => {
    resetImStore(imClient);
    Object.defineProperty(window, 'innerWidth', { value: 375, configurable: true });
    vi.clearAllMocks();
    vi.mocked(startIm).mockResolvedValue(undefined);
    vi.mocked(loadOlder).mockResolvedValue(false);
    vi.mocked(updateConversation).mockResolvedValue(undefined as never);
  });

  it('shows the unseen notice and marks it seen when closed', async () => {
    holdGroupChat();
    open();
    const banner = await screen.findByTestId('group-notice');
    expect(banner.textContent).toContain('本周六闭店盘点');
    fireEvent.click(screen.getByRole('button', { name: '关闭群公告' }));
    await waitFor(() => expect(screen.queryByTestId('group-notice')).toBeNull());
    expect(markNoticeSeen).toHaveBeenCalledWith(imClient, GROUP_CHAT);
    expect(updateConversation).toHaveBeenCalledWith(
      imClient,
      expect.objectContaining({ conversation_id: GROUP_CHAT, has_unread_group_notification: false }),
      { errorUi: 'none' },
    );
  });

  it('shows no banner once the notice was seen', async () => {
    holdGroupChat({ unreadNotice: false });
    open();
    expect(await screen.findByTestId('group-info-button')).toBeTruthy();
    expect(screen.queryByTestId('group-notice')).toBeNull();
  });

  it('opens the group info panel from the bar over a phone chat and closes it on Escape', async () => {
    holdGroupChat({ unreadNotice: false });
    open();
    fireEvent.click(await screen.findByTestId('group-info-button'));
    expect(await screen.findByRole('heading', { name: '群聊信息' })).toBeTruthy();
    expect(screen.getByTestId('exit-group')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('exit-group')).toBeNull());
  });
});
