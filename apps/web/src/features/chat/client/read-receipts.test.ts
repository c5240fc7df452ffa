// @vitest-environment jsdom

import type { ImClient } from '@ffe/im-client/client';
import { imDeviceId } from '@ffe/im-client/runtime/device-id';
import { asClientMessage, markImReady, putServerConversations } from '@ffe/im-client/runtime/im-store';
import { sendReadReceipts } from '@ffe/im-client/runtime/read-receipts';
import {
  aConversation,
  aConversationBetween,
  aCustomer,
  aGroupConversation,
  aMessage,
  aStaffMember,
  aUser,
  CUSTOMER_ID,
  GROUP_CHAT,
  GROUP_ID,
  SERVICE_CHAT,
  SERVICE_ID,
} from '@ffe/im-client/testing/im-factories';
import { IM } from '@ffe/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShopImClient } from '../../../lib/shop-im-host';
import { apiFailure, mockApi } from '../../../test/factories';
import { startTestChat } from '../testing/test-chat';

let imClient: ImClient;
beforeEach(() => {
  imClient = createShopImClient();
});
afterEach(() => imClient.dispose());

const list = () => imClient.store.getState().messages[SERVICE_CHAT] ?? [];

/** The staff side of Lily's conversation, open, holding `messages`. */
function staffChatWith(messages: ReturnType<typeof aMessage>[]) {
  markImReady(imClient, aStaffMember());
  putServerConversations(imClient, [
    aConversationBetween(aStaffMember(), aUser({ _id: CUSTOMER_ID, nickname: '莉莉' })),
  ]);
  imClient.store.setState({
    messages: { [SERVICE_CHAT]: messages.map(asClientMessage) },
    openConversationId: SERVICE_CHAT,
  });
}

const fromLily = (overrides: Parameters<typeof aMessage>[0] = {}) =>
  aMessage({ from_uid: CUSTOMER_ID, to_uid: SERVICE_ID, ...overrides });

describe('read receipts', () => {
  beforeEach(() => startTestChat(imClient));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("are sent by staff for the customer's messages in the open chat, listing the staff member at once", async () => {
    const message = fromLily();
    staffChatWith([message]);
    const api = mockApi({
      '/api/im/sendMsg': { ...message, is_read: true, reader_list: [{ user_id: SERVICE_ID, create_time: 1 }] },
    });
    sendReadReceipts(imClient, SERVICE_CHAT);
    expect(list()[0]?.reader_list.map((r) => r.user_id)).toEqual([SERVICE_ID]);
    await vi.waitFor(() => expect(list()[0]?.is_read).toBe(true));
    expect(api.bodies('/api/im/sendMsg')).toEqual([{ type: 'read_msg', msgId: message._id, device_id: imDeviceId() }]);
  });

  it('are not sent for system messages, revoked ones, own ones or ones already read', () => {
    staffChatWith([
      fromLily({ type: 'system' }),
      fromLily({ from_uid: IM.SYSTEM_UID }),
      fromLily({ is_revoke: true }),
      fromLily({ is_read: true }),
      aMessage({ from_uid: SERVICE_ID, to_uid: CUSTOMER_ID }),
    ]);
    const api = mockApi({ '/api/im/sendMsg': null });
    sendReadReceipts(imClient, SERVICE_CHAT);
    expect(api.bodies('/api/im/sendMsg')).toEqual([]);
  });

  it('are sent in a group only for messages that mention the staff member', async () => {
    markImReady(imClient, aStaffMember());
    putServerConversations(imClient, [aGroupConversation({ user_id: SERVICE_ID })]);
    const inGroup = (overrides: Parameters<typeof aMessage>[0]) =>
      fromLily({ conversation_id: GROUP_CHAT, group_id: GROUP_ID, to_uid: null, ...overrides });
    const mentioned = inGroup({ call_uid: [SERVICE_ID] });
    const everyone = inGroup({ call_uid: '__ALL', is_read: true });
    imClient.store.setState({
      messages: {
        [GROUP_CHAT]: [inGroup({}), inGroup({ call_uid: ['u-rose'] }), mentioned, everyone].map(asClientMessage),
      },
      openConversationId: GROUP_CHAT,
    });
    const api = mockApi({
      '/api/im/sendMsg': (body: { msgId: string }) => (body.msgId === mentioned._id ? mentioned : everyone),
    });
    sendReadReceipts(imClient, GROUP_CHAT);
    await vi.waitFor(() => expect(api.bodies('/api/im/sendMsg')).toHaveLength(2));
    expect(api.bodies<{ msgId: string }>('/api/im/sendMsg').map((body) => body.msgId)).toEqual([
      mentioned._id,
      everyone._id,
    ]);
  });

  it('take the staff member off the readers again when sending fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    staffChatWith([fromLily()]);
    mockApi({ '/api/im/sendMsg': apiFailure(500, 'server busy', 'SYSTEM_ERROR') });
    sendReadReceipts(imClient, SERVICE_CHAT);
    expect(list()[0]?.reader_list).toHaveLength(1);
    await vi.waitFor(() => expect(list()[0]?.reader_list).toEqual([]));
  });

  it('are never sent by customers', () => {
    markImReady(imClient, aCustomer());
    putServerConversations(imClient, [aConversation()]);
    imClient.store.setState({
      messages: { [SERVICE_CHAT]: [asClientMessage(aMessage())] },
      openConversationId: SERVICE_CHAT,
    });
    const api = mockApi({ '/api/im/sendMsg': null });
    sendReadReceipts(imClient, SERVICE_CHAT);
    expect(api.bodies('/api/im/sendMsg')).toEqual([]);
  });

  it('are not sent while the page is hidden, nor for a chat that is not open', () => {
    staffChatWith([fromLily()]);
    const api = mockApi({ '/api/im/sendMsg': null });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    sendReadReceipts(imClient, SERVICE_CHAT);
    vi.restoreAllMocks();
    imClient.store.setState({ openConversationId: null });
    sendReadReceipts(imClient, SERVICE_CHAT);
    expect(api.bodies('/api/im/sendMsg')).toEqual([]);
  });
});
