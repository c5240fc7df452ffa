// @vitest-environment jsdom

import { type ImAuth, imCall, setImAuth } from '@ffe/im-client/api/im-call';
import type { ImClient } from '@ffe/im-client/client';
import type {
  getUnreadCount as getUnreadCountCall,
  getUsers as getUsersCall,
  PublicUser,
} from '@ffe/shared/contracts/im';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import i18n, { loadTexts } from '../../../lib/i18n';
import { createShopImClient } from '../../../lib/shop-im-host';
import { apiFailure, mockApi } from '../../../test/factories';

let imClient: ImClient;
beforeEach(() => {
  imClient = createShopImClient();
});
afterEach(() => imClient.dispose());

const toast = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/toast', () => ({ toast }));
const dialogs = vi.hoisted(() => ({ alertDialog: vi.fn(async () => {}), retryDialog: vi.fn(async () => false) }));
vi.mock('@ffe/im-client/runtime/im-dialogs', () => dialogs);

const unread = { unreadCountObj: { conversation: 1, message: 2, notification: 0 } };
const callUnread = (options?: Parameters<typeof imCall>[3]) =>
  imCall<typeof getUnreadCountCall>(imClient, '/api/im/getUnreadCount', {}, options);

function authWith(overrides: Partial<ImAuth> = {}): ImAuth {
  const auth: ImAuth = {
    token: async () => 'chat-token',
    onTokenError: vi.fn(async () => 'fail' as const),
    onRenewedToken: vi.fn(),
    ...overrides,
  };
  setImAuth(imClient, auth);
  return auth;
}

describe('IM calls', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('zh-CN');
    await loadTexts('chat');
  });
  beforeEach(() => {
    toast.mockReset();
    dialogs.alertDialog.mockClear();
    dialogs.retryDialog.mockReset();
    authWith();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('post the body to /api/im/<method> with the chat token and resolve with the data', async () => {
    mockApi({ '/api/im/getUnreadCount': unread });
    const fetch = vi.mocked(globalThis.fetch);
    await expect(callUnread()).resolves.toEqual(unread);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/im/getUnreadCount');
    expect(new Headers(init?.headers).get('authorization')).toBe('chat-token');
  });

  it("type a call by its contract (its path, its input, its answer) and send it over the chat's transport", async () => {
    const user: PublicUser = {
      _id: 'u1',
      nickname: 'Lin',
      avatar_file: { url: '' },
      realname_auth: { auth_status: 0 },
    };
    mockApi({ '/api/im/getUsers': [user] });
    const fetch = vi.mocked(globalThis.fetch);
    const users: PublicUser[] = await imCall<typeof getUsersCall>(imClient, '/api/im/getUsers', { ids: ['u1'] });
    expect(users).toEqual([user]);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/im/getUsers');
    expect(JSON.parse(String(init?.body))).toEqual({ ids: ['u1'] });
    expect(new Headers(init?.headers).get('authorization')).toBe('chat-token');
    const typeChecksOnly = () => {
      // @ts-expect-error: the path must be the contract's own
      void imCall<typeof getUsersCall>(imClient, '/api/im/getMsg', { ids: ['u1'] });
      // @ts-expect-error: the input is the contract's
      void imCall<typeof getUsersCall>(imClient, '/api/im/getUsers', { msg_id: 'm1' });
    };
    expect(typeChecksOnly).toBeTypeOf('function');
  });

  it("toast a failure by default, worded by its code in the page's language as the shop words its own", async () => {
    mockApi({
      '/api/im/getUnreadCount': apiFailure(403, 'to_uid: you can only message customer service', 'PERMISSION_DENIED'),
    });
    const error = await callUnread().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: '没有权限进行此操作',
      detail: 'to_uid: you can only message customer service',
    });
    expect(toast).toHaveBeenCalledWith('没有权限进行此操作');
    expect(dialogs.alertDialog).not.toHaveBeenCalled();
  });

  it("keep the server's Chinese text on a Chinese page, and word it in English on an English one", async () => {
    mockApi({ '/api/im/getUnreadCount': apiFailure(403, '你已被禁言', 'IM_MUTED') });
    await expect(callUnread()).rejects.toThrow('你已被禁言');
    await i18n.changeLanguage('en');
    try {
      await expect(callUnread()).rejects.toThrow('You are muted');
      expect(toast).toHaveBeenLastCalledWith('You are muted');
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });

  it('show the 提示 modal with a confirm button when asked to', async () => {
    mockApi({ '/api/im/getUnreadCount': apiFailure(404, 'conversation not found', 'NOT_FOUND') });
    await expect(callUnread({ errorUi: 'modal' })).rejects.toThrow('内容不存在或已删除');
    expect(dialogs.alertDialog).toHaveBeenCalledWith(imClient, { content: '内容不存在或已删除' });
    expect(toast).not.toHaveBeenCalled();
  });

  // PRODUCT.md#shop-errors: AUTH_FAILED (access token fetch failed) takes the 提示 modal, not a passing toast.
  it('show a failed token fetch in the 提示 modal even where a toast was asked', async () => {
    mockApi({ '/api/im/getUnreadCount': apiFailure(401, 'access token fetch failed', 'AUTH_FAILED') });
    await expect(callUnread()).rejects.toThrow('access token fetch failed');
    expect(dialogs.alertDialog).toHaveBeenCalledWith(imClient, { content: 'access token fetch failed' });
    expect(toast).not.toHaveBeenCalled();
  });

  it('offer retry and cancel where the call can be retried, and run it again on retry', async () => {
    let calls = 0;
    mockApi({
      '/api/im/getUnreadCount': () => (++calls === 1 ? apiFailure(500, 'server busy', 'SYSTEM_ERROR') : unread),
    });
    dialogs.retryDialog.mockResolvedValueOnce(true);
    await expect(callUnread({ retryable: true })).resolves.toEqual(unread);
    expect(dialogs.retryDialog).toHaveBeenCalledWith(imClient, '系统错误，请稍后再试');
    expect(calls).toBe(2);
  });

  it('reject when the user cancels the retry', async () => {
    mockApi({ '/api/im/getUnreadCount': apiFailure(500, 'server busy', 'SYSTEM_ERROR') });
    dialogs.retryDialog.mockResolvedValueOnce(false);
    await expect(callUnread({ retryable: true })).rejects.toThrow('系统错误，请稍后再试');
  });

  it('show nothing for background work', async () => {
    mockApi({ '/api/im/getUnreadCount': apiFailure(500, 'server busy', 'SYSTEM_ERROR') });
    await expect(callUnread({ errorUi: 'none' })).rejects.toThrow('系统错误，请稍后再试');
    expect(toast).not.toHaveBeenCalled();
    expect(dialogs.alertDialog).not.toHaveBeenCalled();
  });

  it('give up after 15 s with a time-out the user can read', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    const result = callUnread().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(toast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ errCode: 'TIME_OUT', message: '请求超时，请稍后重试' });
    expect(toast).toHaveBeenCalledWith('请求超时，请稍后重试');
  });

  it('renew a refused token once and run the call again', async () => {
    let token = 'old-token';
    const auth = authWith({
      token: async () => token,
      onTokenError: vi.fn(async () => {
        token = 'new-token';
        return 'retry' as const;
      }),
    });
    mockApi({
      '/api/im/getUnreadCount': () => apiFailure(401, 'token已过期,请重新登录', 'TOKEN_INVALID_TOKEN_EXPIRED'),
    });
    const fetch = vi.mocked(globalThis.fetch);
    fetch.mockImplementationOnce(async () =>
      Response.json({ code: 401, errCode: 'TOKEN_INVALID_TOKEN_EXPIRED', message: 'expired', data: null }),
    );
    fetch.mockImplementationOnce(async () => Response.json({ code: 200, message: 'ok', data: unread }));
    await expect(callUnread()).resolves.toEqual(unread);
    expect(auth.onTokenError).toHaveBeenCalledWith('TOKEN_INVALID_TOKEN_EXPIRED', false);
    expect(new Headers(fetch.mock.calls[1]?.[1]?.headers).get('authorization')).toBe('new-token');
  });

  it('leave the call unsettled when a token error sends the user to log in', async () => {
    authWith({ onTokenError: async () => 'leave' });
    mockApi({ '/api/im/getUnreadCount': apiFailure(401, '非法token,请重新登录', 'TOKEN_INVALID_WRONG_TOKEN') });
    const settled = vi.fn();
    callUnread().then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });

  it('hand a renewed token to the session', async () => {
    const auth = authWith();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { code: 200, message: 'ok', data: unread },
          { headers: { 'x-new-token': 'renewed-token', 'x-new-token-expired': '1900000000000' } },
        ),
      ),
    );
    await callUnread();
    expect(auth.onRenewedToken).toHaveBeenCalledWith('chat-token', 'renewed-token', 1_900_000_000_000);
  });
});
