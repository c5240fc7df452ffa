import { useFriends } from '@ffe/im-client/api/get-friend-list';
import { useInviteToGroup } from '@ffe/im-client/api/invite-to-group';
import type { GroupMember } from '@ffe/shared/contracts/im-groups';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageError, PageLoading } from '../../../components/ui/page-states';
import { toast } from '../../../lib/toast';
import { ChatSheet } from './chat-sheet';
import { FriendChecklist } from './friend-checklist';
import styles from './group-forms.module.css';
import panelStyles from './group-panel.module.css';

/** 添加成员: the user's friends not yet in the group, several at once; the server adds them with one notice. */
export function GroupAddMembersSheet({
  groupId,
  members,
  open,
  onClose,
}: {
  groupId: string;
  members: GroupMember[] | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const friends = useFriends();
  const invite = useInviteToGroup();
  const [chosen, setChosen] = useState<string[]>([]);
  const inGroup = new Set(members?.map((member) => member.users._id));
  const candidates = (friends.data ?? []).filter((friend) => !inGroup.has(friend.friend_uid));

  const close = () => {
    setChosen([]);
    onClose();
  };
  const toggle = (friendId: string, checked: boolean) =>
    setChosen((list) => (checked ? [...list, friendId] : list.filter((id) => id !== friendId)));
  const submit = () =>
    invite.mutate(
      { groupId, userIds: chosen },
      {
        onSuccess: () => {
          toast(t('chat.groups.membersAdded'), 'success');
          close();
        },
      },
    );

  const body =
    friends.data === undefined ? (
      friends.isError ? (
        <PageError onRetry={() => void friends.refetch()} />
      ) : (
        <PageLoading />
      )
    ) : candidates.length === 0 ? (
      <EmptyState title={t('chat.groups.noFriendsToAdd')} />
    ) : (
      <FriendChecklist friends={candidates} chosen={chosen} onToggle={toggle} testId="add-member-friend" />
    );

  return (
    <ChatSheet
      open={open}
      title={t('chat.groups.addMembers')}
      onClose={close}
      footer={
        candidates.length > 0 && (
          <div className={styles.footer}>
            <span className={styles.count}>{t('chat.groups.chosen', { count: chosen.length })}</span>
            <button
              type="button"
              className={styles.primary}
              disabled={invite.isPending || chosen.length === 0}
              onClick={submit}
              data-testid="add-members-submit"
            >
              {t('chat.groups.add')}
            </button>
          </div>
        )
      }
    >
      <div className={styles.form}>{body}</div>
    </ChatSheet>
  );
}

/** The panel's 添加成员 button and its sheet, for those the server lets add (admins, anyone in a free group). */
export function GroupAddMembers({ groupId, members }: { groupId: string; members: GroupMember[] | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className={panelStyles.section}>
      <button type="button" className={panelStyles.outlineButton} onClick={() => setOpen(true)}>
        {t('chat.groups.addMembers')}
      </button>
      <GroupAddMembersSheet groupId={groupId} members={members} open={open} onClose={() => setOpen(false)} />
    </div>
  );
}
