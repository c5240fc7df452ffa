import { useFriendInvitations } from '@ffe/im-client/api/get-friend-invitations';
import { useFriends } from '@ffe/im-client/api/get-friend-list';
import { useImClient } from '@ffe/im-client/client-context';
import { loadMyGroups } from '@ffe/im-client/runtime/groups';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { EmptyState, PageError, PageLoading } from '../../../components/ui/page-states';
import { ApiError } from '../../../lib/api-client';
import { loginPathFor } from '../../../lib/paths';
import styles from './contacts-panel.module.css';
import { FriendInvitations } from './friend-invitations';
import { FriendList } from './friend-list';
import { GroupCreateSheet } from './group-create';
import groupStyles from './group-forms.module.css';
import { GroupJoinSheet } from './group-join';
import { GroupList } from './group-list';
import { UserSearch } from './user-search';

/** Guests, whom the server refuses friends and groups, are asked to log in. */
function GuestContacts() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className={styles.guest}>
      <EmptyState title={t('chat.contacts.guestTitle')} description={t('chat.contacts.guestHint')} />
      <Link className={styles.primary} to={loginPathFor(`${location.pathname}${location.search}`)}>
        {t('chat.contacts.login')}
      </Link>
    </div>
  );
}

const refusesGuest = (error: unknown) => error instanceof ApiError && error.code === 403;

/**
 * The 通讯录 tab: find a user and invite them, answer invitations, start or join a group, the user's groups, and the
 * friends with their aliases. Pushed invitations, new friends and deletions change it while it is open.
 */
export function ContactsPanel({ wide, selectedUserId }: { wide: boolean; selectedUserId: string | undefined }) {
  const imClient = useImClient();
  const { t } = useTranslation();
  const friends = useFriends();
  const invitations = useFriendInvitations();
  const [groupSheet, setGroupSheet] = useState<'create' | 'join' | null>(null);
  const [searchParams] = useSearchParams();

  // The runtime read the groups when the chat started; the tab reads them again so a change elsewhere shows.
  useEffect(() => {
    void loadMyGroups(imClient);
  }, [imClient]);

  if (refusesGuest(friends.error) || refusesGuest(invitations.error)) return <GuestContacts />;
  if (friends.data === undefined || invitations.data === undefined) {
    if (friends.isError || invitations.isError) {
      return (
        <PageError
          onRetry={() => {
            if (friends.isError) void friends.refetch();
            if (invitations.isError) void invitations.refetch();
          }}
        />
      );
    }
    return <PageLoading />;
  }

  return (
    <div className={styles.wrap}>
      <UserSearch />
      <div className={groupStyles.actions}>
        <button
          type="button"
          className={groupStyles.action}
          onClick={() => setGroupSheet('create')}
          data-testid="start-group"
        >
          {t('chat.groups.start')}
        </button>
        <button
          type="button"
          className={groupStyles.action}
          onClick={() => setGroupSheet('join')}
          data-testid="join-group"
        >
          {t('chat.groups.join')}
        </button>
      </div>
      <FriendInvitations list={invitations.data} />
      <GroupList wide={wide} selectedGroupId={searchParams.get('group_id') ?? undefined} />
      <FriendList friends={friends.data} wide={wide} selectedUserId={selectedUserId} />
      <GroupCreateSheet
        open={groupSheet === 'create'}
        friends={friends.data}
        wide={wide}
        onClose={() => setGroupSheet(null)}
      />
      <GroupJoinSheet open={groupSheet === 'join'} wide={wide} onClose={() => setGroupSheet(null)} />
    </div>
  );
}
