// @vitest-environment jsdom

import type { ImClient } from '@ffe/im-client/client';
import { asClientMessage, markImReady, putServerConversations } from '@ffe/im-client/runtime/im-store';
import { receiveMessage, resetIncoming } from '@ffe/im-client/runtime/incoming';
import { syncMissed } from '@ffe/im-client/runtime/sync';
import {
  aConversation,
  aCustomer,
  aMessage,
  aStaffMember,
  aUser,
  SERVICE_CHAT,
  T0,
} from '@ffe/im-client/testing/im-factories';
import type { GetConversationListRequest, GetMsgListRequest, ImConversation } from '@ffe/shared/contracts/im';
import { conversationIdFor } from '@ffe/shared/domain/im/conversation-id';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShopImClient } from '../../../lib/shop-im-host';
import { mockApi } from '../../../test/factories';
import { startTestChat } from '../testing/test-chat';

let imClient: ImClient;
beforeEach(() => {
  imClient = createShopImClient();
});
afterEach(() => imClient.dispose());

vi.mock('@ffe/im-client/runtime/notifier', () => ({
  isAppActive: () => true,
  notifyNewMessage: vi.fn(),
  stopTitleFlash: vi.fn(),
}));
vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

const state = () => imClient.store.getState();

describe('the sync after a reconnect', () => {
  beforeEach(() => {
    startTestChat(imClient);
    resetIncoming(imClient);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads missed messages after what was held, 100 a call, and shows each message once', async () => {
    markImReady(imClient, aCustomer());
    putServerConversations(imClient, [aConversation({ update_time: T0 })]);
    const held = [aMessage({ create_time: T0 - 2_000 }), aMessage({ create_time: T0 - 1_000 })];
    imClient.store.setState({ messages: { [SERVICE_CHAT]: held.map(asClientMessage) } });

    // The server answers the last held message again (it was revoked meanwhile) and 149 new ones.
    const revoked = { ...held[1], is_revoke: true, body: 'this message has been revoked', update_time: T0 + 1 };
    const missed = [
      revoked,
      ...Array.from({ length: 149 }, (_, i) => aMessage({ create_time: T0 + 10 + i, update_time: T0 + 10 + i })),
    ] as ReturnType<typeof aMessage>[];
    const api = mockApi({
      '/api/im/getConversationList': (body: GetConversationListRequest) =>
        'minUpdateTime' in body && body.minUpdateTime < T0 + 500
          ? [aConversation({ update_time: T0 + 500, unread_count: 149 })]
          : [],
      '/api/im/getMsgList': (body: GetMsgListRequest) => (body.after_id ? missed.slice(100) : missed.slice(0, 100)),
    });

    await syncMissed(imClient);

    expect(api.bodies('/api/im/getConversationList')).toEqual([{ minUpdateTime: T0, limit: 30 }]);
    const last = missed[99];
    expect(api.bodies('/api/im/getMsgList')).toEqual([
      { conversation_id: SERVICE_CHAT, minUpdateTime: T0, limit: 100 },
      { conversation_id: SERVICE_CHAT, minUpdateTime: last?.update_time, after_id: last?._id, limit: 100 },
    ]);
    const ids = state().messages[SERVICE_CHAT]?.map((m) => m._id) ?? [];
    expect(ids).toHaveLength(151);
    expect(new Set(ids).size).toBe(151);
    expect(state().messages[SERVICE_CHAT]?.[1]).toMatchObject({ is_revoke: true });
    expect(state().conversations[SERVICE_CHAT]?.unread_count).toBe(149);
  });

  it('reads missed conversations 30 a call until a batch comes back short', async () => {
    markImReady(imClient, aStaffMember());
    putServerConversations(imClient, [aConversation({ id: 'held', update_time: T0 })]);
    const customers: ImConversation[] = Array.from({ length: 45 }, (_, i) => {
      const uid = `u-${i}`;
      return aConversation({
        id: conversationIdFor('customer-service', uid),
        friend_uid: uid,
        user_info: aUser({ _id: uid, nickname: `顾客${i}` }),
        update_time: T0 + 1_000 + i,
      });
    });
    const api = mockApi({
      '/api/im/getConversationList': (body: { minUpdateTime: number; limit: number }) =>
        customers.filter((c) => c.update_time > body.minUpdateTime).slice(0, body.limit),
      '/api/im/getMsgList': [],
    });

    await syncMissed(imClient);

    const asked = api.bodies<{ minUpdateTime: number }>('/api/im/getConversationList').map((b) => b.minUpdateTime);
    expect(asked[0]).toBe(T0);
    // The second batch starts at the last time of the first, read again so rows sharing it are not cut off.
    expect(asked[1]).toBe(T0 + 1_000 + 29 - 1);
    expect(Object.keys(state().conversations)).toHaveLength(46);
  });

  it('does not count a message the push brings after the sync took it in', async () => {
    markImReady(imClient, aCustomer());
    putServerConversations(imClient, [aConversation({ update_time: T0 })]);
    const message = aMessage({ create_time: T0 + 100, update_time: T0 + 100 });
    mockApi({
      '/api/im/getConversationList': (body: { minUpdateTime: number }) =>
        body.minUpdateTime < T0 + 100 ? [aConversation({ update_time: T0 + 100, unread_count: 1 })] : [],
      '/api/im/getMsgList': [message],
    });
    await syncMissed(imClient);
    await receiveMessage(imClient, message);
    expect(state().conversations[SERVICE_CHAT]?.unread_count).toBe(1);
  });
});
