import { hasValidToken, readToken } from '../../../lib/session';
import { hasGuestImSession } from './im-keys';

/**
 * Whether the chat runs everywhere in the shop (issue 15): for a signed-in member, or a visitor who already chats as
 * a guest. A member whose login ran out waits: starting would send them to log in from any page.
 */
export function wantsImAppWide(): boolean {
  if (hasValidToken()) return true;
  return !readToken() && hasGuestImSession();
}

/** Runs `task` once the browser is idle (after the first paint), or after a short delay where it cannot tell. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 4_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 1_500);
  return () => clearTimeout(timer);
}

/**
 * Starts the chat runtime app-wide, so replies reach the member on any page and the badges move with pushes: loaded by
 * a dynamic import once the page is idle, so the first load of `/` does not carry it; again after a login. The
 * running chat stops itself on logout. Answers how to stop listening.
 */
export function runImAppWide(load = () => import('./im-session')): () => void {
  let cancel: (() => void) | undefined;
  const schedule = () => {
    cancel?.();
    cancel = whenIdle(() => {
      cancel = undefined;
      if (!wantsImAppWide()) return;
      void load().then((session) => session.startImInBackground());
    });
  };
  schedule();
  window.addEventListener('login', schedule);
  return () => {
    cancel?.();
    window.removeEventListener('login', schedule);
  };
}
