import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, storage } from './storage';

const listeners = new Set<() => void>();

const readMuted = () => storage.get<boolean>(STORAGE_KEYS.alertsMuted) === true;

/** Whether the console's alert sound (new orders, the desk) is off on this device, re-rendering when it changes. */
export const useAlertsMuted = () =>
  useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, readMuted);

export function setAlertsMuted(muted: boolean): void {
  storage.set(STORAGE_KEYS.alertsMuted, muted);
  for (const listener of listeners) listener();
}

let context: AudioContext | undefined;

/** A short two-tone chime made on the spot (no audio file to load); silent when muted or without Web Audio. */
export function chime(): void {
  if (readMuted() || typeof AudioContext !== 'function') return;
  context ??= new AudioContext();
  const start = context.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.16, 1320],
  ] as const) {
    const tone = context.createOscillator();
    const gain = context.createGain();
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.25, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.15);
    tone.connect(gain).connect(context.destination);
    tone.start(start + offset);
    tone.stop(start + offset + 0.16);
  }
}
