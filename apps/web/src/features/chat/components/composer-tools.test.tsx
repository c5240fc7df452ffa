// @vitest-environment jsdom

import type { ImClient } from '@ffe/im-client/client';
import { putServerConversations, resetImStore } from '@ffe/im-client/runtime/im-store';
import {
  sendCode,
  sendFile,
  sendLocation,
  sendRichText,
  sendSound,
  sendUserCard,
  sendVideo,
} from '@ffe/im-client/runtime/message-senders';
import {
  aClientMessage,
  aConversation,
  aConversationBetween,
  aCustomer,
  aStaffMember,
  aUser,
  CUSTOMER_ID,
  SERVICE_CHAT,
  SERVICE_ID,
} from '@ffe/im-client/testing/im-factories';
import { FILE_LIST_MAX, IM } from '@ffe/shared/constants';
import { conversationIdFor } from '@ffe/shared/domain/im/conversation-id';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { createShopImClient } from '../../../lib/shop-im-host';
import { renderPage } from '../../../test/render-page';
import { COMPOSER_TOOLS, composerToolsFor } from '../utils/composer-tool-set';
import { Composer, type ReplyTarget } from './composer';

let imClient: ImClient;
beforeEach(() => {
  imClient = createShopImClient();
});
afterEach(() => imClient.dispose());

const toast = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/toast', () => ({ toast }));
vi.mock('@ffe/im-client/runtime/conversation-actions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@ffe/im-client/runtime/conversation-actions')>()),
  saveDraft: vi.fn(),
}));
vi.mock('@ffe/im-client/runtime/message-senders', () => ({
  sendSound: vi.fn(async () => undefined),
  sendVideo: vi.fn(async () => undefined),
  sendFile: vi.fn(async () => undefined),
  sendLocation: vi.fn(async () => undefined),
  sendCode: vi.fn(async () => undefined),
  sendRichText: vi.fn(async () => undefined),
  sendUserCard: vi.fn(async () => undefined),
}));

const MEI = aUser({ _id: 'u-mei', nickname: '小美', avatar_file: { url: '/images/mei.png' } });
/** Lily's chat with Mei, a member like her: every tool is offered there. */
const MEI_CHAT = conversationIdFor(CUSTOMER_ID, MEI._id);
const GUEST = { _id: 'guest-device-0123456789', nickname: 'guest-device-0123456789', avatar_file: { url: '' } };

function showComposer({
  replyTo = null,
  conversationId = SERVICE_CHAT,
}: {
  replyTo?: ReplyTarget | null;
  conversationId?: string;
} = {}) {
  const handlers = { onCancelReply: vi.fn(), onSend: vi.fn(), onImages: vi.fn() };
  renderPage(
    () => <Composer conversationId={conversationId} initialDraft="" wide={false} replyTo={replyTo} {...handlers} />,
    { imClient, path: PATHS.chat },
  );
  return handlers;
}

const openTools = () => fireEvent.click(screen.getByRole('button', { name: '更多功能' }));
const tool = (name: string) => screen.getByRole('button', { name });
const ALL_TOOLS = ['图片', '视频', '文件', '位置', '代码', '富文本', '名片'];
const toolsShown = () => ALL_TOOLS.filter((name) => screen.queryByRole('button', { name }) !== null);
const fileInput = (accept: string | null) =>
  [...document.querySelectorAll<HTMLInputElement>('input[type=file]')].find(
    (input) => input.getAttribute('accept') === accept,
  ) as HTMLInputElement;
const choose = (input: HTMLInputElement, files: File[]) => fireEvent.change(input, { target: { files } });

describe('the tools a conversation offers', () => {
  const customer = { role: ['customer'] };
  const guest = { role: ['guest'] };

  it('gives a customer or a guest with customer service the shopper’s tools only', () => {
    expect(composerToolsFor({ peerIsService: true, me: customer })).toEqual(['image', 'video', 'location']);
    expect(composerToolsFor({ peerIsService: true, me: guest })).toEqual(['image', 'video', 'location']);
  });

  it('gives members among themselves every tool', () => {
    expect(composerToolsFor({ peerIsService: false, me: customer })).toEqual(COMPOSER_TOOLS);
    expect(composerToolsFor({ peerIsService: false, me: guest })).toEqual(COMPOSER_TOOLS);
  });

  it('gives staff every tool, with customers and with customer service alike', () => {
    for (const role of [['staff'], ['admin'], ['customer', 'staff']]) {
      expect(composerToolsFor({ peerIsService: false, me: { role } })).toEqual(COMPOSER_TOOLS);
      expect(composerToolsFor({ peerIsService: true, me: { role } })).toEqual(COMPOSER_TOOLS);
    }
  });
});

describe('the composer’s message types', () => {
  beforeEach(() => {
    resetImStore(imClient);
    imClient.store.setState({ me: aCustomer() });
    putServerConversations(imClient, [aConversation(), aConversationBetween(aCustomer(), MEI)]);
  });
  afterEach(() => {
    toast.mockReset();
    vi.clearAllMocks();
    vi.useRealTimers();
  });

  it('opens the ＋ panel with every kind of message it can send', () => {
    showComposer({ conversationId: MEI_CHAT });
    openTools();
    for (const name of ['图片', '视频', '文件', '位置', '代码', '富文本', '名片']) expect(tool(name)).toBeTruthy();
    expect(screen.getByRole('button', { name: '收起' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('offers a customer with customer service pictures, videos and the position only', () => {
    showComposer({ conversationId: SERVICE_CHAT });
    openTools();
    expect(toolsShown()).toEqual(['图片', '视频', '位置']);
  });

  it('offers a guest with customer service pictures, videos and the position only', () => {
    imClient.store.setState({ me: { ...GUEST, role: ['guest'] } });
    showComposer({ conversationId: conversationIdFor(GUEST._id, SERVICE_ID) });
    openTools();
    expect(toolsShown()).toEqual(['图片', '视频', '位置']);
  });

  it('offers a member chatting with another member every tool', () => {
    showComposer({ conversationId: MEI_CHAT });
    openTools();
    expect(toolsShown()).toEqual(ALL_TOOLS);
  });

  it('offers staff answering as customer service every tool', () => {
    imClient.store.setState({ me: aStaffMember() });
    // The customer's chat seen from the service side has the same id.
    showComposer({ conversationId: conversationIdFor(SERVICE_ID, CUSTOMER_ID) });
    openTools();
    expect(toolsShown()).toEqual(ALL_TOOLS);
  });

  // PRODUCT.md#uploads: "fileList must be a non-empty array of strings, at most 50 entries".
  it('sends pictures picked together, and none of a pick over 50 with a clear toast', () => {
    const { onImages } = showComposer();
    openTools();
    const pictures = (count: number) =>
      Array.from({ length: count }, (_, i) => new File(['png'], `rose-${i}.png`, { type: 'image/png' }));
    choose(fileInput('image/*'), pictures(FILE_LIST_MAX + 1));
    expect(toast).toHaveBeenCalledWith(`一次最多${FILE_LIST_MAX}个文件`);
    expect(onImages).not.toHaveBeenCalled();
    choose(fileInput('image/*'), pictures(FILE_LIST_MAX));
    expect(onImages).toHaveBeenCalledWith(expect.arrayContaining([expect.any(File)]));
    expect(onImages.mock.calls[0]?.[0]).toHaveLength(FILE_LIST_MAX);
  });

  it('sends a video to customer service', () => {
    showComposer({ conversationId: SERVICE_CHAT });
    openTools();
    const video = new File(['mp4'], 'bouquet.mp4', { type: 'video/mp4' });
    choose(fileInput('video/*'), [video]);
    expect(sendVideo).toHaveBeenCalledWith(imClient, SERVICE_CHAT, video, undefined);
  });

  it('sends a chosen video and files, refusing one over the size limit before it shows', () => {
    showComposer({ conversationId: MEI_CHAT });
    openTools();
    const video = new File(['mp4'], 'bouquet.mp4', { type: 'video/mp4' });
    choose(fileInput('video/*'), [video]);
    expect(sendVideo).toHaveBeenCalledWith(imClient, MEI_CHAT, video, undefined);

    openTools();
    const big = new File(['x'], 'huge.zip');
    Object.defineProperty(big, 'size', { value: IM.UPLOAD_MAX_BYTES.file + 1 });
    const small = new File(['%PDF'], '报价单.pdf');
    choose(fileInput(null), [big, small]);
    expect(toast).toHaveBeenCalledWith('文件不能超过50MB');
    return waitFor(() => expect(sendFile).toHaveBeenCalledWith(imClient, MEI_CHAT, small, undefined));
  });

  describe('location', () => {
    function withPosition(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
      vi.stubGlobal('navigator', {
        ...navigator,
        geolocation: {
          getCurrentPosition: vi.fn((ok: PositionCallback, fail: PositionErrorCallback) => answer(ok, fail)),
        },
      });
    }

    it('sends the current position with the name given, answering the quoted message', async () => {
      withPosition((ok) => ok({ coords: { latitude: 30.2740851, longitude: 120.1550699 } } as GeolocationPosition));
      const question = aClientMessage({ _id: 'm-where', body: '店在哪里？' });
      const { onCancelReply } = showComposer({ replyTo: { message: question, name: '鲜花速递客服' } });
      openTools();
      fireEvent.click(tool('位置'));
      const sheet = await screen.findByRole('dialog', { name: '发送位置' });
      expect(await within(sheet).findByText('坐标：30.274085°N, 120.155070°E')).toBeTruthy();
      fireEvent.change(within(sheet).getByLabelText('位置名称'), { target: { value: '西湖店' } });
      fireEvent.change(within(sheet).getByLabelText('详细地址'), { target: { value: '文三路 90 号' } });
      fireEvent.click(within(sheet).getByRole('button', { name: '发送位置' }));
      expect(sendLocation).toHaveBeenCalledWith(
        imClient,
        SERVICE_CHAT,
        { name: '西湖店', address: '文三路 90 号', latitude: 30.274085, longitude: 120.15507 },
        'm-where',
      );
      expect(onCancelReply).toHaveBeenCalled();
    });

    it('names the place 我的位置 when the sender does not', async () => {
      withPosition((ok) => ok({ coords: { latitude: 30, longitude: 120 } } as GeolocationPosition));
      showComposer();
      openTools();
      fireEvent.click(tool('位置'));
      const sheet = await screen.findByRole('dialog', { name: '发送位置' });
      await within(sheet).findByText(/^坐标：/);
      fireEvent.click(within(sheet).getByRole('button', { name: '发送位置' }));
      expect(sendLocation).toHaveBeenCalledWith(
        imClient,
        SERVICE_CHAT,
        { name: '我的位置', address: '', latitude: 30, longitude: 120 },
        undefined,
      );
    });

    it('says why when the position may not be read, and sends nothing', async () => {
      withPosition((_, fail) => fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError));
      showComposer();
      openTools();
      fireEvent.click(tool('位置'));
      const sheet = await screen.findByRole('dialog', { name: '发送位置' });
      expect(within(sheet).getByText('无法获取位置，请允许浏览器使用定位')).toBeTruthy();
      expect((within(sheet).getByRole('button', { name: '发送位置' }) as HTMLButtonElement).disabled).toBe(true);
    });
  });

  it('sends code in the language chosen', async () => {
    showComposer({ conversationId: MEI_CHAT });
    openTools();
    fireEvent.click(tool('代码'));
    const sheet = await screen.findByRole('dialog', { name: '发送代码' });
    fireEvent.change(within(sheet).getByLabelText('语言'), { target: { value: 'python' } });
    fireEvent.change(within(sheet).getByLabelText('代码'), { target: { value: 'print("花")' } });
    fireEvent.click(within(sheet).getByRole('button', { name: '发送代码' }));
    expect(sendCode).toHaveBeenCalledWith(imClient, MEI_CHAT, 'print("花")', 'python', undefined);
  });

  it('previews a rich text as the reader will see it, then sends its markdown', async () => {
    showComposer({ conversationId: MEI_CHAT });
    openTools();
    fireEvent.click(tool('富文本'));
    const sheet = await screen.findByRole('dialog', { name: '发送富文本' });
    fireEvent.change(within(sheet).getByLabelText('Markdown 内容'), { target: { value: '**今日特价** 红玫瑰' } });
    fireEvent.click(within(sheet).getByRole('button', { name: '预览' }));
    expect((await within(sheet).findByText('今日特价')).tagName).toBe('STRONG');
    fireEvent.click(within(sheet).getByRole('button', { name: '发送' }));
    expect(sendRichText).toHaveBeenCalledWith(imClient, MEI_CHAT, '**今日特价** 红玫瑰', undefined);
  });

  it('sends the card of someone the viewer chats with', async () => {
    showComposer({ conversationId: MEI_CHAT });
    openTools();
    fireEvent.click(tool('名片'));
    const sheet = await screen.findByRole('dialog', { name: '发送名片' });
    fireEvent.click(within(sheet).getByRole('button', { name: '小美' }));
    expect(sendUserCard).toHaveBeenCalledWith(imClient, MEI_CHAT, MEI, undefined);
  });

  describe('voice', () => {
    let recorders: FakeRecorder[];
    const stopTrack = vi.fn();

    class FakeRecorder extends EventTarget {
      static isTypeSupported = (format: string) => format === 'audio/webm;codecs=opus';
      state: 'inactive' | 'recording' = 'inactive';
      mimeType: string;
      constructor(_stream: MediaStream, options?: { mimeType?: string }) {
        super();
        this.mimeType = options?.mimeType ?? '';
        recorders.push(this);
      }
      start() {
        this.state = 'recording';
      }
      stop() {
        this.state = 'inactive';
        const data = new Event('dataavailable') as Event & { data: Blob };
        data.data = new Blob(['opus'], { type: this.mimeType });
        this.dispatchEvent(data);
        this.dispatchEvent(new Event('stop'));
      }
    }

    function withMicrophone(allowed = true) {
      recorders = [];
      vi.stubGlobal('MediaRecorder', FakeRecorder);
      vi.stubGlobal('navigator', {
        ...navigator,
        mediaDevices: {
          getUserMedia: vi.fn(async () => {
            if (!allowed) throw new DOMException('denied', 'NotAllowedError');
            return { getTracks: () => [{ stop: stopTrack }] };
          }),
        },
      });
    }

    const toVoice = () => fireEvent.click(screen.getByRole('button', { name: '切换到语音输入' }));
    const holdButton = () => screen.getByRole('button', { name: /按住 说话|松开|点击 发送/ });

    it('records while held and sends on release, with its length in seconds', async () => {
      withMicrophone();
      vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
      showComposer();
      toVoice();
      await act(async () => fireEvent.pointerDown(holdButton(), { button: 0, clientY: 500 }));
      expect(screen.getByRole('status').textContent).toContain('正在录音 0″');
      act(() => vi.advanceTimersByTime(4_200));
      expect(screen.getByRole('status').textContent).toContain('正在录音 4″');
      expect(holdButton().textContent).toBe('松开 发送');
      fireEvent.pointerUp(holdButton());
      expect(sendSound).toHaveBeenCalledWith(imClient, SERVICE_CHAT, expect.any(Blob), 4, undefined);
      const recording = vi.mocked(sendSound).mock.calls[0]?.[2] as Blob;
      expect(recording.type).toBe('audio/webm;codecs=opus');
      // The microphone is let go.
      expect(stopTrack).toHaveBeenCalled();
      expect(screen.queryByRole('status')).toBeNull();
    });

    it('throws the recording away when the finger slides up before release', async () => {
      withMicrophone();
      vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
      showComposer();
      toVoice();
      await act(async () => fireEvent.pointerDown(holdButton(), { button: 0, clientY: 500 }));
      act(() => vi.advanceTimersByTime(3_000));
      fireEvent.pointerMove(holdButton(), { clientY: 400 });
      expect(holdButton().textContent).toBe('松开手指，取消发送');
      fireEvent.pointerUp(holdButton());
      expect(sendSound).not.toHaveBeenCalled();
    });

    it('starts with a tap (or the keyboard) and sends with the next one', async () => {
      withMicrophone();
      vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
      showComposer();
      toVoice();
      await act(async () => fireEvent.click(holdButton(), { detail: 0 }));
      expect(holdButton().textContent).toBe('点击 发送');
      act(() => vi.advanceTimersByTime(2_000));
      fireEvent.click(holdButton(), { detail: 0 });
      expect(sendSound).toHaveBeenCalledWith(imClient, SERVICE_CHAT, expect.any(Blob), 2, undefined);
    });

    it('sends by itself at 60 seconds', async () => {
      withMicrophone();
      vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
      showComposer();
      toVoice();
      await act(async () => fireEvent.click(holdButton(), { detail: 0 }));
      act(() => vi.advanceTimersByTime(61_000));
      expect(sendSound).toHaveBeenCalledWith(imClient, SERVICE_CHAT, expect.any(Blob), 60, undefined);
      expect(screen.queryByRole('status')).toBeNull();
    });

    it('drops a recording under a second as too short', async () => {
      withMicrophone();
      vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
      showComposer();
      toVoice();
      await act(async () => fireEvent.click(holdButton(), { detail: 0 }));
      act(() => vi.advanceTimersByTime(300));
      fireEvent.click(holdButton(), { detail: 0 });
      expect(sendSound).not.toHaveBeenCalled();
      expect(toast).toHaveBeenCalledWith('说话时间太短');
    });

    it('cancels a tapped recording with Escape', async () => {
      withMicrophone();
      vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
      showComposer();
      toVoice();
      await act(async () => fireEvent.click(holdButton(), { detail: 0 }));
      act(() => vi.advanceTimersByTime(5_000));
      fireEvent.keyDown(window, { key: 'Escape' });
      expect(screen.queryByRole('status')).toBeNull();
      expect(sendSound).not.toHaveBeenCalled();
    });

    it('says so when the microphone may not be used', async () => {
      withMicrophone(false);
      showComposer();
      toVoice();
      await act(async () => fireEvent.click(holdButton(), { detail: 0 }));
      expect(toast).toHaveBeenCalledWith('无法使用麦克风，请在浏览器设置中允许');
      expect(holdButton().textContent).toBe('按住 说话');
    });

    it('says so when the browser cannot record', async () => {
      vi.stubGlobal('MediaRecorder', undefined);
      showComposer();
      toVoice();
      await act(async () => fireEvent.click(holdButton(), { detail: 0 }));
      expect(toast).toHaveBeenCalledWith('当前浏览器不支持录音');
    });
  });
});
