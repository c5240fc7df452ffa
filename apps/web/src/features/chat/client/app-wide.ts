import { clientOf, type ImClientValue } from '@ffe/im-client/client-context';
import { IM_TOKEN_KEY } from '@ffe/im-client/runtime/im-keys';
import { afterPageShown } from '../../../lib/page-shown';
import { hasValidToken, readToken } from '../../../lib/session';
import { storage } from '../../../lib/storage';
import { useUserStore } from '../../../stores/user-store';
/**
 * Whether the chat runs everywhere in the shop (issue 15): for a member whose account the shop has verified, or a
 * visitor who already chats as a guest on this device. A member's chat login uses the shop token, and a refused one
 * leads to the login page: until the shop has checked it (or when it ran out), the chat waits.
 */
export function wantsImAppWide(): boolean {
  if (readToken()) return hasValidToken() && useUserStore.getState().loginStatus === 'loggedIn';
  return storage.get<{ guest?: boolean }>(IM_TOKEN_KEY)?.guest === true;
}

/** The chat's runtime, in a chunk of its own; it acts for the client the app's root made. */
const loadRuntime = () => import('@ffe/im-client/runtime/im-session');

/**
 * Starts the chat runtime app-wide, so replies reach the member on any page and the badges move with pushes: loaded by
 * a dynamic import once the opened page is shown and the browser is idle, and only when it is wanted, so neither the
 * first load of `/` nor a member page opened directly waits for it; again
 * once a member's account is verified or they log in. The session's client is made then too, if it is not yet. The
 * running chat stops itself on logout; starting twice starts once. Answers how to stop.
 */
export function runImAppWide(imClient: ImClientValue, load = loadRuntime): () => void {
  const start = () => {
    if (!wantsImAppWide()) return;
    // Asked again once loaded: a logout may have come meanwhile.
    void Promise.all([load(), clientOf(imClient)]).then(
      ([session, client]) => wantsImAppWide() && session.startImInBackground(client),
    );
  };
  const idle = () =>
    window.requestIdleCallback ? window.requestIdleCallback(start, { timeout: 4_000 }) : setTimeout(start, 1_500);
  const later = () => afterPageShown(idle);
  later();
  return useUserStore.subscribe((state, previous) => {
    if (state.loginStatus === 'loggedIn' && previous.loginStatus !== 'loggedIn') later();
  });
}
