// @vitest-environment jsdom

import type { ImClient } from '@ffe/im-client/client';
import {
  asClientMessage,
  type ClientMessage,
  markImReady,
  mergeMessages,
  putServerConversations,
  resetImStore,
} from '@ffe/im-client/runtime/im-store';
import { receiveMessage } from '@ffe/im-client/runtime/incoming';
import { enqueue, requestFor, retrySend, send } from '@ffe/im-client/runtime/send-queue';
import {
  aConversation,
  aCustomer,
  aMessage,
  aStoredMessage,
  CUSTOMER_ID,
  SERVICE_CHAT,
} from '@ffe/im-client/testing/im-factories';
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

const list = () => imClient.store.getState().messages[SERVICE_CHAT] ?? [];
type NewMessage = Exclude<SendMsgRequest, { type: 'revoke_msg' | 'read_msg' }>;

/** A sendMsg answered when the test says so. */
function heldAnswer() {
  let answer: (value: unknown) => void = () => {};
  const api = mockApi({ '/api/im/sendMsg': () => new Promise((resolve) => (answer = resolve)) });
  return { api, answer: (value: unknown) => answer(value) };
}

describe('the send queue', () => {
  beforeAll(loadChineseChatTexts);
  beforeEach(() => {
    startTestChat(imClient, aCustomer());
    toast.mockReset();
    upload.uploadChatFile.mockReset();
    putServerConversations(imClient, [aConversation()]);
    imClient.store.setState({ messages: { [SERVICE_CHAT]: [] } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows our message as sending before anything is asked of the server', () => {
    const { answer } = heldAnswer();
    void send(imClient, SERVICE_CHAT, 'text', { text: '在吗' }, { replyTo: 'm-question' });
    expect(list()).toMatchObject([
      { state: 'sending', _id: '', body: '在吗', from_uid: CUSTOMER_ID, reply_msg_id: 'm-question' },
    ]);
    expect(list()[0]?.unique_id).toMatch(/^[0-9a-f]{24}$/);
    answer(null);
  });

  it('replaces the message on its way by the server answer, and resolves true', async () => {
    const { api, answer } = heldAnswer();
    const sending = send(imClient, SERVICE_CHAT, 'text', { text: '我想订花' });
    await vi.waitFor(() => expect(api.bodies('/api/im/sendMsg')).toHaveLength(1));
    const [request] = api.bodies<NewMessage>('/api/im/sendMsg');
    answer(aStoredMessage(request as NewMessage));
    await expect(sending).resolves.toBe(true);
    expect(list()).toHaveLength(1);
    expect(list()[0]).toMatchObject({ state: 'sent', _id: `stored-${request?.unique_id}` });
    expect(list()[0]?.outbox).toBeUndefined();
  });

  it('keeps a read the reader told before our send answered', async () => {
    const { api, answer } = heldAnswer();
    const sending = send(imClient, SERVICE_CHAT, 'text', { text: '可以的，16点前下单当天送达' });
    await vi.waitFor(() => expect(api.bodies('/api/im/sendMsg')).toHaveLength(1));
    const [request] = api.bodies<NewMessage>('/api/im/sendMsg');
    const stored = aStoredMessage(request as NewMessage);
    // The reader's notice outruns the answer: no message held has the stored id yet.
    await receiveMessage(
      imClient,
      aMessage({ type: 'read_msg', body: { msg_id: stored._id, user_id: 'guest-reader', create_time: 1 } }),
    );
    answer(stored);
    await expect(sending).resolves.toBe(true);
    expect(list()[0]).toMatchObject({
      _id: stored._id,
      is_read: true,
      reader_list: [{ user_id: 'guest-reader', create_time: 1 }],
    });
  });

  it('marks a failed send failed and resolves false', async () => {
    mockApi({ '/api/im/sendMsg': apiFailure(500, 'server busy', 'SYSTEM_ERROR') });
    await expect(send(imClient, SERVICE_CHAT, 'text', { text: '在吗' })).resolves.toBe(false);
    expect(list()).toMatchObject([{ state: 'failed', _id: '' }]);
    expect(toast).toHaveBeenCalledWith('系统错误，请稍后再试');
  });

  it('sends nothing for an input its builder refuses or finds empty', async () => {
    const api = mockApi({ '/api/im/sendMsg': null });
    await expect(send(imClient, SERVICE_CHAT, 'text', { text: '   ' })).resolves.toBe(false);
    await expect(send(imClient, SERVICE_CHAT, 'sound', { recording: new Blob([]), seconds: 0 })).rejects.toThrow(
      RangeError,
    );
    expect(api.bodies('/api/im/sendMsg')).toEqual([]);
    expect(list()).toEqual([]);
  });

  it('retries with the same unique_id and time, and a retry answered twice is held once', async () => {
    mockApi({ '/api/im/sendMsg': apiFailure(500, 'server busy', 'SYSTEM_ERROR') });
    await send(imClient, SERVICE_CHAT, 'text', { text: '还在吗' });
    const failed = list()[0] as ClientMessage;

    const api = mockApi({ '/api/im/sendMsg': (body: NewMessage) => aStoredMessage(body) });
    await retrySend(imClient, SERVICE_CHAT, failed.unique_id);
    expect(api.bodies('/api/im/sendMsg')).toMatchObject([
      { unique_id: failed.unique_id, client_create_time: failed.client_create_time, body: '还在吗' },
    ]);
    // The same stored message again, as the sync after a reconnect reads it.
    const [again] = api.bodies<NewMessage>('/api/im/sendMsg');
    mergeMessages(imClient, SERVICE_CHAT, [asClientMessage(aStoredMessage(again as NewMessage))]);
    expect(list()).toHaveLength(1);
    expect(list()[0]).toMatchObject({ state: 'sent', _id: `stored-${failed.unique_id}`, unique_id: failed.unique_id });
  });

  it('retries only a failed message', async () => {
    const api = mockApi({ '/api/im/sendMsg': (body: NewMessage) => aStoredMessage(body) });
    const sent = asClientMessage(aMessage({ from_uid: CUSTOMER_ID }));
    imClient.store.setState({ messages: { [SERVICE_CHAT]: [sent] } });
    await retrySend(imClient, SERVICE_CHAT, sent.unique_id);
    await retrySend(imClient, SERVICE_CHAT, 'no-such-message');
    expect(api.bodies('/api/im/sendMsg')).toEqual([]);
  });

  it('uploads a picture once: a retry after a failed send sends what the upload made', async () => {
    upload.uploadChatFile.mockResolvedValue({ url: '/uploads/rose.png' });
    mockApi({ '/api/im/sendMsg': apiFailure(500, 'server busy', 'SYSTEM_ERROR') });
    await send(imClient, SERVICE_CHAT, 'image', { file: new File(['png'], 'rose.png', { type: 'image/png' }) });
    const failed = list()[0] as ClientMessage;
    expect(failed).toMatchObject({ state: 'failed', outbox: { uploaded: { url: '/uploads/rose.png' } } });

    const api = mockApi({ '/api/im/sendMsg': (body: NewMessage) => aStoredMessage(body) });
    await retrySend(imClient, SERVICE_CHAT, failed.unique_id);
    expect(upload.uploadChatFile).toHaveBeenCalledTimes(1);
    expect(api.bodies('/api/im/sendMsg')).toMatchObject([{ type: 'image', body: { url: '/uploads/rose.png' } }]);
    expect(list()[0]).toMatchObject({ state: 'sent' });
    expect(list()[0]?.outbox).toBeUndefined();
  });

  it('names the original in a copy of a picture, and sends the original body without uploading', async () => {
    const api = mockApi({ '/api/im/sendMsg': (body: NewMessage) => aStoredMessage(body) });
    await enqueue(imClient, SERVICE_CHAT, 'image', { body: { url: '/uploads/old.png' }, copyOf: 'm-original' });
    await enqueue(imClient, SERVICE_CHAT, 'text', { body: '转发的话', copyOf: 'm-text' });
    expect(upload.uploadChatFile).not.toHaveBeenCalled();
    const [picture, text] = api.bodies<NewMessage & { forward_msg_id?: string }>('/api/im/sendMsg');
    expect(picture).toMatchObject({ type: 'image', body: { url: '/uploads/old.png' }, forward_msg_id: 'm-original' });
    expect(text).not.toHaveProperty('forward_msg_id');
  });

  it('drops an answer that comes after logout instead of putting it into the next chat', async () => {
    const { api, answer } = heldAnswer();
    const sending = send(imClient, SERVICE_CHAT, 'text', { text: '再见' });
    await vi.waitFor(() => expect(api.bodies('/api/im/sendMsg')).toHaveLength(1));
    resetImStore(imClient);
    markImReady(imClient, aCustomer({ _id: 'u-mei', nickname: '小美' }));
    const [request] = api.bodies<NewMessage>('/api/im/sendMsg');
    answer(aStoredMessage(request as NewMessage));
    await expect(sending).resolves.toBe(false);
    expect(imClient.store.getState().messages).toEqual({});
  });

  it('puts mentions, the reply and the group into the request', () => {
    const message = {
      ...asClientMessage(aMessage({ from_uid: CUSTOMER_ID, group_id: 'g-florists', to_uid: null })),
      call_uid: '__ALL' as const,
      reply_msg_id: 'm-question',
    };
    expect(requestFor(message, '大家好')).toMatchObject({
      group_id: 'g-florists',
      call_uid: '__ALL',
      reply_msg_id: 'm-question',
      type: 'text',
      body: '大家好',
    });
    expect(requestFor(message, '大家好')).not.toHaveProperty('to_uid');
    expect(() => requestFor({ ...message, type: 'pay-notify' }, {})).toThrow('not sent by users');
  });
});
