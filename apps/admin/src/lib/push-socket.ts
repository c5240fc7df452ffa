import { IM, IM_CLOSE } from '@ffe/shared/constants';
import type { ClientFrame, ServerFrame } from '@ffe/shared/contracts/im';

/** Waits before reconnecting: 1 s, doubling to at most 30 s. */
export const RECONNECT_FIRST_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/** Closes after which asking again with the same token is useless: signed out, refused, expired. */
const FINAL_CLOSES: readonly number[] = [IM_CLOSE.SIGNED_OUT, IM_CLOSE.AUTH_FAILED, IM_CLOSE.TOKEN_EXPIRED];

export interface PushSocketOptions {
  token: string;
  onFrame(frame: ServerFrame): void;
}

/** ws(s)://<this host>/api/im/socket: the chat's socket, which also carries the console's alerts. */
export function pushSocketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}/api/im/socket`;
}

/** A device id for the auth frame: this tab's, made once. */
const deviceId = `admin-${crypto.randomUUID()}`;

/**
 * The console's push connection on the chat socket: authenticates with its first frame, pings so the server keeps it,
 * and reconnects with a doubling wait when it drops, until `close()` (logout) or a close that says the token is done.
 */
export function openPushSocket({ token, onFrame }: PushSocketOptions): { close(): void } {
  let socket: WebSocket | undefined;
  let retry = 0;
  let closed = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;

  const send = (frame: ClientFrame) => {
    try {
      socket?.send(JSON.stringify(frame));
    } catch {
      // Closing under our feet: the close event decides what happens.
    }
  };

  const connect = () => {
    const current = new WebSocket(pushSocketUrl());
    socket = current;
    current.onopen = () => send({ type: 'auth', token, deviceId });
    current.onmessage = (event: MessageEvent) => {
      if (typeof event.data !== 'string') return;
      let frame: ServerFrame;
      try {
        frame = JSON.parse(event.data) as ServerFrame;
      } catch {
        return;
      }
      if (frame.type === 'ready') retry = 0;
      onFrame(frame);
    };
    current.onclose = (event: CloseEvent) => {
      if (current !== socket) return;
      clearInterval(heartbeat);
      if (closed || FINAL_CLOSES.includes(event.code)) return;
      const wait = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** retry);
      retry += 1;
      reconnectTimer = setTimeout(connect, wait);
      heartbeat = undefined;
    };
    clearInterval(heartbeat);
    heartbeat = setInterval(() => send({ type: 'ping' }), IM.HEARTBEAT_MS / 2);
  };

  connect();
  return {
    close() {
      closed = true;
      clearTimeout(reconnectTimer);
      clearInterval(heartbeat);
      socket?.close(1000, 'closed');
    },
  };
}
