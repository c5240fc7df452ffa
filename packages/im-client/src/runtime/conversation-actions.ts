// What the user does to a conversation: pin, mute, star or hide it, mark it read or unread, keep its draft.
import { IM } from '@ffe/shared/constants';
import type { ImConversation } from '@ffe/shared/contracts/im';
import { clearUnreadCount } from '../api/clear-unread-count';
import { updateConversation } from '../api/update-conversation';
import type { ImClient } from '../client';
import { isValidConversation } from './conversation-list';
import { imDeviceId } from './device-id';
import { changeConversation } from './im-store';

const get = (imClient: ImClient) => imClient.store.getState();

export interface ConversationFlags {
  pinned?: boolean;
  mute?: boolean;
  is_star?: boolean;
  hidden?: boolean;
}

/** Takes the server's answer to a change, unless something newer (a push) arrived meanwhile. */
function takeAnswer(imClient: ImClient, answer: ImConversation, changed: Partial<ImConversation>): void {
  changeConversation(imClient, answer.id, (held) =>
    answer.update_time >= held.update_time && isValidConversation(answer)
      ? { ...answer, chatInputContent: held.chatInputContent }
      : { ...held, ...changed },
  );
}

/**
 * Changes a conversation at once and then on the server; a failure puts it back. A failed mute says so with the
 * product's toast (PRODUCT.md#chat-errors); other failures toast the server's message. A temporary conversation changes
 * only here.
 */
export async function setConversationFlags(imClient: ImClient, id: string, flags: ConversationFlags): Promise<void> {
  const held = get(imClient).conversations[id];
  if (!held) return;
  const before: ConversationFlags = {};
  for (const key of Object.keys(flags) as (keyof ConversationFlags)[]) before[key] = held[key];
  changeConversation(imClient, id, (c) => ({ ...c, ...flags }));
  if (held.is_temp) return;
  try {
    const answer = await updateConversation(
      imClient,
      { conversation_id: id, ...flags, device_id: imDeviceId() },
      { errorUi: flags.mute === undefined ? 'toast' : 'none' },
    );
    takeAnswer(imClient, answer, flags);
  } catch {
    changeConversation(imClient, id, (c) => ({ ...c, ...before }));
    if (flags.mute !== undefined) imClient.host.toast(imClient.host.t('chat.runtime.muteFailed'));
  }
}

/** Sets a conversation's unread count here and on the server (which tells the user's other devices). */
async function setUnreadCount(imClient: ImClient, id: string, unreadCount: number): Promise<void> {
  const held = get(imClient).conversations[id];
  if (!held || held.unread_count === unreadCount) return;
  changeConversation(imClient, id, (c) => ({ ...c, unread_count: unreadCount }));
  if (held.is_temp) return;
  try {
    const answer = await updateConversation(imClient, {
      conversation_id: id,
      unread_count: unreadCount,
      device_id: imDeviceId(),
    });
    takeAnswer(imClient, answer, { unread_count: unreadCount });
  } catch {
    changeConversation(imClient, id, (c) => ({ ...c, unread_count: held.unread_count }));
  }
}

/** Marks a conversation unread (an unread count of 1). */
export const markUnread = (imClient: ImClient, id: string): Promise<void> => setUnreadCount(imClient, id, 1);

/** Marks a conversation read. */
export const markRead = (imClient: ImClient, id: string): Promise<void> => setUnreadCount(imClient, id, 0);

/** Marks every conversation read (PRODUCT.md#chat-calls: clearUnreadCount). */
export async function markAllRead(imClient: ImClient): Promise<void> {
  const before = get(imClient).conversations;
  for (const conversation of Object.values(before)) {
    if (conversation.unread_count > 0)
      changeConversation(imClient, conversation.id, (c) => ({ ...c, unread_count: 0 }));
  }
  try {
    await clearUnreadCount(imClient, imDeviceId());
  } catch {
    for (const conversation of Object.values(before)) {
      if (conversation.unread_count > 0)
        changeConversation(imClient, conversation.id, (c) => ({ ...c, unread_count: conversation.unread_count }));
    }
  }
}

/** Drafts are sent to the server once typing pauses this long. */
const DRAFT_SAVE_DELAY_MS = 1_000;

/** Keeps the unsent text of a conversation (chatInputContent): here at once, on the server once typing pauses. */
export function saveDraft(imClient: ImClient, id: string, text: string): void {
  const held = get(imClient).conversations[id];
  if (!held || held.chatInputContent === text) return;
  changeConversation(imClient, id, (c) => ({ ...c, chatInputContent: text }));
  if (held.is_temp) return;
  const { draftTimers } = imClient.parts.conversations;
  clearTimeout(draftTimers.get(id));
  draftTimers.set(
    id,
    setTimeout(() => {
      draftTimers.delete(id);
      void updateConversation(
        imClient,
        { conversation_id: id, chatInputContent: text.slice(0, IM.TEXT_MAX_LENGTH), device_id: imDeviceId() },
        { errorUi: 'none' },
      ).catch((error: unknown) => console.error('uni-im: saving the draft failed', error));
    }, DRAFT_SAVE_DELAY_MS),
  );
}

/** Drops the drafts not yet sent: a stopped chat must not save one under the next user. */
export function cancelDraftSaves(imClient: ImClient): void {
  const { draftTimers } = imClient.parts.conversations;
  for (const timer of draftTimers.values()) clearTimeout(timer);
  draftTimers.clear();
}
