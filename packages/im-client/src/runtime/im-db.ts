import { storage } from '@ffe/browser-storage';
import { IM } from '@ffe/shared/constants';
import type { ImConversation, ImMessage } from '@ffe/shared/contracts/im';
import Dexie, { type EntityTable } from 'dexie';
import type { ImClient } from '../client';
import { alertDialog } from './im-dialogs';
import type { ClientMessage, ImState } from './im-store';
/** localStorage key of the local database's storage version (PRODUCT.md#chat-local-database: 3.0.0); another version clears it. */
export const STORAGE_VERSION_KEY = 'uni-im-storage-version';
/** localStorage key of the user whose chat the database holds; another user clears it. */
export const DB_OWNER_KEY = 'uni-im-db-owner';

/** An English message (PRODUCT.md#chat-local-database); it stays English in every locale. */
export const NO_INDEXED_DB_TEXT =
  'Your browser does not support IndexedDB, so chat history cannot be kept on this device. ' +
  'The chat still works, but every visit loads it again from the server. ' +
  'Please use an up-to-date Chrome, Edge, Firefox or Safari, and leave private browsing.';

/** The store and indexes (PRODUCT.md#chat-local-database): messages keyed by unique_id, plus a store of conversations. */
export const DB_SCHEMA = {
  messages:
    'unique_id, from_uid, to_uid, conversation_id, _id, group_id, body, is_read, type, create_time, ' +
    'client_create_time, [conversation_id+create_time]',
  conversations: 'id, update_time, last_msg_create_time',
};

class UniImDatabase extends Dexie {
  messages!: EntityTable<ImMessage, 'unique_id'>;
  conversations!: EntityTable<ImConversation, 'id'>;

  constructor() {
    super(IM.DB_NAME);
    this.version(1).stores(DB_SCHEMA);
  }
}

/** The client's database part: the open database, what waits to be saved, and what was read from it. */
const dbPart = (imClient: ImClient) => imClient.parts.db;
const openDb = (imClient: ImClient) => dbPart(imClient).db as UniImDatabase | null;

/** An error as JSON the user can read: an Error's own fields are not enumerable. */
function errorJson(error: unknown): string {
  if (error instanceof Error) {
    const { name, message } = error;
    const inner = (error as Error & { inner?: unknown }).inner;
    return JSON.stringify(
      inner instanceof Error
        ? { name, message, inner: { name: inner.name, message: inner.message } }
        : { name, message },
    );
  }
  return JSON.stringify(error);
}

/**
 * Opens the local database 'uni-im' for `uid` and starts keeping the chat's messages and conversations in it. One
 * database per browser, as PRODUCT.md#chat-local-database names it, so it is emptied when another user starts the chat
 * here (nobody reads another account's history on a shared device) and when its storage version is not 3.0.0. Without
 * IndexedDB, or when it cannot open, the user is told (in English; or the error as JSON) and the chat runs from memory:
 * answers false.
 */
export async function openImDb(imClient: ImClient, uid: string): Promise<boolean> {
  await closeImDb(imClient);
  if (typeof indexedDB === 'undefined' || !indexedDB) {
    void alertDialog(imClient, { content: NO_INDEXED_DB_TEXT });
    return false;
  }
  const next = new UniImDatabase();
  try {
    await next.open();
    if (storage.get(STORAGE_VERSION_KEY) !== IM.STORAGE_VERSION || storage.get(DB_OWNER_KEY) !== uid) {
      await next.transaction('rw', next.messages, next.conversations, async () => {
        await Promise.all([next.messages.clear(), next.conversations.clear()]);
      });
      storage.set(STORAGE_VERSION_KEY, IM.STORAGE_VERSION);
      storage.set(DB_OWNER_KEY, uid);
    }
  } catch (error) {
    next.close();
    void alertDialog(imClient, { content: errorJson(error) });
    return false;
  }
  const part = dbPart(imClient);
  part.db = next;
  part.stopSaving = imClient.store.subscribe((state, previous) => queueChanges(imClient, state, previous));
  return true;
}

/** Saves what is waiting and closes the database. */
export async function closeImDb(imClient: ImClient): Promise<void> {
  const part = dbPart(imClient);
  part.stopSaving?.();
  part.stopSaving = undefined;
  await flushImDb(imClient);
  part.db?.close();
  part.db = null;
}

/** A message as stored: without what only this page holds (its sending state, a picture file). */
function storedMessage(message: ClientMessage | ImMessage): ImMessage {
  const { state: _state, progress: _progress, file: _file, outbox: _outbox, ...stored } = message as ClientMessage;
  return stored;
}

/** Queues what changed in the store: server messages (never ours still on their way) and server conversations. */
function queueChanges(imClient: ImClient, state: ImState, previous: ImState): void {
  const { pendingConversations, pendingMessages, fromDb } = dbPart(imClient);
  if (state.conversations !== previous.conversations) {
    for (const [id, conversation] of Object.entries(state.conversations)) {
      if (conversation === previous.conversations[id] || conversation.is_temp || fromDb.has(conversation)) continue;
      pendingConversations.set(id, conversation);
    }
  }
  if (state.messages !== previous.messages) {
    for (const [id, list] of Object.entries(state.messages)) {
      const before = previous.messages[id];
      if (list === before) continue;
      const known = new Set<object>(before ?? []);
      for (const message of list) {
        if (known.has(message) || fromDb.has(message) || message.state !== 'sent' || !message._id) continue;
        pendingMessages.set(message.unique_id, storedMessage(message));
      }
    }
  }
  scheduleSave(imClient);
}

function scheduleSave(imClient: ImClient): void {
  const part = dbPart(imClient);
  if (part.saveTimer || (part.pendingMessages.size === 0 && part.pendingConversations.size === 0)) return;
  // Saves are gathered for 100 ms (PRODUCT.md#chat-local-database), so a burst of pushes is one transaction.
  part.saveTimer = setTimeout(() => void flushImDb(imClient), IM.LOCAL_SAVE_DEBOUNCE_MS);
}

/** Queues messages the store does not hold (a conversation whose list is not loaded). */
export function saveMessages(imClient: ImClient, messages: readonly ImMessage[]): void {
  const part = dbPart(imClient);
  if (!part.db) return;
  for (const message of messages) part.pendingMessages.set(message.unique_id, storedMessage(message));
  scheduleSave(imClient);
}

/** Writes what is queued now. */
export async function flushImDb(imClient: ImClient): Promise<void> {
  const part = dbPart(imClient);
  clearTimeout(part.saveTimer);
  part.saveTimer = undefined;
  const target = part.db as UniImDatabase | null;
  const messages = [...part.pendingMessages.values()];
  const conversations = [...part.pendingConversations.values()];
  part.pendingMessages.clear();
  part.pendingConversations.clear();
  if (!target || (messages.length === 0 && conversations.length === 0)) return;
  try {
    await target.transaction('rw', target.messages, target.conversations, async () => {
      if (messages.length) await target.messages.bulkPut(messages);
      if (conversations.length) await target.conversations.bulkPut(conversations);
    });
  } catch (error) {
    // The cache is a convenience: the server keeps everything, so a failed save only costs a slower next open.
    console.error('uni-im: saving the chat locally failed', error);
  }
}

const remembered = <T extends object>(imClient: ImClient, rows: T[]): T[] => {
  const { fromDb } = dbPart(imClient);
  for (const row of rows) fromDb.add(row);
  return rows;
};

/** The conversations kept on this device, so the list opens before the server answers. */
export async function cachedConversations(imClient: ImClient): Promise<ImConversation[]> {
  const db = openDb(imClient);
  if (!db) return [];
  try {
    return remembered(imClient, await db.conversations.toArray());
  } catch (error) {
    console.error('uni-im: reading cached conversations failed', error);
    return [];
  }
}

/** The newest `limit` messages of a conversation kept on this device, ascending. */
export async function cachedMessages(
  imClient: ImClient,
  conversationId: string,
  limit: number,
): Promise<ClientMessage[]> {
  const db = openDb(imClient);
  if (!db) return [];
  try {
    const rows = await db.messages
      .where('[conversation_id+create_time]')
      .between([conversationId, Dexie.minKey], [conversationId, Dexie.maxKey])
      .reverse()
      .limit(limit)
      .toArray();
    return remembered(
      imClient,
      rows.reverse().map((row): ClientMessage => ({ ...row, state: 'sent' })),
    );
  } catch (error) {
    console.error('uni-im: reading cached messages failed', error);
    return [];
  }
}

/** Changes stored messages the store does not hold: a revoke, a read receipt, a paid order card. */
export async function changeCachedMessages(
  imClient: ImClient,
  select: { _id: string } | { orderId: string },
  change: (message: ImMessage) => ImMessage,
): Promise<void> {
  const target = openDb(imClient);
  if (!target) return;
  await flushImDb(imClient);
  try {
    const rows =
      '_id' in select
        ? await target.messages.where('_id').equals(select._id).toArray()
        : await target.messages
            .where('type')
            .equals('order')
            .filter((m) => (m.body as { order_id?: unknown } | null)?.order_id === select.orderId)
            .toArray();
    if (rows.length) await target.messages.bulkPut(rows.map(change));
  } catch (error) {
    console.error('uni-im: updating cached messages failed', error);
  }
}
