// @vitest-environment jsdom

import type { ImClient } from '@ffe/im-client/client';
import { resetImStore } from '@ffe/im-client/runtime/im-store';
import { aClientMessage, aCustomer } from '@ffe/im-client/testing/im-factories';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { createShopImClient } from '../../../lib/shop-im-host';
import { currentLocation, showBubble } from '../testing/show-bubble';

let imClient: ImClient;
beforeEach(() => {
  imClient = createShopImClient();
});
afterEach(() => imClient.dispose());

const toast = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/toast', () => ({ toast }));

/** A bubble on this test's client's chat page. */
const show = (message: Parameters<typeof showBubble>[1], props?: Parameters<typeof showBubble>[2]) =>
  showBubble(imClient, message, props);
const location = currentLocation;

describe('message types', () => {
  beforeEach(() => {
    resetImStore(imClient);
    imClient.store.setState({ me: aCustomer() });
  });
  afterEach(() => {
    toast.mockReset();
    vi.useRealTimers();
  });

  describe('voice', () => {
    beforeEach(() => {
      // jsdom cannot play sound: playing and pausing only say so, as a browser's element would.
      vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
        Object.defineProperty(this, 'paused', { value: false, configurable: true });
        this.dispatchEvent(new Event('play'));
        return Promise.resolve();
      });
      vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
        Object.defineProperty(this, 'paused', { value: true, configurable: true });
        this.dispatchEvent(new Event('pause'));
      });
    });

    it('plays and pauses a voice message, showing its length', () => {
      show(aClientMessage({ type: 'sound', body: { url: '/uploads/voice.webm', time: 12 } }));
      const play = screen.getByRole('button', { name: '播放语音，12秒' });
      expect(play.textContent).toBe('12″');
      expect(play.querySelector('audio')?.getAttribute('src')).toBe('/uploads/voice.webm');
      fireEvent.click(play);
      expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
      fireEvent.click(screen.getByRole('button', { name: '暂停语音' }));
      expect(HTMLMediaElement.prototype.pause).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('button', { name: '播放语音，12秒' })).toBeTruthy();
    });

    // PRODUCT.md#shop-constants: "Request, socket, upload and download time-outs 60000 ms".
    it('stops loading a recording that cannot start within 60 s, saying the request timed out', async () => {
      vi.useFakeTimers();
      show(aClientMessage({ type: 'sound', body: { url: '/uploads/voice.webm', time: 12 } }));
      const play = screen.getByRole('button', { name: '播放语音，12秒' });
      const audio = play.querySelector('audio');
      fireEvent.click(play);

      await vi.advanceTimersByTimeAsync(59_999);
      expect(toast).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(toast).toHaveBeenCalledWith('请求超时，请稍后重试');
      expect(audio?.getAttribute('src')).toBeNull();

      // The next tap loads it again.
      fireEvent.click(screen.getByRole('button', { name: '播放语音，12秒' }));
      expect(audio?.getAttribute('src')).toBe('/uploads/voice.webm');
      vi.useRealTimers();
    });

    it('shows its upload while it is on its way, with nothing to play yet', () => {
      show(aClientMessage({ type: 'sound', body: { url: '', time: 5 }, state: 'sending', progress: 0.3 }), {
        mine: true,
      });
      expect(screen.queryByRole('button', { name: /播放语音/ })).toBeNull();
      expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('30');
    });
  });

  it('shows a video in a player with its still picture, length and size', () => {
    show(
      aClientMessage({
        type: 'video',
        body: {
          url: '/uploads/bouquet.mp4',
          poster: '/uploads/bouquet.jpg',
          duration: 75,
          width: 480,
          height: 960,
          size: 3_355_443,
        },
      }),
    );
    const player = screen.getByLabelText('视频消息') as HTMLVideoElement;
    expect(player.tagName).toBe('VIDEO');
    expect(player.getAttribute('src')).toBe('/uploads/bouquet.mp4');
    expect(player.getAttribute('poster')).toBe('/uploads/bouquet.jpg');
    expect(player.controls).toBe(true);
    // Fitted into 240 px with its shape kept.
    expect([player.getAttribute('width'), player.getAttribute('height')]).toEqual(['120', '240']);
    expect(screen.getByText('1:15 · 3.2 MB')).toBeTruthy();
  });

  it('offers a file for download under its own name, with its size', () => {
    show(aClientMessage({ type: 'file', body: { url: '/uploads/f-1', name: '五月报价单.pdf', size: 12_800 } }));
    const link = screen.getByRole('link', { name: '下载文件 五月报价单.pdf' });
    expect(link.getAttribute('href')).toBe('/uploads/f-1');
    expect(link.getAttribute('download')).toBe('五月报价单.pdf');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(link).getByText('12.5 KB')).toBeTruthy();
    expect(within(link).getByText('PDF')).toBeTruthy();
  });

  // PRODUCT.md#shop-constants: "Request, socket, upload and download time-outs 60000 ms".
  it('drops a picture the server has not sent within 60 s, saying so, and loads it again on a tap', async () => {
    vi.useFakeTimers();
    show(aClientMessage({ type: 'image', body: { url: '/uploads/p-1.jpg', width: 360, height: 360 } }));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(screen.queryByText('请求超时，请稍后重试')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    const picture = screen.getByRole('button', { name: '图片消息' });
    expect(within(picture).getByText('请求超时，请稍后重试')).toBeTruthy();
    expect(picture.querySelector('img')).toBeNull();

    fireEvent.click(picture);
    expect(picture.querySelector('img')?.getAttribute('src')).toBe('/uploads/p-1.jpg');
    expect(within(picture).queryByText('请求超时，请稍后重试')).toBeNull();
    vi.useRealTimers();
  });

  it('keeps a picture that loaded in time', async () => {
    vi.useFakeTimers();
    show(aClientMessage({ type: 'image', body: { url: '/uploads/p-1.jpg', width: 360, height: 360 } }));
    const picture = screen.getByRole('button', { name: '图片消息' });
    const img = picture.querySelector('img');
    if (img) fireEvent.load(img);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(picture.querySelector('img')).toBe(img);
    expect(within(picture).queryByText('请求超时，请稍后重试')).toBeNull();
    vi.useRealTimers();
  });

  describe('a file download', () => {
    const file = { url: '/uploads/f-1', name: '五月报价单.pdf', size: 12_800 };
    let kept: string[];
    beforeEach(() => {
      kept = [];
      URL.createObjectURL = vi.fn(() => 'blob:kept');
      URL.revokeObjectURL = vi.fn();
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        kept.push(this.download);
      });
    });
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    });

    it('downloads a tapped file and keeps it under its own name', async () => {
      const fetch = vi.fn(async (_url: string) => new Response('%PDF'));
      vi.stubGlobal('fetch', fetch);
      show(aClientMessage({ type: 'file', body: file }));
      fireEvent.click(screen.getByRole('link', { name: '下载文件 五月报价单.pdf' }));
      await waitFor(() => expect(kept).toEqual(['五月报价单.pdf']));
      expect(fetch.mock.calls[0]?.[0]).toBe('/uploads/f-1');
      expect(toast).not.toHaveBeenCalled();
    });

    // PRODUCT.md#shop-constants: "Request, socket, upload and download time-outs 60000 ms".
    it('gives up a download that has not finished after 60 s, saying the request timed out', async () => {
      vi.useFakeTimers();
      // A server that never answers; only the abort ends the wait.
      const fetch = vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      );
      vi.stubGlobal('fetch', fetch);
      show(aClientMessage({ type: 'file', body: file }));
      fireEvent.click(screen.getByRole('link', { name: '下载文件 五月报价单.pdf' }));

      await vi.advanceTimersByTimeAsync(59_999);
      expect(toast).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(toast).toHaveBeenCalledWith('请求超时，请稍后重试');
      expect(kept).toEqual([]);
      expect(fetch.mock.calls[0]?.[1].signal?.aborted).toBe(true);
    });
  });

  describe('location', () => {
    const place = {
      name: '鲜花速递西湖店',
      address: '杭州市西湖区文三路 90 号',
      latitude: 30.274085,
      longitude: 120.15507,
    };

    it('shows a card with the place, its address and coordinates', () => {
      show(aClientMessage({ type: 'location', body: place }));
      const card = screen.getByRole('button', { name: '查看位置 鲜花速递西湖店' });
      for (const text of ['鲜花速递西湖店', '杭州市西湖区文三路 90 号', '30.274085°N, 120.155070°E', '查看地图']) {
        expect(within(card).getByText(text)).toBeTruthy();
      }
    });

    it('opens its map at zoom 16, zooming between 5 and 18, with a link to the full map', async () => {
      show(aClientMessage({ type: 'location', body: place }));
      fireEvent.click(screen.getByRole('button', { name: '查看位置 鲜花速递西湖店' }));
      const map = await screen.findByRole('dialog', { name: '鲜花速递西湖店' });
      const link = () => within(map).getByRole('link', { name: '在 OpenStreetMap 中打开' }).getAttribute('href');
      expect(within(map).getByText('缩放 16')).toBeTruthy();
      expect(link()).toBe('https://www.openstreetmap.org/?mlat=30.274085&mlon=120.15507#map=16/30.274085/120.15507');
      expect(within(map).getByTitle('鲜花速递西湖店的地图').getAttribute('src')).toContain(
        'marker=30.274085%2C120.15507',
      );

      const zoomIn = within(map).getByRole('button', { name: '放大' });
      for (let i = 0; i < 5; i += 1) fireEvent.click(zoomIn);
      expect(within(map).getByText('缩放 18')).toBeTruthy();
      expect((zoomIn as HTMLButtonElement).disabled).toBe(true);
      expect(link()).toContain('#map=18/');

      const zoomOut = within(map).getByRole('button', { name: '缩小' });
      for (let i = 0; i < 20; i += 1) fireEvent.click(zoomOut);
      expect(within(map).getByText('缩放 5')).toBeTruthy();
      expect((zoomOut as HTMLButtonElement).disabled).toBe(true);
    });
  });

  describe('code', () => {
    it('shows code monospaced and highlighted, with its language', async () => {
      show(aClientMessage({ type: 'code', body: { code: 'const rose = "<red>";', language: 'javascript' } }));
      const language = await screen.findByTestId('code-language');
      expect(language.textContent).toBe('JavaScript');
      const code = document.querySelector('pre code') as HTMLElement;
      expect(code.querySelector('.hljs-keyword')?.textContent).toBe('const');
      expect(code.textContent).toBe('const rose = "<red>";');
    });

    it('names the language it looks like when none was given', async () => {
      show(aClientMessage({ type: 'code', body: { code: '{\n  "rose": 11,\n  "lily": [1, 2]\n}' } }));
      expect((await screen.findByTestId('code-language')).textContent).toBe('JSON');
    });

    it('copies the code', async () => {
      const writeText = vi.fn().mockResolvedValue(undefined);
      vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
      show(aClientMessage({ type: 'code', body: { code: 'print("花")', language: 'python' } }));
      fireEvent.click(await screen.findByRole('button', { name: '复制代码' }));
      expect(writeText).toHaveBeenCalledWith('print("花")');
      await waitFor(() => expect(toast).toHaveBeenCalledWith('代码已复制', 'success'));
    });
  });

  describe('rich text', () => {
    it('renders its markdown, links opening in a new tab', async () => {
      show(aClientMessage({ type: 'rich-text', body: '**今日推荐**\n\n- [红玫瑰](https://example.com/rose)\n- 百合' }));
      const text = await screen.findByTestId('rich-text');
      expect(within(text).getByText('今日推荐').tagName).toBe('STRONG');
      const link = within(text).getByRole('link', { name: '红玫瑰' });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(within(text).getAllByRole('listitem')).toHaveLength(2);
    });

    it('shows raw HTML as text and drops unsafe links', async () => {
      show(aClientMessage({ type: 'rich-text', body: '<img src=x onerror=alert(1)> [点我](javascript:alert(1))' }));
      const text = await screen.findByTestId('rich-text');
      expect(text.querySelector('img')).toBeNull();
      expect(within(text).queryByRole('link')).toBeNull();
      expect(text.textContent).toContain('<img src=x onerror=alert(1)>');
    });
  });

  const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
  const meiCard = { user_id: 'u-mei', nickname: '小美', avatar_file: { url: '/images/mei.png' } };

  it("shows a user's card that opens a chat with them on its own page on a phone", () => {
    setWidth(375);
    show(aClientMessage({ type: 'userinfo-card', body: meiCard }));
    const card = screen.getByRole('link', { name: '与小美聊天' });
    expect(within(card).getByText('个人名片')).toBeTruthy();
    fireEvent.click(card);
    // Still on the chat page's route, now with the other user: only the query shows.
    expect(location()).toBe('?user_id=u-mei');
  });

  it("opens the card's chat beside the list on a wide screen", () => {
    setWidth(1280);
    show(aClientMessage({ type: 'userinfo-card', body: meiCard }));
    fireEvent.click(screen.getByRole('link', { name: '与小美聊天' }));
    expect(location()).toBe(`${PATHS.imIndex}?user_id=u-mei`);
  });

  it('does not link my own card to a chat with myself', () => {
    show(
      aClientMessage({
        type: 'userinfo-card',
        body: { user_id: 'u-lily', nickname: '莉莉', avatar_file: { url: '' } },
      }),
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('莉莉')).toBeTruthy();
  });

  describe('history', () => {
    const history = {
      msgList: [
        {
          _id: 'h1',
          from_uid: 'u-lily',
          nickname: '莉莉',
          type: 'text',
          body: '玫瑰还有吗？',
          create_time: Date.UTC(2026, 4, 20, 2, 0),
        },
        {
          _id: 'h2',
          from_uid: 'customer-service',
          nickname: '鲜花速递客服',
          type: 'image',
          body: { url: '/uploads/rose.png' },
          create_time: Date.UTC(2026, 4, 20, 2, 1),
        },
        {
          _id: 'h3',
          from_uid: 'u-lily',
          nickname: '莉莉',
          type: 'location',
          body: { name: '西湖店', address: '', latitude: 30, longitude: 120 },
          create_time: Date.UTC(2026, 4, 20, 2, 2),
        },
        {
          _id: 'h4',
          from_uid: 'u-lily',
          nickname: '莉莉',
          type: 'text',
          body: '好的',
          create_time: Date.UTC(2026, 4, 20, 2, 3),
        },
        {
          _id: 'h5',
          from_uid: 'u-lily',
          nickname: '莉莉',
          type: 'text',
          body: '谢谢',
          create_time: Date.UTC(2026, 4, 20, 2, 4),
        },
      ],
    };

    it('shows a 聊天记录 card with its first lines and how many it holds', () => {
      show(aClientMessage({ type: 'history', body: history }));
      const card = screen.getByRole('button', { name: '查看聊天记录，共5条' });
      expect(within(card).getByText('聊天记录')).toBeTruthy();
      expect(within(card).getByText('莉莉：玫瑰还有吗？')).toBeTruthy();
      expect(within(card).getByText('鲜花速递客服：[图片]')).toBeTruthy();
      expect(within(card).getByText('莉莉：[位置] 西湖店')).toBeTruthy();
      expect(within(card).queryByText('莉莉：谢谢')).toBeNull();
      expect(within(card).getByText('共5条')).toBeTruthy();
    });

    it('opens the list of the bundled messages, each drawn as in a chat', async () => {
      const { onPreview } = show(aClientMessage({ type: 'history', body: history }));
      fireEvent.click(screen.getByRole('button', { name: '查看聊天记录，共5条' }));
      const list = await screen.findByRole('dialog', { name: '聊天记录' });
      const items = within(list).getAllByTestId('history-item');
      expect(items).toHaveLength(5);
      expect(within(items[0] as HTMLElement).getByText('莉莉')).toBeTruthy();
      expect(within(items[0] as HTMLElement).getByText('玫瑰还有吗？')).toBeTruthy();
      fireEvent.click(within(items[1] as HTMLElement).getByRole('button', { name: '图片消息' }));
      expect(onPreview).toHaveBeenCalledWith('/uploads/rose.png');
      expect(within(items[2] as HTMLElement).getByRole('button', { name: '查看位置 西湖店' })).toBeTruthy();
    });
  });

  it.each([
    ['sound', { url: '/v.webm', time: 3 }, '[语音]'],
    ['video', { url: '/v.mp4', size: 1 }, '[视频]'],
    ['file', { url: '/f', name: 'a.pdf', size: 1 }, '[文件] a.pdf'],
    ['location', { name: '西湖店', address: '', latitude: 30, longitude: 120 }, '[位置] 西湖店'],
    ['code', { code: 'x = 1' }, '[代码]'],
    ['rich-text', '**加粗**的话', '加粗的话'],
    ['history', { msgList: [] }, '[聊天记录]'],
    ['userinfo-card', { user_id: 'u-mei', nickname: '小美', avatar_file: { url: '' } }, '[名片] 小美'],
  ] as const)('quotes a %s message above a reply to it', (type, body, quote) => {
    show(aClientMessage({ body: '收到', reply_msg_id: 'm-0' }), { quoted: aClientMessage({ type, body }) });
    expect(screen.getByText(quote)).toBeTruthy();
  });

  it('says so for a body of the wrong shape instead of failing', () => {
    show(aClientMessage({ type: 'location', body: { name: '无坐标' } }));
    expect(screen.getByText('暂不支持显示此类消息')).toBeTruthy();
  });
});
