// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chime, setAlertsMuted } from './alert-sound';
import { STORAGE_KEYS, storage } from './storage';

/** Counts the tones played: each chime starts two oscillators. */
function fakeAudio() {
  const tones = { started: 0 };
  class FakeAudioContext {
    currentTime = 0;
    destination = {};
    createOscillator() {
      return { frequency: { value: 0 }, connect: (node: unknown) => node, start: () => tones.started++, stop() {} };
    }
    createGain() {
      const gain = {
        gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
        connect: (node: unknown) => node,
      };
      return gain;
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return tones;
}

describe('the console’s alert sounds', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('mutes the new-order sound without silencing the desk’s, and the other way round', () => {
    const tones = fakeAudio();
    setAlertsMuted('orders', true);
    chime('orders');
    expect(tones.started).toBe(0);
    chime('desk');
    expect(tones.started).toBe(2);

    setAlertsMuted('orders', false);
    setAlertsMuted('desk', true);
    chime('desk');
    expect(tones.started).toBe(2);
    chime('orders');
    expect(tones.started).toBe(4);
  });

  it('keeps a device’s muted new-order sound under the key it always had', () => {
    storage.set(STORAGE_KEYS.alertsMuted, true);
    const tones = fakeAudio();
    chime('orders');
    expect(tones.started).toBe(0);
  });
});
