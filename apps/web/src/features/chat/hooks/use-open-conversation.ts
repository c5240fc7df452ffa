import { leaveChat, openChat, openGroupChat } from '@ffe/im-client/runtime/conversations';
import { startIm } from '@ffe/im-client/runtime/im-session';
import { useImStore } from '@ffe/im-client/runtime/im-store';
import { loadOlder } from '@ffe/im-client/runtime/older-messages';
import { IM } from '@ffe/shared/constants';
import { conversationIdFor, groupConversationId } from '@ffe/shared/domain/im/conversation-id';
import { useEffect, useState } from 'react';

/** While opening, `id` is the conversation's id once the chat user is known, so a kept history shows at once. */
export type Opening =
  | { status: 'opening'; id?: string }
  | { status: 'open'; id: string }
  | { status: 'failed'; error: unknown };
export type FirstPage = 'loading' | 'done' | 'failed';

/** Chat views showing each conversation: it is left only when the last of them goes (two may overlap briefly). */
const openViews = new Map<string, number>();

function leaveIfUnseen(id: string): void {
  if (!openViews.get(id)) leaveChat(id);
}

/**
 * Starts the chat and opens (or starts) the conversation with `userId` or in `groupId` while the view shows it: a kept
 * history shows at once, the first page is asked when fewer than a page are held, and leaving marks it closed unless
 * another view still shows it. `retry` opens it again after a failure.
 */
export function useOpenConversation(userId: string, groupId: string | undefined) {
  const [attempt, setAttempt] = useState(0);
  const [opening, setOpening] = useState<Opening>({ status: 'opening' });
  const [firstPage, setFirstPage] = useState<FirstPage>('loading');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt opens the chat again
  useEffect(() => {
    let live = true;
    let openedId: string | undefined;
    setOpening({ status: 'opening' });
    setFirstPage('loading');
    (async () => {
      await startIm();
      const chatUser = useImStore.getState().me;
      if (live && chatUser && (groupId || chatUser._id !== userId)) {
        const id = groupId ? groupConversationId(groupId) : conversationIdFor(chatUser._id, userId);
        setOpening({ status: 'opening', id });
      }
      const id = groupId ? await openGroupChat(groupId) : await openChat(userId);
      // Left (or another user chosen) while it opened: it must not stay marked open.
      if (!live) {
        leaveIfUnseen(id);
        return;
      }
      openedId = id;
      openViews.set(id, (openViews.get(id) ?? 0) + 1);
      setOpening({ status: 'open', id });
      const state = useImStore.getState();
      if ((state.messages[id]?.length ?? 0) < IM.MESSAGE_PAGE_SIZE && state.hasOlder[id] !== false) {
        await loadOlder(id).catch((error: unknown) => {
          if (live) setFirstPage('failed');
          throw error;
        });
      }
      if (live) setFirstPage('done');
    })().catch((error: unknown) => {
      if (live && !openedId) setOpening({ status: 'failed', error });
    });
    return () => {
      live = false;
      if (!openedId) return;
      openViews.set(openedId, (openViews.get(openedId) ?? 1) - 1);
      leaveIfUnseen(openedId);
    };
  }, [userId, groupId, attempt]);

  return { opening, firstPage, retry: () => setAttempt((n) => n + 1) };
}
