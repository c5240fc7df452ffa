// @vitest-environment jsdom
import { uploadChatFile } from '@ffe/im-client/api/upload-chat-file';
import type { ImClient } from '@ffe/im-client/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from './i18n';
import { setNavigator } from './navigate';
import { createShopImClient } from './shop-im-host';
import { STORAGE_KEYS, storage } from './storage';
import { uploadFile } from './upload';

let imClient: ImClient;
beforeEach(() => {
  imClient = createShopImClient();
});
afterEach(() => imClient.dispose());

const toast = vi.hoisted(() => vi.fn());
vi.mock('./toast', () => ({ toast }));
vi.mock('@ffe/im-client/api/im-call', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@ffe/im-client/api/im-call')>()),
  imToken: async () => 'chat-token',
}));

/** A stand-in for XMLHttpRequest: the test answers the last request it made. */
class FakeXhr {
  static last: FakeXhr | undefined;
  /** Requests sent and not yet answered or aborted: the uploads running at once. */
  static open = new Set<FakeXhr>();
  static mostOpen = 0;
  readonly headers: Record<string, string> = {};
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  method = '';
  url = '';
  timeout = 0;
  status = 0;
  responseText = '';
  body: FormData | undefined;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.open.add(this);
    FakeXhr.mostOpen = Math.max(FakeXhr.mostOpen, FakeXhr.open.size);
  }
  abort() {
    FakeXhr.open.delete(this);
    this.events.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    FakeXhr.open.delete(this);
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.events.dispatchEvent(new Event('load'));
  }
}

const picture = () => new File(['<svg/>'], 'rose.svg', { type: 'image/svg+xml' });
const uploaded = {
  name: 'rose.svg',
  path: 'uploads/u-lily/rose.svg',
  size: 6,
  type: 'image/svg+xml',
  fileType: 'image',
  cloudPath: 'uploads/u-lily/rose.svg',
  url: '/uploads/u-lily/rose.svg',
  errMsg: 'uploadFile:ok',
};

describe('uploading a file', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('zh-CN');
    setNavigator(vi.fn());
  });
  beforeEach(() => {
    toast.mockReset();
    localStorage.clear();
    FakeXhr.last = undefined;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks to log in first when there is no token, and sends nothing', async () => {
    await expect(uploadFile(picture())).rejects.toThrow('请先登录');
    expect(toast).toHaveBeenCalledWith('请先登录');
    expect(FakeXhr.last).toBeUndefined();
  });

  it('posts the file in the field named file with the token, reports progress and resolves with the temp file', async () => {
    storage.set(STORAGE_KEYS.token, 'token-123');
    const progress = vi.fn();
    const result = uploadFile(picture(), { onProgress: progress });
    const xhr = FakeXhr.last as FakeXhr;
    expect([xhr.method, xhr.url, xhr.timeout]).toEqual(['POST', '/api/member/upload', 60_000]);
    expect(xhr.headers.authorization).toBe('token-123');
    expect(xhr.body?.get('file')).toMatchObject({ name: 'rose.svg' });
    xhr.progress(50, 200);
    expect(progress).toHaveBeenLastCalledWith(25);
    xhr.answer(200, { code: 200, message: 'ok', data: uploaded });
    await expect(result).resolves.toEqual(uploaded);
  });

  it('uses another field name when asked', () => {
    storage.set(STORAGE_KEYS.token, 'token-123');
    const stop = new AbortController();
    void uploadFile(picture(), { name: 'avatar', signal: stop.signal }).catch(() => undefined);
    expect(FakeXhr.last?.body?.has('avatar')).toBe(true);
    stop.abort();
  });

  // PRODUCT.md#uploads: "File upload needs a non-empty cloudPath string without '://' (and without a backslash ...)".
  it("sends the picked file's name as its cloudPath", async () => {
    storage.set(STORAGE_KEYS.token, 'token-123');
    const result = uploadFile(picture());
    expect(FakeXhr.last?.body?.get('cloudPath')).toBe('rose.svg');
    FakeXhr.last?.answer(200, { code: 200, message: 'ok', data: uploaded });
    await result;
  });

  it.each([
    ['', 'cloudPath不可为空'],
    ['C:\\fakepath\\rose.svg', 'cloudPath不合法'],
    ['https://evil.test/rose.svg', 'cloudPath不合法'],
  ])('refuses the cloudPath %j with %s and sends nothing', async (cloudPath, text) => {
    storage.set(STORAGE_KEYS.token, 'token-123');
    await expect(uploadFile(picture(), { cloudPath })).rejects.toMatchObject({
      message: text,
      errCode: 'INVALID_PARAM',
    });
    expect(toast).toHaveBeenCalledWith(text);
    expect(FakeXhr.last).toBeUndefined();
  });

  // PRODUCT.md#uploads: "Uploads run 5 at a time" — the shop's pictures and the chat's files share the browser's 5 slots.
  it('runs at most 5 uploads at once, the shop’s pictures and the chat’s files together', async () => {
    storage.set(STORAGE_KEYS.token, 'token-123');
    FakeXhr.mostOpen = 0;
    const all = [
      ...Array.from({ length: 4 }, (_, i) => uploadFile(new File(['x'], `comment-${i}.png`, { type: 'image/png' }))),
      ...Array.from({ length: 4 }, (_, i) => uploadChatFile(imClient, new File(['x'], `chat-${i}.png`), 'image')),
    ];
    await vi.waitFor(() => expect(FakeXhr.open.size).toBe(5));
    let answered = 0;
    while (answered < all.length) {
      const [next] = FakeXhr.open;
      if (!next) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        continue;
      }
      next.answer(200, { code: 200, message: 'ok', data: uploaded });
      answered += 1;
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await Promise.all(all);
    expect(FakeXhr.mostOpen).toBe(5);
  });

  it('refuses a file over the limit before sending a byte, naming the limit', async () => {
    storage.set(STORAGE_KEYS.token, 'token-123');
    FakeXhr.last = undefined;
    const huge = Object.defineProperty(picture(), 'size', { value: 21 * 1024 * 1024 });
    await expect(uploadFile(huge)).rejects.toMatchObject({ message: '图片不能超过5MB', errCode: 'UPLOAD_TOO_LARGE' });
    expect(toast).toHaveBeenLastCalledWith('图片不能超过5MB');
    expect(FakeXhr.last).toBeUndefined();
  });

  it('says 上传图片失败 when a picture is refused, and 上传失败 for any other file', async () => {
    storage.set(STORAGE_KEYS.token, 'token-123');
    const image = uploadFile(picture());
    FakeXhr.last?.answer(400, { code: 400, errCode: 'UPLOAD_TOO_LARGE', message: 'file too large', data: null });
    await expect(image).rejects.toMatchObject({ message: 'file too large', errCode: 'UPLOAD_TOO_LARGE' });
    expect(toast).toHaveBeenLastCalledWith('上传图片失败');

    const text = uploadFile(new File(['hi'], 'note.txt', { type: 'text/plain' }));
    FakeXhr.last?.answer(500, { code: 500, errCode: 'SYSTEM_ERROR', message: 'boom', data: null });
    await expect(text).rejects.toThrow('boom');
    expect(toast).toHaveBeenLastCalledWith('上传失败');
  });

  it('forgets a refused token and says it is invalid', async () => {
    storage.set(STORAGE_KEYS.token, 'token-123');
    const result = uploadFile(picture());
    FakeXhr.last?.answer(401, { code: 401, errCode: 'TOKEN_INVALID', message: '请先登录', data: null });
    await expect(result).rejects.toThrow('非法token,请重新登录');
    expect(toast).toHaveBeenCalledWith('非法token,请重新登录');
    expect(storage.get(STORAGE_KEYS.token)).toBeUndefined();
  });
});
