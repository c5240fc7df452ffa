import { createGroup } from '@ffe/im-client/api/create-group';
import { useImClient } from '@ffe/im-client/client-context';
import { putGroups } from '@ffe/im-client/runtime/groups';
import { IM } from '@ffe/shared/constants';
import type { Friend } from '@ffe/shared/contracts/im-friends';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/page-states';
import { pathTo } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { ChatSheet } from './chat-sheet';
import { FriendChecklist } from './friend-checklist';
import styles from './group-forms.module.css';
/** Where a group's chat opens: in place beside the list on a wide screen, on its own page on a phone. */
export const groupChatPath = (groupId: string, wide: boolean): string =>
  wide ? pathTo('imIndex', { group_id: groupId }) : pathTo('chat', { group_id: groupId });

/**
 * 发起群聊: the user picks at least one friend and may name the group (30 characters at most; without a name the
 * server joins the members' nicknames). The new group's chat opens once it is made.
 */
export function GroupCreateSheet({
  open,
  friends,
  wide,
  onClose,
}: {
  open: boolean;
  friends: Friend[];
  wide: boolean;
  onClose: () => void;
}) {
  const imClient = useImClient();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const nameId = useId();
  const errorId = useId();
  const [chosen, setChosen] = useState<string[]>([]);
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  const close = () => {
    setChosen([]);
    setName('');
    setError('');
    onClose();
  };

  const toggle = (friendId: string, checked: boolean) => {
    setError('');
    setChosen((list) => (checked ? [...list, friendId] : list.filter((id) => id !== friendId)));
  };

  const submit = async () => {
    if (chosen.length === 0) {
      setError(t('chat.groups.pickOne'));
      return;
    }
    const trimmed = name.trim();
    setSaving(true);
    try {
      const group = await createGroup(imClient, trimmed ? { user_ids: chosen, name: trimmed } : { user_ids: chosen });
      putGroups(imClient, [group]);
      toast(t('chat.groups.created'), 'success');
      close();
      navigate(groupChatPath(group._id, wide), { replace: wide });
    } catch {
      // The call showed its toast; the choice stays for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <ChatSheet
      open={open}
      title={t('chat.groups.start')}
      onClose={close}
      footer={
        friends.length > 0 && (
          <div className={styles.footer}>
            <span className={styles.count}>{t('chat.groups.chosen', { count: chosen.length })}</span>
            <button
              type="button"
              className={styles.primary}
              disabled={saving}
              aria-describedby={error ? errorId : undefined}
              onClick={() => void submit()}
              data-testid="create-group-submit"
            >
              {t('chat.groups.create')}
            </button>
          </div>
        )
      }
    >
      {friends.length === 0 ? (
        <EmptyState title={t('chat.groups.noFriends')} />
      ) : (
        <div className={styles.form}>
          <label className={styles.label} htmlFor={nameId}>
            {t('chat.groups.nameLabel')}
          </label>
          <div className={styles.counted}>
            <input
              id={nameId}
              className={styles.input}
              value={name}
              maxLength={IM.GROUP_NAME_MAX}
              placeholder={t('chat.groups.namePlaceholder')}
              onChange={(event) => setName(event.target.value)}
            />
            <span className={styles.counter} aria-hidden="true">
              {t('chat.groups.counter', { count: name.length, max: IM.GROUP_NAME_MAX })}
            </span>
          </div>
          <FriendChecklist friends={friends} chosen={chosen} onToggle={toggle} testId="group-friend" />
          {error && (
            <p id={errorId} className={styles.error} role="alert">
              {error}
            </p>
          )}
        </div>
      )}
    </ChatSheet>
  );
}
