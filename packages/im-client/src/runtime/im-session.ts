// The running chat: started once per page, wired to its socket and the page's events, stopped at logout.
import { IM } from '@ffe/shared/constants';
import { getUsers } from '../api/get-users';
import { activeImClient, type ImRunning, imParts } from '../client';
import { imHost } from '../host';
import { markRead } from './conversation-actions';
import { isValidConversation } from './conversation-list';
import { fetchUnreadCount, loadConversations, resetConversationPaging } from './conversations';
import { imDeviceId } from './device-id';
import { resetErrorReporting, startErrorReporting } from './error-report';
import { refreshGroups } from './groups';
import { cachedConversations, closeImDb, openImDb } from './im-db';
import { blockingDialog, reloadPage } from './im-dialogs';
import { ensureImLogin, forgetImToken, type ImTokenRecord, readImToken } from './im-login';
import { defaultSocketAddress, ImSocket } from './im-socket';
import { type ImMe, type ImStatus, markImReady, putServerConversations, resetImStore, useImStore } from './im-store';
import { receiveFrame, resetIncoming } from './incoming';
import { resetNotifier, stopTitleFlash } from './notifier';
import { sendReadReceipts } from './read-receipts';
import { syncMissed } from './sync';
import { guardTab } from './tab-guard';
import { resetUserInfo } from './user-info';

interface Running extends ImRunning {
  socket: ImSocket;
}

/** The client's session part: what runs, what is starting, and how this page came to the chat. */
const session = () => imParts().session;

const setStatus = (status: ImStatus) => {
  // Once another tab took over, this page stays offline until it is reloaded.
  if (useImStore.getState().status !== 'replaced') useImStore.setState({ status });
};

/** Sends the member to log in (their token is gone or refused); a guest logs in afresh instead. */
function loginAgain(errCode: string): boolean {
  if (!imHost().session.readToken()) return false;
  imHost().session.leaveForLogin(errCode, true);
  return true;
}

/** Listens to `type` on `target`; answers how to stop. */
function listen(target: EventTarget, type: string, listener: () => void): () => void {
  target.addEventListener(type, listener);
  return () => target.removeEventListener(type, listener);
}

/** Connects the socket, the tab guard, the page's events and the error reporting; answers how to undo it all. */
function run(): Running {
  let authRenewals = 0;
  let closeNetworkDialog: (() => void) | undefined;
  let networkDialogOpening = false;
  let lossTimer: ReturnType<typeof setTimeout> | undefined;

  const socket = new ImSocket({
    address: defaultSocketAddress,
    credentials: () => {
      const record = readImToken();
      return record ? { token: record.token, deviceId: imDeviceId() } : undefined;
    },
    onFrame: receiveFrame,
    onReady: (reconnected) => {
      authRenewals = 0;
      // A message stored after the first list was read but before this socket was ready reached no one: sync.
      if (reconnected || session().listLoaded) void syncMissed();
    },
    onStatus: setStatus,
    onAuthRejected: (code) => {
      // The server refused the token: renew it once; refused again, a member logs in again (PRODUCT.md#chat-push-connection: 23, 24).
      forgetImToken();
      const errCode = code === 4024 ? 'TOKEN_INVALID_TOKEN_EXPIRED' : 'TOKEN_INVALID';
      if (authRenewals > 0 || (imHost().session.readToken() && !imHost().session.hasValidToken())) {
        loginAgain(errCode);
        return;
      }
      authRenewals += 1;
      void ensureImLogin().then(
        () => socket.reconnect(),
        () => setStatus('failed'),
      );
    },
  });

  const reactivated = () => {
    stopTitleFlash();
    if (!imHost().paths.isLoginPage(window.location.pathname)) {
      const shop = imHost().session.readToken();
      // PRODUCT.md#chat-socket-and-tab: back on the page with an expired token, and not on a login page: to login.
      if (shop && shop.tokenExpired <= Date.now()) {
        loginAgain('TOKEN_INVALID_TOKEN_EXPIRED');
        return;
      }
      const record = readImToken();
      if (record && record.tokenExpired <= Date.now()) {
        forgetImToken();
        void ensureImLogin().then(
          () => socket.enable(),
          () => setStatus('failed'),
        );
        return;
      }
    }
    socket.enable();
    const open = useImStore.getState().openConversationId;
    if (open) {
      if ((useImStore.getState().conversations[open]?.unread_count ?? 0) > 0) void markRead(open);
      sendReadReceipts(open);
    }
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') reactivated();
  };
  const onFocus = () => {
    stopTitleFlash();
    // A socket that gave up (10 attempts within 5 s) tries again when the user comes back.
    socket.enable();
  };
  /** The reload dialog (PRODUCT.md#chat-errors), for a real loss seen from a chat page: never over the shop's other pages. */
  const askToReload = () => {
    lossTimer = undefined;
    if (navigator.onLine || !imHost().paths.isChatPage(window.location.pathname)) return;
    if (closeNetworkDialog || networkDialogOpening) return;
    networkDialogOpening = true;
    void blockingDialog({
      content: imHost().t('chat.runtime.networkLost'),
      buttonText: imHost().t('chat.runtime.reload'),
      onPress: reloadPage,
    }).then((close) => {
      networkDialogOpening = false;
      closeNetworkDialog = close;
    });
  };
  const onOffline = () => {
    setStatus('offline');
    lossTimer ??= setTimeout(askToReload, IM.NETWORK_LOSS_GRACE_MS);
  };
  const onOnline = () => {
    clearTimeout(lossTimer);
    lossTimer = undefined;
    closeNetworkDialog?.();
    closeNetworkDialog = undefined;
    socket.enable();
  };
  const onReplaced = () => {
    socket.stop();
    useImStore.setState({ status: 'replaced' });
    if (session().inBackground && !imHost().paths.isChatPage(window.location.pathname)) {
      session().quietlyReplaced = true;
      return;
    }
    void blockingDialog({
      title: imHost().t('chat.runtime.offlineReminder'),
      content: imHost().t('chat.runtime.replaced'),
      buttonText: imHost().t('chat.runtime.reconnect'),
      onPress: reloadPage,
    });
  };
  // Another account on this device: the chat starts over as that account.
  const onLogin = () => {
    forgetImToken();
    void stopIm().then(() => startIm().catch(() => undefined));
  };
  const onLogout = () => {
    forgetImToken();
    void stopIm();
  };
  const guest = readImToken()?.guest ?? !imHost().session.readToken();
  const stopSession = imHost().session.onChange(() => {
    // A member's login was forgotten (a refused token, an expired one): their chat stops.
    if (!guest && !imHost().session.readToken()) void stopIm();
  });

  const stopListening = [
    listen(document, 'visibilitychange', onVisibility),
    listen(window, 'focus', onFocus),
    listen(window, 'offline', onOffline),
    listen(window, 'online', onOnline),
    listen(window, 'login', onLogin),
    listen(window, 'logout', onLogout),
  ];
  const stopGuard = guardTab(onReplaced);
  const stopErrors = startErrorReporting();
  socket.enable();

  return {
    socket,
    dispose() {
      socket.stop();
      stopGuard();
      stopErrors();
      stopSession();
      clearTimeout(lossTimer);
      closeNetworkDialog?.();
      for (const stop of stopListening) stop();
    },
  };
}

/** The chat user of a token: a guest's profile from login, a member's from the account info kept on the device. */
async function meOf(record: ImTokenRecord): Promise<ImMe> {
  if (record.profile) return { ...record.profile, role: record.role };
  const info = imHost().session.member();
  if (info?._id === record.uid)
    return { _id: info._id, nickname: info.nickname, avatar_file: info.avatar_file, role: record.role };
  const [user] = await getUsers([record.uid], { errorUi: 'none' }).catch(() => []);
  return {
    _id: record.uid,
    nickname: user?.nickname ?? record.uid,
    avatar_file: user?.avatar_file ?? { url: '' },
    role: record.role,
  };
}

async function start(mine: number): Promise<void> {
  const part = session();
  const texts = imHost()
    .loadTexts()
    .catch(() => undefined);
  setStatus('connecting');
  const record = await ensureImLogin();
  const me = await meOf(record);
  await texts;
  if (mine !== part.generation) return;
  const cacheOpen = await openImDb(me._id);
  if (mine !== part.generation) {
    // Stopped meanwhile: the database opened for nobody.
    if (cacheOpen) await closeImDb();
    return;
  }
  if (cacheOpen) putServerConversations((await cachedConversations()).filter(isValidConversation));
  if (mine !== part.generation) return;
  markImReady(me);
  const running = run();
  part.running = running;
  activeImClient().stopRunning = stopIm;
  try {
    await loadConversations();
    part.listLoaded = true;
    void refreshGroups(Object.keys(useImStore.getState().conversations));
    // The socket was ready before the list was read to its end: what came in between is synced.
    if (part.running?.socket.online) void syncMissed();
  } catch {
    // Toasted by the call; the cached list stays, and the socket's pushes keep it moving.
  }
  void fetchUnreadCount();
}

/**
 * Starts the chat once per page (later calls share the first): gets the chat token (a member's by uniLogin, a
 * visitor's by guest login with this device's id), opens the local database and shows the cached conversations,
 * connects the socket, then reads the fresh conversations and the unread totals. Rejects when the chat login fails.
 */
export function startIm(): Promise<void> {
  const part = session();
  if (part.quietlyReplaced) {
    part.quietlyReplaced = false;
    return stopIm().then(startIm);
  }
  if (part.starting) return part.starting;
  const mine = ++part.generation;
  part.starting = start(mine).catch((error: unknown) => {
    if (mine === part.generation) {
      part.starting = undefined;
      setStatus('failed');
    }
    throw error;
  });
  return part.starting;
}

/** Stops the chat: closes the socket and the local database and forgets the chat's state (logout, another user). */
export async function stopIm(): Promise<void> {
  const part = session();
  part.generation += 1;
  part.starting = undefined;
  const current = part.running;
  part.running = undefined;
  current?.dispose();
  part.listLoaded = false;
  part.inBackground = false;
  part.quietlyReplaced = false;
  resetNotifier();
  resetErrorReporting();
  resetIncoming();
  resetUserInfo();
  resetConversationPaging();
  await closeImDb();
  resetImStore();
  imHost().unread.clear();
}

/**
 * Starts the chat away from its pages (issue 15: replies and badges reach the member anywhere in the shop), unless it
 * runs or is starting already; a failure is only logged, the chat pages try again when they open.
 */
export function startImInBackground(): void {
  if (session().starting || useImStore.getState().status !== 'idle') return;
  session().inBackground = true;
  startIm().catch((error: unknown) => console.error('uni-im: the chat did not start', error));
}

/**
 * Reads the unread totals into `useImStore(s => s.unread)` for the my-account page and the tab badges; for members,
 * even before the chat has started (PRODUCT.md#shop-login: fetched when the app starts).
 */
export async function refreshUnreadCount(): Promise<void> {
  if (!imHost().session.hasValidToken() && !session().running) return;
  await fetchUnreadCount();
}
