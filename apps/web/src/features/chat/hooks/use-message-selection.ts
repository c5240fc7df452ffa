import type { ClientMessage } from '@ffe/im-client/runtime/im-store';
import { isForwardable } from '@ffe/im-client/utils/forwardable';
import { IM } from '@ffe/shared/constants';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type { BubbleSelection } from '../components/message-bubble';

/** 逐条转发 sends a copy of each message; 合并转发 sends them as one history message. */
export type ForwardMode = 'oneByOne' | 'merged';

export interface MessageSelection {
  /** Messages are being chosen (多选). */
  active: boolean;
  /** Ids of the chosen messages. */
  chosen: ReadonlySet<string>;
  /** What is about to be forwarded, while its target is being picked. */
  forwarding: { mode: ForwardMode; ids: string[] } | null;
  /** Starts choosing, with `first` chosen (the message whose menu said 多选). */
  start: (first?: ClientMessage) => void;
  toggle: (message: ClientMessage) => void;
  stop: () => void;
  /** Asks where to forward `ids` (a message's own 转发, or the chosen ones). */
  forward: (mode: ForwardMode, ids: string[]) => void;
  cancelForward: () => void;
  /** What a message's bubble needs while messages are being chosen; nothing otherwise. */
  forBubble: (message: ClientMessage) => BubbleSelection | undefined;
}

/**
 * Multi-select (多选) of a chat's messages and forwarding them: only messages that can be forwarded can be chosen,
 * at most IM.HISTORY_MAX_MESSAGES (100), the most one history message carries. Escape stops choosing.
 */
export function useMessageSelection(): MessageSelection {
  const { t } = useTranslation();
  const [active, setActive] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const [forwarding, setForwarding] = useState<MessageSelection['forwarding']>(null);

  const stop = useCallback(() => {
    setActive(false);
    setChosen(new Set());
  }, []);

  const start = useCallback((first?: ClientMessage) => {
    setActive(true);
    setChosen(new Set(first && isForwardable(first) ? [first._id] : []));
  }, []);

  const toggle = useCallback(
    (message: ClientMessage) => {
      if (!isForwardable(message)) return;
      setChosen((current) => {
        const next = new Set(current);
        if (next.has(message._id)) next.delete(message._id);
        else if (next.size >= IM.HISTORY_MAX_MESSAGES) {
          toast(t('chat.select.tooMany', { max: IM.HISTORY_MAX_MESSAGES }));
          return current;
        } else next.add(message._id);
        return next;
      });
    },
    [t],
  );

  const forward = useCallback((mode: ForwardMode, ids: string[]) => {
    if (ids.length > 0) setForwarding({ mode, ids });
  }, []);
  const cancelForward = useCallback(() => setForwarding(null), []);

  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      // Escape first closes whatever is open over the chat (a sheet, a menu); only then stops choosing.
      if (event.key === 'Escape' && !event.defaultPrevented && !forwarding) stop();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, forwarding, stop]);

  const forBubble = useCallback(
    (message: ClientMessage): BubbleSelection | undefined =>
      active ? { selected: chosen.has(message._id), selectable: isForwardable(message), onToggle: toggle } : undefined,
    [active, chosen, toggle],
  );

  return useMemo(
    () => ({ active, chosen, forwarding, start, toggle, stop, forward, cancelForward, forBubble }),
    [active, chosen, forwarding, start, toggle, stop, forward, cancelForward, forBubble],
  );
}
