// @vitest-environment jsdom
import 'fake-indexeddb/auto';

import type { ImClient } from '@ffe/im-client/client';
import {
  cachedConversations,
  cachedMessages,
  changeCachedMessages,
  closeImDb,
  DB_OWNER_KEY,
  DB_SCHEMA,
  flushImDb,
  NO_INDEXED_DB_TEXT,
  openImDb,
  STORAGE_VERSION_KEY,
} from '@ffe/im-client/runtime/im-db';
import {
  asClientMessage,
  mergeMessages,
  putServerConversations,
  resetImStore,
  setMessages,
} from '@ffe/im-client/runtime/im-store';
import { aConversation, aMessage, SERVICE_CHAT, T0 } from '@ffe/im-client/testing/im-factories';
import { IM } from '@ffe/shared/constants';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShopImClient } from '../../../lib/shop-im-host';

let imClient: ImClient;
beforeEach(() => {
  imClient = createShopImClient();
});
afterEach(() => imClient.dispose());

const dialogs = vi.hoisted(() => ({ alertDialog: vi.fn(async () => {}) }));
vi.mock('@ffe/im-client/runtime/im-dialogs', () => dialogs);

/** The local database as another reader sees it. */
async function storedRows() {
  const reader = new Dexie(IM.DB_NAME);
  reader.version(1).stores(DB_SCHEMA);
  await reader.open();
  const rows = {
    messages: await reader.table('messages').toArray(),
    conversations: await reader.table('conversations').toArray(),
  };
  reader.close();
  return rows;
}

const ticks = async (count = 10) => {
  for (let i = 0; i < count; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('the local database', () => {
  beforeEach(async () => {
    localStorage.clear();
    resetImStore(imClient);
    dialogs.alertDialog.mockClear();
    await Dexie.delete(IM.DB_NAME);
  });
  afterEach(async () => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    await closeImDb(imClient);
  });

  it('is named uni-im, keys messages by unique_id and has the indexes of the local database', async () => {
    await openImDb(imClient, 'u-lily');
    const request = indexedDB.open(IM.DB_NAME);
    const db = await new Promise<IDBDatabase>((resolve) => {
      request.onsuccess = () => resolve(request.result);
    });
    const messages = db.transaction('messages').objectStore('messages');
    expect(messages.keyPath).toBe('unique_id');
    expect([...messages.indexNames].sort()).toEqual(
      [
        '[conversation_id+create_time]',
        '_id',
        'body',
        'client_create_time',
        'conversation_id',
        'create_time',
        'from_uid',
        'group_id',
        'is_read',
        'to_uid',
        'type',
      ].sort(),
    );
    expect(db.objectStoreNames.contains('conversations')).toBe(true);
    db.close();
    expect(localStorage.getItem(STORAGE_VERSION_KEY)).toBe('"3.0.0"');
  });

  it('keeps what the chat holds, gathered for 100 ms', async () => {
    await openImDb(imClient, 'u-lily');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    putServerConversations(imClient, [aConversation()]);
    setMessages(imClient, SERVICE_CHAT, [asClientMessage(aMessage())], false);
    vi.advanceTimersByTime(99);
    await ticks();
    expect(await storedRows()).toEqual({ messages: [], conversations: [] });
    vi.advanceTimersByTime(1);
    await vi.waitFor(async () => {
      const rows = await storedRows();
      expect(rows.conversations).toHaveLength(1);
      expect(rows.messages).toHaveLength(1);
    });
  });

  it('never keeps a message still on its way, nor what only this page holds of it', async () => {
    await openImDb(imClient, 'u-lily');
    const sent = aMessage();
    mergeMessages(
      imClient,
      SERVICE_CHAT,
      [
        { ...aMessage({ _id: '' }), state: 'sending' },
        { ...asClientMessage(sent), progress: 1 },
      ],
      { create: true },
    );
    await flushImDb(imClient);
    const rows = await storedRows();
    expect(rows.messages).toEqual([sent]);
  });

  it('opens the list and a chat from what it kept, newest messages last', async () => {
    await openImDb(imClient, 'u-lily');
    const messages = Array.from({ length: 12 }, (_, i) => aMessage({ create_time: T0 + i }));
    putServerConversations(imClient, [aConversation()]);
    setMessages(imClient, SERVICE_CHAT, messages.map(asClientMessage), true);
    await closeImDb(imClient);
    resetImStore(imClient);

    await openImDb(imClient, 'u-lily');
    expect(await cachedConversations(imClient)).toEqual([aConversation()]);
    const cached = await cachedMessages(imClient, SERVICE_CHAT, 10);
    expect(cached.map((m) => m._id)).toEqual(messages.slice(2).map((m) => m._id));
  });

  it('is emptied when another user starts the chat on this device', async () => {
    await openImDb(imClient, 'u-lily');
    putServerConversations(imClient, [aConversation()]);
    await closeImDb(imClient);
    await openImDb(imClient, 'u-rose');
    expect(await cachedConversations(imClient)).toEqual([]);
    expect(localStorage.getItem(DB_OWNER_KEY)).toBe('"u-rose"');
  });

  it('is emptied when its storage version is not 3.0.0', async () => {
    await openImDb(imClient, 'u-lily');
    putServerConversations(imClient, [aConversation()]);
    await closeImDb(imClient);
    localStorage.setItem(STORAGE_VERSION_KEY, '"2.0.0"');
    await openImDb(imClient, 'u-lily');
    expect(await cachedConversations(imClient)).toEqual([]);
  });

  it('changes kept messages the chat no longer holds, such as a revoke', async () => {
    await openImDb(imClient, 'u-lily');
    const message = aMessage();
    setMessages(imClient, SERVICE_CHAT, [asClientMessage(message)], false);
    await flushImDb(imClient);
    await changeCachedMessages(imClient, { _id: message._id }, (m) => ({ ...m, is_revoke: true }));
    expect((await storedRows()).messages[0]).toMatchObject({ _id: message._id, is_revoke: true });
  });

  it('explains in English when the browser has no IndexedDB, and the chat runs from memory', async () => {
    vi.stubGlobal('indexedDB', undefined);
    try {
      expect(await openImDb(imClient, 'u-lily')).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(dialogs.alertDialog).toHaveBeenCalledWith(imClient, { content: NO_INDEXED_DB_TEXT });
    expect(NO_INDEXED_DB_TEXT).toMatch(/^Your browser does not support IndexedDB/);
  });

  it('shows the error as JSON when the database cannot open', async () => {
    vi.spyOn(Dexie.dependencies.indexedDB as IDBFactory, 'open').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded', 'QuotaExceededError');
    });
    expect(await openImDb(imClient, 'u-lily')).toBe(false);
    const [[, { content }]] = dialogs.alertDialog.mock.calls as unknown as [[ImClient, { content: string }]];
    expect(JSON.parse(content)).toMatchObject({ name: expect.any(String), message: expect.stringContaining('quota') });
  });
});
