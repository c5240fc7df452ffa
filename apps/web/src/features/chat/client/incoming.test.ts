// @vitest-environment jsdom

import type { ImClient } from '@ffe/im-client/client';
import { imDeviceId } from '@ffe/im-client/runtime/device-id';
import { asClientMessage, putServerConversations } from '@ffe/im-client/runtime/im-store';
import { receiveFrame, receiveMessage, resetIncoming } from '@ffe/im-client/runtime/incoming';
import {
  aConversation,
  aCustomer,
  aMessage,
  aUser,
  CUSTOMER_ID,
  SERVICE_CHAT,
  T0,
} from '@ffe/im-client/testing/im-factories';
import { IM } from '@ffe/shared/constants';
import { conversationIdFor } from '@ffe/shared/domain/im/conversation-id';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShopImClient } from '../../../lib/shop-im-host';
import { mockApi } from '../../../test/factories';
import { loadChineseChatTexts, serviceChat, startTestChat } from '../testing/test-chat';

let imClient: ImClient;
beforeEach(() => {
  imClient = createShopImClient();
});
afterEach(() => imClient.dispose());

const notifier = vi.hoisted(() => ({
  isAppActive: vi.fn(() => true),
  notifyNewMessage: vi.fn(async () => {}),
  stopTitleFlash: vi.fn(),
}));
vi.mock('@ffe/im-client/runtime/notifier', () => notifier);
vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

const state = () => imClient.store.getState();

/** The notice that Lily read a conversation (null: all of them) on another device at `at`. */
const readElsewhere = (conversationId: string | null, at: number) =>
  aMessage({
    type: 'clear-conversation-unreadCount',
    from_uid: CUSTOMER_ID,
    body: { conversation_id: conversationId, unread_count: 0 },
    create_time: at,
  });

describe('incoming messages', () => {
  beforeAll(loadChineseChatTexts);
  beforeEach(() => {
    startTestChat(imClient, aCustomer());
    resetIncoming(imClient);
    notifier.isAppActive.mockReturnValue(true);
    notifier.notifyNewMessage.mockClear();
    putServerConversations(imClient, [aConversation()]);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('count a new message as unread and move its conversation', async () => {
    const message = aMessage({ create_time: T0 + 5_000, update_time: T0 + 5_000 });
    await receiveMessage(imClient, message);
    expect(serviceChat(imClient)).toMatchObject({
      unread_count: 1,
      last_msg: message,
      last_msg_create_time: T0 + 5_000,
      update_time: T0 + 5_000,
    });
    expect(state().unread).toMatchObject({ conversation: 1, message: 1 });
  });

  it('fill the list of a conversation whose messages are shown', async () => {
    const held = aMessage();
    imClient.store.setState({ messages: { [SERVICE_CHAT]: [asClientMessage(held)] } });
    const message = aMessage();
    await receiveMessage(imClient, message);
    expect(state().messages[SERVICE_CHAT]?.map((m) => m._id)).toEqual([held._id, message._id]);
  });

  it('ignore pushes sent from this device', async () => {
    await receiveMessage(imClient, aMessage({ from_uid: CUSTOMER_ID, device_id: imDeviceId() }));
    expect(serviceChat(imClient)).toEqual(aConversation());
  });

  it('do not count a message of the open conversation, and tell the server it is read', async () => {
    vi.useFakeTimers();
    const api = mockApi({ '/api/im/updateConversation': aConversation() });
    imClient.store.setState({ openConversationId: SERVICE_CHAT });
    await receiveMessage(imClient, aMessage());
    expect(serviceChat(imClient)?.unread_count).toBe(0);
    // At once: a page left the next moment must not leave it unread on the server.
    await vi.advanceTimersByTimeAsync(0);
    expect(api.bodies('/api/im/updateConversation')).toHaveLength(1);
    // A burst is told once more at its end, not once a message.
    await receiveMessage(imClient, aMessage());
    await receiveMessage(imClient, aMessage());
    await vi.advanceTimersByTimeAsync(500);
    expect(api.bodies('/api/im/updateConversation')).toEqual([
      { conversation_id: SERVICE_CHAT, unread_count: 0, device_id: imDeviceId() },
      { conversation_id: SERVICE_CHAT, unread_count: 0, device_id: imDeviceId() },
    ]);
  });

  it("tell the server a message of the open conversation is read even when the list already held it (the shop's greeting, stored with the customer's own first message)", async () => {
    vi.useFakeTimers();
    const api = mockApi({ '/api/im/updateConversation': aConversation() });
    const greeting = aMessage();
    putServerConversations(imClient, [aConversation({ update_time: greeting.create_time + 1 })]);
    imClient.store.setState({ openConversationId: SERVICE_CHAT });
    await receiveMessage(imClient, greeting);
    await vi.advanceTimersByTimeAsync(500);
    expect(api.bodies('/api/im/updateConversation')).toEqual([
      { conversation_id: SERVICE_CHAT, unread_count: 0, device_id: imDeviceId() },
    ]);
  });

  it('do not count a message of a muted conversation', async () => {
    putServerConversations(imClient, [aConversation({ mute: true })]);
    await receiveMessage(imClient, aMessage());
    expect(serviceChat(imClient)?.unread_count).toBe(0);
    expect(serviceChat(imClient)?.last_msg).not.toBeNull();
  });

  it('do not count a muted message', async () => {
    await receiveMessage(imClient, aMessage({ is_mute: true }));
    expect(serviceChat(imClient)?.unread_count).toBe(0);
  });

  it("do not count one's own message sent from another device", async () => {
    await receiveMessage(imClient, aMessage({ from_uid: CUSTOMER_ID, device_id: 'another-device-0123456789' }));
    expect(serviceChat(imClient)?.unread_count).toBe(0);
    expect(serviceChat(imClient)?.last_msg?.from_uid).toBe(CUSTOMER_ID);
  });

  it('do not count a message that is not readable', async () => {
    await receiveMessage(imClient, aMessage({ type: 'system', action: 'update-group-info-avatar_file' }));
    expect(serviceChat(imClient)?.unread_count).toBe(0);
  });

  it('count a message delivered twice once', async () => {
    const message = aMessage();
    await receiveMessage(imClient, message);
    await receiveMessage(imClient, message);
    expect(serviceChat(imClient)?.unread_count).toBe(1);
  });

  it("skip a message older than its conversation's update time: it is already counted", async () => {
    putServerConversations(imClient, [aConversation({ update_time: T0 + 60_000, unread_count: 2 })]);
    await receiveMessage(imClient, aMessage({ create_time: T0 + 30_000 }));
    expect(serviceChat(imClient)).toMatchObject({ unread_count: 2, last_msg: null });
  });

  it('load an unknown conversation and take its count as the server has it', async () => {
    const systemChat = conversationIdFor(CUSTOMER_ID, IM.SYSTEM_UID);
    const message = aMessage({ conversation_id: systemChat, from_uid: IM.SYSTEM_UID, type: 'pay-notify', body: null });
    const loaded = aConversation({
      id: systemChat,
      friend_uid: IM.SYSTEM_UID,
      user_info: aUser({ _id: IM.SYSTEM_UID, nickname: 'system message' }),
      unread_count: 1,
      last_msg: message,
    });
    const api = mockApi({ '/api/im/getConversationList': [loaded] });
    await receiveMessage(imClient, message);
    expect(api.bodies('/api/im/getConversationList')).toEqual([{ conversation_id: systemChat, limit: 1 }]);
    expect(state().conversations[systemChat]?.unread_count).toBe(1);
  });

  it('read a long message whole', async () => {
    const whole = aMessage({ body: '花'.repeat(300) });
    mockApi({ '/api/im/getMsg': whole });
    await receiveMessage(imClient, { ...whole, body: '花'.repeat(50), LongMsg: true });
    expect(serviceChat(imClient)?.last_msg?.body).toBe('花'.repeat(300));
  });

  it('keep the preview of a long message that cannot be read, and only log it', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    mockApi({});
    const preview = aMessage({ body: '花'.repeat(50), LongMsg: true });
    await receiveMessage(imClient, preview);
    expect(serviceChat(imClient)?.last_msg?.body).toBe('花'.repeat(50));
    expect(console.log).toHaveBeenCalled();
  });

  it('reset a count read on another device when the notice is newer than the last message', async () => {
    putServerConversations(imClient, [aConversation({ unread_count: 3, last_msg_create_time: T0 })]);
    await receiveMessage(imClient, readElsewhere(SERVICE_CHAT, T0 + 1_000));
    expect(serviceChat(imClient)?.unread_count).toBe(0);
  });

  it('keep the count when a message came after the read on another device', async () => {
    putServerConversations(imClient, [aConversation({ unread_count: 1, last_msg_create_time: T0 + 2_000 })]);
    await receiveMessage(imClient, readElsewhere(null, T0 + 1_000));
    expect(serviceChat(imClient)?.unread_count).toBe(1);
  });

  it('show a revoked message with the revoked text', async () => {
    const target = aMessage();
    imClient.store.setState({ messages: { [SERVICE_CHAT]: [asClientMessage(target)] } });
    await receiveMessage(
      imClient,
      aMessage({ type: 'revoke_msg', body: { msg_id: target._id }, update_time: T0 + 90_000 }),
    );
    expect(state().messages[SERVICE_CHAT]?.[0]).toMatchObject({ is_revoke: true, body: IM.REVOKED_BODY });
    expect(serviceChat(imClient)?.unread_count).toBe(0);
  });

  it('mark a message read by staff, listing the reader once', async () => {
    const target = aMessage({ from_uid: CUSTOMER_ID });
    imClient.store.setState({ messages: { [SERVICE_CHAT]: [asClientMessage(target)] } });
    const notice = aMessage({
      type: 'read_msg',
      body: { msg_id: target._id, user_id: 'customer-service', create_time: T0 },
    });
    await receiveMessage(imClient, notice);
    await receiveMessage(imClient, { ...notice, _id: 'm-again' });
    expect(state().messages[SERVICE_CHAT]?.[0]).toMatchObject({
      is_read: true,
      reader_list: [{ user_id: 'customer-service', create_time: T0 }],
    });
  });

  it('show an order card paid when the pay-notify arrives', async () => {
    const card = aMessage({
      from_uid: CUSTOMER_ID,
      type: 'order',
      body: { order_id: 'o-1', pay_channel: null, status: 0, pay_time: null, name: '红玫瑰' },
    });
    imClient.store.setState({ messages: { [SERVICE_CHAT]: [asClientMessage(card)] } });
    const systemChat = conversationIdFor(CUSTOMER_ID, IM.SYSTEM_UID);
    mockApi({ '/api/im/getConversationList': [] });
    await receiveMessage(
      imClient,
      aMessage({
        conversation_id: systemChat,
        from_uid: IM.SYSTEM_UID,
        type: 'pay-notify',
        body: { order_id: 'o-1', group_id: null, pay_channel: 'wechat', status: 1, pay_time: T0 },
      }),
    );
    expect(state().messages[SERVICE_CHAT]?.[0]?.body).toEqual({
      order_id: 'o-1',
      pay_channel: 'wechat',
      status: 1,
      pay_time: T0,
      name: '红玫瑰',
    });
  });

  it('raise a desktop notification while the app is inactive', async () => {
    notifier.isAppActive.mockReturnValue(false);
    await receiveMessage(imClient, aMessage({ body: '您好，花已送达' }));
    expect(notifier.notifyNewMessage).toHaveBeenCalledWith(
      imClient,
      expect.objectContaining({ title: '鲜花速递客服发来新消息', body: '您好，花已送达', tag: SERVICE_CHAT }),
    );
  });

  it("raise an order notice as 订单通知, not under the system user's nickname", async () => {
    notifier.isAppActive.mockReturnValue(false);
    const systemChat = conversationIdFor(CUSTOMER_ID, IM.SYSTEM_UID);
    putServerConversations(imClient, [
      aConversation({ id: systemChat, friend_uid: IM.SYSTEM_UID, user_info: aUser({ _id: IM.SYSTEM_UID }) }),
    ]);
    await receiveMessage(
      imClient,
      aMessage({
        conversation_id: systemChat,
        from_uid: IM.SYSTEM_UID,
        nickname: 'system message',
        type: 'pay-notify',
        body: { order_id: 'o-1' },
      }),
    );
    expect(notifier.notifyNewMessage).toHaveBeenCalledWith(
      imClient,
      expect.objectContaining({ title: '订单通知发来新消息', body: '[支付成功]', tag: systemChat }),
    );
  });

  it('raise no notification while the app is active, nor for a muted conversation', async () => {
    await receiveMessage(imClient, aMessage());
    notifier.isAppActive.mockReturnValue(false);
    putServerConversations(imClient, [aConversation({ mute: true, update_time: 0 })]);
    await receiveMessage(imClient, aMessage());
    expect(notifier.notifyNewMessage).not.toHaveBeenCalled();
  });

  it('count notifications for the badge of tab 2', () => {
    receiveFrame(imClient, {
      type: 'uni-im-notification',
      data: {
        _id: 'n-1',
        user_id: CUSTOMER_ID,
        create_time: T0,
        is_read: false,
        payload: {
          type: 'uni-im-notification',
          subType: 'uni-im-friend-add',
          unique: 'x',
          data: { from_uid: 'a', to_uid: 'b' },
        },
      },
    });
    expect(state().unread.notification).toBe(1);
  });
});
