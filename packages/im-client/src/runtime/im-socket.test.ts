// @vitest-environment jsdom
import { IM, IM_CLOSE } from '@ffe/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../testing/fake-socket';
import { CONNECT_TIMEOUT_MS, ImSocket, type ImSocketOptions, SOCKET_ADDRESSES_KEY } from './im-socket';

function aSocket(overrides: Partial<ImSocketOptions> = {}) {
  const events = {
    statuses: [] as string[],
    ready: [] as boolean[],
    frames: [] as unknown[],
    rejected: [] as number[],
  };
  const socket = new ImSocket({
    address: () => 'ws://shop.test/api/im/socket',
    credentials: () => ({ token: 'chat-token', deviceId: 'device-0123456789abcdef' }),
    onFrame: (frame) => events.frames.push(frame),
    onReady: (reconnected) => events.ready.push(reconnected),
    onStatus: (status) => events.statuses.push(status),
    onAuthRejected: (code) => events.rejected.push(code),
    createSocket: (url) => new FakeSocket(url),
    isOnline: () => true,
    isActive: () => true,
    // No chance unless a test asks for it: every wait is its longest.
    random: () => 0,
    ...overrides,
  });
  return { socket, events };
}

describe('the push socket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.reset();
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('authenticates with its first frame and is online once the server is ready', () => {
    const { socket, events } = aSocket();
    expect(socket.enable()).toBe(true);
    expect(FakeSocket.last.url).toBe('ws://shop.test/api/im/socket');
    FakeSocket.last.open();
    expect(FakeSocket.last.sent).toEqual([{ type: 'auth', token: 'chat-token', deviceId: 'device-0123456789abcdef' }]);
    FakeSocket.last.push({ type: 'ready', data: { uid: 'u-lily' } });
    expect(socket.online).toBe(true);
    expect(events.statuses).toEqual(['connecting', 'online']);
    expect(events.ready).toEqual([false]);
  });

  it('hands pushed messages on and keeps pong and ready to itself', () => {
    const { socket, events } = aSocket();
    socket.enable();
    FakeSocket.last.accept();
    FakeSocket.last.push({ type: 'pong' });
    FakeSocket.last.push({ type: 'uni-im-notification', data: {} as never });
    expect(events.frames).toEqual([{ type: 'uni-im-notification', data: {} }]);
  });

  it('pings every heartbeat, on a one-second tick', () => {
    const { socket } = aSocket();
    socket.enable();
    FakeSocket.last.accept();
    vi.advanceTimersByTime(IM.HEARTBEAT_MS - 1_000);
    expect(FakeSocket.last.sent).not.toContainEqual({ type: 'ping' });
    vi.advanceTimersByTime(1_000);
    expect(FakeSocket.last.sent.filter((f) => (f as { type: string }).type === 'ping')).toHaveLength(1);
  });

  it('starts over when a ping stays unanswered for 10 s', () => {
    const { socket } = aSocket();
    socket.enable();
    const first = FakeSocket.last;
    first.accept();
    vi.advanceTimersByTime(IM.HEARTBEAT_MS + 10_000);
    expect(first.closedWith).toBeDefined();
    vi.advanceTimersByTime(10);
    expect(FakeSocket.made).toHaveLength(2);
  });

  // PRODUCT.md#shop-constants: "Request, socket, upload and download time-outs 60000 ms".
  it('gives up a connection not ready within 60 s and tries again', () => {
    const { socket, events } = aSocket();
    socket.enable();
    const hung = FakeSocket.last;
    hung.open();
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS - 1);
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(hung.closedWith).toBe(4000);
    vi.advanceTimersByTime(IM.RECONNECT_DELAYS_MS[0] ?? 0);
    expect(FakeSocket.made).toHaveLength(2);
    FakeSocket.last.accept();
    expect(events.statuses.at(-1)).toBe('online');
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS + 1);
    expect(socket.online).toBe(true);
    expect(FakeSocket.made).toHaveLength(2);
  });

  it('reconnects after 10 ms, then 100 ms, and syncs once a later connection is ready', () => {
    const { socket, events } = aSocket();
    socket.enable();
    FakeSocket.last.accept();
    FakeSocket.last.serverClose(1006);
    vi.advanceTimersByTime(9);
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(2);
    FakeSocket.last.serverClose(1006);
    vi.advanceTimersByTime(99);
    expect(FakeSocket.made).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(3);
    FakeSocket.last.accept();
    expect(events.ready).toEqual([false, true]);
  });

  it('waits longer after each failed try, each wait cut at random, so a restarted node’s clients come back spread', () => {
    const { socket } = aSocket({ random: () => 0.5 });
    socket.enable();
    FakeSocket.last.accept();
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      FakeSocket.last.serverClose(1006);
      const before = FakeSocket.made.length;
      let waited = 0;
      while (FakeSocket.made.length === before) {
        vi.advanceTimersByTime(1);
        waited += 1;
      }
      waits.push(waited);
    }
    // The longest waits (10, 100, 200, 400, 800, 1600 ms) cut by 0.75 × 0.5.
    expect(waits).toEqual([6, 63, 125, 250, 500, 1_000]);
  });

  it('stops reconnecting at 10 attempts within 5 s', () => {
    const { socket, events } = aSocket();
    socket.enable();
    // Tries after a renewed token come at once, so only the block holds them back.
    for (let i = 0; i < 20; i++) {
      FakeSocket.last.serverClose(IM_CLOSE.AUTH_FAILED);
      socket.reconnect();
    }
    expect(FakeSocket.made).toHaveLength(IM.RECONNECT_LIMIT);
    expect(events.statuses.at(-1)).toBe('failed');
  });

  it('can be enabled again once the 5 s window has passed', () => {
    const { socket } = aSocket();
    socket.enable();
    for (let i = 0; i < 12; i++) {
      FakeSocket.last.serverClose(IM_CLOSE.AUTH_FAILED);
      socket.reconnect();
    }
    vi.advanceTimersByTime(IM.RECONNECT_WINDOW_MS);
    expect(socket.enable()).toBe(true);
    expect(FakeSocket.made).toHaveLength(IM.RECONNECT_LIMIT + 1);
  });

  it('does not reconnect after code 20 (signed out)', () => {
    const { socket, events } = aSocket();
    socket.enable();
    FakeSocket.last.accept();
    FakeSocket.last.serverClose(IM_CLOSE.SIGNED_OUT);
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.made).toHaveLength(1);
    expect(events.statuses.at(-1)).toBe('offline');
  });

  it.each([IM_CLOSE.AUTH_FAILED, IM_CLOSE.TOKEN_EXPIRED])(
    'does not reconnect after code %i and asks for a new login',
    (code) => {
      const { socket, events } = aSocket();
      socket.enable();
      FakeSocket.last.open();
      FakeSocket.last.serverClose(code);
      vi.advanceTimersByTime(10_000);
      expect(FakeSocket.made).toHaveLength(1);
      expect(events.rejected).toEqual([code]);
      expect(events.statuses.at(-1)).toBe('failed');
    },
  );

  it('reconnects after code 21 (idle) only when the page is focused and visible', () => {
    let active = false;
    const { socket, events } = aSocket({ isActive: () => active });
    socket.enable();
    FakeSocket.last.accept();
    FakeSocket.last.serverClose(IM_CLOSE.IDLE);
    vi.advanceTimersByTime(1_000);
    expect(FakeSocket.made).toHaveLength(1);
    expect(events.statuses.at(-1)).toBe('offline');

    active = true;
    vi.advanceTimersByTime(1_000);
    socket.enable();
    FakeSocket.last.accept();
    FakeSocket.last.serverClose(IM_CLOSE.IDLE);
    vi.advanceTimersByTime(10);
    expect(FakeSocket.made).toHaveLength(3);
  });

  it('reconnects after other codes, such as 22 (going away)', () => {
    const { socket } = aSocket();
    socket.enable();
    FakeSocket.last.accept();
    FakeSocket.last.serverClose(IM_CLOSE.GOING_AWAY);
    vi.advanceTimersByTime(10);
    expect(FakeSocket.made).toHaveLength(2);
  });

  it('can be enabled at most once a second, and not while connecting', () => {
    const { socket } = aSocket();
    expect(socket.enable()).toBe(true);
    vi.advanceTimersByTime(999);
    FakeSocket.last.serverClose(IM_CLOSE.SIGNED_OUT);
    expect(socket.enable()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(socket.enable()).toBe(true);
    vi.advanceTimersByTime(1_000);
    expect(socket.enable()).toBe(false);
    expect(FakeSocket.made).toHaveLength(2);
  });

  it('does not connect while offline', () => {
    const { socket, events } = aSocket({ isOnline: () => false });
    expect(socket.enable()).toBe(false);
    expect(FakeSocket.made).toHaveLength(0);
    expect(events.statuses).toEqual(['offline']);
  });

  it('follows a redirect: stores the addresses, ignores the close, reconnects there after the delay', () => {
    const { socket, events } = aSocket();
    socket.enable();
    FakeSocket.last.accept();
    FakeSocket.last.push({
      type: 'redirect',
      data: { addresses: ['ws://node-2.shop.test/api/im/socket'], delay: 500 },
    });
    FakeSocket.last.serverClose(IM_CLOSE.GOING_AWAY);
    expect(JSON.parse(localStorage.getItem(SOCKET_ADDRESSES_KEY) ?? '[]')).toEqual([
      'ws://node-2.shop.test/api/im/socket',
    ]);
    vi.advanceTimersByTime(499);
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(2);
    expect(FakeSocket.last.url).toBe('ws://node-2.shop.test/api/im/socket');
    FakeSocket.last.accept();
    expect(events.ready).toEqual([false, true]);
  });

  it('goes back to its own address when a redirect address cannot be reached', () => {
    localStorage.setItem(SOCKET_ADDRESSES_KEY, JSON.stringify(['ws://gone.shop.test/api/im/socket']));
    const { socket } = aSocket();
    socket.enable();
    expect(FakeSocket.last.url).toBe('ws://gone.shop.test/api/im/socket');
    FakeSocket.last.serverClose(1006);
    vi.advanceTimersByTime(10);
    expect(FakeSocket.last.url).toBe('ws://shop.test/api/im/socket');
    expect(localStorage.getItem(SOCKET_ADDRESSES_KEY)).toBeNull();
  });

  it('closes for good when stopped', () => {
    const { socket } = aSocket();
    socket.enable();
    FakeSocket.last.accept();
    socket.stop();
    expect(FakeSocket.last.closedWith).toBe(1000);
    vi.advanceTimersByTime(10_000);
    expect(socket.enable()).toBe(false);
    expect(FakeSocket.made).toHaveLength(1);
  });
});
