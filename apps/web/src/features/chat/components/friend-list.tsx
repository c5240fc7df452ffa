import { useDeleteFriend } from '@ffe/im-client/api/delete-friend';
import { withAlias } from '@ffe/im-client/runtime/aliases';
import type { Friend } from '@ffe/shared/contracts/im-friends';
import { Avatar } from 'antd-mobile';
import { type MouseEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/page-states';
import { pathTo } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import type { PressPoint } from '../hooks/use-long-press';
import { AliasDialog } from './alias-dialog';
import styles from './contacts-panel.module.css';
import { ContextMenu } from './context-menu';

const nameOf = (friend: Friend) => withAlias(friend.user_info.nickname || friend.friend_uid, friend.alias ?? '');

/**
 * The friends with their aliases: tapping one opens the chat (in place on a wide screen); each one's menu sets the
 * alias or deletes them, after a confirmation.
 */
export function FriendList({
  friends,
  wide,
  selectedUserId,
}: {
  friends: Friend[];
  wide: boolean;
  selectedUserId?: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [menu, setMenu] = useState<{ friend: Friend; point: PressPoint } | null>(null);
  const [aliasOf, setAliasOf] = useState<Friend | null>(null);
  const [deleting, setDeleting] = useState<Friend | null>(null);
  const remove = useDeleteFriend();

  const openMenu = (friend: Friend, event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setMenu({ friend, point: { x: box.left, y: box.bottom } });
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
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
      {aliasOf && <AliasDialog friend={aliasOf} onClose={() => setAliasOf(null)} />}
      <ConfirmDialog
        visible={deleting !== null}
        content={t('chat.contacts.deleteConfirm', { name: deleting ? nameOf(deleting) : '' })}
        confirmText={t('chat.contacts.deleteFriend')}
        danger
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting)
            remove.mutate(deleting.friend_uid, { onSuccess: () => toast(t('chat.contacts.deleted'), 'success') });
        }}
      />
    </section>
  );
}
