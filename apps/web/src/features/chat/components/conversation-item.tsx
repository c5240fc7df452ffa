import { useAliases, withAlias } from '@ffe/im-client/runtime/aliases';
import { useGroup } from '@ffe/im-client/runtime/groups';
import { type ClientConversation, otherUserOf } from '@ffe/im-client/runtime/im-store';
import { useNoticeNameOf } from '@ffe/im-client/runtime/notice-names';
import { useUserInfo } from '@ffe/im-client/runtime/user-info';
import { friendlyTime } from '@ffe/im-client/utils/friendly-time';
import { conversationPreview } from '@ffe/im-client/utils/message-preview';
import { isOrderNoticeSender } from '@ffe/im-client/utils/order-notice-sender';
import { unreadBadge } from '@ffe/shared/domain/im/message-rules';
import { Avatar, Badge, SwipeAction } from 'antd-mobile';
import type { Action } from 'antd-mobile/es/components/swipe-action';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type PressPoint, useLongPress } from '../hooks/use-long-press';
import { useShownName } from '../hooks/use-shown-name';
import { ChatIcon } from './chat-icons';
import type { MenuItem } from './context-menu';
import styles from './conversation-item.module.css';

/**
 * One conversation of the list: avatar with the unread badge (99+ at most; a dot when muted), name, the draft or
 * the last message, its friendly time; pinned rows are tinted. Tapping opens it (`to`); swiping left on a phone, a
 * long press or a right click offers `actions`.
 */
export function ConversationItem({
  conversation,
  to,
  replace,
  selected,
  now,
  swipe,
  actions,
  onMenu,
}: {
  conversation: ClientConversation;
  to: string;
  /** In place on a wide screen: the address changes without a new history entry. */
  replace: boolean;
  selected: boolean;
  now: number;
  /** Swipe actions on a narrow screen; a wide screen's mouse right-clicks instead. */
  swipe: boolean;
  actions: MenuItem[];
  onMenu: (point: PressPoint) => void;
}) {
  const { t } = useTranslation();
  const shownName = useShownName();
  const press = useLongPress(onMenu);
  const profile = useUserInfo(conversation.user_info ? undefined : (otherUserOf(conversation) ?? undefined));
  const alias = useAliases((aliases) => aliases[otherUserOf(conversation) ?? '']);
  const group = useGroup(conversation.group_id);
  const name = group
    ? group.info.name
    : isOrderNoticeSender(otherUserOf(conversation))
      ? t('chat.orderNotice.heading')
      : withAlias(
          shownName(
            otherUserOf(conversation),
            conversation.user_info?.nickname || profile?.nickname,
            t('chat.placeholderName'),
          ),
          alias,
        );
  const avatar = group
    ? group.info.avatar_file.url
    : conversation.user_info?.avatar_file.url || profile?.avatar_file.url;
  const mentioned = conversation.group_id !== null && conversation.remind_msg_ids.length > 0;
  const noticed = conversation.group_id !== null && conversation.has_unread_group_notification;
  const noticeNameOf = useNoticeNameOf(conversation.last_msg);
  const preview = conversationPreview(conversation, t, noticeNameOf);
  const last = conversation.last_msg;
  // In a group the line says who wrote the last message, as chat apps do; system notes name people themselves.
  const author = group && !preview.draft && last && last.type !== 'system' ? last.nickname : '';
  const time = conversation.last_msg?.create_time || conversation.last_msg_create_time || conversation.update_time;
  const count = conversation.unread_count;
  const badge = count > 0 ? (conversation.mute ? Badge.dot : unreadBadge(count)) : null;

  const className = [styles.item, conversation.pinned ? styles.pinned : '', selected ? styles.selected : '']
    .filter(Boolean)
    .join(' ');

  const row = (
    <Link
      to={to}
      replace={replace}
      className={className}
      aria-current={selected ? 'true' : undefined}
      data-testid="conversation"
      {...press}
    >
      <span className={styles.avatar}>
        <Badge content={badge}>
          <Avatar className={styles.picture} src={avatar ?? ''} alt="" />
        </Badge>
      </span>
      <span className={styles.main}>
        <span className={styles.top}>
          <span className={styles.name}>{name}</span>
          {conversation.pinned && (
            <span className={styles.flag} title={t('chat.index.pinned')}>
              <ChatIcon name="pin" size={14} />
              <span className={styles.hidden}>{t('chat.index.pinned')}</span>
            </span>
          )}
          {conversation.is_star && (
            <span className={`${styles.flag} ${styles.star}`} title={t('chat.index.starred')}>
              <ChatIcon name="star" size={14} />
              <span className={styles.hidden}>{t('chat.index.starred')}</span>
            </span>
          )}
          {time > 0 && <time className={styles.time}>{friendlyTime(time, now, t)}</time>}
        </span>
        <span className={styles.bottom}>
          <span className={styles.preview}>
            {mentioned && <span className={styles.draft}>{t('chat.groupState.mentionNote')}</span>}
            {noticed && !mentioned && <span className={styles.draft}>{t('chat.groupState.noticeNote')}</span>}
            {preview.draft && <span className={styles.draft}>{t('chat.label.draft')}</span>}
            {author ? `${author}: ${preview.text}` : preview.text}
          </span>
          {conversation.mute && (
            <span className={styles.flag} title={t('chat.index.muted')}>
              <ChatIcon name="mute" size={14} />
              <span className={styles.hidden}>{t('chat.index.muted')}</span>
            </span>
          )}
        </span>
        {count > 0 && <span className={styles.hidden}>{t('chat.index.unreadCount', { count })}</span>}
      </span>
    </Link>
  );

  if (!swipe) return row;
  const swipeActions: Action[] = actions.map((action, index) => ({
    key: action.key,
    text: action.label,
    color: action.danger ? 'danger' : index % 2 === 0 ? 'primary' : 'warning',
    onClick: action.onSelect,
  }));
  return <SwipeAction rightActions={swipeActions}>{row}</SwipeAction>;
}
