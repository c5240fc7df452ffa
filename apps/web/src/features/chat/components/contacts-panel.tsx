import { acceptFriendInvite } from '@ffe/im-client/api/accept-friend-invite';
import { deleteFriend } from '@ffe/im-client/api/delete-friend';
import { type FriendInvitation, getFriendInvitations } from '@ffe/im-client/api/get-friend-invitations';
import { getFriendList } from '@ffe/im-client/api/get-friend-list';
import { rejectFriendInvite } from '@ffe/im-client/api/reject-friend-invite';
import { setAlias } from '@ffe/im-client/api/set-alias';
import { rememberAlias, withAlias } from '@ffe/im-client/runtime/aliases';
import { loadMyGroups } from '@ffe/im-client/runtime/groups';
import { IM } from '@ffe/shared/constants';
import type { Friend } from '@ffe/shared/contracts/im-friends';
import { Avatar, Dialog } from 'antd-mobile';
import { type FormEvent, type MouseEvent, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState, PageError, PageLoading } from '../../../components/ui/page-states';
import { ApiError } from '../../../lib/api-client';
import { loginPathFor, pathTo } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import type { PressPoint } from '../hooks/use-long-press';
import styles from './contacts-panel.module.css';
import { ContextMenu } from './context-menu';
import { GroupCreateSheet } from './group-create';
import groupStyles from './group-forms.module.css';
import { GroupJoinSheet } from './group-join';
import { GroupList } from './group-list';
import { UserSearch } from './user-search';

type Load = { state: 'loading' } | { state: 'guest' } | { state: 'failed' } | { state: 'ready' };

// Each action's call shows its own failure toast; the list stays as it was.
const ignore = () => undefined;

/** The alias box of one friend: saving an empty alias removes it. */
function AliasDialog({ friend, onClose, onSaved }: { friend: Friend; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [content, setContent] = useState(friend.alias ?? '');
  const [saving, setSaving] = useState(false);

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    setSaving(true);
    try {
      await setAlias(friend.friend_uid, content.trim());
      rememberAlias(friend.friend_uid, content.trim());
      toast(t('chat.contacts.aliasSaved'), 'success');
      onSaved();
    } catch {
      setSaving(false);
    }
  };

  return (
    <Dialog
      visible
      title={t('chat.contacts.aliasTitle')}
      closeOnMaskClick
      onClose={onClose}
      content={
        <form className={styles.aliasForm} onSubmit={save}>
          <label htmlFor={inputId}>{t('chat.contacts.aliasLabel')}</label>
          <input
            id={inputId}
            className={styles.input}
            value={content}
            maxLength={IM.ALIAS_MAX_LENGTH}
            placeholder={t('chat.contacts.aliasPlaceholder')}
            onChange={(event) => setContent(event.target.value)}
          />
        </form>
      }
      actions={[
        [
          { key: 'cancel', text: t('chat.contacts.cancel'), onClick: onClose },
          { key: 'save', text: t('chat.contacts.save'), bold: true, disabled: saving, onClick: () => void save() },
        ],
      ]}
    />
  );
}

/** The invitations waiting for the user's answer, with 接受 and 拒绝. */
function Invitations({ list, onAnswered }: { list: FriendInvitation[]; onAnswered: (accepted: boolean) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (list.length === 0) return null;

  const answer = async (invitation: FriendInvitation, accept: boolean) => {
    await (accept ? acceptFriendInvite : rejectFriendInvite)(invitation.from_uid);
    if (accept) toast(t('chat.contacts.accepted'), 'success');
    onAnswered(accept);
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('chat.contacts.invitations')}
      </h3>
      <ul className={styles.list}>
        {list.map((invitation) => (
          <li key={invitation.from_uid} className={styles.card} data-testid="invitation">
            <div className={styles.row}>
              <Avatar className={styles.picture} src={invitation.user_info.avatar_file.url} alt="" />
              <span className={styles.main}>
                <span className={styles.name}>{invitation.user_info.nickname || invitation.from_uid}</span>
                {invitation.message && <span className={styles.note}>{invitation.message}</span>}
              </span>
              <button
                type="button"
                className={styles.primary}
                onClick={() => void answer(invitation, true).catch(ignore)}
              >
                {t('chat.contacts.accept')}
              </button>
              <button
                type="button"
                className={styles.plain}
                onClick={() => void answer(invitation, false).catch(ignore)}
              >
                {t('chat.contacts.reject')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The 通讯录 tab: find a user and invite them, answer invitations, start or join a group, the user's groups, and the
 * friends with their aliases. Tapping a friend or a group opens its chat (in place on a wide screen); each friend's
 * menu sets the alias or deletes them. Guests, whom the server refuses friends and groups, are asked to log in.
 */
export function ContactsPanel({ wide, selectedUserId }: { wide: boolean; selectedUserId: string | undefined }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [friends, setFriends] = useState<Friend[]>([]);
  const [invitations, setInvitations] = useState<FriendInvitation[]>([]);
  const [menu, setMenu] = useState<{ friend: Friend; point: PressPoint } | null>(null);
  const [aliasOf, setAliasOf] = useState<Friend | null>(null);
  const [deleting, setDeleting] = useState<Friend | null>(null);
  const [groupSheet, setGroupSheet] = useState<'create' | 'join' | null>(null);
  const [searchParams] = useSearchParams();
  const friendsHeadingId = useId();

  const reload = useCallback(async () => {
    try {
      const [friendList, invitationList] = await Promise.all([
        getFriendList({ errorUi: 'none' }),
        getFriendInvitations({ errorUi: 'none' }),
      ]);
      setFriends(friendList);
      setInvitations(invitationList);
      for (const friend of friendList) rememberAlias(friend.friend_uid, friend.alias ?? '');
      setLoad({ state: 'ready' });
    } catch (error) {
      setLoad({ state: error instanceof ApiError && error.code === 403 ? 'guest' : 'failed' });
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  // The runtime read the groups when the chat started; the tab reads them again so a change elsewhere shows.
  useEffect(() => {
    void loadMyGroups();
  }, []);

  if (load.state === 'loading') return <PageLoading />;
  if (load.state === 'failed') {
    return (
      <PageError
        onRetry={() => {
          setLoad({ state: 'loading' });
          void reload();
        }}
      />
    );
  }
  if (load.state === 'guest') {
    return (
      <div className={styles.guest}>
        <EmptyState title={t('chat.contacts.guestTitle')} description={t('chat.contacts.guestHint')} />
        <Link className={styles.primary} to={loginPathFor(`${location.pathname}${location.search}`)}>
          {t('chat.contacts.login')}
        </Link>
      </div>
    );
  }

  const nameOf = (friend: Friend) => withAlias(friend.user_info.nickname || friend.friend_uid, friend.alias ?? '');
  const openMenu = (friend: Friend, event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setMenu({ friend, point: { x: box.left, y: box.bottom } });
  };
  const remove = async (friend: Friend) => {
    await deleteFriend(friend.friend_uid);
    toast(t('chat.contacts.deleted'), 'success');
    setFriends((list) => list.filter((f) => f.friend_uid !== friend.friend_uid));
  };

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
      <Invitations
        list={invitations}
        onAnswered={() => {
          void reload();
        }}
      />
      <GroupList wide={wide} selectedGroupId={searchParams.get('group_id') ?? undefined} />
      <section className={styles.section} aria-labelledby={friendsHeadingId}>
        <h3 id={friendsHeadingId} className={styles.heading}>
          {t('chat.contacts.friends')}
        </h3>
        {friends.length === 0 ? (
          <EmptyState title={t('chat.index.contactsEmpty')} description={t('chat.index.contactsEmptyHint')} />
        ) : (
          <ul className={styles.list}>
            {friends.map((friend) => {
              const id = friend.friend_uid;
              const selected = wide && id === selectedUserId;
              return (
                <li key={id} className={selected ? `${styles.friend} ${styles.selected}` : styles.friend}>
                  <Link
                    to={wide ? pathTo('imIndex', { user_id: id }) : pathTo('chat', { user_id: id })}
                    replace={wide}
                    className={styles.friendLink}
                    aria-current={selected ? 'true' : undefined}
                    data-testid="friend"
                  >
                    <Avatar className={styles.picture} src={friend.user_info.avatar_file.url} alt="" />
                    <span className={styles.name}>{nameOf(friend)}</span>
                  </Link>
                  <button
                    type="button"
                    className={styles.more}
                    aria-label={`${t('chat.contacts.more')} ${nameOf(friend)}`}
                    aria-haspopup="menu"
                    onClick={(event) => openMenu(friend, event)}
                  >
                    ⋯
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {menu && (
        <ContextMenu
          point={menu.point}
          label={t('chat.contacts.menuTitle')}
          items={[
            { key: 'alias', label: t('chat.contacts.setAlias'), onSelect: () => setAliasOf(menu.friend) },
            {
              key: 'delete',
              label: t('chat.contacts.deleteFriend'),
              danger: true,
              onSelect: () => setDeleting(menu.friend),
            },
          ]}
          onClose={() => setMenu(null)}
        />
      )}
      {aliasOf && (
        <AliasDialog
          friend={aliasOf}
          onClose={() => setAliasOf(null)}
          onSaved={() => {
            setAliasOf(null);
            void reload();
          }}
        />
      )}
      <GroupCreateSheet
        open={groupSheet === 'create'}
        friends={friends}
        wide={wide}
        onClose={() => setGroupSheet(null)}
      />
      <GroupJoinSheet open={groupSheet === 'join'} wide={wide} onClose={() => setGroupSheet(null)} />
      <ConfirmDialog
        visible={deleting !== null}
        content={t('chat.contacts.deleteConfirm', { name: deleting ? nameOf(deleting) : '' })}
        confirmText={t('chat.contacts.deleteFriend')}
        danger
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void remove(deleting).catch(ignore);
        }}
      />
    </div>
  );
}
