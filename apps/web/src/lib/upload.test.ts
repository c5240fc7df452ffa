// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from './i18n';
import { setNavigator } from './navigate';
import { STORAGE_KEYS, storage } from './storage';
import { uploadFile } from './upload';

const toast = vi.hoisted(() => vi.fn());
vi.mock('./toast', () => ({ toast }));

/** A stand-in for XMLHttpRequest: the test answers the last request it made. */
class FakeXhr {
  static last: FakeXhr | undefined;
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
  }
  abort() {
    this.events.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
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
    void uploadFile(picture(), { name: 'avatar' }).catch(() => undefined);
    expect(FakeXhr.last?.body?.has('avatar')).toBe(true);
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
