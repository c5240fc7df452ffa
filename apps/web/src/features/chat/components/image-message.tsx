import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadTimeOut } from '../hooks/use-load-time-out';
import { useObjectUrl } from '../hooks/use-object-url';
import { imageBodyOf } from '../utils/card-bodies';
import type { ContentMessage } from './content-message';
import styles from './message-bubble.module.css';

/** The longest side of a picture in the chat, in CSS pixels. */
const IMAGE_MAX_PX = 180;

/**
 * A picture message at most 180 px a side, opening the preview; one still uploading shows its progress. A picture
 * the server has not sent within the download time-out (60 s, PRODUCT.md#shop-constants) is dropped with 请求超时, and a
 * tap loads it again.
 */
export function ImageMessage({ message, onPreview }: { message: ContentMessage; onPreview: (url: string) => void }) {
  const { t } = useTranslation();
  const local = useObjectUrl(message.file);
  const body = imageBodyOf(message.body);
  const url = body?.url || local;
  const [timedOut, setTimedOut] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const loading = useLoadTimeOut(() => setTimedOut(true));
  const scale =
    body?.width && body.height ? Math.min(1, IMAGE_MAX_PX / body.width, IMAGE_MAX_PX / body.height) : undefined;
  const size = scale && body?.width && body.height ? { width: body.width * scale, height: body.height * scale } : {};
  const uploading = message.state === 'sending' && message.progress !== undefined && message.progress < 1;

  // A picture from this device (uploading) is already here: only the server's are timed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt is timed anew
  useEffect(() => {
    if (body?.url && !timedOut) loading.start();
  }, [body?.url, timedOut, attempt, loading.start]);

  const onClick = () => {
    if (timedOut) {
      setTimedOut(false);
      setAttempt((n) => n + 1);
    } else if (url) onPreview(url);
  };

  return (
    <button type="button" className={styles.image} onClick={onClick} aria-label={t('chat.image.alt')} disabled={!url}>
      {url && !timedOut ? (
        <img key={attempt} src={url} alt="" {...size} onLoad={loading.done} onError={loading.done} />
      ) : (
        <span className={styles.imagePlaceholder} />
      )}
      {timedOut && (
        <span className={styles.progress} role="status">
          {t('chat.runtime.timeout')}
        </span>
      )}
      {uploading && (
        <span className={styles.progress} role="progressbar" aria-valuenow={Math.round((message.progress ?? 0) * 100)}>
          {t('chat.state.uploading', { percent: Math.round((message.progress ?? 0) * 100) })}
        </span>
      )}
    </button>
  );
}
