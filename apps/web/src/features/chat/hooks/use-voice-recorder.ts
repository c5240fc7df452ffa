import { IM } from '@ffe/shared/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';

/** Formats the browser may record in, the best first: Chromium and Firefox take WebM / Ogg, Safari MP4. */
const FORMATS = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus', 'audio/ogg'];
/** How often the seconds shown while recording move on. */
const TICK_MS = 200;

export type RecorderState = 'idle' | 'starting' | 'recording';

export interface VoiceRecorder {
  state: RecorderState;
  /** Seconds recorded so far. */
  seconds: number;
  /** Asks for the microphone and starts; resolves false when the browser cannot record or the user refused. */
  start: () => Promise<boolean>;
  /** Stops and hands the recording to `onRecorded` (too short a one is dropped with a toast). */
  finish: () => void;
  /** Stops and throws the recording away. */
  cancel: () => void;
}

const recordingFormat = () =>
  FORMATS.find(
    (format) => typeof MediaRecorder.isTypeSupported === 'function' && MediaRecorder.isTypeSupported(format),
  );

/** Whether this browser can record from a microphone at all. */
export const canRecordVoice = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.MediaRecorder === 'function' &&
  typeof navigator.mediaDevices?.getUserMedia === 'function';

/**
 * Records a voice message with the browser's MediaRecorder: at most IM.SOUND_MAX_SECONDS (60), after which it
 * finishes by itself; under IM.SOUND_MIN_SECONDS it is too short to send. `onRecorded` gets the recording and its
 * length in whole seconds. Leaving the page mid-recording throws it away and frees the microphone.
 */
export function useVoiceRecorder(onRecorded: (recording: Blob, seconds: number) => void): VoiceRecorder {
  const { t } = useTranslation();
  const [state, setState] = useState<RecorderState>('idle');
  const [seconds, setSeconds] = useState(0);
  const session = useRef<{
    recorder: MediaRecorder;
    stream: MediaStream;
    startedAt: number;
    timer: ReturnType<typeof setInterval>;
    keep: boolean;
  } | null>(null);
  const starting = useRef(false);
  const recorded = useRef(onRecorded);
  recorded.current = onRecorded;

  const stop = useCallback((keep: boolean) => {
    // Stopped while the microphone was still being asked for: it is let go as soon as it comes.
    if (starting.current) {
      starting.current = false;
      setState('idle');
    }
    const running = session.current;
    if (!running) return;
    session.current = null;
    running.keep = keep;
    clearInterval(running.timer);
    if (running.recorder.state !== 'inactive') running.recorder.stop();
    else for (const track of running.stream.getTracks()) track.stop();
    setState('idle');
    setSeconds(0);
  }, []);

  const finish = useCallback(() => stop(true), [stop]);
  const cancel = useCallback(() => stop(false), [stop]);

  const start = useCallback(async (): Promise<boolean> => {
    if (session.current || starting.current) return false;
    if (!canRecordVoice()) {
      toast(t('chat.sound.unsupported'));
      return false;
    }
    starting.current = true;
    setState('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      starting.current = false;
      setState('idle');
      toast(t('chat.sound.noMicrophone'));
      return false;
    }
    if (!starting.current) {
      for (const track of stream.getTracks()) track.stop();
      return false;
    }
    starting.current = false;
    const format = recordingFormat();
    const recorder = new MediaRecorder(stream, format ? { mimeType: format } : undefined);
    const chunks: Blob[] = [];
    const startedAt = Date.now();
    const running = {
      recorder,
      stream,
      startedAt,
      keep: false,
      timer: setInterval(() => {
        const elapsed = (Date.now() - startedAt) / 1000;
        setSeconds(Math.min(IM.SOUND_MAX_SECONDS, Math.floor(elapsed)));
        // A minute is the longest voice message: it is sent as it is.
        if (elapsed >= IM.SOUND_MAX_SECONDS) stop(true);
      }, TICK_MS),
    };
    recorder.addEventListener('dataavailable', (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    });
    recorder.addEventListener('stop', () => {
      for (const track of stream.getTracks()) track.stop();
      if (!running.keep) return;
      const length = Math.min(IM.SOUND_MAX_SECONDS, Math.round((Date.now() - startedAt) / 1000));
      if (length < IM.SOUND_MIN_SECONDS || chunks.length === 0) {
        toast(t('chat.sound.tooShort'));
        return;
      }
      recorded.current(new Blob(chunks, { type: recorder.mimeType || format || 'audio/webm' }), length);
    });
    session.current = running;
    recorder.start();
    setSeconds(0);
    setState('recording');
    return true;
  }, [t, stop]);

  // Leaving the chat while recording: nothing is sent, and the microphone is let go.
  useEffect(() => cancel, [cancel]);

  return { state, seconds, start, finish, cancel };
}
