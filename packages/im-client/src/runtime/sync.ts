import { IM } from '@ffe/shared/constants';
import type { ImMessage } from '@ffe/shared/contracts/im';
import { getConversationList } from '../api/get-conversation-list';
import { getMsgList } from '../api/get-msg-list';
import type { ImClient } from '../client';
import { assertStill, type ChatOwner, ChatUserChanged, requestOnce } from './chat-owner';
import { markRead } from './conversation-actions';
import { takeServerConversations } from './conversations';
import { groupIdOf, refreshGroups } from './groups';
import { saveMessages } from './im-db';
import { asClientMessage, mergeMessages } from './im-store';
import { markSeen } from './incoming';
import { sendReadReceipts } from './read-receipts';

const get = (imClient: ImClient) => imClient.store.getState();

/** The server time this client is in sync up to: the latest update of a conversation it holds from the server. */
export function syncPoint(imClient: ImClient): number {
  let latest = 0;
  for (const conversation of Object.values(get(imClient).conversations)) {
    if (!conversation.is_temp && conversation.update_time > latest) latest = conversation.update_time;
  }
  return latest;
}

/**
 * The conversations changed since `since`, 30 a call, until a batch comes back short (PRODUCT.md#chat-limits). Answers
 * each changed conversation with the update time it had here before, from where its messages are to be read.
 */
async function syncConversations(imClient: ImClient, since: number, owner: ChatOwner): Promise<Map<string, number>> {
  const changed = new Map<string, number>();
  let minUpdateTime = since;
  for (;;) {
    const rows = await getConversationList(
      imClient,
      { minUpdateTime, limit: IM.CONVERSATION_PAGE_SIZE },
      { errorUi: 'none' },
    );
    assertStill(owner);
    for (const row of rows) {
      if (!changed.has(row.id)) changed.set(row.id, get(imClient).conversations[row.id]?.update_time ?? since);
    }
    takeServerConversations(imClient, rows);
    const first = rows[0];
    const last = rows.at(-1);
    if (rows.length < IM.CONVERSATION_PAGE_SIZE || !first || !last) return changed;
    // The server reads "updated after", so rows sharing the last time may have been cut off: read that time again,
    // unless the whole batch had it (then it cannot move on otherwise).
    const next = first.update_time === last.update_time ? last.update_time : last.update_time - 1;
    // Never ask for the same batch twice, whatever the server answers.
    if (next <= minUpdateTime) return changed;
    minUpdateTime = next;
  }
}

/** A conversation's messages changed since `since`, 100 a call, until a batch comes back short (PRODUCT.md#chat-limits). */
async function syncMessages(
  imClient: ImClient,
  conversationId: string,
  since: number,
  owner: ChatOwner,
): Promise<void> {
  let cursor: { minUpdateTime: number; after_id?: string } = { minUpdateTime: since };
  for (;;) {
    const batch: ImMessage[] = await getMsgList(
      imClient,
      { conversation_id: conversationId, ...cursor, limit: IM.MESSAGE_BATCH_SIZE },
      { errorUi: 'none' },
    );
    assertStill(owner);
    for (const message of batch) markSeen(imClient, message._id);
    mergeMessages(imClient, conversationId, batch.map(asClientMessage));
    if (!get(imClient).messages[conversationId]) saveMessages(imClient, batch);
    const last = batch.at(-1);
    if (batch.length < IM.MESSAGE_BATCH_SIZE || !last) return;
    if (last.update_time === cursor.minUpdateTime && last._id === cursor.after_id) return;
    cursor = { minUpdateTime: last.update_time, after_id: last._id };
  }
}

/**
 * After a reconnect (PRODUCT.md#chat-socket-and-tab): reads the conversations and then the messages missed while the
 * socket was down, merged into what is held so nothing shows twice. A sync asked for while one runs runs once more
 * after it.
 */
export function syncMissed(imClient: ImClient): Promise<void> {
  const parts = imClient.parts.sync;
  if (parts.syncing.size > 0) parts.again = true;
  return requestOnce(imClient, parts.syncing, 'sync', async (owner) => {
    do {
      parts.again = false;
      await syncOnce(imClient, owner);
    } while (parts.again && owner.still());
  });
}

async function syncOnce(imClient: ImClient, owner: ChatOwner): Promise<void> {
  try {
    const changed = await syncConversations(imClient, syncPoint(imClient), owner);
    for (const [id, since] of changed) await syncMessages(imClient, id, since, owner);
    assertStill(owner);
    const groups = [...changed.keys()].filter((id) => groupIdOf(id));
    if (groups.length) await refreshGroups(imClient, groups);
    const open = get(imClient).openConversationId;
    if (open && changed.has(open)) {
      if ((get(imClient).conversations[open]?.unread_count ?? 0) > 0) void markRead(imClient, open);
      sendReadReceipts(imClient, open);
    }
  } catch (error) {
    if (error instanceof ChatUserChanged) return;
    // The next reconnect, or the next open of a chat, reads what is still missing.
    console.error('uni-im: syncing missed messages failed', error);
  }
}
