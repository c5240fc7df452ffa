import { IM } from '@ffe/shared/constants';
import { Avatar, DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { type PressPoint, useLongPress } from '../hooks/use-long-press';
import { useObjectUrl } from '../hooks/use-object-url';
import type { ClientMessage } from '../runtime/im-store';
import { goodsBodyOf, imageBodyOf, orderBodyOf, payNotifyBodyOf } from '../utils/card-bodies';
import { readState } from '../utils/message-facts';
import { messagePreview } from '../utils/message-preview';
import { ChatIcon } from './chat-icons';
import styles from './message-bubble.module.css';
import { GoodsCard, OrderCard, PayNotifyCard } from './message-cards';

/** The longest side of a picture in the chat, in CSS pixels. */
const IMAGE_MAX_PX = 180;

export interface BubbleProps {
  message: ClientMessage;
  /** Sent by the viewer. */
  mine: boolean;
  /** The sender's picture. */
  avatar: string | undefined;
  /** Show 已读 / 未读 under it: a staff member's own message in a single chat (spec §6). */
  showReadState: boolean;
  /** Order and pay cards open the order: true for the customer, whose order it is. */
  ordersOpenable: boolean;
  /** The message this one answers: the message, null when it is not loaded, undefined for no reply. */
  quoted?: ClientMessage | null | undefined;
  onMenu: (message: ClientMessage, point: PressPoint) => void;
  onRetry: (message: ClientMessage) => void;
  onPreview: (url: string) => void;
}

function ImageContent({ message, onPreview }: { message: ClientMessage; onPreview: (url: string) => void }) {
  const { t } = useTranslation();
  const local = useObjectUrl(message.file);
  const body = imageBodyOf(message.body);
  const url = body?.url || local;
  const scale =
    body?.width && body.height ? Math.min(1, IMAGE_MAX_PX / body.width, IMAGE_MAX_PX / body.height) : undefined;
  const size = scale && body?.width && body.height ? { width: body.width * scale, height: body.height * scale } : {};
  const uploading = message.state === 'sending' && message.progress !== undefined && message.progress < 1;
  return (
    <button
      type="button"
      className={styles.image}
      onClick={() => url && onPreview(url)}
      aria-label={t('chat.image.alt')}
      disabled={!url}
    >
      {url ? <img src={url} alt="" {...size} /> : <span className={styles.imagePlaceholder} />}
      {uploading && (
        <span className={styles.progress} role="progressbar" aria-valuenow={Math.round((message.progress ?? 0) * 100)}>
          {t('chat.state.uploading', { percent: Math.round((message.progress ?? 0) * 100) })}
        </span>
      )}
    </button>
  );
}

/** What the bubble holds, by type; a type this app cannot draw yet says so. */
function Content({
  message,
  ordersOpenable,
  onPreview,
}: Pick<BubbleProps, 'message' | 'ordersOpenable' | 'onPreview'>) {
  const { t } = useTranslation();
  switch (message.type) {
    case 'text':
      return <p className={styles.text}>{typeof message.body === 'string' ? message.body : ''}</p>;
    case 'image':
      return <ImageContent message={message} onPreview={onPreview} />;
    case 'goods': {
      const body = goodsBodyOf(message.body);
      if (body) return <GoodsCard body={body} />;
      break;
    }
    case 'order': {
      const body = orderBodyOf(message.body);
      if (body) return <OrderCard body={body} openable={ordersOpenable} />;
      break;
    }
  }
  return <p className={`${styles.text} ${styles.muted}`}>{t('chat.unsupported')}</p>;
}

/** Kinds drawn as a card without the coloured bubble around them. */
const CARD_TYPES = new Set<ClientMessage['type']>(['goods', 'order', 'image']);

/**
 * One message: a bubble for text, image, goods and order cards, the pay-notify card and system notes in the middle,
 * the revoked text for a revoked message. The viewer's own show sending / failed (with a retry) / revoking, and
 * 已读 / 未读 when asked. A long press or right click opens its menu.
 */
export function MessageBubble(props: BubbleProps) {
  const { message, mine, avatar, showReadState, ordersOpenable, quoted, onMenu, onRetry, onPreview } = props;
  const { t } = useTranslation();
  const press = useLongPress((point) => onMenu(message, point), message.state === 'sent' || message.state === 'failed');

  if (message.is_revoke) {
    return (
      <p className={styles.note} data-testid="message" data-type="revoked">
        {t('chat.revoked')}
      </p>
    );
  }

  if (message.type === 'pay-notify') {
    const body = payNotifyBodyOf(message.body);
    return (
      <div className={styles.center} data-testid="message" data-type="pay-notify">
        {body ? <PayNotifyCard body={body} openable={ordersOpenable} /> : t('chat.unsupported')}
      </div>
    );
  }

  if (message.type === 'system' || message.from_uid === IM.SYSTEM_UID) {
    return (
      <p className={styles.note} data-testid="message" data-type="system">
        {typeof message.body === 'string' ? message.body : messagePreview(message, t)}
      </p>
    );
  }

  const isCard = CARD_TYPES.has(message.type);
  const bubbleClass = [styles.bubble, mine ? styles.mine : styles.theirs, isCard ? styles.card : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div
      className={mine ? `${styles.row} ${styles.rowMine}` : styles.row}
      data-testid="message"
      data-type={message.type}
      data-state={message.state}
    >
      {/* antd's Avatar draws a person when there is no picture (a guest, the staff account). */}
      <Avatar className={styles.avatar} src={avatar ?? ''} alt="" />
      <div className={styles.column}>
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
            tabIndex={message.type === 'text' ? 0 : undefined}
            aria-haspopup="menu"
            aria-busy={message.state === 'revoking' || undefined}
          >
            <Content message={message} ordersOpenable={ordersOpenable} onPreview={onPreview} />
          </div>
        </div>
        {mine && message.state === 'failed' && <span className={styles.failed}>{t('chat.state.failed')}</span>}
        {message.state === 'revoking' && <span className={styles.meta}>{t('chat.state.revoking')}</span>}
        {mine && showReadState && message.state === 'sent' && (
          <span className={`${styles.meta} ${styles[readState(message)]}`} data-testid="read-state">
            {t(`chat.${readState(message)}`)}
          </span>
        )}
      </div>
    </div>
  );
}
