import { useAliases, withAlias } from '@ffe/im-client/runtime/aliases';
import { type ClientMessage, useImStore } from '@ffe/im-client/runtime/im-store';
import { useUserInfo } from '@ffe/im-client/runtime/user-info';
import { messagePreview } from '@ffe/im-client/utils/message-preview';
import { unreadBadge } from '@ffe/shared/domain/im/message-rules';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShownName } from '../hooks/use-shown-name';
import { groupUnreadCount } from '../utils/recipients';
import styles from './message-bubble.module.css';
import { RecipientPopup } from './recipient-list';

// The parts around a message's bubble: who sent it, its read state in a group, and its row while choosing.

/** A message's part in multi-select (多选): whether it is chosen, and whether it may be. */
export interface BubbleSelection {
  selected: boolean;
  /** Only messages that can be forwarded can be chosen. */
  selectable: boolean;
  onToggle: (message: ClientMessage) => void;
}

/** Who sent a group message, above its bubble: the message's nickname (or the profile's) with the user's alias. */
export function SenderName({ message }: { message: ClientMessage }) {
  const { t } = useTranslation();
  const shownName = useShownName();
  const profile = useUserInfo(message.nickname ? undefined : message.from_uid);
  const alias = useAliases((aliases) => aliases[message.from_uid]);
  const name = shownName(message.from_uid, message.nickname || profile?.nickname, t('chat.placeholderName'));
  return (
    <span className={styles.sender} data-testid="sender-name">
      {withAlias(name, alias)}
    </span>
  );
}

/**
 * 'N人未读' or '全部已读' under the sender's own group message (99+ above 99), hidden while the members load; a tap
 * opens the list of its recipients.
 */
export function GroupReadState({ message, groupId }: { message: ClientMessage; groupId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const members = useImStore((s) => s.groups[groupId]?.members ?? null);
  if (!members) return null;
  const unread = groupUnreadCount(members, message);
  return (
    <>
      <button
        type="button"
        className={`${styles.meta} ${styles.readButton} ${unread > 0 ? styles.unread : styles.read}`}
        data-testid="read-state"
        aria-haspopup="dialog"
        aria-label={`${unread > 0 ? t('chat.readers.unreadCount', { n: unreadBadge(unread) }) : t('chat.readers.allRead')}, ${t('chat.readers.openList')}`}
        onClick={() => setOpen(true)}
      >
        {unread > 0 ? t('chat.readers.unreadCount', { n: unreadBadge(unread) }) : t('chat.readers.allRead')}
      </button>
      <RecipientPopup message={message} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/**
 * The row of a message while messages are being chosen: a check box before it, and a tap anywhere on it chooses the
 * message rather than opening a card, a link or a player.
 */
export function SelectableRow({
  message,
  selection,
  children,
}: {
  message: ClientMessage;
  selection: BubbleSelection;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const choose = (event: MouseEvent) => {
    if ((event.target as HTMLElement).dataset.check) return;
    event.preventDefault();
    event.stopPropagation();
    if (selection.selectable) selection.onToggle(message);
  };
  return (
    // The keyboard chooses with the check box; the pointer may tap anywhere on the row.
    <div className={styles.selectRow} onClickCapture={choose} data-selected={selection.selected || undefined}>
      <input
        type="checkbox"
        className={styles.check}
        data-check="true"
        checked={selection.selected}
        disabled={!selection.selectable}
        onChange={() => selection.onToggle(message)}
        aria-label={`${t('chat.select.pick')}: ${messagePreview(message, t)}`}
      />
      <div className={styles.selectContent}>{children}</div>
    </div>
  );
}
