import type { Mentions } from '@ffe/im-client/runtime/message-builders';
import { IM } from '@ffe/shared/constants';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef } from 'react';
import { useKeptDraft } from './use-kept-draft';
import { useMentionPicking } from './use-mention-picking';

/** The box grows with its text up to this height, then scrolls. */
const INPUT_MAX_HEIGHT_PX = 120;

/**
 * The composer's text: the draft kept per conversation, the box growing with it, the '@' picking in a group, and the
 * send (Enter on a wide screen without Shift, Ctrl/⌘+Enter anywhere). The box takes the focus as each quote is chosen.
 */
export function useComposerText({
  conversationId,
  initialDraft,
  wide,
  quote,
  onSend,
}: {
  conversationId: string;
  initialDraft: string;
  wide: boolean;
  /** The message being answered, if any. */
  quote: object | null;
  onSend: (text: string, mentions?: Mentions) => void;
}) {
  const { text, change, flush, clear } = useKeptDraft(conversationId, initialDraft);
  const input = useRef<HTMLTextAreaElement>(null);
  const tooLong = text.length > IM.TEXT_MAX_LENGTH;
  const canSend = text.trim().length > 0 && !tooLong;

  useLayoutEffect(() => {
    const box = input.current;
    if (!box) return;
    box.style.height = 'auto';
    box.style.height = `${Math.min(box.scrollHeight, INPUT_MAX_HEIGHT_PX)}px`;
  });

  useEffect(() => {
    if (quote) input.current?.focus();
  }, [quote]);

  const mention = useMentionPicking({ conversationId, wide, text, onText: change, input });

  const send = () => {
    if (!canSend) return;
    const mentions = mention.takeMentions(text);
    if (mentions) onSend(text, mentions);
    else onSend(text);
    clear();
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (mention.onKeyDown(event)) return;
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    const withModifier = event.ctrlKey || event.metaKey;
    if (withModifier || (wide && !event.shiftKey && !event.altKey)) {
      event.preventDefault();
      send();
    }
  };

  return { text, change, flush, input, tooLong, canSend, mention, send, onKeyDown };
}

export type ComposerText = ReturnType<typeof useComposerText>;
