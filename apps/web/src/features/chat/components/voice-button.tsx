import { IM } from '@ffe/shared/constants';
import { type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useVoiceRecorder } from '../hooks/use-voice-recorder';
import { TypeIcon } from './type-icons';
import styles from './voice-button.module.css';

/** Sliding the finger this far up while holding turns the release into a cancel. */
const CANCEL_SLIDE_PX = 60;

/**
 * Hold to talk, release to send; slide up before releasing to cancel. A tap (or Enter / Space) starts a recording
 * that the next tap sends and Escape or the cancel button throws away, for a mouse or a hand that cannot hold.
 * Recordings last 1 to 60 seconds; at 60 the recording is sent by itself.
 */
export function VoiceButton({ onRecorded }: { onRecorded: (recording: Blob, seconds: number) => void }) {
  const { t } = useTranslation();
  const recorder = useVoiceRecorder(onRecorded);
  const hintId = useId();
  // How the recording was started: held (a release ends it) or tapped (the next tap ends it).
  const press = useRef<{ startY: number; heldSince: number | null } | null>(null);
  const [mode, setMode] = useState<'hold' | 'tap'>('hold');
  const [cancelling, setCancelling] = useState(false);
  const active = recorder.state !== 'idle';

  useEffect(() => {
    if (!active) {
      setCancelling(false);
      press.current = null;
    }
  }, [active]);

  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') recorder.cancel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, recorder.cancel]);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    if (active) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    press.current = { startY: event.clientY, heldSince: null };
    setMode('hold');
    void recorder.start().then((started) => {
      if (!started) {
        press.current = null;
        return;
      }
      // Released while the microphone was being asked for (its prompt takes the press): it becomes a tap.
      if (press.current) press.current.heldSince = Date.now();
      else setMode('tap');
    });
  };

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (!press.current || mode !== 'hold') return;
    setCancelling(press.current.startY - event.clientY > CANCEL_SLIDE_PX);
  };

  const onPointerUp = () => {
    const held = press.current;
    press.current = null;
    if (!held) {
      // The tap that ends a tapped recording.
      if (mode === 'tap' && recorder.state === 'recording') recorder.finish();
      return;
    }
    if (held.heldSince === null || Date.now() - held.heldSince < IM.LONG_PRESS_MS) {
      setMode('tap');
      return;
    }
    if (cancelling) recorder.cancel();
    else recorder.finish();
  };

  const onPointerCancel = () => {
    if (press.current) {
      press.current = null;
      recorder.cancel();
    }
  };

  // The keyboard (and a screen reader's activation) taps: the first starts, the second sends.
  const onClick = (event: { detail: number }) => {
    if (event.detail !== 0) return;
    if (recorder.state === 'recording') recorder.finish();
    else if (!active) {
      setMode('tap');
      void recorder.start();
    }
  };

  const label = !active
    ? t('chat.sound.holdToTalk')
    : mode === 'tap'
      ? t('chat.sound.tapToSend')
      : cancelling
        ? t('chat.sound.releaseToCancel')
        : t('chat.sound.releaseToSend');

  return (
    <>
      <button
        type="button"
        className={active ? `${styles.hold} ${styles.active}` : styles.hold}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        onClick={onClick}
        onContextMenu={(event) => event.preventDefault()}
        aria-describedby={hintId}
        aria-pressed={active}
      >
        {label}
      </button>
      <span id={hintId} className={styles.hidden}>
        {t('chat.sound.holdHint')}
      </span>
      {active &&
        createPortal(
          <div
            className={cancelling ? `${styles.overlay} ${styles.cancelling}` : styles.overlay}
            role="status"
            aria-live="polite"
          >
            <TypeIcon name="mic" size={40} />
            <span className={styles.time}>{t('chat.sound.recording', { seconds: recorder.seconds })}</span>
            <span className={styles.hint}>
              {mode === 'tap'
                ? t('chat.sound.tapToSend')
                : cancelling
                  ? t('chat.sound.releaseToCancel')
                  : t('chat.sound.slideToCancel')}
            </span>
            {mode === 'tap' && (
              <button type="button" className={styles.cancel} onClick={recorder.cancel}>
                {t('chat.sound.cancel')}
              </button>
            )}
          </div>,
          document.body,
        )}
    </>
  );
}
