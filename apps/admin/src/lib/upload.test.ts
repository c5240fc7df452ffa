// @vitest-environment jsdom
import { CONSOLE_PICTURE_MAX_BYTES, UPLOAD_MAX_BYTES } from '@ffe/shared/constants';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from './i18n';
import { uploadConsolePicture, uploadPicture } from './upload';

/** A picked file of `size` bytes declared as `type`, without holding that many bytes. */
const picked = (size: number, type: string) =>
  Object.defineProperty(new File(['x'], 'photo', { type }), 'size', { value: size });

/** An XMLHttpRequest that records the uploads started and answers each with a stored picture. */
function fakeXhr() {
  const sent: string[] = [];
  class FakeXhr {
    readonly upload = new EventTarget();
    private readonly events = new EventTarget();
    status = 200;
    responseText = JSON.stringify({ code: 200, data: { url: '/uploads/p.webp' } });
    timeout = 0;
    url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    addEventListener(type: string, listener: EventListener) {
      this.events.addEventListener(type, listener);
    }
    send() {
      sent.push(this.url);
      queueMicrotask(() => this.events.dispatchEvent(new Event('load')));
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('the console’s picture uploads', () => {
  beforeAll(() => i18n.changeLanguage('zh-CN'));
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a photo over the console’s limit before sending a byte, naming the limit', async () => {
    const sent = fakeXhr();
    const photo = picked(21 * 1024 * 1024, 'image/jpeg');
    await expect(uploadConsolePicture(photo)).rejects.toMatchObject({
      message: '图片不能超过 15 MB，请换一张小一些的',
      errCode: 'UPLOAD_TOO_LARGE',
    });
    await expect(uploadPicture(picked(UPLOAD_MAX_BYTES + 1, 'image/png'))).rejects.toMatchObject({
      message: '图片不能超过 5 MB，请换一张小一些的',
    });
    expect(sent).toEqual([]);
  });

  it('refuses a file that is not a JPEG, PNG, GIF or WebP picture, in the page’s language', async () => {
    const sent = fakeXhr();
    await i18n.changeLanguage('en');
    await expect(uploadConsolePicture(picked(1024, 'image/heic'))).rejects.toMatchObject({
      message: 'Choose a JPEG, PNG, GIF or WebP picture.',
      errCode: 'UPLOAD_NOT_IMAGE',
    });
    await i18n.changeLanguage('zh-CN');
    expect(sent).toEqual([]);
  });

  it('sends a picture within the limit', async () => {
    const sent = fakeXhr();
    await expect(uploadConsolePicture(picked(CONSOLE_PICTURE_MAX_BYTES, 'image/webp'))).resolves.toEqual({
      url: '/uploads/p.webp',
    });
    expect(sent).toEqual(['/api/admin/pictures/upload']);
  });
});
