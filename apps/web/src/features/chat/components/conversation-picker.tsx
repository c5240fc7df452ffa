import { useImClient } from '@ffe/im-client/client-context';
import { selectConversationList } from '@ffe/im-client/runtime/conversation-list';
import { type ClientConversation, otherUserOf, useImStore } from '@ffe/im-client/runtime/im-store';
import { useUserInfo } from '@ffe/im-client/runtime/user-info';
import { isOrderNoticeSender } from '@ffe/im-client/utils/order-notice-sender';
import { Avatar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/page-states';
import { useShownName } from '../hooks/use-shown-name';
import { ChatSheet } from './chat-sheet';
import styles from './conversation-picker.module.css';
/** The name a conversation goes by: 订单通知, the other user's nickname, else the group's id, else a placeholder. */
export function useConversationName(conversation: ClientConversation): string {
  const { t } = useTranslation();
  const shownName = useShownName();
  const profile = useUserInfo(conversation.user_info ? undefined : (otherUserOf(conversation) ?? undefined));
  if (isOrderNoticeSender(otherUserOf(conversation))) return t('chat.orderNotice.heading');
  const nickname = conversation.user_info?.nickname || profile?.nickname;
  return shownName(otherUserOf(conversation), nickname, conversation.group_id || t('chat.placeholderName'));
}

function PickerRow({
  conversation,
  onPick,
}: {
  conversation: ClientConversation;
  onPick: (conversation: ClientConversation, name: string) => void;
}) {
  const name = useConversationName(conversation);
  return (
    <li>
      <button type="button" className={styles.row} onClick={() => onPick(conversation, name)}>
        {/* antd's stand-in picture has a title of its own; the name says who it is. */}
        <span className={styles.avatar} aria-hidden="true">
          <Avatar className={styles.picture} src={conversation.user_info?.avatar_file.url ?? ''} alt="" />
        </span>
        <span className={styles.name}>{name}</span>
      </button>
    </li>
  );
}

/**
 * A sheet of the viewer's conversations in the list's order (hidden ones left out), `only` those it names, to pick
 * one: where to forward messages, or whose card to send.
 */
export function ConversationPicker({
  open,
  title,
  hint,
  empty,
  only = () => true,
  onPick,
  onClose,
}: {
  open: boolean;
  title: string;
  hint?: string;
  empty: string;
  only?: (conversation: ClientConversation) => boolean;
  onPick: (conversation: ClientConversation, name: string) => void;
  onClose: () => void;
}) {
  const imClient = useImClient();
  const conversations = useImStore((state) => selectConversationList(imClient, state, 'all'));
  const shown = conversations.filter(only);
  return (
    <ChatSheet open={open} title={title} onClose={onClose}>
      {hint && <p className={styles.hint}>{hint}</p>}
      {shown.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <ul className={styles.list}>
          {shown.map((conversation) => (
            <PickerRow key={conversation.id} conversation={conversation} onPick={onPick} />
          ))}
        </ul>
      )}
    </ChatSheet>
  );
}
