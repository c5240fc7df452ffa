// @vitest-environment jsdom

import type { ImClient } from '@ffe/im-client/client';
import {
  isTitleFlashing,
  notifyNewMessage,
  resetNotifier,
  startTitleFlash,
  stopTitleFlash,
} from '@ffe/im-client/runtime/notifier';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n, { loadTexts } from '../../../lib/i18n';
import { createShopImClient } from '../../../lib/shop-im-host';

let imClient: ImClient;
beforeEach(() => {
  imClient = createShopImClient();
});
afterEach(() => imClient.dispose());

/** A Notification the test controls: its permission, what was shown, and what asking answers. */
function fakeNotifications(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const shown: {
    title: string;
    options?: NotificationOptions;
    notification: { close: () => void; onclick: (() => void) | null };
  }[] = [];
  const requestPermission = vi.fn(async () => {
    Fake.permission = answer;
    return answer;
  });
  class Fake {
    static permission = permission;
    static requestPermission = requestPermission;
    onclick: (() => void) | null = null;
    onclose: (() => void) | null = null;
    close = vi.fn();
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, ...(options ? { options } : {}), notification: this });
    }
  }
  vi.stubGlobal('Notification', Fake);
  return { shown, requestPermission };
}

const aMessage = { title: '鲜花速递客服发来新消息', body: '您好', tag: 'single_1', onOpen: vi.fn() };

describe('desktop notifications and the flashing title', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('zh-CN');
    await loadTexts('chat');
  });
  beforeEach(() => {
    document.title = '鲜花速递';
    resetNotifier(imClient);
  });
  afterEach(() => {
    resetNotifier(imClient);
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('flashes the new-message text every 300 ms and restores the title on activation', () => {
    vi.useFakeTimers();
    startTitleFlash(imClient);
    expect(document.title).toBe('鲜花速递');
    vi.advanceTimersByTime(299);
    expect(document.title).toBe('鲜花速递');
    vi.advanceTimersByTime(1);
    expect(document.title).toBe('【新消息】');
    vi.advanceTimersByTime(300);
    expect(document.title).toBe('鲜花速递');
    vi.advanceTimersByTime(300);
    expect(document.title).toBe('【新消息】');
    stopTitleFlash(imClient);
    expect(document.title).toBe('鲜花速递');
    expect(isTitleFlashing(imClient)).toBe(false);
    vi.advanceTimersByTime(900);
    expect(document.title).toBe('鲜花速递');
  });

  it('restores the title a page set while it flashed', () => {
    vi.useFakeTimers();
    startTitleFlash(imClient);
    vi.advanceTimersByTime(300);
    document.title = '在线客服';
    vi.advanceTimersByTime(300);
    expect(document.title).toBe('在线客服');
    vi.advanceTimersByTime(300);
    expect(document.title).toBe('【新消息】');
    stopTitleFlash(imClient);
    expect(document.title).toBe('在线客服');
  });

  it('asks for permission once, then shows the notification, which opens the chat', async () => {
    const { shown, requestPermission } = fakeNotifications('default', 'granted');
    vi.spyOn(window, 'focus').mockImplementation(() => {});
    await notifyNewMessage(imClient, aMessage);
    await notifyNewMessage(imClient, aMessage);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(shown).toHaveLength(2);
    expect(shown[0]).toMatchObject({ title: '鲜花速递客服发来新消息', options: { body: '您好', tag: 'single_1' } });
    shown[0]?.notification.onclick?.();
    expect(aMessage.onOpen).toHaveBeenCalled();
    expect(isTitleFlashing(imClient)).toBe(true);
  });

  it('only logs when there is no permission, and does not ask again', async () => {
    const { shown, requestPermission } = fakeNotifications('default', 'denied');
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    await notifyNewMessage(imClient, aMessage);
    await notifyNewMessage(imClient, aMessage);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(shown).toHaveLength(0);
    expect(log).toHaveBeenCalledWith('uni-im: no permission for desktop notifications', expect.anything());
    // The title still tells the user.
    expect(isTitleFlashing(imClient)).toBe(true);
  });

  it('closes pending notifications when the user is back', async () => {
    const { shown } = fakeNotifications('granted');
    await notifyNewMessage(imClient, aMessage);
    stopTitleFlash(imClient);
    expect(shown[0]?.notification.close).toHaveBeenCalled();
  });
});
