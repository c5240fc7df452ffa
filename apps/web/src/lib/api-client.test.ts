// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../app/i18n';
import { ApiError, call } from './api-client';
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

  it('rejects a code other than 200 with the server message', async () => {
    answer({ code: 404, errCode: 'GOODS_NOT_FOUND', message: 'goods not found', data: null }, 404);
    const error = await call('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'goods not found', code: 404, errCode: 'GOODS_NOT_FOUND' });
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
