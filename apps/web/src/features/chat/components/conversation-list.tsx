import { useImClient } from '@ffe/im-client/client-context';
import {
  type ConversationFlags,
  markRead,
  markUnread,
  setConversationFlags,
} from '@ffe/im-client/runtime/conversation-actions';
import { type ConversationFilter, selectConversationList } from '@ffe/im-client/runtime/conversation-list';
import { type ClientConversation, otherUserOf, useImStore } from '@ffe/im-client/runtime/im-store';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/page-states';
import { pathTo } from '../../../lib/paths';
import type { PressPoint } from '../hooks/use-long-press';
import { useNow } from '../hooks/use-now';
import { alreadyReported } from '../utils/already-reported';
import { ContextMenu, type MenuItem } from './context-menu';
import { ConversationItem } from './conversation-item';
import styles from './conversation-list.module.css';
/** The conversation filters (PRODUCT.md#chat-conversation-list), in the order the strip shows them. */
export const CONVERSATION_FILTERS: readonly ConversationFilter[] = [
  'all',
  'unread',
  'mention',
  'group',
  'single',
  'starred',
];

/**
 * The conversations under a filter strip (all, unread, @me, group, single, starred), sorted pinned first, then
 * customIndex, time and id. Each row's actions: pin, mark read / unread, star, mute, hide.
 */
export function ConversationList({
  wide,
  selectedUserId,
  selectedGroupId,
}: {
  /** The chat opens beside the list instead of on its own page. */
  wide: boolean;
  selectedUserId: string | undefined;
  selectedGroupId: string | undefined;
}) {
  const imClient = useImClient();
  const { t } = useTranslation();
  const now = useNow();
  const [filter, setFilter] = useState<ConversationFilter>('all');
  const [menu, setMenu] = useState<{ conversation: ClientConversation; point: PressPoint } | null>(null);
  const list = useImStore((state) => selectConversationList(imClient, state, filter));

  const actionsOf = (conversation: ClientConversation): MenuItem[] => {
    const id = conversation.id;
    const flag = (flags: ConversationFlags) => void setConversationFlags(imClient, id, flags).catch(alreadyReported);
    return [
      {
        key: 'pin',
        label: t(conversation.pinned ? 'chat.index.actions.unpin' : 'chat.index.actions.pin'),
        onSelect: () => flag({ pinned: !conversation.pinned }),
      },
      conversation.unread_count > 0
        ? {
            key: 'read',
            label: t('chat.index.actions.markRead'),
            onSelect: () => void markRead(imClient, id).catch(alreadyReported),
          }
        : {
            key: 'unread',
            label: t('chat.index.actions.markUnread'),
            onSelect: () => void markUnread(imClient, id).catch(alreadyReported),
          },
      {
        key: 'star',
        label: t(conversation.is_star ? 'chat.index.actions.unstar' : 'chat.index.actions.star'),
        onSelect: () => flag({ is_star: !conversation.is_star }),
      },
      {
        key: 'mute',
        label: t(conversation.mute ? 'chat.index.actions.unmute' : 'chat.index.actions.mute'),
        onSelect: () => flag({ mute: !conversation.mute }),
      },
      { key: 'hide', label: t('chat.index.actions.hide'), danger: true, onSelect: () => flag({ hidden: true }) },
    ];
  };

  return (
    <div className={styles.wrap}>
      <fieldset className={styles.filters}>
        <legend className={styles.legend}>{t('chat.index.filtersLabel')}</legend>
        {CONVERSATION_FILTERS.map((key) => (
          <button
            key={key}
            type="button"
            className={key === filter ? `${styles.filter} ${styles.active}` : styles.filter}
            aria-pressed={key === filter}
            onClick={() => setFilter(key)}
          >
            {t(`chat.index.filters.${key}`)}
          </button>
        ))}
      </fieldset>
      {list.length === 0 ? (
        <EmptyState
          title={t(`chat.index.empty.${filter}`)}
          description={filter === 'all' ? t('chat.index.emptyHint') : undefined}
        />
      ) : (
        <ul className={styles.list}>
          {list.map((conversation) => {
            const link = conversation.group_id
              ? { group_id: conversation.group_id }
              : { user_id: otherUserOf(conversation) ?? '' };
            const selected = conversation.group_id
              ? conversation.group_id === selectedGroupId
              : link.user_id === selectedUserId;
            return (
              <li key={conversation.id}>
                <ConversationItem
                  conversation={conversation}
                  to={pathTo(wide ? 'imIndex' : 'chat', link)}
                  replace={wide}
                  selected={wide && selected}
                  now={now}
                  swipe={!wide}
                  actions={actionsOf(conversation)}
                  onMenu={(point) => setMenu({ conversation, point })}
                />
              </li>
            );
          })}
        </ul>
      )}
      {menu && (
        <ContextMenu
          point={menu.point}
          label={t('chat.index.actions.title')}
          items={actionsOf(menu.conversation)}
          onClose={() => setMenu(null)}
        />
      )}
    </div>
  );
}
