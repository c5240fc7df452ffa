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
import { couponBodyOf, goodsBodyOf, orderBodyOf } from '../utils/card-bodies';
import type { ContentMessage } from './content-message';
import { CouponCard } from './coupon-card';
import { FileMessage } from './file-message';
import { HistoryMessage } from './history-message';
import { ImageMessage } from './image-message';
import { LocationMessage } from './location-message';
import styles from './message-bubble.module.css';
import { GoodsCard, OrderCard } from './message-cards';
import { SoundMessage } from './sound-message';
import { UserinfoCard } from './userinfo-card';
import { VideoMessage } from './video-message';

// markdown-it and highlight.js load the first time a chat shows a rich text or code, not with every chat.
const RichTextMessage = lazy(() => import('./rich-text-message'));
const CodeMessage = lazy(() => import('./code-message'));

export interface ContentProps {
  message: ContentMessage;
  /** Sent by the viewer. */
  mine: boolean;
  /** Order and pay cards open the order: true for the customer, whose order it is. */
  ordersOpenable: boolean;
  onPreview: (url: string) => void;
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
      return <ImageMessage message={message} onPreview={onPreview} />;
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
