// The running chat: started once per page, wired to its socket and the page's events, stopped at logout.
import { IM } from '@ffe/shared/constants';
import { getUsers } from '../api/get-users';
import type { ImClient, ImRunning } from '../client';
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
import { type ImMe, type ImStatus, markImReady, putServerConversations, resetImStore } from './im-store';
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
const session = (imClient: ImClient) => imClient.parts.session;

const setStatus = (imClient: ImClient, status: ImStatus) => {
  // Once another tab took over, this page stays offline until it is reloaded.
  if (imClient.store.getState().status !== 'replaced') imClient.store.setState({ status });
};

/** Sends the member to log in (their token is gone or refused); a guest logs in afresh instead. */
function loginAgain(imClient: ImClient, errCode: string): boolean {
  if (!imClient.host.session.readToken()) return false;
  imClient.host.session.leaveForLogin(errCode, true);
  return true;
}

/** Listens to `type` on `target`; answers how to stop. */
function listen(target: EventTarget, type: string, listener: () => void): () => void {
  target.addEventListener(type, listener);
  return () => target.removeEventListener(type, listener);
}

/** Connects the socket, the tab guard, the page's events and the error reporting; answers how to undo it all. */
function run(imClient: ImClient): Running {
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
    onFrame: (frame) => receiveFrame(imClient, frame),
    onReady: (reconnected) => {
      authRenewals = 0;
      // A message stored after the first list was read but before this socket was ready reached no one: sync.
      if (reconnected || session(imClient).listLoaded) void syncMissed(imClient);
    },
    onStatus: (status) => setStatus(imClient, status),
    onAuthRejected: (code) => {
      // The server refused the token: renew it once; refused again, a member logs in again (PRODUCT.md#chat-push-connection: 23, 24).
      forgetImToken();
      const errCode = code === 4024 ? 'TOKEN_INVALID_TOKEN_EXPIRED' : 'TOKEN_INVALID';
      if (authRenewals > 0 || (imClient.host.session.readToken() && !imClient.host.session.hasValidToken())) {
        loginAgain(imClient, errCode);
        return;
      }
      authRenewals += 1;
      void ensureImLogin(imClient).then(
        () => socket.reconnect(),
        () => setStatus(imClient, 'failed'),
      );
    },
  });

  const reactivated = () => {
    stopTitleFlash(imClient);
    if (!imClient.host.paths.isLoginPage(window.location.pathname)) {
      const shop = imClient.host.session.readToken();
      // PRODUCT.md#chat-socket-and-tab: back on the page with an expired token, and not on a login page: to login.
      if (shop && shop.tokenExpired <= Date.now()) {
        loginAgain(imClient, 'TOKEN_INVALID_TOKEN_EXPIRED');
        return;
      }
      const record = readImToken();
      if (record && record.tokenExpired <= Date.now()) {
        forgetImToken();
        void ensureImLogin(imClient).then(
          () => socket.enable(),
          () => setStatus(imClient, 'failed'),
        );
        return;
      }
    }
    socket.enable();
    const open = imClient.store.getState().openConversationId;
    if (open) {
      if ((imClient.store.getState().conversations[open]?.unread_count ?? 0) > 0) void markRead(imClient, open);
      sendReadReceipts(imClient, open);
    }
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') reactivated();
  };
  const onFocus = () => {
    stopTitleFlash(imClient);
    // A socket that gave up (10 attempts within 5 s) tries again when the user comes back.
    socket.enable();
  };
  /** The reload dialog (PRODUCT.md#chat-errors), for a real loss seen from a chat page: never over the shop's other pages. */
  const askToReload = () => {
    lossTimer = undefined;
    if (navigator.onLine || !imClient.host.paths.isChatPage(window.location.pathname)) return;
    if (closeNetworkDialog || networkDialogOpening) return;
    networkDialogOpening = true;
    void blockingDialog(imClient, {
      content: imClient.host.t('chat.runtime.networkLost'),
      buttonText: imClient.host.t('chat.runtime.reload'),
      onPress: reloadPage,
    }).then((close) => {
      networkDialogOpening = false;
      closeNetworkDialog = close;
    });
  };
  const onOffline = () => {
    setStatus(imClient, 'offline');
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
    imClient.store.setState({ status: 'replaced' });
    if (session(imClient).inBackground && !imClient.host.paths.isChatPage(window.location.pathname)) {
      session(imClient).quietlyReplaced = true;
      return;
    }
    void blockingDialog(imClient, {
      title: imClient.host.t('chat.runtime.offlineReminder'),
      content: imClient.host.t('chat.runtime.replaced'),
      buttonText: imClient.host.t('chat.runtime.reconnect'),
      onPress: reloadPage,
    });
  };
  // Another account on this device: the chat starts over as that account.
  const onLogin = () => {
    forgetImToken();
    void stopIm(imClient).then(() => startIm(imClient).catch(() => undefined));
  };
  const onLogout = () => {
    forgetImToken();
    void stopIm(imClient);
  };
  const guest = readImToken()?.guest ?? !imClient.host.session.readToken();
  const stopSession = imClient.host.session.onChange(() => {
    // A member's login was forgotten (a refused token, an expired one): their chat stops.
    if (!guest && !imClient.host.session.readToken()) void stopIm(imClient);
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
  const stopErrors = startErrorReporting(imClient);
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
async function meOf(imClient: ImClient, record: ImTokenRecord): Promise<ImMe> {
  if (record.profile) return { ...record.profile, role: record.role };
  const info = imClient.host.session.member();
  if (info?._id === record.uid)
    return { _id: info._id, nickname: info.nickname, avatar_file: info.avatar_file, role: record.role };
  const [user] = await getUsers(imClient, [record.uid], { errorUi: 'none' }).catch(() => []);
  return {
    _id: record.uid,
    nickname: user?.nickname ?? record.uid,
    avatar_file: user?.avatar_file ?? { url: '' },
    role: record.role,
  };
}

async function start(imClient: ImClient, mine: number): Promise<void> {
  const part = session(imClient);
  const texts = imClient.host.loadTexts().catch(() => undefined);
  setStatus(imClient, 'connecting');
  const record = await ensureImLogin(imClient);
  const me = await meOf(imClient, record);
  await texts;
  if (mine !== part.generation) return;
  const cacheOpen = await openImDb(imClient, me._id);
  if (mine !== part.generation) {
    // Stopped meanwhile: the database opened for nobody.
    if (cacheOpen) await closeImDb(imClient);
    return;
  }
  if (cacheOpen) putServerConversations(imClient, (await cachedConversations(imClient)).filter(isValidConversation));
  if (mine !== part.generation) return;
  markImReady(imClient, me);
  const running = run(imClient);
  part.running = running;
  imClient.stopRunning = () => stopIm(imClient);
  try {
    await loadConversations(imClient);
    part.listLoaded = true;
    void refreshGroups(imClient, Object.keys(imClient.store.getState().conversations));
    // The socket was ready before the list was read to its end: what came in between is synced.
    if (part.running?.socket.online) void syncMissed(imClient);
  } catch {
    // Toasted by the call; the cached list stays, and the socket's pushes keep it moving.
  }
  void fetchUnreadCount(imClient);
}

/**
 * Starts the chat once per page (later calls share the first): gets the chat token (a member's by uniLogin, a
 * visitor's by guest login with this device's id), opens the local database and shows the cached conversations,
 * connects the socket, then reads the fresh conversations and the unread totals. Rejects when the chat login fails.
 */
export function startIm(imClient: ImClient): Promise<void> {
  const part = session(imClient);
  if (part.quietlyReplaced) {
    part.quietlyReplaced = false;
    return stopIm(imClient).then(() => startIm(imClient));
  }
  if (part.starting) return part.starting;
  const mine = ++part.generation;
  part.starting = start(imClient, mine).catch((error: unknown) => {
    if (mine === part.generation) {
      part.starting = undefined;
      setStatus(imClient, 'failed');
    }
    throw error;
  });
  return part.starting;
}

/** Stops the chat: closes the socket and the local database and forgets the chat's state (logout, another user). */
export async function stopIm(imClient: ImClient): Promise<void> {
  const part = session(imClient);
  part.generation += 1;
  part.starting = undefined;
  const current = part.running;
  part.running = undefined;
  current?.dispose();
  part.listLoaded = false;
  part.inBackground = false;
  part.quietlyReplaced = false;
  resetNotifier(imClient);
  resetErrorReporting(imClient);
  resetIncoming(imClient);
  resetUserInfo(imClient);
  resetConversationPaging(imClient);
  await closeImDb(imClient);
  resetImStore(imClient);
  imClient.host.unread.clear();
}

/**
 * Starts the chat away from its pages (issue 15: replies and badges reach the member anywhere in the shop), unless it
 * runs or is starting already; a failure is only logged, the chat pages try again when they open.
 */
export function startImInBackground(imClient: ImClient): void {
  if (session(imClient).starting || imClient.store.getState().status !== 'idle') return;
  session(imClient).inBackground = true;
  startIm(imClient).catch((error: unknown) => console.error('uni-im: the chat did not start', error));
}

/**
 * Reads the unread totals into `useImStore(s => s.unread)` for the my-account page and the tab badges; for members,
 * even before the chat has started (PRODUCT.md#shop-login: fetched when the app starts).
 */
export async function refreshUnreadCount(imClient: ImClient): Promise<void> {
  if (!imClient.host.session.hasValidToken() && !session(imClient).running) return;
  await fetchUnreadCount(imClient);
}
