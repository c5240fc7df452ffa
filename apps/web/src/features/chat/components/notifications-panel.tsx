import { useFriendInvitations } from '@ffe/im-client/api/get-friend-invitations';
import { useImStore } from '@ffe/im-client/runtime/im-store';
import { NOTIFICATION_KIND } from '@ffe/im-client/runtime/notification-kinds';
import { notificationPeer, useNotifications } from '@ffe/im-client/runtime/notifications';
import { useUserInfo } from '@ffe/im-client/runtime/user-info';
import { friendlyTime } from '@ffe/im-client/utils/friendly-time';
import type { ImNotification } from '@ffe/shared/contracts/im';
import { Avatar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, PageError, PageLoading } from '../../../components/ui/page-states';
import { pathTo } from '../../../lib/paths';
import { useNow } from '../hooks/use-now';
import { useWideScreen } from '../hooks/use-wide-screen';
import { FriendInviteAnswer } from './friend-invite-answer';
import styles from './notifications-panel.module.css';

const TEXT_OF: Record<string, string> = {
  [NOTIFICATION_KIND.friendInvite]: 'chat.notifications.invite',
  [NOTIFICATION_KIND.friendAdd]: 'chat.notifications.add',
  [NOTIFICATION_KIND.friendDelete]: 'chat.notifications.delete',
  [NOTIFICATION_KIND.groupJoinRequest]: 'chat.notifications.joinRequest',
};

/**
 * One notification: who it is about, what happened, the invitation's message, and when; a friend request to the user
 * is answered here (`waiting`: the inviters whose invitations still wait, undefined while they load).
 */
function NotificationItem({
  notification,
  now,
  waiting,
}: {
  notification: ImNotification;
  now: number;
  waiting: ReadonlySet<string> | undefined;
}) {
  const { t } = useTranslation();
  const me = useImStore((s) => s.me?._id);
  const peer = notificationPeer(notification, me);
  const profile = useUserInfo(peer || undefined);
  const name = profile?.nickname || peer;
  const {
    message,
    group_id: groupId,
    group_name: group,
  } = notification.payload.data as {
    message?: unknown;
    group_id?: unknown;
    group_name?: unknown;
  };
  const wide = useWideScreen();
  const invitation = notification.payload.subType === NOTIFICATION_KIND.friendInvite && peer !== me;

  return (
    <li className={styles.item} data-testid="notification">
      <Avatar className={styles.picture} src={profile?.avatar_file.url ?? ''} alt="" />
      <span className={styles.main}>
        <span className={styles.text}>
          {t(TEXT_OF[notification.payload.subType] ?? 'chat.notifications.other', {
            name,
            group: typeof group === 'string' ? group : '',
          })}
        </span>
        {typeof message === 'string' && message && (
          <span className={styles.message}>{t('chat.notifications.message', { message })}</span>
        )}
      </span>
      <span className={styles.side}>
        <time className={styles.time}>{friendlyTime(notification.create_time, now, t)}</time>
        {typeof groupId === 'string' && (
          // The group's admins answer the request in its info panel.
          <Link className={styles.action} to={pathTo(wide ? 'imIndex' : 'chat', { group_id: groupId })}>
            {t('chat.notifications.review')}
          </Link>
        )}
        {invitation && <FriendInviteAnswer fromUid={peer} pending={waiting?.has(peer) ?? true} />}
      </span>
    </li>
  );
}

/**
 * The 通知 tab: friend invitations, additions and deletions, and requests to join groups, newest first. Reading the
 * list marks them read, so tab 2's badge goes to 0; a notification pushed while the tab is open reads it again.
 */
export function NotificationsPanel() {
  const { t } = useTranslation();
  const now = useNow();
  const notifications = useNotifications();
  const invitations = useFriendInvitations();
  const waiting = invitations.data && new Set(invitations.data.map((invitation) => invitation.from_uid));

  if (notifications.data === undefined) {
    return notifications.isError ? <PageError onRetry={() => void notifications.refetch()} /> : <PageLoading />;
  }
  if (notifications.data.length === 0) {
    return (
      <EmptyState title={t('chat.index.notificationsEmpty')} description={t('chat.index.notificationsEmptyHint')} />
    );
  }
  return (
    <ul className={styles.list}>
      {notifications.data.map((notification) => (
        <NotificationItem key={notification._id} notification={notification} now={now} waiting={waiting} />
      ))}
    </ul>
  );
}
