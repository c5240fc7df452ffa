// What the user does to a conversation: pin, mute, star or hide it, mark it read or unread, keep its draft.
import { IM } from '@ffe/shared/constants';
import type { ImConversation } from '@ffe/shared/contracts/im';
import { clearUnreadCount } from '../api/clear-unread-count';
import { updateConversation } from '../api/update-conversation';
import { imParts } from '../client';
import { imHost } from '../host';
import { isValidConversation } from './conversation-list';
import { imDeviceId } from './device-id';
import { changeConversation, useImStore } from './im-store';

const get = () => useImStore.getState();

export interface ConversationFlags {
  pinned?: boolean;
  mute?: boolean;
  is_star?: boolean;
  hidden?: boolean;
}

/** Takes the server's answer to a change, unless something newer (a push) arrived meanwhile. */
function takeAnswer(answer: ImConversation, changed: Partial<ImConversation>): void {
  changeConversation(answer.id, (held) =>
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
export async function setConversationFlags(id: string, flags: ConversationFlags): Promise<void> {
  const held = get().conversations[id];
  if (!held) return;
  const before: ConversationFlags = {};
  for (const key of Object.keys(flags) as (keyof ConversationFlags)[]) before[key] = held[key];
  changeConversation(id, (c) => ({ ...c, ...flags }));
  if (held.is_temp) return;
  try {
    const answer = await updateConversation(
      { conversation_id: id, ...flags, device_id: imDeviceId() },
      { errorUi: flags.mute === undefined ? 'toast' : 'none' },
    );
    takeAnswer(answer, flags);
  } catch {
    changeConversation(id, (c) => ({ ...c, ...before }));
    if (flags.mute !== undefined) imHost().toast(imHost().t('chat.runtime.muteFailed'));
  }
}

/** Sets a conversation's unread count here and on the server (which tells the user's other devices). */
async function setUnreadCount(id: string, unreadCount: number): Promise<void> {
  const held = get().conversations[id];
  if (!held || held.unread_count === unreadCount) return;
  changeConversation(id, (c) => ({ ...c, unread_count: unreadCount }));
  if (held.is_temp) return;
  try {
    const answer = await updateConversation({
      conversation_id: id,
      unread_count: unreadCount,
      device_id: imDeviceId(),
    });
    takeAnswer(answer, { unread_count: unreadCount });
  } catch {
    changeConversation(id, (c) => ({ ...c, unread_count: held.unread_count }));
  }
}

/** Marks a conversation unread (an unread count of 1). */
export const markUnread = (id: string): Promise<void> => setUnreadCount(id, 1);

/** Marks a conversation read. */
export const markRead = (id: string): Promise<void> => setUnreadCount(id, 0);

/** Marks every conversation read (PRODUCT.md#chat-calls: clearUnreadCount). */
export async function markAllRead(): Promise<void> {
  const before = get().conversations;
  for (const conversation of Object.values(before)) {
    if (conversation.unread_count > 0) changeConversation(conversation.id, (c) => ({ ...c, unread_count: 0 }));
  }
  try {
    await clearUnreadCount(imDeviceId());
  } catch {
    for (const conversation of Object.values(before)) {
      if (conversation.unread_count > 0)
        changeConversation(conversation.id, (c) => ({ ...c, unread_count: conversation.unread_count }));
    }
  }
}

/** Drafts are sent to the server once typing pauses this long. */
const DRAFT_SAVE_DELAY_MS = 1_000;

/** Keeps the unsent text of a conversation (chatInputContent): here at once, on the server once typing pauses. */
export function saveDraft(id: string, text: string): void {
  const held = get().conversations[id];
  if (!held || held.chatInputContent === text) return;
  changeConversation(id, (c) => ({ ...c, chatInputContent: text }));
  if (held.is_temp) return;
  const { draftTimers } = imParts().conversations;
  clearTimeout(draftTimers.get(id));
  draftTimers.set(
    id,
    setTimeout(() => {
      draftTimers.delete(id);
      void updateConversation(
        { conversation_id: id, chatInputContent: text.slice(0, IM.TEXT_MAX_LENGTH), device_id: imDeviceId() },
        { errorUi: 'none' },
      ).catch((error: unknown) => console.error('uni-im: saving the draft failed', error));
    }, DRAFT_SAVE_DELAY_MS),
  );
}

/** Drops the drafts not yet sent: a stopped chat must not save one under the next user. */
export function cancelDraftSaves(): void {
  const { draftTimers } = imParts().conversations;
  for (const timer of draftTimers.values()) clearTimeout(timer);
  draftTimers.clear();
}
