import { useImClient } from '@ffe/im-client/client-context';
import type { ClientMessage } from '@ffe/im-client/runtime/im-store';
import { revokeMessage } from '@ffe/im-client/runtime/send-queue';
import { isForwardable } from '@ffe/im-client/utils/forwardable';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type { MenuItem } from '../components/context-menu';
import { alreadyReported } from '../utils/already-reported';
import { copyableText } from '../utils/message-copy';
import { canRevoke } from '../utils/message-facts';
import type { MessageSelection } from './use-message-selection';
/** What the long-press menu of a message offers: copy, and for a sent one reply, forward, select and revoke. */
export function useMessageMenu({
  conversationId,
  viewerId,
  staff,
  selection,
  onReply,
}: {
  conversationId: string | null;
  viewerId: string;
  staff: boolean;
  selection: MessageSelection;
  onReply: (message: ClientMessage) => void;
}): (message: ClientMessage) => MenuItem[] {
  const imClient = useImClient();
  const { t } = useTranslation();
  return (message) => {
    const items: MenuItem[] = [];
    const text = copyableText(message);
    if (text !== null) {
      items.push({
        key: 'copy',
        label: t('chat.menu.copy'),
        onSelect: () =>
          navigator.clipboard.writeText(text).then(
            () => toast(t('chat.menu.copied'), 'success'),
            () => toast(t('chat.menu.copyFailed')),
          ),
      });
    }
    if (message.state !== 'sent' || !conversationId) return items;
    items.push({ key: 'reply', label: t('chat.menu.reply'), onSelect: () => onReply(message) });
    if (isForwardable(message)) {
      items.push({
        key: 'forward',
        label: t('chat.menu.forward'),
        onSelect: () => selection.forward('oneByOne', [message._id]),
      });
    }
    items.push({ key: 'select', label: t('chat.menu.select'), onSelect: () => selection.start(message) });
    if (canRevoke(message, viewerId, staff, Date.now())) {
      items.push({
        key: 'revoke',
        label: t('chat.menu.revoke'),
        danger: true,
        onSelect: () => void revokeMessage(imClient, conversationId, message._id).catch(alreadyReported),
      });
    }
    return items;
  };
}
