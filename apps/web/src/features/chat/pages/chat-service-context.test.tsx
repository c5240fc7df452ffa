// @vitest-environment jsdom

import type { ImClient } from '@ffe/im-client/client';
import { openChat } from '@ffe/im-client/runtime/conversations';
import { startIm } from '@ffe/im-client/runtime/im-session';
import { resetImStore } from '@ffe/im-client/runtime/im-store';
import { loadOlder } from '@ffe/im-client/runtime/older-messages';
import {
  aClientMessage,
  aConversation,
  aCustomer,
  aStaffMember,
  SERVICE_CHAT,
} from '@ffe/im-client/testing/im-factories';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { createShopImClient } from '../../../lib/shop-im-host';
import { mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import { withTestToken } from '../testing/test-chat';
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
vi.mock('@ffe/im-client/runtime/user-info', async () => {
  const { useImStore } = await import('@ffe/im-client/runtime/im-store');
  return { useUserInfo: (uid: string | undefined) => useImStore((s) => (uid ? s.users[uid] : undefined)) };
});

const CONTEXT = '/api/im/service/context';
const ROSES = JSON.stringify({ id: 'g-roses', name: '红玫瑰11枝', salePrice: 199, cover: '/images/roses.jpg' });

function holdServiceChat(me = aCustomer()) {
  imClient.store.setState({ me, status: 'online', conversations: { [SERVICE_CHAT]: aConversation() } });
  vi.mocked(openChat).mockImplementation(async () => {
    imClient.store.setState((s) => ({ messages: { ...s.messages, [SERVICE_CHAT]: [aClientMessage()] } }));
    return SERVICE_CHAT;
  });
}

const open = (query: Record<string, string>) =>
  renderPage(ChatPage, {
    imClient,
    path: PATHS.chat,
    search: `?${new URLSearchParams({ user_id: 'customer-service', ...query }).toString()}`,
  });

describe('the customer-service chat tells the desk where it was opened from', () => {
  beforeEach(() => {
    resetImStore(imClient);
    withTestToken(imClient);
    vi.mocked(startIm).mockResolvedValue(undefined);
    vi.mocked(loadOlder).mockResolvedValue(false);
  });
  afterEach(() => vi.clearAllMocks());

  it('sends the goods of `info` once for the opening', async () => {
    const api = mockApi({ [CONTEXT]: { ok: true } });
    holdServiceChat();
    open({ info: ROSES });
    await screen.findByText('您好，有什么可以帮您？');
    await waitFor(() => expect(api.bodies(CONTEXT)).toEqual([{ goods_id: 'g-roses' }]));
  });

  it('sends the order of `order_id`', async () => {
    const api = mockApi({ [CONTEXT]: { ok: true } });
    holdServiceChat();
    open({ order_id: 'o-1' });
    await waitFor(() => expect(api.bodies(CONTEXT)).toEqual([{ order_id: 'o-1' }]));
  });

  it('stays quiet when it fails', async () => {
    const api = mockApi({ [CONTEXT]: () => Promise.reject(new TypeError('offline')) });
    holdServiceChat();
    open({ order_id: 'o-1' });
    await waitFor(() => expect(api.bodies(CONTEXT)).toHaveLength(1));
    expect(screen.getByText('您好，有什么可以帮您？')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends nothing without a goods or an order, nor when staff open the chat', async () => {
    const api = mockApi({ [CONTEXT]: { ok: true } });
    holdServiceChat();
    const plain = open({});
    await screen.findByText('您好，有什么可以帮您？');
    plain.unmount();

    holdServiceChat(aStaffMember());
    open({ order_id: 'o-1' });
    await screen.findByText('您好，有什么可以帮您？');
    expect(api.bodies(CONTEXT)).toEqual([]);
  });
});
