import type { ClientMessage } from '@ffe/im-client/runtime/im-store';
import {
  codeBodyOf,
  fileBodyOf,
  historyBodyOf,
  locationBodyOf,
  richTextOf,
  soundBodyOf,
  userinfoCardBodyOf,
  videoBodyOf,
} from '@ffe/im-client/utils/message-bodies';
import type { HistoryItem } from '@ffe/shared/contracts/im';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../hooks/use-object-url';
import { couponBodyOf, goodsBodyOf, imageBodyOf, orderBodyOf } from '../utils/card-bodies';
import { CouponCard } from './coupon-card';
import { FileMessage } from './file-message';
import { HistoryMessage } from './history-message';
import { LocationMessage } from './location-message';
import styles from './message-bubble.module.css';
import { GoodsCard, OrderCard } from './message-cards';
import { SoundMessage } from './sound-message';
import { UserinfoCard } from './userinfo-card';
import { VideoMessage } from './video-message';

// markdown-it and highlight.js load the first time a chat shows a rich text or code, not with every chat.
const RichTextMessage = lazy(() => import('./rich-text-message'));
const CodeMessage = lazy(() => import('./code-message'));

/** The longest side of a picture in the chat, in CSS pixels. */
const IMAGE_MAX_PX = 180;

/** What a message's content needs: a message of the chat, or one bundled in a history. */
export type ContentMessage = Pick<ClientMessage, 'type' | 'body'> &
  Partial<Pick<ClientMessage, 'state' | 'progress' | 'file'>>;

export interface ContentProps {
  message: ContentMessage;
  /** Sent by the viewer. */
  mine: boolean;
  /** Order and pay cards open the order: true for the customer, whose order it is. */
  ordersOpenable: boolean;
  onPreview: (url: string) => void;
}

function ImageContent({ message, onPreview }: Pick<ContentProps, 'message' | 'onPreview'>) {
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

/** A message bundled in a history, drawn like one in the chat (a history in it opens its own list). */
function bundled(item: HistoryItem, props: Omit<ContentProps, 'message' | 'mine'>) {
  return <MessageContent {...props} message={{ type: item.type, body: item.body }} mine={false} />;
}

/** What a message holds, by type; a type this app cannot draw, or a body of the wrong shape, says so. */
export function MessageContent({ message, mine, ordersOpenable, onPreview }: ContentProps) {
  const { t } = useTranslation();
  // The upload's progress shows only while the message is on its way; a failed one shows its retry instead.
  const progress = message.state === 'sending' ? message.progress : undefined;
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
    case 'coupon': {
      const body = couponBodyOf(message.body);
      if (body) return <CouponCard body={body} mine={mine} />;
      break;
    }
    case 'sound': {
      const body = soundBodyOf(message.body);
      if (body) return <SoundMessage body={body} mine={mine} {...(progress === undefined ? {} : { progress })} />;
      break;
    }
    case 'video': {
      const body = videoBodyOf(message.body);
      if (body) return <VideoMessage body={body} {...(progress === undefined ? {} : { progress })} />;
      break;
    }
    case 'file': {
      const body = fileBodyOf(message.body);
      if (body) return <FileMessage body={body} {...(progress === undefined ? {} : { progress })} />;
      break;
    }
    case 'location': {
      const body = locationBodyOf(message.body);
      if (body) return <LocationMessage body={body} />;
      break;
    }
    case 'code': {
      const body = codeBodyOf(message.body);
      if (!body) break;
      return (
        <Suspense fallback={<pre className={styles.codeFallback}>{body.code}</pre>}>
          <CodeMessage body={body} />
        </Suspense>
      );
    }
    case 'rich-text': {
      const markdown = richTextOf(message.body);
      if (markdown === null) break;
      return (
        <Suspense fallback={<p className={styles.text}>{markdown}</p>}>
          <RichTextMessage markdown={markdown} />
        </Suspense>
      );
    }
    case 'userinfo-card': {
      const body = userinfoCardBodyOf(message.body);
      if (body) return <UserinfoCard body={body} />;
      break;
    }
    case 'history': {
      const body = historyBodyOf(message.body);
      if (body) {
        return <HistoryMessage body={body} renderItem={(item) => bundled(item, { ordersOpenable, onPreview })} />;
      }
      break;
    }
  }
  return <p className={`${styles.text} ${styles.muted}`}>{t('chat.unsupported')}</p>;
}
