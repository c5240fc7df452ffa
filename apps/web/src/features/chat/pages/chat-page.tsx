import { usePushesIntoQueries } from '@ffe/im-client/hooks/use-pushes-into-queries';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/page-states';
import { type ChatLink, ChatView } from '../components/chat-view';

/**
 * The chat page (PRODUCT.md#chat-pages: /uni_modules/uni-im/pages/chat/chat?user_id=…&info=…, empty title): the chat
 * with `user_id` (or the group `group_id`), offering the goods in `info` or the order `order_id` as a card to send.
 * Guests chat too.
 */
export default function ChatPage({ user_id: userId, group_id: groupId, info, order_id: orderId }: ChatLink) {
  const { t } = useTranslation();
  usePushesIntoQueries();
  if (groupId) return <ChatView key={`group_${groupId}`} groupId={groupId} />;
  if (!userId) return <EmptyState title={t('chat.noUser')} description={t('chat.noUserHint')} />;
  return <ChatView key={userId} userId={userId} info={info} orderId={orderId} />;
}
