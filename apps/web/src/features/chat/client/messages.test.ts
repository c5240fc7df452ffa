// @vitest-environment jsdom

import type { ImClient } from '@ffe/im-client/client';
import { imDeviceId } from '@ffe/im-client/runtime/device-id';
import { asClientMessage, type ClientMessage, putServerConversations } from '@ffe/im-client/runtime/im-store';
import { sendImage, sendText } from '@ffe/im-client/runtime/message-senders';
import { loadOlder } from '@ffe/im-client/runtime/older-messages';
import { retrySend, revokeMessage } from '@ffe/im-client/runtime/send-queue';
import {
  aConversation,
  aCustomer,
  aMessage,
  aStoredMessage,
  CUSTOMER_ID,
  SERVICE_CHAT,
  SERVICE_ID,
  T0,
} from '@ffe/im-client/testing/im-factories';
import { IM } from '@ffe/shared/constants';
import type { SendMsgRequest } from '@ffe/shared/contracts/im';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShopImClient } from '../../../lib/shop-im-host';
import { apiFailure, mockApi } from '../../../test/factories';
import { loadChineseChatTexts, startTestChat } from '../testing/test-chat';

let imClient: ImClient;
beforeEach(() => {
  imClient = createShopImClient();
});
afterEach(() => imClient.dispose());

const toast = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/toast', () => ({ toast }));
const upload = vi.hoisted(() => ({ uploadChatFile: vi.fn() }));
vi.mock('@ffe/im-client/api/upload-chat-file', () => upload);

const state = () => imClient.store.getState();
const list = () => state().messages[SERVICE_CHAT] ?? [];

describe('messages', () => {
  beforeAll(loadChineseChatTexts);
  beforeEach(() => {
    startTestChat(imClient, aCustomer());
    toast.mockReset();
    upload.uploadChatFile.mockReset();
    putServerConversations(imClient, [aConversation()]);
    imClient.store.setState({ messages: { [SERVICE_CHAT]: [] } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('show a text as sending at once, then as the stored message, and move the conversation', async () => {
    let answer: (value: unknown) => void = () => {};
    const api = mockApi({ '/api/im/sendMsg': () => new Promise((resolve) => (answer = resolve)) });
    const sending = sendText(imClient, SERVICE_CHAT, '我想订一束红玫瑰');
    await vi.waitFor(() => expect(api.bodies('/api/im/sendMsg')).toHaveLength(1));
    expect(list()).toMatchObject([{ state: 'sending', body: '我想订一束红玫瑰', from_uid: CUSTOMER_ID, _id: '' }]);

    const [request] = api.bodies<SendMsgRequest & { type: 'text' }>('/api/im/sendMsg');
    expect(request).toMatchObject({
      to_uid: SERVICE_ID,
      type: 'text',
      body: '我想订一束红玫瑰',
      device_id: imDeviceId(),
    });
    expect(request?.unique_id).toBe(list()[0]?.unique_id);
    answer(aStoredMessage(request as SendMsgRequest));
    await sending;
    expect(list()).toHaveLength(1);
    expect(list()[0]).toMatchObject({ state: 'sent', _id: `stored-${request?.unique_id}` });
    expect(state().conversations[SERVICE_CHAT]?.last_msg?.body).toBe('我想订一束红玫瑰');
  });

  it('leave a failed send as failed, and send it again with the same unique id so it is stored once', async () => {
    mockApi({ '/api/im/sendMsg': apiFailure(500, 'server busy', 'SYSTEM_ERROR') });
    await sendText(imClient, SERVICE_CHAT, '在吗');
    expect(list()).toMatchObject([{ state: 'failed' }]);
    expect(toast).toHaveBeenCalledWith('系统错误，请稍后再试');

    const api = mockApi({ '/api/im/sendMsg': (body: SendMsgRequest) => aStoredMessage(body) });
    const failed = list()[0] as ClientMessage;
    await retrySend(imClient, SERVICE_CHAT, failed.unique_id);
    expect(api.bodies('/api/im/sendMsg')).toMatchObject([
      { unique_id: failed.unique_id, client_create_time: failed.client_create_time },
    ]);
    expect(list()).toHaveLength(1);
    expect(list()[0]?.state).toBe('sent');
  });

  it('make a temporary conversation real with its first message', async () => {
    putServerConversations(imClient, [aConversation({ is_temp: true })]);
    const api = mockApi({
      '/api/im/sendMsg': (body: SendMsgRequest) => aStoredMessage(body),
      '/api/im/getConversationList': [aConversation({ update_time: T0 + 100 })],
    });
    await sendText(imClient, SERVICE_CHAT, '你好');
    expect(api.bodies('/api/im/getConversationList')).toEqual([{ conversation_id: SERVICE_CHAT, limit: 1 }]);
    expect(state().conversations[SERVICE_CHAT]?.is_temp).toBe(false);
  });

  it('send nothing for an empty text', async () => {
    const api = mockApi({ '/api/im/sendMsg': null });
    await sendText(imClient, SERVICE_CHAT, '  \n ');
    expect(api.bodies('/api/im/sendMsg')).toEqual([]);
    expect(list()).toEqual([]);
  });

  it('upload a picture through the chat upload with its progress, then send its address', async () => {
    const progress: (number | undefined)[] = [];
    upload.uploadChatFile.mockImplementation(
      async (_client: unknown, _file: File, kind: string, options: { onProgress: (p: number) => void }) => {
        expect(kind).toBe('image');
        options.onProgress(0.4);
        progress.push(list()[0]?.progress);
        options.onProgress(1);
        return { url: '/uploads/rose.png' };
      },
    );
    const api = mockApi({ '/api/im/sendMsg': (body: SendMsgRequest) => aStoredMessage(body) });
    await sendImage(imClient, SERVICE_CHAT, new File(['png'], 'rose.png', { type: 'image/png' }));
    expect(progress).toEqual([0.4]);
    expect(api.bodies('/api/im/sendMsg')).toMatchObject([{ type: 'image', body: { url: '/uploads/rose.png' } }]);
    expect(list()[0]).toMatchObject({ state: 'sent', body: { url: '/uploads/rose.png' } });
  });

  it('load the 10 messages before the oldest held, until there are none', async () => {
    const held = asClientMessage(aMessage({ create_time: T0 }));
    imClient.store.setState({ messages: { [SERVICE_CHAT]: [held] } });
    const older = Array.from({ length: 10 }, (_, i) => aMessage({ create_time: T0 - (i + 1) * 1_000 }));
    const api = mockApi({
      '/api/im/getMsgList': (body: { maxCreateTime: number }) => (body.maxCreateTime > T0 - 5_000 ? older : []),
    });
    await expect(loadOlder(imClient, SERVICE_CHAT)).resolves.toBe(true);
    expect(list()).toHaveLength(11);
    expect(list()[0]?._id).toBe(older.at(-1)?._id);
    expect(state().hasOlder[SERVICE_CHAT]).toBe(true);
    expect(api.bodies('/api/im/getMsgList')[0]).toEqual({
      conversation_id: SERVICE_CHAT,
      maxCreateTime: T0 + 1,
      limit: 10,
    });

    await expect(loadOlder(imClient, SERVICE_CHAT)).resolves.toBe(false);
    expect(state().hasOlder[SERVICE_CHAT]).toBe(false);
  });

  it('load the newest 10 when none are held yet', async () => {
    const newest = Array.from({ length: 3 }, (_, i) => aMessage({ create_time: T0 - i }));
    const api = mockApi({ '/api/im/getMsgList': newest });
    await expect(loadOlder(imClient, SERVICE_CHAT)).resolves.toBe(true);
    expect(api.bodies('/api/im/getMsgList')).toEqual([{ conversation_id: SERVICE_CHAT, limit: 10 }]);
    expect(list().map((m) => m._id)).toEqual(newest.map((m) => m._id).reverse());
    expect(state().hasOlder[SERVICE_CHAT]).toBe(false);
  });

  it('toast a failed load of older messages', async () => {
    imClient.store.setState({ messages: { [SERVICE_CHAT]: [asClientMessage(aMessage())] } });
    mockApi({ '/api/im/getMsgList': apiFailure(500, 'server busy', 'SYSTEM_ERROR') });
    await expect(loadOlder(imClient, SERVICE_CHAT)).rejects.toThrow('系统错误，请稍后再试');
    expect(toast).toHaveBeenCalledWith('系统错误，请稍后再试');
    expect(state().hasOlder[SERVICE_CHAT]).not.toBe(false);
  });

  describe('revoking', () => {
    const mine = () => asClientMessage(aMessage({ from_uid: CUSTOMER_ID, body: '发错了' }));

    it('shows the waiting state, then the revoked text', async () => {
      const message = mine();
      imClient.store.setState({ messages: { [SERVICE_CHAT]: [message] } });
      let answer: (value: unknown) => void = () => {};
      const api = mockApi({ '/api/im/sendMsg': () => new Promise((resolve) => (answer = resolve)) });
      const revoking = revokeMessage(imClient, SERVICE_CHAT, message._id);
      expect(list()[0]?.state).toBe('revoking');
      await vi.waitFor(() => expect(api.bodies('/api/im/sendMsg')).toHaveLength(1));
      expect(api.bodies('/api/im/sendMsg')).toEqual([
        { type: 'revoke_msg', msg_id: message._id, device_id: imDeviceId() },
      ]);
      answer({ ...message, is_revoke: true, body: IM.REVOKED_BODY, update_time: T0 + 60_000 });
      await revoking;
      expect(list()[0]).toMatchObject({ state: 'sent', is_revoke: true, body: 'this message has been revoked' });
    });

    it('restores the message and toasts the error when it fails', async () => {
      const message = mine();
      imClient.store.setState({ messages: { [SERVICE_CHAT]: [message] } });
      mockApi({
        '/api/im/sendMsg': apiFailure(
          409,
          'msg_id: a message can be revoked within 2 minutes of sending',
          'IM_REVOKE_EXPIRED',
        ),
      });
      await revokeMessage(imClient, SERVICE_CHAT, message._id);
      expect(list()[0]).toMatchObject({ state: 'sent', is_revoke: false, body: '发错了' });
      expect(toast).toHaveBeenCalledWith('消息已超过可撤回的时间');
    });
  });
});
