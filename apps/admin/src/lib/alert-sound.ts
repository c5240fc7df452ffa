import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, storage } from './storage';

/** The console's two alert sounds, each switched off on its own: a paid order's, and a customer's message at the desk. */
export type AlertSound = 'orders' | 'desk';

// The new-order sound keeps the key it always had, so a device that muted it stays muted.
const MUTED_KEYS = { orders: STORAGE_KEYS.alertsMuted, desk: STORAGE_KEYS.deskAlertsMuted } as const;

const listeners = new Set<() => void>();

const readMuted = (sound: AlertSound) => storage.get<boolean>(MUTED_KEYS[sound]) === true;

/** Whether this alert sound is off on this device, re-rendering when it changes. */
export const useAlertsMuted = (sound: AlertSound) =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => readMuted(sound),
  );

export function setAlertsMuted(sound: AlertSound, muted: boolean): void {
  storage.set(MUTED_KEYS[sound], muted);
  for (const listener of listeners) listener();
}

let context: AudioContext | undefined;

/** A short two-tone chime made on the spot (no audio file to load); silent when that sound is muted or without Web Audio. */
export function chime(sound: AlertSound): void {
  if (readMuted(sound) || typeof AudioContext !== 'function') return;
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
