import type { VideoBody } from '@ffe/shared/contracts/im';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration, formatFileSize } from '../utils/media-format';
import styles from './message-types.module.css';
import { TypeIcon } from './type-icons';
import { UploadProgress } from './upload-progress';

/** The longest side of a video in the chat, in CSS pixels. */
const VIDEO_MAX_PX = 240;
/** The frame of a video whose size is not known. */
const DEFAULT_FRAME = { width: VIDEO_MAX_PX, height: 135 };

/** The video's frame fitted into VIDEO_MAX_PX with its shape kept. */
function frameOf(body: VideoBody): { width: number; height: number } {
  if (!body.width || !body.height) return DEFAULT_FRAME;
  const scale = Math.min(1, VIDEO_MAX_PX / body.width, VIDEO_MAX_PX / body.height);
  return { width: Math.round(body.width * scale), height: Math.round(body.height * scale) };
}

/**
 * A video message: the player with its still picture until it plays, its length and size; the sender's own shows
 * its upload's progress while on its way.
 */
export function VideoMessage({ body, progress }: { body: VideoBody; progress?: number }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const frame = frameOf(body);
  const facts = [
    body.duration !== undefined ? formatDuration(body.duration) : '',
    body.size > 0 ? formatFileSize(body.size) : '',
  ].filter(Boolean);

  if (progress !== undefined || !body.url) {
    return (
      <span className={styles.videoPending} style={frame}>
        <TypeIcon name="video" size={32} />
        {progress !== undefined && <UploadProgress progress={progress} />}
      </span>
    );
  }

  return (
    <span className={styles.video}>
      {failed ? (
        <span className={styles.videoPending} style={frame} role="img" aria-label={t('chat.video.unplayable')}>
          <TypeIcon name="video" size={32} />
          <span className={styles.videoFacts}>{t('chat.video.unplayable')}</span>
        </span>
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: a video someone sent in a chat comes without captions
        <video
          className={styles.videoPlayer}
          src={body.url}
          poster={body.poster}
          controls
          playsInline
          preload={body.poster ? 'none' : 'metadata'}
          width={frame.width}
          height={frame.height}
          aria-label={t('chat.video.label')}
          onError={() => setFailed(true)}
        />
      )}
      {facts.length > 0 && <span className={styles.videoFacts}>{facts.join(' · ')}</span>}
    </span>
  );
}
