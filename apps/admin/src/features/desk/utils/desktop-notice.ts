/** Whether this browser can show desktop notifications and the agent has not yet been asked. */
export const mayAskForNotices = () => typeof Notification === 'function' && Notification.permission === 'default';

/** Asks for desktop notifications; browsers allow it only from a click. */
export const askForNotices = () => (typeof Notification === 'function' ? Notification.requestPermission() : undefined);

/** A desktop notification when allowed; answers whether it showed, so the page can show its own instead. */
export function showDesktopNotice(title: string, body: string, onClick: () => void): boolean {
  if (typeof Notification !== 'function' || Notification.permission !== 'granted') return false;
  const notice = new Notification(title, { body, tag: title });
  notice.onclick = () => {
    window.focus();
    onClick();
    notice.close();
  };
  return true;
}
