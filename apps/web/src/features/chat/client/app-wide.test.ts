// @vitest-environment jsdom

import type { ImClient } from '@ffe/im-client/client';
import { IM_TOKEN_KEY } from '@ffe/im-client/runtime/im-keys';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tellPageShown } from '../../../lib/page-shown';
import { clearSession, saveToken } from '../../../lib/session';
import { sessionImClient } from '../../../lib/session-im-client';
import { createShopImClient } from '../../../lib/shop-im-host';
import { storage } from '../../../lib/storage';
import { useUserStore } from '../../../stores/user-store';
import { runImAppWide, wantsImAppWide } from './app-wide';

let imClient: ImClient;
beforeEach(() => {
  imClient = createShopImClient();
});
afterEach(() => imClient.dispose());

const HOUR = 3_600_000;

describe('the chat running app-wide', () => {
  const startImInBackground = vi.fn();
  const load = vi.fn(
    async () => ({ startImInBackground }) as unknown as typeof import('@ffe/im-client/runtime/im-session'),
  );
  let stop: (() => void) | undefined;

  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    delete document.documentElement.dataset.pageShown;
    load.mockClear();
    startImInBackground.mockClear();
  });
  afterEach(() => {
    stop?.();
    useUserStore.setState({ loginStatus: 'loggedOut' });
    clearSession();
    vi.useRealTimers();
  });

  it('runs for a verified member or a guest who already chats, not for a visitor nor an expired or unchecked login', () => {
    expect(wantsImAppWide()).toBe(false);
    storage.set(IM_TOKEN_KEY, { token: 'guest-token', guest: true, uid: 'device' });
    expect(wantsImAppWide()).toBe(true);
    saveToken({ token: 'old', tokenExpired: Date.now() - HOUR });
    useUserStore.setState({ loginStatus: 'loggedIn' });
    expect(wantsImAppWide()).toBe(false);
    saveToken({ token: 'member', tokenExpired: Date.now() + HOUR });
    useUserStore.setState({ loginStatus: 'checking' });
    expect(wantsImAppWide()).toBe(false);
    useUserStore.setState({ loginStatus: 'loggedIn' });
    expect(wantsImAppWide()).toBe(true);
  });

  it("loads the runtime once the page is idle, when the member's account is verified", async () => {
    saveToken({ token: 'member', tokenExpired: Date.now() + HOUR });
    useUserStore.setState({ loginStatus: 'checking' });
    stop = runImAppWide(imClient, load);
    await vi.runAllTimersAsync();
    expect(load).not.toHaveBeenCalled();

    useUserStore.setState({ loginStatus: 'loggedIn' });
    expect(load).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(startImInBackground).toHaveBeenCalledTimes(1);
  });

  it("waits for the opened page's code to be shown, so the page's own chunks come first", async () => {
    storage.set(IM_TOKEN_KEY, { token: 'guest-token', guest: true, uid: 'device' });
    stop = runImAppWide(imClient, load);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(load).not.toHaveBeenCalled();
    tellPageShown();
    await vi.runAllTimersAsync();
    expect(startImInBackground).toHaveBeenCalledTimes(1);
  });

  it('starts at the latest 3 s after launch when no page says it is shown', async () => {
    storage.set(IM_TOKEN_KEY, { token: 'guest-token', guest: true, uid: 'device' });
    stop = runImAppWide(imClient, load);
    await vi.advanceTimersByTimeAsync(2_900);
    expect(load).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(startImInBackground).toHaveBeenCalledTimes(1);
  });

  it('starts for a guest who chats without waiting for a login', async () => {
    storage.set(IM_TOKEN_KEY, { token: 'guest-token', guest: true, uid: 'device' });
    stop = runImAppWide(imClient, load);
    expect(load).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(startImInBackground).toHaveBeenCalledTimes(1);
  });

  it("makes the session's client only when it starts the chat, and starts it for that client", async () => {
    const make = vi.fn(async () => imClient);
    const session = sessionImClient(make);
    storage.set(IM_TOKEN_KEY, { token: 'guest-token', guest: true, uid: 'device' });
    stop = runImAppWide(session, load);
    expect(make).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(make).toHaveBeenCalledTimes(1);
    expect(startImInBackground).toHaveBeenCalledWith(imClient);
  });

  it('makes no client for a visitor who never chatted', async () => {
    const make = vi.fn(async () => imClient);
    stop = runImAppWide(sessionImClient(make), load);
    await vi.runAllTimersAsync();
    expect(make).not.toHaveBeenCalled();
  });

  it('loads nothing for a visitor who never chatted', async () => {
    stop = runImAppWide(imClient, load);
    await vi.runAllTimersAsync();
    expect(load).not.toHaveBeenCalled();
  });
});
