import { forwardAsHistory, forwardOneByOne } from '@ffe/im-client/runtime/forwarding';
import type { ClientConversation, ClientMessage } from '@ffe/im-client/runtime/im-store';
import { isForwardable } from '@ffe/im-client/utils/forwardable';
import { IM } from '@ffe/shared/constants';
import { Button } from 'antd-mobile';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast';
import { ConversationPicker } from './conversation-picker';
import type { BubbleSelection } from './message-bubble';
import styles from './message-selection.module.css';

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

/**
 * The bar that replaces the composer while messages are being chosen (已选择 N 条, 逐条转发, 合并转发, 取消), and
 * the forwarding itself: the target picked from the conversation list, a confirmation, then the copies or the
 * history message sent, and a toast of how it went.
 */
export function MessageForwarding({
  selection,
  messages,
}: {
  selection: MessageSelection;
  /** The chat's messages, where the chosen ones are found as they are now. */
  messages: readonly ClientMessage[];
}) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<{ conversation: ClientConversation; name: string } | null>(null);
  const count = selection.chosen.size;
  const chosenIds = () => messages.filter((m) => selection.chosen.has(m._id)).map((m) => m._id);
  const pending = selection.forwarding;
  const picked = pending ? messages.filter((m) => pending.ids.includes(m._id) && isForwardable(m)) : [];

  const send = async (mode: ForwardMode, targetId: string, bundle: ClientMessage[]) => {
    try {
      if (mode === 'merged') {
        if (await forwardAsHistory(targetId, bundle)) toast(t('chat.forward.sent'), 'success');
        else toast(t('chat.forward.failed'));
        return;
      }
      const sent = await forwardOneByOne(targetId, bundle);
      if (sent === bundle.length) toast(t('chat.forward.sent'), 'success');
      else if (sent === 0) toast(t('chat.forward.failed'));
      else toast(t('chat.forward.partly', { sent, failed: bundle.length - sent }));
    } catch {
      toast(t('chat.forward.failed'));
    }
  };

  const confirm = () => {
    if (!pending || !target) return;
    void send(pending.mode, target.conversation.id, picked);
    setTarget(null);
    selection.cancelForward();
    selection.stop();
  };

  return (
    <>
      {selection.active && (
        <div className={styles.bar} role="toolbar" aria-label={t('chat.select.count', { count })}>
          <span className={styles.count} aria-live="polite">
            {t('chat.select.count', { count })}
          </span>
          <Button
            size="small"
            color="primary"
            fill="outline"
            disabled={count === 0}
            onClick={() => selection.forward('oneByOne', chosenIds())}
          >
            {t('chat.select.oneByOne')}
          </Button>
          <Button
            size="small"
            color="primary"
            disabled={count === 0}
            onClick={() => selection.forward('merged', chosenIds())}
          >
            {t('chat.select.merged')}
          </Button>
          <Button size="small" fill="none" onClick={selection.stop}>
            {t('chat.select.cancel')}
          </Button>
        </div>
      )}
      {/* Mounted only while picking: the list of conversations is read only then. */}
      {pending && !target && (
        <ConversationPicker
          open
          title={t('chat.forward.title')}
          empty={t('chat.forward.empty')}
          onClose={selection.cancelForward}
          onPick={(conversation, name) => setTarget({ conversation, name })}
        />
      )}
      <ConfirmDialog
        visible={Boolean(pending && target)}
        content={
          <>
            <div>{t('chat.forward.confirm', { name: target?.name ?? '' })}</div>
            <div>{t(`chat.forward.${pending?.mode ?? 'oneByOne'}`, { count: picked.length })}</div>
          </>
        }
        confirmText={t('chat.forward.send')}
        onConfirm={confirm}
        onClose={() => setTarget(null)}
      />
    </>
  );
}
