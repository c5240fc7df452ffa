// Reading a conversation's older messages, a page at a time, as the list scrolls up.
import { IM } from '@ffe/shared/constants';
import { getMsgList } from '../api/get-msg-list';
import type { ImClient } from '../client';
import { asClientMessage, mergeMessages } from './im-store';

const get = (imClient: ImClient) => imClient.store.getState();

/**
 * Loads the 10 messages before the oldest held (the newest 10 when none is held; PRODUCT.md#chat-limits) and resolves
 * true when some were added, false when there are no older ones. A failure toasts its message (PRODUCT.md#chat-errors)
 * and rejects.
 */
export async function loadOlder(imClient: ImClient, conversationId: string): Promise<boolean> {
  const conversation = get(imClient).conversations[conversationId];
  if (!conversation || conversation.is_temp) {
    imClient.store.setState((s) => ({ hasOlder: { ...s.hasOlder, [conversationId]: false } }));
    return false;
  }
  const heldList = get(imClient).messages[conversationId] ?? [];
  const oldest = heldList.find((m) => m._id);
  const held = new Set(heldList.map((m) => m._id));
  const ask = (maxCreateTime?: number) =>
    getMsgList(imClient, {
      conversation_id: conversationId,
      ...(maxCreateTime === undefined ? {} : { maxCreateTime }),
      limit: IM.MESSAGE_PAGE_SIZE,
    });
  // One millisecond later, so messages sent in the same millisecond as the oldest one are not skipped.
  let page = await ask(oldest ? oldest.create_time + 1 : undefined);
  if (oldest && page.length >= IM.MESSAGE_PAGE_SIZE && page.every((m) => held.has(m._id))) {
    page = await ask(oldest.create_time);
  }
  const added = page.filter((m) => !held.has(m._id));
  mergeMessages(imClient, conversationId, added.map(asClientMessage), { create: true });
  const more = page.length >= IM.MESSAGE_PAGE_SIZE;
  imClient.store.setState((s) => ({ hasOlder: { ...s.hasOlder, [conversationId]: more } }));
  return added.length > 0;
}
