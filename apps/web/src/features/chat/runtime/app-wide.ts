import { hasValidToken, readToken } from '../../../lib/session';
import { storage } from '../../../lib/storage';
import { IM_TOKEN_KEY } from './im-keys';

/**
 * Whether the chat runs everywhere in the shop (issue 15): for a signed-in member, or a visitor who already chats as
 * a guest on this device. A member whose login ran out waits: starting would send them to log in from any page.
 */
export function wantsImAppWide(): boolean {
  return hasValidToken() || (!readToken() && storage.get<{ guest?: boolean }>(IM_TOKEN_KEY)?.guest === true);
}

/**
 * Starts the chat runtime app-wide, so replies reach the member on any page and the badges move with pushes: loaded by
 * a dynamic import once the page is idle (after the first paint), so the first load of `/` does not carry it; again
 * after a login. The running chat stops itself on logout; starting twice starts once. Answers how to stop listening.
 */
export function runImAppWide(load = () => import('./im-session')): () => void {
  const start = () => {
    // Asked again once loaded: a logout may have come meanwhile.
    if (wantsImAppWide()) void load().then((session) => wantsImAppWide() && session.startImInBackground());
  };
  const later = () =>
    window.requestIdleCallback ? window.requestIdleCallback(start, { timeout: 4_000 }) : setTimeout(start, 1_500);
  later();
  window.addEventListener('login', later);
  return () => window.removeEventListener('login', later);
}
