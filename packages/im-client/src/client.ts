// The messaging client as one object: everything the chat holds for a user lives here, and dispose() ends all of it.
import type { ImConversation, ImMessage } from '@ffe/shared/contracts/im';
import type Dexie from 'dexie';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ImAuth } from './api/im-auth';
import type { ImHost } from './host-types';
import type { ImPush } from './runtime/im-push';
import {
  type ClientConversation,
  type ClientGroup,
  type ImMe,
  type ImState,
  serviceUnreadOf,
} from './runtime/im-state';

type Timer = ReturnType<typeof setTimeout>;

/** A reader of one of our messages, told by a read_msg notice. */
export interface EarlyRead {
  reader: { user_id: string; create_time: number };
  updateTime: number;
}

/** The running socket and page listeners of a started chat (runtime/im-session). */
export interface ImRunning {
  socket: { readonly online: boolean; stop(): void };
  dispose(): void;
}

/** What a started chat's parts hold between calls; every field is forgotten when the chat stops. */
export interface ImParts {
  session: {
    running: ImRunning | undefined;
    starting: Promise<void> | undefined;
    generation: number;
    /** The first conversation list has come; from then on every socket open syncs what came in between. */
    listLoaded: boolean;
    /** Started away from the chat pages (issue 15): a newer tab then takes the chat over without a dialog here. */
    inBackground: boolean;
    /** Another tab took the chat over while this one showed no chat page: opening the chat here takes it back. */
    quietlyReplaced: boolean;
  };
  ready: { promise: Promise<ImMe>; resolve: (me: ImMe) => void };
  login: { loggingIn: Promise<unknown> | undefined };
  conversations: {
    unreadTimer: Timer | undefined;
    pagedCount: number;
    morePages: boolean;
    loadingOne: Map<string, Promise<ImConversation | undefined>>;
    draftTimers: Map<string, Timer>;
  };
  groups: { loadingGroups: Map<string, Promise<ClientGroup>>; loadingMembers: Map<string, Promise<void>> };
  incoming: {
    /** Ids of messages already taken in, so one delivered twice (a push and the sync) counts once. */
    seen: Set<string>;
    /** The burst of reads told now: its timer, and the chat to tell read again at its end when more came meanwhile. */
    readBurst: { timer: Timer; again?: string } | undefined;
    /** Reads told of our messages whose send had not answered yet (no id held): applied when the answer comes. */
    earlyReads: Map<string, EarlyRead>;
  };
  sync: { syncing: Map<string, Promise<void>>; again: boolean };
  userInfo: { wanted: Set<string>; asking: Set<string>; unknown: Set<string>; batchTimer: Timer | undefined };
  readReceipts: { sending: Set<string> };
  db: {
    db: Dexie | null;
    stopSaving: (() => void) | undefined;
    pendingMessages: Map<string, ImMessage>;
    pendingConversations: Map<string, ImConversation>;
    saveTimer: Timer | undefined;
    /** Messages and conversations read from the database: putting them back would only repeat them. */
    fromDb: WeakSet<object>;
  };
  notifier: {
    flashTimer: ReturnType<typeof setInterval> | undefined;
    pageTitle: string;
    shownTitle: string;
    permissionAsked: boolean;
    shown: Set<Notification>;
  };
  errors: { lastReported: Map<string, number> };
}

export interface ImClient {
  readonly host: ImHost;
  /** The chat's realtime state (runtime/im-store); only the runtime writes it. */
  readonly store: StoreApi<ImState>;
  /** The user's aliases for others, by their user id. */
  readonly aliases: StoreApi<Record<string, string>>;
  /** How IM calls get and renew the chat token; undefined: the chat's own login (runtime/im-login). */
  auth: ImAuth | undefined;
  /** Listeners of mounted chat pages to pushes the request/response reads hold too. */
  readonly pushListeners: Set<(push: ImPush) => void>;
  /** The conversation list per filter, kept while the conversations are the same object. */
  readonly listCache: WeakMap<ImState['conversations'], Map<string, ClientConversation[]>>;
  parts: ImParts;
  /** Stops the running chat, set by runtime/im-session while one runs. */
  stopRunning: (() => Promise<void>) | undefined;
  readonly disposed: boolean;
  /** Ends the client: stops the chat, closes its database and socket, clears its timers and forgets what it held. */
  dispose(): Promise<void>;
}

export function deferredMe(): ImParts['ready'] {
  let resolve: (me: ImMe) => void = () => {};
  const promise = new Promise<ImMe>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

export const initialImState = (): ImState => ({
  status: 'idle',
  me: null,
  conversations: {},
  messages: {},
  hasOlder: {},
  openConversationId: null,
  unread: { conversation: 0, message: 0, notification: 0 },
  unreadEpoch: 0,
  users: {},
  groups: {},
});

/** Fresh parts: nothing held, nothing waiting. */
export function freshParts(): ImParts {
  return {
    session: {
      running: undefined,
      starting: undefined,
      generation: 0,
      listLoaded: false,
      inBackground: false,
      quietlyReplaced: false,
    },
    ready: deferredMe(),
    login: { loggingIn: undefined },
    conversations: {
      unreadTimer: undefined,
      pagedCount: 0,
      morePages: true,
      loadingOne: new Map(),
      draftTimers: new Map(),
    },
    groups: { loadingGroups: new Map(), loadingMembers: new Map() },
    incoming: { seen: new Set(), readBurst: undefined, earlyReads: new Map() },
    sync: { syncing: new Map(), again: false },
    userInfo: { wanted: new Set(), asking: new Set(), unknown: new Set(), batchTimer: undefined },
    readReceipts: { sending: new Set() },
    db: {
      db: null,
      stopSaving: undefined,
      pendingMessages: new Map(),
      pendingConversations: new Map(),
      saveTimer: undefined,
      fromDb: new WeakSet(),
    },
    notifier: { flashTimer: undefined, pageTitle: '', shownTitle: '', permissionAsked: false, shown: new Set() },
    errors: { lastReported: new Map() },
  };
}

/**
 * Clears the timers the parts hold, restores a flashing title and closes shown notifications; the database is closed
 * by its part (runtime/im-db), which saves what waits first.
 */
export function clearPartTimers(parts: ImParts): void {
  clearTimeout(parts.conversations.unreadTimer);
  for (const timer of parts.conversations.draftTimers.values()) clearTimeout(timer);
  clearTimeout(parts.incoming.readBurst?.timer);
  clearTimeout(parts.userInfo.batchTimer);
  const notifier = parts.notifier;
  if (notifier.flashTimer) {
    clearInterval(notifier.flashTimer);
    if (typeof document !== 'undefined' && document.title === notifier.shownTitle) document.title = notifier.pageTitle;
  }
  for (const notification of notifier.shown) notification.close();
}

/**
 * Makes the messaging client for an app: `host` is what the app provides (texts, dialogs, pages, its login, badges).
 * The runtime's functions take it as their first parameter and the hooks read it from ImClientContext; dispose() ends
 * what it held.
 */
export function createImClient(host: ImHost): ImClient {
  const store = createStore<ImState>()(() => initialImState());
  const aliases = createStore<Record<string, string>>()(() => ({}));
  // Pages outside the chat (my account, the tab bar) read its counts from the app-wide store the host keeps.
  const stopBadges = store.subscribe((state, previous) => {
    if (state.status === 'idle') return;
    if (state.unread !== previous.unread) host.unread.set(state.unread);
    if (state.conversations !== previous.conversations || state.me !== previous.me)
      host.unread.setService(serviceUnreadOf(state));
  });
  let disposed = false;
  const client: ImClient = {
    host,
    store,
    aliases,
    auth: undefined,
    pushListeners: new Set(),
    listCache: new WeakMap(),
    parts: freshParts(),
    stopRunning: undefined,
    get disposed() {
      return disposed;
    },
    async dispose() {
      if (disposed) return;
      disposed = true;
      await client.stopRunning?.();
      clearPartTimers(client.parts);
      client.parts = freshParts();
      client.pushListeners.clear();
      stopBadges();
      store.setState(initialImState(), true);
      aliases.setState({}, true);
      host.unread.clear();
    },
  };
  return client;
}
