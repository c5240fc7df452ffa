import { IM } from '@ffe/shared/constants';
import { imHost } from '../host';

/** Whether the user is looking at the page: visible and focused. Otherwise new messages raise a notification. */
export const isAppActive = (): boolean => document.visibilityState === 'visible' && document.hasFocus();

let flashTimer: ReturnType<typeof setInterval> | undefined;
let pageTitle = '';
let shownTitle = '';
let permissionAsked = false;
const shown = new Set<Notification>();

/**
 * Flashes the title with the 'new message' text every 300 ms (spec §9) until the page is active again. A title the
 * page sets meanwhile (another route) is the one restored.
 */
export function startTitleFlash(): void {
  if (flashTimer) return;
  pageTitle = document.title;
  shownTitle = pageTitle;
  flashTimer = setInterval(() => {
    if (document.title !== shownTitle) pageTitle = document.title;
    shownTitle = shownTitle === pageTitle ? imHost().t('chat.runtime.newMessage') : pageTitle;
    document.title = shownTitle;
  }, IM.TITLE_FLASH_MS);
}

/** Restores the title and closes pending notifications: the user is back (spec §4). */
export function stopTitleFlash(): void {
  if (flashTimer) {
    clearInterval(flashTimer);
    flashTimer = undefined;
    if (document.title === shownTitle) document.title = pageTitle;
  }
  for (const notification of shown) notification.close();
  shown.clear();
}

/** Whether the title is flashing. */
export const isTitleFlashing = (): boolean => flashTimer !== undefined;

/**
 * Raises a desktop notification for a new message while the app is inactive, and flashes the title. Permission is
 * asked once; without it the notification is only logged (spec §8).
 */
export async function notifyNewMessage({
  title,
  body,
  tag,
  onOpen,
}: {
  title: string;
  body: string;
  tag: string;
  onOpen: () => void;
}): Promise<void> {
  startTitleFlash();
  if (typeof Notification === 'undefined') {
    console.log('uni-im: this browser has no desktop notifications');
    return;
  }
  let permission = Notification.permission;
  if (permission === 'default' && !permissionAsked) {
    permissionAsked = true;
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
  shown.add(notification);
  notification.onclick = () => {
    window.focus();
    notification.close();
    shown.delete(notification);
    onOpen();
  };
  notification.onclose = () => shown.delete(notification);
}

/** For tests and a stopped chat: the next notification asks for permission again. */
export function resetNotifier(): void {
  stopTitleFlash();
  permissionAsked = false;
}
