import { useImStore } from '@ffe/im-client/runtime/im-store';
import { notificationPeer, readNotifications } from '@ffe/im-client/runtime/notifications';
import { useUserInfo } from '@ffe/im-client/runtime/user-info';
import { friendlyTime } from '@ffe/im-client/utils/friendly-time';
import type { ImNotification } from '@ffe/shared/contracts/im';
import { Avatar } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, PageError, PageLoading } from '../../../components/ui/page-states';
import { pathTo } from '../../../lib/paths';
import { useNow } from '../hooks/use-now';
import { useWideScreen } from '../hooks/use-wide-screen';
import styles from './notifications-panel.module.css';

const TEXT_OF: Record<string, string> = {
  'uni-im-friend-invite': 'chat.notifications.invite',
  'uni-im-friend-add': 'chat.notifications.add',
  'uni-im-friend-delete': 'chat.notifications.delete',
  'uni-im-group-join-request': 'chat.notifications.joinRequest',
};

/** One notification: who it is about, what happened, the invitation's message, and when. */
function NotificationItem({ notification, now }: { notification: ImNotification; now: number }) {
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
      </span>
    </li>
  );
}

/**
 * The 通知 tab: friend invitations, additions and deletions, newest first. Reading the list marks them read, so
 * tab 2's badge goes to 0; a notification pushed while the tab is open moves the badge, and the list is read again.
 */
export function NotificationsPanel() {
  const { t } = useTranslation();
  const now = useNow();
  const [list, setList] = useState<ImNotification[] | null>(null);
  const [failed, setFailed] = useState(false);
  const pushed = useImStore((s) => s.unread.notification);

  const reload = useCallback(async () => {
    try {
      setList(await readNotifications());
      setFailed(false);
    } catch (error) {
      console.log('uni-im: reading notifications failed', error);
      setFailed(true);
    }
  }, []);

  // Runs when the tab opens, and again whenever a pushed notification raises the badge while it is open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new notification reads the list again
  useEffect(() => {
    if (list === null || pushed > 0) void reload();
  }, [pushed, reload]);

  if (failed && list === null) {
    return (
      <PageError
        onRetry={() => {
          setFailed(false);
          void reload();
        }}
      />
    );
  }
  if (list === null) return <PageLoading />;
  if (list.length === 0) {
    return (
      <EmptyState title={t('chat.index.notificationsEmpty')} description={t('chat.index.notificationsEmptyHint')} />
    );
  }
  return (
    <ul className={styles.list}>
      {list.map((notification) => (
        <NotificationItem key={notification._id} notification={notification} now={now} />
      ))}
    </ul>
  );
}
