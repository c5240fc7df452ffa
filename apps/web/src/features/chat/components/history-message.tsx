import { fullDateTime } from '@ffe/im-client/utils/friendly-time';
import { messagePreview } from '@ffe/im-client/utils/message-preview';
import type { HistoryBody, HistoryItem } from '@ffe/shared/contracts/im';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatSheet } from './chat-sheet';
import styles from './message-types.module.css';

/** Lines of the bundle the card shows before it is opened. */
const CARD_LINES = 4;

/**
 * A history message (合并转发): a card 聊天记录 with its first lines and how many messages it holds; tapping it opens
 * the list of the bundled messages, each with its sender and time, drawn by `renderItem`.
 */
export function HistoryMessage({
  body,
  renderItem,
}: {
  body: HistoryBody;
  renderItem: (item: HistoryItem) => ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const count = body.msgList.length;
  return (
    <>
      <button
        type="button"
        className={styles.history}
        onClick={() => setOpen(true)}
        aria-label={t('chat.history.open', { count })}
      >
        <span className={styles.historyTitle}>{t('chat.history.title')}</span>
        <span className={styles.historyLines}>
          {body.msgList.slice(0, CARD_LINES).map((item, index) => (
            // The same message may be bundled twice; its place in the bundle tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <span key={index} className={styles.historyLine}>
              {item.nickname}：{messagePreview({ ...item, is_revoke: false }, t)}
            </span>
          ))}
        </span>
        <span className={styles.historyFoot}>{t('chat.history.count', { count })}</span>
      </button>
      <ChatSheet open={open} title={t('chat.history.listTitle')} onClose={() => setOpen(false)}>
        <ol className={styles.historyList}>
          {body.msgList.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a message may be bundled twice
            <li key={index} className={styles.historyItem} data-testid="history-item">
              <span className={styles.historyMeta}>
                <span className={styles.historyName}>{item.nickname}</span>
                <time className={styles.historyTime}>{fullDateTime(item.create_time, t)}</time>
              </span>
              <span className={styles.historyContent}>{renderItem(item)}</span>
            </li>
          ))}
        </ol>
      </ChatSheet>
    </>
  );
}
