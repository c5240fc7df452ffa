import { IM } from '@ffe/shared/constants';
import type { SoundBody } from '@ffe/shared/contracts/im';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useLoadTimeOut } from '../hooks/use-load-time-out';
import styles from './message-types.module.css';
import { TypeIcon } from './type-icons';
import { UploadProgress } from './upload-progress';

/** The recording playing now: starting another one stops it, as one voice at a time can be listened to. */
let playing: HTMLAudioElement | null = null;

/** A bubble this wide for the shortest recording, growing with its length up to the longest. */
const MIN_WIDTH_PX = 84;
const MAX_WIDTH_PX = 200;

/**
 * A voice message: a play / pause button with its length in seconds (type `sound`, PRODUCT.md#chat-messages), the
 * bubble growing with it; the sender's own shows its upload's progress while on its way. A recording that cannot start
 * within the download time-out (60 s, PRODUCT.md#shop-constants) stops loading with 请求超时; the next tap loads it again.
 */
export function SoundMessage({ body, mine, progress }: { body: SoundBody; mine: boolean; progress?: number }) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const [isPlaying, setPlaying] = useState(false);
  const [left, setLeft] = useState<number | null>(null);
  const seconds = Math.max(0, Math.round(body.time));
  const share = Math.min(1, seconds / IM.SOUND_MAX_SECONDS);
  const width = Math.round(MIN_WIDTH_PX + (MAX_WIDTH_PX - MIN_WIDTH_PX) * share);
  const loading = useLoadTimeOut(() => {
    const element = audio.current;
    if (!element) return;
    element.pause();
    // Dropping the source is what stops the browser's download.
    element.removeAttribute('src');
    element.load();
    toast(t('chat.runtime.timeout'));
  });

  // A recording still playing when its message leaves the screen stops with it.
  useEffect(
    () => () => {
      const element = audio.current;
      if (element && playing === element) {
        element.pause();
        playing = null;
      }
    },
    [],
  );

  if (progress !== undefined || !body.url) {
    return (
      <span className={`${styles.sound} ${mine ? styles.soundMine : ''}`} style={{ width }}>
        <TypeIcon name="voice" size={20} />
        <span className={styles.soundTime}>{t('chat.sound.seconds', { seconds })}</span>
        {progress !== undefined && <UploadProgress progress={progress} />}
      </span>
    );
  }

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (!element.paused) {
      element.pause();
      return;
    }
    if (playing && playing !== element) playing.pause();
    playing = element;
    if (!element.getAttribute('src')) element.src = body.url;
    // Not enough of it here to play yet: the download is timed until it plays.
    if (element.readyState < HTMLMediaElement.HAVE_FUTURE_DATA) loading.start();
    void element.play().catch(() => setPlaying(false));
  };

  return (
    <button
      type="button"
      className={`${styles.sound} ${mine ? styles.soundMine : ''} ${isPlaying ? styles.soundPlaying : ''}`}
      style={{ width }}
      onClick={toggle}
      aria-label={isPlaying ? t('chat.sound.pause') : t('chat.sound.play', { seconds })}
      aria-pressed={isPlaying}
    >
      <TypeIcon name={isPlaying ? 'pause' : 'voice'} size={20} />
      <span className={styles.soundTime}>
        {t('chat.sound.seconds', { seconds: left !== null && isPlaying ? left : seconds })}
      </span>
      {/* biome-ignore lint/a11y/useMediaCaption: a voice message has no captions to offer */}
      <audio
        ref={audio}
        src={body.url}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPlaying={loading.done}
        onError={loading.done}
        onPause={() => {
          setPlaying(false);
          loading.done();
        }}
        onEnded={() => {
          setPlaying(false);
          setLeft(null);
          if (playing === audio.current) playing = null;
        }}
        onTimeUpdate={(event) => setLeft(Math.max(0, Math.ceil(seconds - event.currentTarget.currentTime)))}
      />
    </button>
  );
}
