// @vitest-environment jsdom
import 'fake-indexeddb/auto';

import type { ImClient } from '@ffe/im-client/client';
import { imDeviceId } from '@ffe/im-client/runtime/device-id';
import { isStaff } from '@ffe/im-client/runtime/im-login';
import { imLoginState } from '@ffe/im-client/runtime/im-login-state';
import { refreshUnreadCount, startIm, stopIm } from '@ffe/im-client/runtime/im-session';
import { TAB_CHANNEL } from '@ffe/im-client/runtime/tab-guard';
import { FakeSocket } from '@ffe/im-client/testing/fake-socket';
import { aConversation, aUser, SERVICE_CHAT, T0 } from '@ffe/im-client/testing/im-factories';
import { IM } from '@ffe/shared/constants';
import Dexie from 'dexie';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { setNavigator } from '../../../lib/navigate';
import { createShopImClient } from '../../../lib/shop-im-host';
import { STORAGE_KEYS, storage } from '../../../lib/storage';
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
const toast = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/toast', () => ({ toast }));

const guestToken = () => aChatToken({ uid: imDeviceId(), role: ['guest'] });
const unread = { unreadCountObj: { conversation: 1, message: 3, notification: 0 } };

/** The server's side of a visitor's chat. */
function visitorApi(extra: Record<string, unknown> = {}) {
  return mockApi({
    '/api/im/login': (body: { deviceId: string }) => ({
      token: guestToken(),
      tokenExpired: Date.now() + WEEK,
      user: aUser({ _id: body.deviceId, nickname: body.deviceId }),
    }),
    '/api/im/getConversationList': [aConversation({ user_id: imDeviceId(), unread_count: 3 })],
    '/api/im/getUnreadCount': unread,
    ...extra,
  });
}

const state = () => imClient.store.getState();

describe('the chat session', () => {
  const navigate = vi.fn();
  beforeAll(async () => {
    await i18n.changeLanguage('zh-CN');
    setNavigator(navigate);
  });
  beforeEach(async () => {
    localStorage.clear();
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
    navigate.mockReset();
    toast.mockReset();
    dialogs.blockingDialog.mockClear();
    dialogs.alertDialog.mockClear();
    await Dexie.delete(IM.DB_NAME);
  });
  afterEach(async () => {
    await stopIm(imClient);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('starts a visitor as the guest of this device and connects the socket', async () => {
    const api = visitorApi();
    await startIm(imClient);
    expect(api.bodies('/api/im/login')).toEqual([{ deviceId: imDeviceId() }]);
    expect(imDeviceId()).toMatch(/^[0-9a-f]{32}$/);
    expect(state().me).toMatchObject({ _id: imDeviceId(), role: ['guest'] });
    expect(state().conversations[SERVICE_CHAT]?.unread_count).toBe(3);
    expect(imLoginState.read()).toMatchObject({ uniIsLogin: true, uniIdToken: expect.any(String) });
    await vi.waitFor(() => expect(state().unread).toEqual(unread.unreadCountObj));

    expect(FakeSocket.last.url).toBe(`ws://${window.location.host}/api/im/socket`);
    FakeSocket.last.open();
    expect(FakeSocket.last.sent[0]).toEqual({
      type: 'auth',
      token: imLoginState.read().uniIdToken,
      deviceId: imDeviceId(),
    });
    FakeSocket.last.push({ type: 'ready', data: { uid: imDeviceId() } });
    expect(state().status).toBe('online');
  });

  it('starts once however often it is asked', async () => {
    const api = visitorApi();
    await Promise.all([startIm(imClient), startIm(imClient)]);
    await startIm(imClient);
    expect(api.bodies('/api/im/login')).toHaveLength(1);
    expect(FakeSocket.made).toHaveLength(1);
  });

  it("starts a member with uniLogin and the member's chat token", async () => {
    const memberToken = aChatToken({ uid: 'u-service', role: ['staff'] });
    signInShopMember({ _id: 'u-service', nickname: '客服小花', avatar_file: { url: '/a.png' } });
    const api = mockApi({
      ...memberChatLogin('u-service', memberToken),
      '/api/im/getConversationList': [],
      '/api/im/getUnreadCount': unread,
    });
    await startIm(imClient);
    expect(api.bodies('/api/member/uniLogin')).toEqual([
      { deviceId: imDeviceId(), appId: 'fresh-flower-express', uniPlatform: 'web' },
    ]);
    const calls = vi.mocked(globalThis.fetch).mock.calls;
    const list = calls.find(([path]) => path === '/api/im/getConversationList');
    expect(new Headers(list?.[1]?.headers).get('authorization')).toBe(memberToken);
    expect(state().me).toEqual({
      _id: 'u-service',
      nickname: '客服小花',
      avatar_file: { url: '/a.png' },
      role: ['staff'],
    });
    expect(isStaff(state().me)).toBe(true);
  });

  it('syncs what came between the first list and a ready socket, and again after a reconnect', async () => {
    const api = visitorApi({ '/api/im/getMsgList': [] });
    const syncs = () =>
      api
        .bodies('/api/im/getConversationList')
        .filter((body) => (body as { minUpdateTime?: number }).minUpdateTime === T0);
    await startIm(imClient);
    expect(api.bodies('/api/im/getConversationList')).toHaveLength(1);
    FakeSocket.last.accept();
    await vi.waitFor(() => expect(syncs()).toHaveLength(1));
    FakeSocket.last.serverClose(1006);
    await vi.waitFor(() => expect(FakeSocket.made).toHaveLength(2));
    FakeSocket.last.accept();
    await vi.waitFor(() => expect(syncs()).toHaveLength(2));
  });

  it('goes offline with the offline reminder when a second tab opens the chat, and reloads on reconnect', async () => {
    visitorApi();
    await startIm(imClient);
    FakeSocket.last.accept();
    const other = new BroadcastChannel(TAB_CHANNEL);
    other.postMessage({ type: 'claim', tabId: 'second-tab', at: Date.now() });
    await vi.waitFor(() => expect(state().status).toBe('replaced'));
    other.close();
    expect(FakeSocket.last.closedWith).toBe(1000);
    expect(dialogs.blockingDialog).toHaveBeenCalledWith(imClient, {
      title: '下线提醒',
      content: '您已在其他页面开启了会话，当前页面已下线',
      buttonText: '重新连接',
      onPress: dialogs.reloadPage,
    });
    // Another page's online event does not bring this one back.
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.made).toHaveLength(1);
  });

  describe('when the network goes away', () => {
    const goOffline = () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      window.dispatchEvent(new Event('offline'));
    };
    const comeBack = () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
    };

    it('asks to reload on a chat page once the loss lasts', async () => {
      window.history.replaceState(null, '', '/uni_modules/uni-im/pages/chat/chat?user_id=customer-service');
      visitorApi();
      await startIm(imClient);
      FakeSocket.last.accept();
      vi.useFakeTimers();
      try {
        goOffline();
        expect(state().status).toBe('offline');
        expect(dialogs.blockingDialog).not.toHaveBeenCalled();
        await vi.advanceTimersByTimeAsync(IM.NETWORK_LOSS_GRACE_MS);
        expect(dialogs.blockingDialog).toHaveBeenCalledWith(imClient, {
          content: '运行过程中网络连接异常中断，请重新加载',
          buttonText: '重新加载',
          onPress: dialogs.reloadPage,
        });
      } finally {
        vi.useRealTimers();
      }
    });

    it("lets a blip pass, and never blocks the shop's other pages", async () => {
      window.history.replaceState(null, '', '/pages/order/list/list');
      visitorApi();
      await startIm(imClient);
      FakeSocket.last.accept();
      vi.useFakeTimers();
      try {
        goOffline();
        await vi.advanceTimersByTimeAsync(IM.NETWORK_LOSS_GRACE_MS * 2);
        window.history.replaceState(null, '', '/uni_modules/uni-im/pages/chat/chat?user_id=customer-service');
        comeBack();
        goOffline();
        await vi.advanceTimersByTimeAsync(IM.NETWORK_LOSS_GRACE_MS / 2);
        comeBack();
        await vi.advanceTimersByTimeAsync(IM.NETWORK_LOSS_GRACE_MS * 2);
        expect(dialogs.blockingDialog).not.toHaveBeenCalled();
      } finally {
        vi.useRealTimers();
      }
    });
  });

  it('sends a member whose token expired to login when the page is shown again', async () => {
    signInShopMember();
    mockApi({
      ...memberChatLogin(),
      '/api/im/getConversationList': [],
      '/api/im/getUnreadCount': unread,
    });
    window.history.replaceState(null, '', '/uni_modules/uni-im/pages/chat/chat?user_id=customer-service');
    await startIm(imClient);
    storage.set(STORAGE_KEYS.tokenExpired, Date.now() - 1);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(toast).toHaveBeenCalledWith('token过期，跳转登录页面');
    expect(navigate).toHaveBeenCalledWith(
      `/pages/common/login/login?uniIdRedirectUrl=${encodeURIComponent('/uni_modules/uni-im/pages/chat/chat?user_id=customer-service')}`,
      { replace: true },
    );
  });

  it('replaces a device id the server will not take as a guest, once', async () => {
    localStorage.setItem('uni-im-device-id', JSON.stringify('u-lily-is-a-member-id'));
    const api = visitorApi();
    // The first login is refused: that id names a member.
    vi.mocked(globalThis.fetch).mockImplementationOnce(async () =>
      Response.json({
        code: 400,
        errCode: 'INVALID_PARAM',
        message: 'deviceId: not a guest device, create a new one',
        data: null,
      }),
    );
    await startIm(imClient);
    expect(imDeviceId()).not.toBe('u-lily-is-a-member-id');
    expect(api.bodies('/api/im/login')).toEqual([{ deviceId: imDeviceId() }]);
    expect(state().me?._id).toBe(imDeviceId());
    expect(dialogs.alertDialog).not.toHaveBeenCalled();
  });

  it('shows a failed guest login as JSON', async () => {
    mockApi({});
    vi.mocked(globalThis.fetch).mockImplementation(async () =>
      Response.json({ code: 429, errCode: 'RATE_LIMITED', message: 'too many requests', data: null }),
    );
    await expect(startIm(imClient)).rejects.toThrow('操作太频繁，请稍后再试');
    expect(dialogs.alertDialog).toHaveBeenCalledWith(imClient, {
      content: JSON.stringify({ code: 429, errCode: 'RATE_LIMITED', errMsg: '操作太频繁，请稍后再试' }),
    });
    expect(state().status).toBe('failed');
  });

  // PRODUCT.md#chat-calls: "login with credentials; a response with errCode shows a dialog of the JSON".
  it("shows a member's refused uniLogin as JSON", async () => {
    signInShopMember();
    mockApi({});
    vi.mocked(globalThis.fetch).mockImplementation(async () =>
      Response.json({ code: 403, errCode: 'ACCOUNT_DISABLED', message: 'account disabled', data: null }),
    );
    // The refusal comes in the page's words (issue 40), in the JSON too.
    await expect(startIm(imClient)).rejects.toThrow('该账号已停用');
    expect(dialogs.alertDialog).toHaveBeenCalledWith(imClient, {
      content: JSON.stringify({ code: 403, errCode: 'ACCOUNT_DISABLED', errMsg: '该账号已停用' }),
    });
    expect(state().status).toBe('failed');
  });

  it("shows no JSON dialog when a member's uniLogin finds no network", async () => {
    signInShopMember();
    mockApi({});
    vi.mocked(globalThis.fetch).mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(startIm(imClient)).rejects.toThrow();
    expect(dialogs.alertDialog).not.toHaveBeenCalled();
  });

  it('forgets everything when stopped, but the keyboard height the device keeps (KeyboardHeight)', async () => {
    visitorApi();
    imLoginState.update({ KeyboardHeight: 300 });
    await startIm(imClient);
    await stopIm(imClient);
    expect(state()).toMatchObject({ status: 'idle', me: null, conversations: {} });
    expect(imLoginState.read().KeyboardHeight).toBe(300);
    expect(FakeSocket.last.closedWith).toBe(1000);
  });

  it('reads the unread totals for the my-account page before the chat starts', async () => {
    signInShopMember();
    mockApi({
      ...memberChatLogin(),
      '/api/im/getUnreadCount': unread,
    });
    await refreshUnreadCount(imClient);
    expect(state().unread).toEqual(unread.unreadCountObj);
    expect(FakeSocket.made).toHaveLength(0);
  });
});
