import type { ClientMessage } from '@ffe/im-client/runtime/im-store';
import { friendlyTime } from '@ffe/im-client/utils/friendly-time';
import { DotLoading } from 'antd-mobile';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../hooks/use-now';
import { needsTimeLabel } from '../utils/message-facts';
import styles from './message-list.module.css';

/** Closer than this to an end counts as being at it. */
const NEAR_EDGE_PX = 80;

const keyOf = (message: ClientMessage) => message.unique_id || message._id;

/**
 * The messages, oldest at the top, with a friendly time above the first and after every pause of over 5 minutes.
 * Scrolling near the top loads older ones (10 at a time) and keeps the view where it was; a new message scrolls
 * into view when the reader is at the bottom or sent it, else a button offers to jump to it.
 */
export function MessageList({
  messages,
  hasOlder,
  viewerId,
  onLoadOlder,
  renderMessage,
}: {
  messages: ClientMessage[];
  hasOlder: boolean;
  viewerId: string;
  onLoadOlder: () => Promise<unknown>;
  renderMessage: (message: ClientMessage) => ReactNode;
}) {
  const { t } = useTranslation();
  const now = useNow();
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  // The scroll extent before older messages were added above, so the view can stay on the same message.
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);
  const [unseen, setUnseen] = useState(false);
  const lastKey = useRef<string | undefined>(undefined);
  const firstKey = useRef<string | undefined>(undefined);

  const toBottom = useCallback((smooth = false) => {
    const box = scroller.current;
    if (!box) return;
    box.scrollTo?.({ top: box.scrollHeight, behavior: smooth ? 'smooth' : 'auto' });
    atBottom.current = true;
    setUnseen(false);
  }, []);

  const loadOlder = useCallback(() => {
    if (loadingOlder || !hasOlder) return;
    const box = scroller.current;
    anchor.current = box ? { height: box.scrollHeight, top: box.scrollTop } : null;
    setLoadingOlder(true);
    setOlderFailed(false);
    onLoadOlder()
      .catch(() => {
        // The runtime has toasted the error; the button stays to try again.
        anchor.current = null;
        setOlderFailed(true);
      })
      .finally(() => {
        setLoadingOlder(false);
        // Nothing older came: the saved extent must not move a later update.
        setTimeout(() => {
          anchor.current = null;
        });
      });
  }, [hasOlder, loadingOlder, onLoadOlder]);

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const last = messages[messages.length - 1];
    const first = messages[0] ? keyOf(messages[0]) : undefined;
    const grewAbove = first !== firstKey.current && firstKey.current !== undefined;
    firstKey.current = first;
    if (anchor.current && grewAbove) {
      // Older messages arrived above: the same message stays under the reader's eyes.
      box.scrollTop = box.scrollHeight - anchor.current.height + anchor.current.top;
      anchor.current = null;
      lastKey.current = last ? keyOf(last) : undefined;
      return;
    }
    const key = last ? keyOf(last) : undefined;
    if (key === lastKey.current) return;
    const opening = lastKey.current === undefined;
    lastKey.current = key;
    if (opening || atBottom.current || last?.from_uid === viewerId) toBottom(!opening);
    else setUnseen(true);
  }, [messages, viewerId, toBottom]);

  // A short history that does not fill the window cannot be scrolled up: it loads on until it does.
  useEffect(() => {
    const box = scroller.current;
    if (!box || loadingOlder || olderFailed || !hasOlder) return;
    if (box.scrollHeight > 0 && box.scrollHeight <= box.clientHeight) loadOlder();
  }, [hasOlder, loadingOlder, olderFailed, loadOlder]);

  const onScroll = () => {
    const box = scroller.current;
    if (!box) return;
    atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_EDGE_PX;
    if (atBottom.current) setUnseen(false);
    if (box.scrollTop < NEAR_EDGE_PX && !olderFailed) loadOlder();
  };

  return (
    <div className={styles.wrap}>
      <div
        ref={scroller}
        className={styles.scroller}
        onScroll={onScroll}
        // A picture that finishes loading grows the list: a reader at the bottom stays there.
        onLoadCapture={() => atBottom.current && toBottom()}
      >
        <div className={styles.top}>
          {loadingOlder ? (
            <span role="status">
              <DotLoading /> {t('chat.loadingOlder')}
            </span>
          ) : hasOlder ? (
            <button type="button" className={styles.older} onClick={loadOlder}>
              {t('chat.loadOlder')}
            </button>
          ) : (
            messages.length > 0 && <span>{t('chat.noOlder')}</span>
          )}
        </div>
        <div role="log" aria-live="polite" aria-relevant="additions" className={styles.log}>
          {messages.map((message, index) => (
            <div key={keyOf(message)}>
              {needsTimeLabel(messages[index - 1], message) && (
                <p className={styles.time} data-testid="time-label">
                  {friendlyTime(message.create_time, now, t)}
                </p>
              )}
              {renderMessage(message)}
            </div>
          ))}
        </div>
      </div>
      {unseen && (
        <button type="button" className={styles.unseen} onClick={() => toBottom(true)}>
          {t('chat.newMessages')} ↓
        </button>
      )}
    </div>
  );
}
