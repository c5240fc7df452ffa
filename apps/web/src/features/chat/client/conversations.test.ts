// @vitest-environment jsdom

import type { ImClient } from '@ffe/im-client/client';
import { markRead, markUnread, saveDraft, setConversationFlags } from '@ffe/im-client/runtime/conversation-actions';
import { selectConversationList } from '@ffe/im-client/runtime/conversation-list';
import { fetchUnreadCount, leaveChat, openChat, resetConversationPaging } from '@ffe/im-client/runtime/conversations';
import { imDeviceId } from '@ffe/im-client/runtime/device-id';
import { asClientMessage, changeConversation, putServerConversations } from '@ffe/im-client/runtime/im-store';
import {
  aConversation,
  aCustomer,
  aMessage,
  aUser,
  SERVICE_CHAT,
  SERVICE_ID,
  T0,
} from '@ffe/im-client/testing/im-factories';
import { IM } from '@ffe/shared/constants';
import type { ImConversation } from '@ffe/shared/contracts/im';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShopImClient } from '../../../lib/shop-im-host';
import { apiFailure, mockApi } from '../../../test/factories';
import { loadChineseChatTexts, serviceChat, startTestChat } from '../testing/test-chat';

let imClient: ImClient;
beforeEach(() => {
  imClient = createShopImClient();
});
afterEach(() => imClient.dispose());

const toast = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/toast', () => ({ toast }));

const state = () => imClient.store.getState();

describe('conversations', () => {
  beforeAll(loadChineseChatTexts);
  beforeEach(() => {
    startTestChat(imClient, aCustomer());
    toast.mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  describe('actions', () => {
    it('mute at once and stay muted when the server agrees', async () => {
      putServerConversations(imClient, [aConversation()]);
      const api = mockApi({ '/api/im/updateConversation': aConversation({ mute: true, update_time: T0 + 1 }) });
      const muting = setConversationFlags(imClient, SERVICE_CHAT, { mute: true });
      expect(serviceChat(imClient)?.mute).toBe(true);
      await muting;
      expect(serviceChat(imClient)?.mute).toBe(true);
      expect(api.bodies('/api/im/updateConversation')).toEqual([
        { conversation_id: SERVICE_CHAT, mute: true, device_id: imDeviceId() },
      ]);
    });

    it('put a failed mute back with its toast', async () => {
      putServerConversations(imClient, [aConversation()]);
      mockApi({ '/api/im/updateConversation': apiFailure(500, 'database is down', 'SYSTEM_ERROR') });
      await setConversationFlags(imClient, SERVICE_CHAT, { mute: true });
      expect(serviceChat(imClient)?.mute).toBe(false);
      expect(toast).toHaveBeenCalledTimes(1);
      expect(toast).toHaveBeenCalledWith('服务器错误，免打扰设置失败，请稍后重试');
    });

    it("put a failed pin back and toast the refusal in the page's words", async () => {
      putServerConversations(imClient, [aConversation()]);
      mockApi({ '/api/im/updateConversation': apiFailure(404, 'conversation not found', 'NOT_FOUND') });
      await setConversationFlags(imClient, SERVICE_CHAT, { pinned: true });
      expect(serviceChat(imClient)?.pinned).toBe(false);
      expect(toast).toHaveBeenCalledWith('内容不存在或已删除');
    });

    it('mark a conversation unread and read, with the unread totals following', async () => {
      putServerConversations(imClient, [aConversation()]);
      const api = mockApi({
        '/api/im/updateConversation': (body: { unread_count: number }) =>
          aConversation({ unread_count: body.unread_count, update_time: T0 + 1 }),
      });
      await markUnread(imClient, SERVICE_CHAT);
      expect(serviceChat(imClient)?.unread_count).toBe(1);
      expect(state().unread).toMatchObject({ conversation: 1, message: 1 });
      await markRead(imClient, SERVICE_CHAT);
      expect(serviceChat(imClient)?.unread_count).toBe(0);
      expect(state().unread).toMatchObject({ conversation: 0, message: 0 });
      expect(api.bodies<{ unread_count: number }>('/api/im/updateConversation').map((b) => b.unread_count)).toEqual([
        1, 0,
      ]);
    });

    it('keep a draft at once and on the server once typing pauses', async () => {
      vi.useFakeTimers();
      putServerConversations(imClient, [aConversation()]);
      const api = mockApi({ '/api/im/updateConversation': aConversation({ chatInputContent: '你好' }) });
      saveDraft(imClient, SERVICE_CHAT, '你');
      saveDraft(imClient, SERVICE_CHAT, '你好');
      expect(serviceChat(imClient)?.chatInputContent).toBe('你好');
      await vi.advanceTimersByTimeAsync(1_000);
      expect(api.bodies('/api/im/updateConversation')).toEqual([
        { conversation_id: SERVICE_CHAT, chatInputContent: '你好', device_id: imDeviceId() },
      ]);
    });

    it('save no draft after the chat stopped (logout)', async () => {
      vi.useFakeTimers();
      putServerConversations(imClient, [aConversation()]);
      const api = mockApi({ '/api/im/updateConversation': aConversation({ chatInputContent: '再' }) });
      saveDraft(imClient, SERVICE_CHAT, '再');
      resetConversationPaging(imClient);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(api.bodies('/api/im/updateConversation')).toEqual([]);
    });
  });

  describe('opening a chat', () => {
    it('opens the conversation with customer service, shows its newest 10 messages and clears its unread count', async () => {
      const newest = Array.from({ length: 10 }, (_, i) => aMessage({ create_time: T0 - i * 1_000 }));
      const api = mockApi({
        '/api/im/getConversationList': [aConversation({ unread_count: 2 })],
        '/api/im/getMsgList': newest,
        '/api/im/updateConversation': aConversation({ unread_count: 0, update_time: T0 + 5 }),
      });
      await expect(openChat(imClient, SERVICE_ID)).resolves.toBe(SERVICE_CHAT);
      expect(state().openConversationId).toBe(SERVICE_CHAT);
      expect(state().messages[SERVICE_CHAT]?.map((m) => m._id)).toEqual(newest.map((m) => m._id).reverse());
      expect(state().hasOlder[SERVICE_CHAT]).toBe(true);
      await vi.waitFor(() => expect(serviceChat(imClient)?.unread_count).toBe(0));
      expect(api.bodies('/api/im/getMsgList')).toEqual([{ conversation_id: SERVICE_CHAT, limit: 10 }]);
    });

    it('makes a temporary conversation with the user profile when there is none yet', async () => {
      mockApi({ '/api/im/getConversationList': [], '/api/im/getUsers': [aUser()] });
      await openChat(imClient, SERVICE_ID);
      expect(serviceChat(imClient)).toMatchObject({ is_temp: true, user_info: aUser(), friend_uid: SERVICE_ID });
      expect(state().messages[SERVICE_CHAT]).toEqual([]);
      expect(state().hasOlder[SERVICE_CHAT]).toBe(false);
    });

    it("refuses a user that does not exist with 'conversation list invalid'", async () => {
      mockApi({ '/api/im/getConversationList': [], '/api/im/getUsers': [] });
      await expect(openChat(imClient, 'nobody')).rejects.toThrow('conversation list invalid');
    });

    it('leaves out conversations with neither a group nor the other user', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      mockApi({
        '/api/im/getConversationList': [aConversation({ user_info: null })],
        '/api/im/getUsers': [aUser()],
      });
      await openChat(imClient, SERVICE_ID);
      expect(serviceChat(imClient)?.is_temp).toBe(true);
      expect(error).toHaveBeenCalledWith('uni-im: conversation list invalid', expect.anything());
    });

    it('keeps only the last 10 messages in memory on leaving', () => {
      putServerConversations(imClient, [aConversation()]);
      const messages = Array.from({ length: 25 }, (_, i) => asClientMessage(aMessage({ create_time: T0 + i })));
      imClient.store.setState({ messages: { [SERVICE_CHAT]: messages }, openConversationId: SERVICE_CHAT });
      leaveChat(imClient, SERVICE_CHAT);
      expect(state().openConversationId).toBeNull();
      expect(state().messages[SERVICE_CHAT]).toEqual(messages.slice(-IM.MESSAGE_PAGE_SIZE));
      expect(state().hasOlder[SERVICE_CHAT]).toBe(true);
    });
  });

  describe('the list', () => {
    const row = (id: string, overrides: Partial<ImConversation> = {}) =>
      aConversation({ id, user_info: aUser({ _id: id }), friend_uid: id, ...overrides });

    it('is sorted pinned first, then customIndex, then time, then id, hidden ones left out', () => {
      putServerConversations(imClient, [
        row('a', { last_msg_create_time: T0 + 3 }),
        row('b', { last_msg_create_time: T0 + 1, pinned: true }),
        row('c', { last_msg_create_time: T0 + 2, customIndex: 5 }),
        row('d', { last_msg_create_time: T0 + 3 }),
        row('e', { last_msg_create_time: T0 + 9, hidden: true }),
      ]);
      expect(selectConversationList(imClient, state(), 'all').map((c) => c.id)).toEqual(['b', 'c', 'a', 'd']);
    });

    it('filters unread, @me, single and starred conversations, and answers the same list until they change', () => {
      putServerConversations(imClient, [
        row('a', { unread_count: 2 }),
        row('b', { remind_msg_ids: ['m-1'] }),
        row('c', { is_star: true }),
        row('g', { group_id: 'g1', user_info: null, type: 2 }),
      ]);
      expect(selectConversationList(imClient, state(), 'unread').map((c) => c.id)).toEqual(['a']);
      expect(selectConversationList(imClient, state(), 'mention').map((c) => c.id)).toEqual(['b']);
      expect(selectConversationList(imClient, state(), 'starred').map((c) => c.id)).toEqual(['c']);
      expect(selectConversationList(imClient, state(), 'group').map((c) => c.id)).toEqual(['g']);
      expect(
        selectConversationList(imClient, state(), 'single')
          .map((c) => c.id)
          .sort(),
      ).toEqual(['a', 'b', 'c']);
      expect(selectConversationList(imClient, state(), 'all')).toBe(selectConversationList(imClient, state(), 'all'));
    });
  });

  describe('unread totals', () => {
    it('keep a message pushed while the server was asked for its totals, and ask again', async () => {
      putServerConversations(imClient, [aConversation({ unread_count: 0 })]);
      let answer: (() => void) | undefined;
      const api = mockApi({
        '/api/im/getUnreadCount': () =>
          new Promise((resolve) => {
            answer = () => resolve({ conversation: 0, message: 0, notification: 0 });
          }),
      });
      const asking = fetchUnreadCount(imClient);
      await vi.waitFor(() => expect(answer).toBeDefined());
      // A reply arrives before the answer, which was counted before it.
      changeConversation(imClient, SERVICE_CHAT, (c) => ({ ...c, unread_count: 1 }));
      answer?.();
      await asking;
      expect(state().unread).toMatchObject({ conversation: 1, message: 1 });
      expect(api.bodies('/api/im/getUnreadCount')).toHaveLength(1);
    });
  });
});
