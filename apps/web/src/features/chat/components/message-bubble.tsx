import type { ClientMessage } from '@ffe/im-client/runtime/im-store';
import { messagePreview } from '@ffe/im-client/utils/message-preview';
import { IM } from '@ffe/shared/constants';
import { Avatar, DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { type PressPoint, useLongPress } from '../hooks/use-long-press';
import { readState } from '../utils/message-facts';
import { CENTRED_TYPES, CentredCard } from './centred-card';
import { ChatIcon } from './chat-icons';
import styles from './message-bubble.module.css';
import { type BubbleSelection, GroupReadState, SelectableRow, SenderName } from './message-bubble-parts';
import { MessageContent } from './message-content';
import { SystemNote } from './system-note';

/** Defined beside the row that uses it, so the two files do not import each other. */
export type { BubbleSelection };

export interface BubbleProps {
  message: ClientMessage;
  /** Sent by the viewer. */
  mine: boolean;
  /** The sender's picture. */
  avatar: string | undefined;
  /** Show the read state under it: a staff member's own message (PRODUCT.md#chat-read-receipts); 已读 / 未读, or N人未读 in a group. */
  showReadState: boolean;
  /** Order and pay cards open the order: true for the customer, whose order it is. */
  ordersOpenable: boolean;
  /** The message this one answers: the message, null when it is not loaded, undefined for no reply. */
  quoted?: ClientMessage | null | undefined;
  onMenu: (message: ClientMessage, point: PressPoint) => void;
  onRetry: (message: ClientMessage) => void;
  onPreview: (url: string) => void;
  /** Set while messages are being chosen (多选): a check box leads each row and a tap chooses instead of acting. */
  selection?: BubbleSelection | undefined;
}

/** Kinds drawn as a card without the coloured bubble around them. */
const CARD_TYPES = new Set<ClientMessage['type']>([
  'goods',
  'order',
  'image',
  'video',
  'file',
  'location',
  'code',
  'history',
  'userinfo-card',
  'coupon',
]);
/** Kinds whose bubble holds only text, reachable by Tab so the context-menu key opens their menu. */
const TEXT_TYPES = new Set<ClientMessage['type']>(['text', 'rich-text']);

/**
 * One message: a bubble for text and rich text, a voice message, cards for pictures, videos, files, places, code,
 * goods, orders, user cards and forwarded histories, the pay-notify card and system notes in the middle, the
 * revoked text for a revoked message, the quoted message above a reply, the sender's name above others' group
 * messages. The viewer's own show sending / failed (with a retry) / revoking, and the read state when asked. A long
 * press or right click opens its menu; while messages are being chosen, a check box leads the row.
 */
export function MessageBubble(props: BubbleProps) {
  const { message, mine, avatar, showReadState, ordersOpenable, quoted, onMenu, onRetry, onPreview, selection } = props;
  const { t } = useTranslation();
  const press = useLongPress(
    (point) => onMenu(message, point),
    !selection && (message.state === 'sent' || message.state === 'failed'),
  );

  if (message.is_revoke) {
    return (
      <p className={styles.note} data-testid="message" data-type="revoked">
        {t('chat.revoked')}
      </p>
    );
  }

  if (CENTRED_TYPES.has(message.type))
    return <CentredCard message={message} ordersOpenable={ordersOpenable} mine={mine} />;

  if (message.type === 'system' || message.from_uid === IM.SYSTEM_UID) return <SystemNote message={message} />;

  const isCard = CARD_TYPES.has(message.type);
  const bubbleClass = [styles.bubble, mine ? styles.mine : styles.theirs, isCard ? styles.card : '']
    .filter(Boolean)
    .join(' ');

  const row = (
    <div
      className={mine ? `${styles.row} ${styles.rowMine}` : styles.row}
      data-testid="message"
      data-type={message.type}
      data-state={message.state}
    >
      {/* antd's Avatar draws a person when there is no picture (a guest, the staff account). */}
      <Avatar className={styles.avatar} src={avatar ?? ''} alt="" />
      <div className={styles.column}>
        {message.group_id && !mine && <SenderName message={message} />}
        {quoted !== undefined && (
          <p className={styles.quote}>
            <ChatIcon name="quote" size={14} />
            <span className={styles.quoteText}>{quoted ? messagePreview(quoted, t) : t('chat.quotedMissing')}</span>
          </p>
        )}
        <div className={styles.line}>
          {mine && message.state === 'failed' && (
            <button type="button" className={styles.retry} onClick={() => onRetry(message)}>
              <span className={styles.alert} aria-hidden="true">
                !
              </span>
              {t('chat.state.retry')}
            </button>
          )}
          {mine && message.state === 'sending' && (
            <span className={styles.sending} role="status" aria-label={t('chat.state.sending')}>
              <DotLoading />
            </span>
          )}
          <div
            className={bubbleClass}
            {...press}
            // Reachable by Tab, so the context-menu key (or Shift+F10) can open the menu of a text too.
            tabIndex={TEXT_TYPES.has(message.type) && !selection ? 0 : undefined}
            aria-haspopup="menu"
            aria-busy={message.state === 'revoking' || undefined}
          >
            <MessageContent message={message} mine={mine} ordersOpenable={ordersOpenable} onPreview={onPreview} />
          </div>
        </div>
        {!mine && message.agent_name && (
          <span className={styles.meta} data-testid="agent-name">
            {t('chat.service.agent', { name: message.agent_name })}
          </span>
        )}
        {mine && message.state === 'failed' && <span className={styles.failed}>{t('chat.state.failed')}</span>}
        {message.state === 'revoking' && <span className={styles.meta}>{t('chat.state.revoking')}</span>}
        {mine && showReadState && message.state === 'sent' && message.group_id && (
          <GroupReadState message={message} groupId={message.group_id} />
        )}
        {mine && showReadState && message.state === 'sent' && !message.group_id && (
          <span className={`${styles.meta} ${styles[readState(message)]}`} data-testid="read-state">
            {t(`chat.${readState(message)}`)}
          </span>
        )}
      </div>
    </div>
  );
  if (!selection) return row;
  return (
    <SelectableRow message={message} selection={selection}>
      {row}
    </SelectableRow>
  );
}
