import { IM } from '@ffe/shared/constants';

import type { ImClient } from '../client';
/** Whether the user is looking at the page: visible and focused. Otherwise new messages raise a notification. */
export const isAppActive = (): boolean => document.visibilityState === 'visible' && document.hasFocus();

/**
 * Flashes the title with the 'new message' text every 300 ms (PRODUCT.md#chat-socket-and-tab) until the page is active
 * again. A title the page sets meanwhile (another route) is the one restored.
 */
export function startTitleFlash(imClient: ImClient): void {
  const flash = imClient.parts.notifier;
  if (flash.flashTimer) return;
  flash.pageTitle = document.title;
  flash.shownTitle = flash.pageTitle;
  flash.flashTimer = setInterval(() => {
    if (document.title !== flash.shownTitle) flash.pageTitle = document.title;
    flash.shownTitle =
      flash.shownTitle === flash.pageTitle ? imClient.host.t('chat.runtime.newMessage') : flash.pageTitle;
    document.title = flash.shownTitle;
  }, IM.TITLE_FLASH_MS);
}

/** Restores the title and closes pending notifications: the user is back (PRODUCT.md#chat-socket-and-tab). */
export function stopTitleFlash(imClient: ImClient): void {
  const flash = imClient.parts.notifier;
  if (flash.flashTimer) {
    clearInterval(flash.flashTimer);
    flash.flashTimer = undefined;
    if (document.title === flash.shownTitle) document.title = flash.pageTitle;
  }
  for (const notification of flash.shown) notification.close();
  flash.shown.clear();
}

/** Whether the title is flashing. */
export const isTitleFlashing = (imClient: ImClient): boolean => imClient.parts.notifier.flashTimer !== undefined;

/**
 * Raises a desktop notification for a new message while the app is inactive, and flashes the title. Permission is
 * asked once; without it the notification is only logged (PRODUCT.md#chat-errors).
 */
export async function notifyNewMessage(
  imClient: ImClient,
  {
    title,
    body,
    tag,
    onOpen,
  }: {
    title: string;
    body: string;
    tag: string;
    onOpen: () => void;
  },
): Promise<void> {
  startTitleFlash(imClient);
  const notifier = imClient.parts.notifier;
  if (typeof Notification === 'undefined') {
    console.log('uni-im: this browser has no desktop notifications');
    return;
  }
  let permission = Notification.permission;
  if (permission === 'default' && !notifier.permissionAsked) {
    notifier.permissionAsked = true;
    try {
      permission = await Notification.requestPermission();
    } catch {
      permission = 'denied';
    }
  }
  if (permission !== 'granted') {
    console.log('uni-im: no permission for desktop notifications', { title, body });
    return;
  }
  // The user may have come back while permission was asked.
  if (isAppActive()) return;
  const notification = new Notification(title, { body, tag });
  notifier.shown.add(notification);
  notification.onclick = () => {
    window.focus();
    notification.close();
    notifier.shown.delete(notification);
    onOpen();
  };
  notification.onclose = () => notifier.shown.delete(notification);
}

/** For tests and a stopped chat: the next notification asks for permission again. */
export function resetNotifier(imClient: ImClient): void {
  stopTitleFlash(imClient);
  imClient.parts.notifier.permissionAsked = false;
}
