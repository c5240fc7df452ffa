// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveToken } from '../../../lib/session';
import { storage } from '../../../lib/storage';
import { runImAppWide, wantsImAppWide } from './app-wide';
import { IM_TOKEN_KEY } from './im-keys';

const HOUR = 3_600_000;

describe('the chat running app-wide', () => {
  const startImInBackground = vi.fn();
  const load = vi.fn(async () => ({ startImInBackground }) as unknown as typeof import('./im-session'));
  let stop: (() => void) | undefined;

  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    load.mockClear();
    startImInBackground.mockClear();
  });
  afterEach(() => {
    stop?.();
    clearSession();
    vi.useRealTimers();
  });

  it('runs for a signed-in member or a guest who already chats, not for a visitor nor an expired login', () => {
    expect(wantsImAppWide()).toBe(false);
    storage.set(IM_TOKEN_KEY, { token: 'guest-token', guest: true, uid: 'device' });
    expect(wantsImAppWide()).toBe(true);
    saveToken({ token: 'old', tokenExpired: Date.now() - HOUR });
    expect(wantsImAppWide()).toBe(false);
    saveToken({ token: 'member', tokenExpired: Date.now() + HOUR });
    expect(wantsImAppWide()).toBe(true);
  });

  it('loads the runtime only once the page is idle, and again after a login', async () => {
    saveToken({ token: 'member', tokenExpired: Date.now() + HOUR });
    stop = runImAppWide(load);
    expect(load).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(startImInBackground).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('login'));
    await vi.runAllTimersAsync();
    expect(startImInBackground).toHaveBeenCalledTimes(2);
  });

  it('loads nothing for a visitor who never chatted', async () => {
    stop = runImAppWide(load);
    await vi.runAllTimersAsync();
    expect(load).not.toHaveBeenCalled();
  });
});
