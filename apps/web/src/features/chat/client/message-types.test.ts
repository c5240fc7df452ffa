// @vitest-environment jsdom

import type { ImClient } from '@ffe/im-client/client';
import { forwardAsHistory, forwardOneByOne } from '@ffe/im-client/runtime/forwarding';
import { type ClientMessage, putServerConversations } from '@ffe/im-client/runtime/im-store';
import {
  sendCode,
  sendFile,
  sendLocation,
  sendRichText,
  sendSound,
  sendUserCard,
  sendVideo,
} from '@ffe/im-client/runtime/message-senders';
import { retrySend } from '@ffe/im-client/runtime/send-queue';
import {
  aClientMessage,
  aConversation,
  aConversationBetween,
  aCustomer,
  aStoredMessage,
  aUser,
  CUSTOMER_ID,
  SERVICE_CHAT,
  T0,
} from '@ffe/im-client/testing/im-factories';
import type { SendMsgRequest } from '@ffe/shared/contracts/im';
import { conversationIdFor } from '@ffe/shared/domain/im/conversation-id';
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
const chatUpload = vi.hoisted(() => ({ uploadChatFile: vi.fn() }));
vi.mock('@ffe/im-client/api/upload-chat-file', () => chatUpload);
// What the browser reads of a video is the browser's; here it has read a 12.5 s portrait video and a still.
const poster = new Blob(['jpeg'], { type: 'image/jpeg' });
vi.mock('@ffe/im-client/utils/video-facts', () => ({
  videoFacts: vi.fn(async () => ({ duration: 12.5, width: 720, height: 1280, poster })),
}));

const MEI = aUser({ _id: 'u-mei', nickname: '小美', avatar_file: { url: '/images/mei.png' } });
const MEI_CHAT = conversationIdFor(CUSTOMER_ID, MEI._id);

const state = () => imClient.store.getState();
const list = (id = SERVICE_CHAT) => state().messages[id] ?? [];
type NewMessage = Exclude<SendMsgRequest, { type: 'revoke_msg' | 'read_msg' }> & { forward_msg_id?: string };

let storedCount = 0;

/** What the server stores for a sendMsg, each later than the last, in the conversation it was sent to. */
const stored = (body: NewMessage, at = T0 + 100 + ++storedCount) => ({
  ...aStoredMessage(body, at),
  conversation_id: body.to_uid === MEI._id ? MEI_CHAT : SERVICE_CHAT,
  device_id: null,
});

const sent = (api: ReturnType<typeof mockApi>) => api.bodies<NewMessage>('/api/im/sendMsg');

describe('sending every message type', () => {
  beforeAll(loadChineseChatTexts);
  beforeEach(() => {
    startTestChat(imClient, aCustomer());
    toast.mockReset();
    chatUpload.uploadChatFile.mockReset();
    putServerConversations(imClient, [aConversation(), aConversationBetween(aCustomer(), MEI)]);
    imClient.store.setState({ messages: { [SERVICE_CHAT]: [] } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('uploads a recording as a sound with its progress, then sends its address and length', async () => {
    const progress: (number | undefined)[] = [];
    chatUpload.uploadChatFile.mockImplementation(async (_client: unknown, _file: Blob, kind: string, options) => {
      expect(kind).toBe('sound');
      options.onProgress(0.5);
      progress.push(list()[0]?.progress);
      return { url: '/uploads/voice-1', size: 3000, name: 'voice.webm' };
    });
    const api = mockApi({ '/api/im/sendMsg': stored });
    await sendSound(imClient, SERVICE_CHAT, new Blob(['opus'], { type: 'audio/webm;codecs=opus' }), 7.4);
    expect(progress).toEqual([0.5]);
    expect(sent(api)).toMatchObject([{ type: 'sound', body: { url: '/uploads/voice-1', time: 7 } }]);
    const [, file] = chatUpload.uploadChatFile.mock.calls[0] as [ImClient, File];
    expect(file.name).toMatch(/\.webm$/);
    expect(list()[0]).toMatchObject({ state: 'sent', body: { url: '/uploads/voice-1', time: 7 } });
  });

  it('refuses a recording under 1 or over 60 seconds', async () => {
    const recording = new Blob(['x'], { type: 'audio/webm' });
    await expect(sendSound(imClient, SERVICE_CHAT, recording, 0.4)).rejects.toThrow(RangeError);
    await expect(sendSound(imClient, SERVICE_CHAT, recording, 61)).rejects.toThrow(RangeError);
    expect(list()).toEqual([]);
  });

  it('does not upload a recording again when its send is retried', async () => {
    chatUpload.uploadChatFile.mockResolvedValue({ url: '/uploads/voice-2', size: 10, name: 'v' });
    mockApi({ '/api/im/sendMsg': apiFailure(500, 'server busy', 'SYSTEM_ERROR') });
    await sendSound(imClient, SERVICE_CHAT, new Blob(['x'], { type: 'audio/mp4' }), 3);
    expect(list()[0]?.state).toBe('failed');
    const api = mockApi({ '/api/im/sendMsg': stored });
    await retrySend(imClient, SERVICE_CHAT, (list()[0] as ClientMessage).unique_id);
    expect(chatUpload.uploadChatFile).toHaveBeenCalledTimes(1);
    expect(sent(api)).toMatchObject([{ type: 'sound', body: { url: '/uploads/voice-2', time: 3 } }]);
  });

  it('sends a video with its length, size and a still picture uploaded beside it', async () => {
    chatUpload.uploadChatFile.mockImplementation(async (_client: unknown, _file: Blob, kind: string) =>
      kind === 'video'
        ? { url: '/uploads/video-1', size: 5_000_000, name: 'bouquet.mp4' }
        : { url: '/uploads/poster-1', size: 20_000, name: 'poster.jpg' },
    );
    const api = mockApi({ '/api/im/sendMsg': stored });
    const file = new File(['mp4'], 'bouquet.mp4', { type: 'video/mp4' });
    await sendVideo(imClient, SERVICE_CHAT, file);
    expect(chatUpload.uploadChatFile.mock.calls.map((call) => [call[1], call[2]])).toEqual([
      [file, 'video'],
      [poster, 'image'],
    ]);
    expect(sent(api)).toMatchObject([
      {
        type: 'video',
        body: { url: '/uploads/video-1', duration: 12.5, width: 720, height: 1280, poster: '/uploads/poster-1' },
      },
    ]);
  });

  it('sends a video without its still when the still cannot be uploaded', async () => {
    chatUpload.uploadChatFile.mockImplementation(async (_client: unknown, _file: Blob, kind: string) => {
      if (kind === 'image') throw new Error('upload failed');
      return { url: '/uploads/video-2', size: 10, name: 'v.mp4' };
    });
    const api = mockApi({ '/api/im/sendMsg': stored });
    await sendVideo(imClient, SERVICE_CHAT, new File(['mp4'], 'v.mp4', { type: 'video/mp4' }));
    expect(sent(api)[0]?.body).toEqual({ url: '/uploads/video-2', duration: 12.5, width: 720, height: 1280 });
  });

  it('shows a file with its name and size while it uploads, then sends it under that name', async () => {
    let finish: (value: unknown) => void = () => {};
    chatUpload.uploadChatFile.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const api = mockApi({ '/api/im/sendMsg': stored });
    const sending = sendFile(imClient, SERVICE_CHAT, new File(['%PDF'], '五月报价单.pdf', { type: 'application/pdf' }));
    await vi.waitFor(() => expect(list()).toHaveLength(1));
    expect(list()[0]).toMatchObject({ type: 'file', state: 'sending', body: { name: '五月报价单.pdf', size: 4 } });
    finish({ url: '/uploads/file-1', size: 4, name: '五月报价单.pdf' });
    await sending;
    expect(sent(api)).toMatchObject([{ type: 'file', body: { url: '/uploads/file-1', name: '五月报价单.pdf' } }]);
    expect(chatUpload.uploadChatFile.mock.calls[0]?.[2]).toBe('file');
  });

  it('sends a place, code, a rich text and a card with only the fields the server takes', async () => {
    const api = mockApi({ '/api/im/sendMsg': stored });
    const place = { name: '西湖店', address: '文三路 90 号', latitude: 30.274085, longitude: 120.15507 };
    await sendLocation(imClient, SERVICE_CHAT, place, 'm-question');
    await sendCode(imClient, SERVICE_CHAT, 'SELECT 1;', 'sql');
    await sendCode(imClient, SERVICE_CHAT, '  \n');
    await sendRichText(imClient, SERVICE_CHAT, '**包邮**');
    await sendUserCard(imClient, SERVICE_CHAT, MEI);
    expect(sent(api).map(({ type, body, reply_msg_id }) => ({ type, body, reply_msg_id }))).toEqual([
      { type: 'location', body: place, reply_msg_id: 'm-question' },
      { type: 'code', body: { code: 'SELECT 1;', language: 'sql' }, reply_msg_id: undefined },
      { type: 'rich-text', body: '**包邮**', reply_msg_id: undefined },
      { type: 'userinfo-card', body: { user_id: 'u-mei' }, reply_msg_id: undefined },
    ]);
  });

  it("shows a card as the person while it is on its way, before the server fills it from the user's profile", async () => {
    const api = mockApi({ '/api/im/sendMsg': () => new Promise(() => {}) });
    void sendUserCard(imClient, SERVICE_CHAT, MEI);
    await vi.waitFor(() => expect(sent(api)).toHaveLength(1));
    expect(list()[0]).toMatchObject({
      state: 'sending',
      body: { user_id: 'u-mei', nickname: '小美', avatar_file: { url: '/images/mei.png' } },
    });
  });
});

describe('forwarding', () => {
  beforeAll(loadChineseChatTexts);
  beforeEach(() => {
    startTestChat(imClient, aCustomer());
    toast.mockReset();
    chatUpload.uploadChatFile.mockReset();
    putServerConversations(imClient, [aConversation(), aConversationBetween(aCustomer(), MEI)]);
    imClient.store.setState({ messages: { [SERVICE_CHAT]: [] } });
  });

  const text = aClientMessage({ _id: 'm-text', body: '玫瑰还有吗？', create_time: T0 + 1000 });
  const picture = aClientMessage({
    _id: 'm-picture',
    type: 'image',
    body: { url: '/uploads/rose.png', width: 300, height: 200 },
    create_time: T0 + 2000,
  });
  const voice = aClientMessage({
    _id: 'm-voice',
    type: 'sound',
    body: { url: '/uploads/v', time: 4 },
    create_time: T0 + 3000,
  });
  const revoked = aClientMessage({ _id: 'm-gone', is_revoke: true, create_time: T0 + 4000 });

  it('逐条转发 sends a copy of each, oldest first, files named by the message they copy, nothing uploaded', async () => {
    const api = mockApi({ '/api/im/sendMsg': stored });
    const count = await forwardOneByOne(imClient, MEI_CHAT, [voice, revoked, picture, text]);
    expect(count).toBe(3);
    expect(chatUpload.uploadChatFile).not.toHaveBeenCalled();
    expect(sent(api).map(({ to_uid, type, body, forward_msg_id }) => ({ to_uid, type, body, forward_msg_id }))).toEqual(
      [
        { to_uid: 'u-mei', type: 'text', body: '玫瑰还有吗？', forward_msg_id: undefined },
        {
          to_uid: 'u-mei',
          type: 'image',
          body: { url: '/uploads/rose.png', width: 300, height: 200 },
          forward_msg_id: 'm-picture',
        },
        { to_uid: 'u-mei', type: 'sound', body: { url: '/uploads/v', time: 4 }, forward_msg_id: 'm-voice' },
      ],
    );
    expect(list(MEI_CHAT).map((m) => [m.type, m.state])).toEqual([
      ['text', 'sent'],
      ['image', 'sent'],
      ['sound', 'sent'],
    ]);
  });

  it('逐条转发 sends a history inside a new one, naming the history itself', async () => {
    const bundle = aClientMessage({
      _id: 'm-bundle',
      type: 'history',
      body: {
        msgList: [{ _id: 'elsewhere', from_uid: 'u-x', nickname: '某人', type: 'text', body: '你好', create_time: T0 }],
      },
    });
    const api = mockApi({ '/api/im/sendMsg': () => new Promise(() => {}) });
    void forwardOneByOne(imClient, MEI_CHAT, [bundle]);
    await vi.waitFor(() => expect(sent(api)).toHaveLength(1));
    expect(sent(api)[0]).toMatchObject({ type: 'history', body: { msg_ids: ['m-bundle'] } });
    expect(list(MEI_CHAT)[0]?.body).toMatchObject({
      msgList: [{ _id: 'm-bundle', type: 'history', body: bundle.body }],
    });
  });

  it('逐条转发 counts only the copies the server took', async () => {
    mockApi({
      '/api/im/sendMsg': (body: NewMessage) =>
        body.type === 'image' ? apiFailure(403, 'not allowed', 'PERMISSION_DENIED') : stored(body),
    });
    expect(await forwardOneByOne(imClient, MEI_CHAT, [text, picture])).toBe(1);
    expect(list(MEI_CHAT).map((m) => m.state)).toEqual(['sent', 'failed']);
  });

  it('合并转发 sends one history of the messages, oldest first, shown at once as the bundle', async () => {
    let answer: (value: unknown) => void = () => {};
    const api = mockApi({ '/api/im/sendMsg': () => new Promise((resolve) => (answer = resolve)) });
    const forwarding = forwardAsHistory(imClient, MEI_CHAT, [picture, text, revoked]);
    await vi.waitFor(() => expect(sent(api)).toHaveLength(1));
    expect(sent(api)[0]).toMatchObject({
      to_uid: 'u-mei',
      type: 'history',
      body: { msg_ids: ['m-text', 'm-picture'] },
    });
    expect(list(MEI_CHAT)[0]).toMatchObject({
      type: 'history',
      state: 'sending',
      body: {
        msgList: [
          { _id: 'm-text', type: 'text', body: '玫瑰还有吗？', nickname: '鲜花速递客服' },
          { _id: 'm-picture', type: 'image' },
        ],
      },
    });
    answer(stored(sent(api)[0] as NewMessage));
    expect(await forwarding).toBe(true);
  });

  it('合并转发 refuses more than 100 messages', async () => {
    const many = Array.from({ length: 101 }, (_, i) => aClientMessage({ _id: `m-${i}`, create_time: T0 + i }));
    await expect(forwardAsHistory(imClient, MEI_CHAT, many)).rejects.toThrow(RangeError);
  });
});
