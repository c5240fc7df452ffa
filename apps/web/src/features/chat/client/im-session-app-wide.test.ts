// @vitest-environment jsdom
import 'fake-indexeddb/auto';

import type { ImClient } from '@ffe/im-client/client';
import { imDeviceId } from '@ffe/im-client/runtime/device-id';
import { startIm, startImInBackground, stopIm } from '@ffe/im-client/runtime/im-session';
import { TAB_CHANNEL } from '@ffe/im-client/runtime/tab-guard';
import { FakeSocket } from '@ffe/im-client/testing/fake-socket';
import { aConversation, aUser } from '@ffe/im-client/testing/im-factories';
import { IM } from '@ffe/shared/constants';
import Dexie from 'dexie';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { createShopImClient } from '../../../lib/shop-im-host';
import { useImUnreadStore } from '../../../stores/im-unread-store';
import { mockApi } from '../../../test/factories';
import { aChatToken, memberChatLogin, signInShopMember, WEEK } from '../testing/test-chat';

let imClient: ImClient;
beforeEach(() => {
  imClient = createShopImClient();
});
afterEach(() => imClient.dispose());

const dialogs = vi.hoisted(() => ({
  alertDialog: vi.fn(async () => {}),
  retryDialog: vi.fn(async () => false),
  blockingDialog: vi.fn(async () => () => {}),
  reloadPage: vi.fn(),
}));
vi.mock('@ffe/im-client/runtime/im-dialogs', () => dialogs);
vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

const unread = { unreadCountObj: { conversation: 1, message: 2, notification: 0 } };
const state = () => imClient.store.getState();

function visitorApi() {
  return mockApi({
    '/api/im/login': (body: { deviceId: string }) => ({
      token: aChatToken({ uid: body.deviceId, role: ['guest'] }),
      tokenExpired: Date.now() + WEEK,
      user: aUser({ _id: body.deviceId, nickname: body.deviceId }),
    }),
    '/api/im/getConversationList': [aConversation({ user_id: imDeviceId(), unread_count: 2 })],
    '/api/im/getUnreadCount': unread,
    '/api/im/group/mine': [],
    '/api/im/getMsgList': [],
  });
}

describe('the chat started app-wide', () => {
  beforeAll(() => i18n.changeLanguage('zh-CN'));
  beforeEach(async () => {
    localStorage.clear();
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
    dialogs.blockingDialog.mockClear();
    await Dexie.delete(IM.DB_NAME);
  });
  afterEach(async () => {
    await stopIm(imClient);
    vi.unstubAllGlobals();
  });

  it('lets a newer tab take the chat without a dialog away from the chat pages, and takes it back when the chat opens', async () => {
    visitorApi();
    startImInBackground(imClient);
    await vi.waitFor(() => expect(FakeSocket.made).toHaveLength(1));
    FakeSocket.last.accept();
    const other = new BroadcastChannel(TAB_CHANNEL);
    other.postMessage({ type: 'claim', tabId: 'second-tab', at: Date.now() });
    await vi.waitFor(() => expect(state().status).toBe('replaced'));
    other.close();
    expect(dialogs.blockingDialog).not.toHaveBeenCalled();

    await startIm(imClient);
    expect(FakeSocket.made).toHaveLength(2);
    expect(state().status).not.toBe('replaced');
  });

  it("counts a member's unread conversations for the badges and forgets them at logout", async () => {
    signInShopMember();
    mockApi({
      ...memberChatLogin(),
      '/api/im/getConversationList': [aConversation({ unread_count: 2 })],
      '/api/im/getUnreadCount': unread,
      '/api/im/group/mine': [],
    });
    startImInBackground(imClient);
    await vi.waitFor(() => expect(useImUnreadStore.getState()).toEqual({ message: 2, conversation: 1, service: 2 }));

    window.dispatchEvent(new Event('logout'));
    await vi.waitFor(() => expect(state().status).toBe('idle'));
    expect(useImUnreadStore.getState()).toEqual({ message: null, conversation: null, service: null });
    expect(FakeSocket.last.closedWith).toBe(1000);
  });

  it('does nothing when the chat already runs', async () => {
    visitorApi();
    await startIm(imClient);
    startImInBackground(imClient);
    expect(FakeSocket.made).toHaveLength(1);
  });
});
