import { joinGroup } from '@ffe/im-client/api/join-group';
import { useImClient } from '@ffe/im-client/client-context';
import { IM } from '@ffe/shared/constants';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { ChatSheet } from './chat-sheet';
import { groupChatPath } from './group-create';
import styles from './group-forms.module.css';
/**
 * 加入群聊: the user enters a group's id, with a message for the admins if they like. A free group opens at once; an
 * approval group keeps the request for an admin. Refusals (a closed group, a group that does not exist) are the
 * call's own toast.
 */
export function GroupJoinSheet({ open, wide, onClose }: { open: boolean; wide: boolean; onClose: () => void }) {
  const imClient = useImClient();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const idId = useId();
  const messageId = useId();
  const errorId = useId();
  const formId = useId();
  const [groupId, setGroupId] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  const close = () => {
    setGroupId('');
    setMessage('');
    setError('');
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const id = groupId.trim();
    if (!id) {
      setError(t('chat.groups.groupIdMissing'));
      return;
    }
    setSending(true);
    try {
      const { joined } = await joinGroup(imClient, id, message.trim() || undefined);
      close();
      if (joined) {
        toast(t('chat.groups.joined'), 'success');
        navigate(groupChatPath(id, wide), { replace: wide });
      } else {
        toast(t('chat.groups.waiting'), 'success');
      }
    } catch {
      // The call showed its toast (a closed group, a group that does not exist); the id stays to correct.
    } finally {
      setSending(false);
    }
  };

  return (
    <ChatSheet
      open={open}
      title={t('chat.groups.join')}
      onClose={close}
      footer={
        <div className={styles.footer}>
          <button type="button" className={styles.plain} onClick={close}>
            {t('chat.groups.cancel')}
          </button>
          {/* The footer is outside the form; naming it lets Enter in a field send it too. */}
          <button
            type="submit"
            form={formId}
            className={styles.primary}
            disabled={sending}
            data-testid="join-group-submit"
          >
            {t('chat.groups.joinSubmit')}
          </button>
        </div>
      }
    >
      <form id={formId} className={styles.form} onSubmit={(event) => void submit(event)}>
        <label className={styles.label} htmlFor={idId}>
          {t('chat.groups.groupIdLabel')}
        </label>
        <input
          id={idId}
          className={styles.input}
          value={groupId}
          maxLength={128}
          placeholder={t('chat.groups.groupIdPlaceholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setGroupId(event.target.value);
            setError('');
          }}
          data-testid="join-group-id"
        />
        {error && (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        )}
        <label className={styles.label} htmlFor={messageId}>
          {t('chat.groups.joinMessageLabel')}
        </label>
        <input
          id={messageId}
          className={styles.input}
          value={message}
          maxLength={IM.FRIEND_INVITE_MESSAGE_MAX}
          placeholder={t('chat.groups.joinMessagePlaceholder')}
          onChange={(event) => setMessage(event.target.value)}
        />
      </form>
    </ChatSheet>
  );
}
