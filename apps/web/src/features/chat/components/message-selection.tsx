import { useImClient } from '@ffe/im-client/client-context';
import { forwardAsHistory, forwardOneByOne } from '@ffe/im-client/runtime/forwarding';
import type { ClientConversation, ClientMessage } from '@ffe/im-client/runtime/im-store';
import { isForwardable } from '@ffe/im-client/utils/forwardable';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast';
import type { ForwardMode, MessageSelection } from '../hooks/use-message-selection';
import { ConversationPicker } from './conversation-picker';
import styles from './message-selection.module.css';
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
  const imClient = useImClient();
  const { t } = useTranslation();
  const [target, setTarget] = useState<{ conversation: ClientConversation; name: string } | null>(null);
  const count = selection.chosen.size;
  const chosenIds = () => messages.filter((m) => selection.chosen.has(m._id)).map((m) => m._id);
  const pending = selection.forwarding;
  const picked = pending ? messages.filter((m) => pending.ids.includes(m._id) && isForwardable(m)) : [];

  const send = async (mode: ForwardMode, targetId: string, bundle: ClientMessage[]) => {
    try {
      if (mode === 'merged') {
        if (await forwardAsHistory(imClient, targetId, bundle)) toast(t('chat.forward.sent'), 'success');
        else toast(t('chat.forward.failed'));
        return;
      }
      const sent = await forwardOneByOne(imClient, targetId, bundle);
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
