import { ApiError, neverSettles } from '@ffe/api-client/envelope';
import { storage } from '@ffe/browser-storage';
import { TOKEN_TTL_MS } from '@ffe/shared/constants';
import type { PublicUser } from '@ffe/shared/contracts/im';
import { getUsers } from '../api/get-users';
import { setImAuth } from '../api/im-call';
import { guestLogin } from '../api/login';
import { uniLogin } from '../api/uni-login';
import { imHost } from '../host';
import {
  fetchUnreadCount,
  isValidConversation,
  loadConversations,
  markRead,
  resetConversationPaging,
} from './conversations';
import { imDeviceId, renewImDeviceId } from './device-id';
import { startErrorReporting } from './error-report';
import { refreshGroups } from './groups';
import { cachedConversations, closeImDb, openImDb } from './im-db';
import { alertDialog, blockingDialog, reloadPage } from './im-dialogs';
import { IM_LOGIN_STATE_KEY, IM_TOKEN_KEY } from './im-keys';
import { imLoginState } from './im-login-state';
import { defaultSocketAddress, ImSocket } from './im-socket';
import {
  hasStaffRole,
  type ImMe,
  type ImStatus,
  markImReady,
  putServerConversations,
  resetImStore,
  useImStore,
} from './im-store';
import { receiveFrame, resetIncoming } from './incoming';
import { stopTitleFlash } from './notifier';
import { sendReadReceipts } from './read-receipts';
import { syncMissed } from './sync';
import { guardTab } from './tab-guard';
import { resetUserInfo } from './user-info';

// ---- The messaging login state ----

export { IM_LOGIN_STATE_KEY, IM_TOKEN_KEY };

/** The chat token and whose it is: a guest of this device, or a member (with the shop token it came from). */
interface ImTokenRecord {
  token: string;
  tokenExpired: number;
  uid: string;
  role: string[];
  guest: boolean;
  /** The shop token the member's chat token was asked with: another shop login needs another chat token. */
  shopToken?: string;
  /** A guest's profile, as login answered it. */
  profile?: PublicUser;
}

/** A token this close to its end is renewed before use rather than sent and refused. */
const EXPIRY_MARGIN_MS = 60_000;

const readRecord = (): ImTokenRecord | undefined => {
  const record = storage.get<ImTokenRecord>(IM_TOKEN_KEY);
  return record && typeof record.token === 'string' && typeof record.uid === 'string' ? record : undefined;
};

/** The stored chat token when it still fits the shop's login: a guest's while nobody is logged in, else the member's. */
function usableRecord(): ImTokenRecord | undefined {
  const record = readRecord();
  if (!record || record.tokenExpired <= Date.now() + EXPIRY_MARGIN_MS) return undefined;
  const shop = imHost().session.readToken();
  if (record.guest) return shop ? undefined : record;
  return shop && record.shopToken === shop.token ? record : undefined;
}

function forgetImToken(): void {
  storage.remove(IM_TOKEN_KEY);
  imLoginState.update({ uniIdToken: '', uniIsLogin: false });
}

/** The uid and roles a token names (spec §6: they come from the decoded token); undefined when it cannot be read. */
function decodeClaims(token: string): { uid?: string; role?: string[] } | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as { uid?: unknown; role?: unknown };
    return {
      ...(typeof claims.uid === 'string' ? { uid: claims.uid } : {}),
      ...(Array.isArray(claims.role) ? { role: claims.role.filter((r): r is string => typeof r === 'string') } : {}),
    };
  } catch {
    return undefined;
  }
}

/**
 * Shows a chat login the server refused as its JSON (spec 001 §7 "a response with errCode shows a dialog of the JSON",
 * §8 "Login error code: dialog of the JSON"); a network failure or time-out (code 0) is the caller's to show.
 */
function showLoginRefusal(error: unknown): void {
  if (!(error instanceof ApiError) || error.code === 0 || !error.errCode) return;
  void alertDialog({ content: JSON.stringify({ code: error.code, errCode: error.errCode, errMsg: error.message }) });
}

/** A member's chat token (uniLogin); an expired shop login goes to the login page instead (spec §4). */
async function memberLogin(shopToken: string, shopExpired: number): Promise<ImTokenRecord> {
  if (shopExpired <= Date.now()) {
    imHost().session.leaveForLogin('TOKEN_INVALID_TOKEN_EXPIRED', true);
    return neverSettles();
  }
  const issued = await uniLogin(imDeviceId()).catch((error: unknown) => {
    showLoginRefusal(error);
    throw error;
  });
  const claims = decodeClaims(issued.token);
  const uid = claims?.uid ?? imHost().session.member()?._id;
  if (!uid) throw new ApiError('the chat token names no user', 0, 'SYSTEM_ERROR');
  return { ...issued, uid, role: claims?.role ?? [], guest: false, shopToken };
}

/**
 * A visitor's chat token: the guest of this device. A device id the server refuses is replaced once (spec §5); a
 * refused login shows its JSON (spec §7).
 */
async function visitorLogin(renewDevice = true): Promise<ImTokenRecord> {
  try {
    const result = await guestLogin(imDeviceId());
    const claims = decodeClaims(result.token);
    return {
      token: result.token,
      tokenExpired: result.tokenExpired,
      uid: result.user._id,
      role: claims?.role ?? ['guest'],
      guest: true,
      profile: result.user,
    };
  } catch (error) {
    if (
      renewDevice &&
      error instanceof ApiError &&
      error.errCode === 'INVALID_PARAM' &&
      /deviceId/.test(error.message)
    ) {
      renewImDeviceId();
      return visitorLogin(false);
    }
    showLoginRefusal(error);
    throw error;
  }
}

let loggingIn: Promise<ImTokenRecord> | undefined;

/** The chat token, logging in when there is none that fits: uniLogin for a member, guest login for a visitor. */
function ensureImLogin(): Promise<ImTokenRecord> {
  const held = usableRecord();
  if (held) return Promise.resolve(held);
  loggingIn ??= (async () => {
    const shop = imHost().session.readToken();
    const record = shop ? await memberLogin(shop.token, shop.tokenExpired) : await visitorLogin();
    storage.set(IM_TOKEN_KEY, record);
    imLoginState.update({ uniIdToken: record.token, uniIsLogin: true });
    return record;
  })().finally(() => {
    loggingIn = undefined;
  });
  return loggingIn;
}

setImAuth({
  token: async () => (await ensureImLogin()).token,
  async onTokenError(errCode, retried) {
    forgetImToken();
    if (imHost().session.readToken() && (retried || !imHost().session.hasValidToken())) {
      imHost().session.leaveForLogin(errCode, true);
      return 'leave';
    }
    if (retried) return 'fail';
    try {
      await ensureImLogin();
      return 'retry';
    } catch {
      return 'fail';
    }
  },
  onRenewedToken(sent, renewed, expired) {
    const tokenExpired = expired > 0 ? expired : Date.now() + TOKEN_TTL_MS;
    const shopSent = imHost().session.readToken()?.token === sent;
    const record = readRecord();
    if (record?.token === sent) {
      storage.set(IM_TOKEN_KEY, {
        ...record,
        token: renewed,
        tokenExpired,
        ...(record.guest ? {} : { shopToken: shopSent ? renewed : record.shopToken }),
      });
      imLoginState.update({ uniIdToken: renewed });
    }
    // A member's chat token is the shop's own: the shop keeps the renewal too.
    if (shopSent) imHost().session.saveToken({ token: renewed, tokenExpired });
  },
});

/** Whether the chat user is staff: they send read receipts and see read states (spec §6). */
export const isStaff = (me: Pick<ImMe, 'role'> | null | undefined): boolean => hasStaffRole(me);

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

// ---- The running chat ----

interface Running {
  socket: ImSocket;
  dispose(): void;
}

let running: Running | undefined;
let starting: Promise<void> | undefined;
let generation = 0;
/** The first conversation list has come; from then on every socket open syncs what came in between. */
let listLoaded = false;
/** Started away from the chat pages (issue 15): a newer tab then takes the chat over without a dialog here. */
let inBackground = false;
/** Another tab took the chat over while this one showed no chat page: opening the chat here takes it back. */
let quietlyReplaced = false;

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

  const socket = new ImSocket({
    address: defaultSocketAddress,
    credentials: () => {
      const record = readRecord();
      return record ? { token: record.token, deviceId: imDeviceId() } : undefined;
    },
    onFrame: receiveFrame,
    onReady: (reconnected) => {
      authRenewals = 0;
      // A message stored after the first list was read but before this socket was ready reached no one: sync.
      if (reconnected || listLoaded) void syncMissed();
    },
    onStatus: setStatus,
    onAuthRejected: (code) => {
      // The server refused the token: renew it once; refused again, a member logs in again (spec §4: 23, 24).
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
      // Spec §4: back on the page with an expired token, and not on a login page: to login.
      if (shop && shop.tokenExpired <= Date.now()) {
        loginAgain('TOKEN_INVALID_TOKEN_EXPIRED');
        return;
      }
      const record = readRecord();
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
  const onOffline = () => {
    setStatus('offline');
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
  const onOnline = () => {
    closeNetworkDialog?.();
    closeNetworkDialog = undefined;
    socket.enable();
  };
  const onReplaced = () => {
    socket.stop();
    useImStore.setState({ status: 'replaced' });
    if (inBackground && !imHost().paths.isChatPage(window.location.pathname)) {
      quietlyReplaced = true;
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
  const guest = readRecord()?.guest ?? !imHost().session.readToken();
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
      closeNetworkDialog?.();
      for (const stop of stopListening) stop();
    },
  };
}

async function start(mine: number): Promise<void> {
  const texts = imHost()
    .loadTexts()
    .catch(() => undefined);
  setStatus('connecting');
  const record = await ensureImLogin();
  const me = await meOf(record);
  await texts;
  if (mine !== generation) return;
  const cacheOpen = await openImDb(me._id);
  if (mine !== generation) {
    // Stopped meanwhile: the database opened for nobody.
    if (cacheOpen) await closeImDb();
    return;
  }
  if (cacheOpen) putServerConversations((await cachedConversations()).filter(isValidConversation));
  if (mine !== generation) return;
  markImReady(me);
  running = run();
  try {
    await loadConversations();
    listLoaded = true;
    void refreshGroups(Object.keys(useImStore.getState().conversations));
    // The socket was ready before the list was read to its end: what came in between is synced.
    if (running?.socket.online) void syncMissed();
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
  if (quietlyReplaced) {
    quietlyReplaced = false;
    return stopIm().then(startIm);
  }
  if (starting) return starting;
  const mine = ++generation;
  starting = start(mine).catch((error: unknown) => {
    if (mine === generation) {
      starting = undefined;
      setStatus('failed');
    }
    throw error;
  });
  return starting;
}

/** Stops the chat: closes the socket and the local database and forgets the chat's state (logout, another user). */
export async function stopIm(): Promise<void> {
  generation += 1;
  starting = undefined;
  const current = running;
  running = undefined;
  current?.dispose();
  listLoaded = false;
  inBackground = false;
  quietlyReplaced = false;
  stopTitleFlash();
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
  if (starting || useImStore.getState().status !== 'idle') return;
  inBackground = true;
  startIm().catch((error: unknown) => console.error('uni-im: the chat did not start', error));
}

/**
 * Reads the unread totals into `useImStore(s => s.unread)` for the my-account page and the tab badges; for members,
 * even before the chat has started (spec: fetched when the app starts).
 */
export async function refreshUnreadCount(): Promise<void> {
  if (!imHost().session.hasValidToken() && !running) return;
  await fetchUnreadCount();
}
