import { useImClient } from '@ffe/im-client/client-context';
import { saveDraft } from '@ffe/im-client/runtime/conversation-actions';
import { useEffect, useRef, useState } from 'react';

/** Typing pauses this long before the draft is kept (chatInputContent). */
const DRAFT_SAVE_DELAY_MS = 600;

/**
 * The composer's text, kept as the conversation's draft once typing pauses, at once when the box loses the focus or
 * the chat is left, and cleared when the text is sent.
 */
export function useKeptDraft(conversationId: string, initialDraft: string) {
  const imClient = useImClient();
  const [text, setText] = useState(initialDraft);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; text: string } | null>(null);

  const flush = () => {
    const waiting = pending.current;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.current = null;
    saveDraft(imClient, conversationId, waiting.text);
  };

  // Leaving the chat keeps what was typed, even within the pause.
  // biome-ignore lint/correctness/useExhaustiveDependencies: flush reads refs only; the conversation is the key
  useEffect(() => flush, [conversationId]);

  const change = (next: string) => {
    setText(next);
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = { text: next, timer: setTimeout(flush, DRAFT_SAVE_DELAY_MS) };
  };

  const clear = () => {
    setText('');
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    saveDraft(imClient, conversationId, '');
  };

  return { text, change, flush, clear };
}
