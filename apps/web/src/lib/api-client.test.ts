// @vitest-environment jsdom
import { tokenErrorCodes } from '@ffe/shared/error-codes';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, isTokenError } from './api-client';
import i18n from './i18n';
import { setNavigator } from './navigate';
import { STORAGE_KEYS, storage } from './storage';

const toast = vi.hoisted(() => vi.fn());
vi.mock('./toast', () => ({ toast }));

function answer(body: unknown, status = 200) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

describe('the API client', () => {
  beforeAll(() => i18n.changeLanguage('zh-CN'));
  beforeEach(() => {
    toast.mockReset();
    localStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('resolves with the data of a code 200 answer and posts the body as JSON', async () => {
    const fetch = answer({ code: 200, message: 'ok', data: { list: [1] } });
    await expect(call('/api/x', { keyword: '玫瑰' })).resolves.toEqual({ list: [1] });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/x');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"keyword":"玫瑰"}');
  });

  it('sends the stored token as the Authorization header', async () => {
    storage.set(STORAGE_KEYS.token, 'token-123');
    const fetch = answer({ code: 200, message: 'ok', data: null });
    await call('/api/x');
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('authorization')).toBe('token-123');
  });

  it("rejects a code other than 200 in the page's words for its code, the server's text kept as the detail", async () => {
    answer({ code: 404, errCode: 'GOODS_NOT_FOUND', message: 'goods not found', data: null }, 404);
    const error = await call('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: '商品不存在或已下架',
      detail: 'goods not found',
      code: 404,
      errCode: 'GOODS_NOT_FOUND',
    });
  });

  it("keeps the server's Chinese text on a Chinese page, with its figures", async () => {
    answer({ code: 400, errCode: 'SMS_CODE_INVALID', message: '验证码错误，还可尝试2次', data: null }, 400);
    await expect(call('/api/x')).rejects.toThrow('验证码错误，还可尝试2次');
  });

  it('words a refusal in English on an English page, never in Chinese', async () => {
    await i18n.changeLanguage('en');
    try {
      answer({ code: 400, errCode: 'SMS_CODE_INVALID', message: '验证码错误，还可尝试2次', data: null }, 400);
      await expect(call('/api/x')).rejects.toThrow('The code is wrong; ask for a new one');
      answer({ code: 400, errCode: 'INVALID_PARAM', message: 'phone: INVALID', data: null }, 400);
      const invalid = (await call('/api/x').catch((e: unknown) => e)) as ApiError;
      expect([invalid.message, invalid.detail]).toEqual([
        'Something entered is not right; check it and try again',
        'phone: INVALID',
      ]);
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });

  it("rejects with 'Error' when the server gives no message", async () => {
    answer({ code: 500, data: null }, 500);
    await expect(call('/api/x')).rejects.toThrow('Error');
  });

  it('leaves a code 1000 answer unsettled', async () => {
    answer({ code: 1000, message: 'login required', data: null });
    const settled = vi.fn();
    call('/api/x').then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).not.toHaveBeenCalled();
  });

  it('toasts 请求失败 when the network fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(call('/api/x')).rejects.toThrow('请求失败');
    expect(toast).toHaveBeenCalledWith('请求失败');
  });

  it('toasts the offline text and calls nothing without a network', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetch = vi.spyOn(globalThis, 'fetch');
    await expect(call('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(toast).toHaveBeenCalledWith('当前处于断网状态,请先连接');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives up after the 60 s time-out', async () => {
    vi.useFakeTimers();
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('timeout', 'TimeoutError'))),
        ),
    );
    const result = call('/api/x').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await result).toBeInstanceOf(ApiError);
    expect(toast).toHaveBeenCalledWith('请求失败');
    vi.useRealTimers();
  });
});

describe('the API client and the login', () => {
  const navigate = vi.fn();
  const unsettled = async (promise: Promise<unknown>) => {
    const settled = vi.fn();
    promise.then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return !settled.mock.calls.length;
  };

  beforeAll(async () => {
    await i18n.changeLanguage('zh-CN');
    setNavigator(navigate);
  });
  beforeEach(() => {
    toast.mockReset();
    navigate.mockReset();
    localStorage.clear();
    window.history.replaceState(null, '', '/pages/order/order-list/order-list?tab=paid');
  });
  afterEach(() => vi.restoreAllMocks());

  function loggedIn(token = 'token-123') {
    storage.set(STORAGE_KEYS.token, token);
    storage.set(STORAGE_KEYS.tokenExpired, Date.now() + 3_600_000);
  }

  it('knows exactly the token errors the server sends', () => {
    for (const code of tokenErrorCodes) expect(isTokenError(code)).toBe(true);
    for (const code of ['PERMISSION_DENIED', 'LOGIN_FAILED', undefined]) expect(isTokenError(code)).toBe(false);
  });

  it('on an invalid token forgets the login, says so, and goes to log in, coming back here afterwards', async () => {
    loggedIn();
    answer({ code: 401, errCode: 'TOKEN_INVALID_WRONG_TOKEN', message: 'bad token', data: null }, 401);

    expect(await unsettled(call('/api/member/portal'))).toBe(true);
    expect(storage.get(STORAGE_KEYS.token)).toBeUndefined();
    expect(storage.get(STORAGE_KEYS.tokenExpired)).toBe(0);
    expect(toast).toHaveBeenCalledWith('token无效，跳转登录页面');
    expect(navigate).toHaveBeenCalledWith(
      `/pages/common/login/login?uniIdRedirectUrl=${encodeURIComponent('/pages/order/order-list/order-list?tab=paid')}`,
      { replace: true },
    );
  });

  it('says the token expired when it did', async () => {
    loggedIn();
    answer({ code: 401, errCode: 'TOKEN_INVALID_TOKEN_EXPIRED', message: 'expired', data: null }, 401);
    await unsettled(call('/api/member/portal'));
    expect(toast).toHaveBeenCalledWith('token过期，跳转登录页面');
  });

  // PRODUCT.md#shop-errors: every token error of the catalogue redirects to login with its text, uni-id's as the shop's own.
  it.each([
    ['uni-id-token-expired', 'token过期，跳转登录页面'],
    ['uni-id-check-token-failed', 'token无效，跳转登录页面'],
    ['TOKEN_INVALID_ANONYMOUS_USER', 'token无效，跳转登录页面'],
  ])('leaves for login on %s, saying %s', async (errCode, text) => {
    loggedIn();
    answer({ code: 401, errCode, message: 'refused', data: null }, 401);
    await unsettled(call('/api/member/portal'));
    expect(toast).toHaveBeenCalledWith(text);
    expect(navigate).toHaveBeenCalled();
  });

  it('on a call that asked to stay, forgets the login and rejects instead of leaving the page', async () => {
    loggedIn();
    answer({ code: 401, errCode: 'TOKEN_INVALID', message: '请先登录', data: null }, 401);
    await expect(call('/api/member/getUserInfo', {}, undefined, { quietOnTokenError: true })).rejects.toMatchObject({
      errCode: 'TOKEN_INVALID',
    });
    expect(storage.get(STORAGE_KEYS.token)).toBeUndefined();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not send a visitor already on a login page to it again', async () => {
    window.history.replaceState(null, '', '/pages/common/login/login');
    loggedIn();
    answer({ code: 401, errCode: 'TOKEN_INVALID', message: '请先登录', data: null }, 401);
    await expect(call('/api/member/loginTypes')).rejects.toBeInstanceOf(ApiError);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('treats other 4xx answers as plain failures', async () => {
    loggedIn();
    answer({ code: 403, errCode: 'PERMISSION_DENIED', message: 'staff only', data: null }, 403);
    await expect(call('/api/x')).rejects.toThrow('没有权限进行此操作');
    expect(storage.get(STORAGE_KEYS.token)).toBe('token-123');
  });

  it('keeps a token the server renewed, with its new expiry', async () => {
    loggedIn('token-old');
    const until = Date.now() + 7 * 24 * 3_600_000;
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json(
        { code: 200, message: 'ok', data: 1 },
        { headers: { 'x-new-token': 'token-new', 'x-new-token-expired': String(until) } },
      ),
    );
    await call('/api/x');
    expect(storage.get(STORAGE_KEYS.token)).toBe('token-new');
    expect(storage.get(STORAGE_KEYS.tokenExpired)).toBe(until);
  });

  it('does not bring back a token that was replaced while the call was on its way', async () => {
    loggedIn('token-old');
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      // The member logged out meanwhile.
      storage.remove(STORAGE_KEYS.token);
      return Response.json({ code: 200, message: 'ok', data: 1 }, { headers: { 'x-new-token': 'token-new' } });
    });
    await call('/api/x');
    expect(storage.get(STORAGE_KEYS.token)).toBeUndefined();
  });
});
