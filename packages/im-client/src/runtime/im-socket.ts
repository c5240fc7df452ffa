import { storage } from '@ffe/browser-storage';
import { IM, IM_CLOSE, REQUEST_TIMEOUT_MS } from '@ffe/shared/constants';
import type { ClientFrame, ServerFrame } from '@ffe/shared/contracts/im';
import { reconnectDelay, redirectDelay } from './reconnect-delay';

/** The part of a WebSocket the chat uses, so tests can hand in their own. */
export type SocketLike = Pick<WebSocket, 'send' | 'close' | 'onopen' | 'onmessage' | 'onclose' | 'onerror'>;

/** Where a redirect frame told this browser to connect (PRODUCT.md#chat-push-connection: the addresses are stored). */
export const SOCKET_ADDRESSES_KEY = 'uni-im-socket-addresses';
/** A ping unanswered this long means the connection is dead (PRODUCT.md#chat-push-connection: an answer is waited for 10000 ms). */
export const PONG_TIMEOUT_MS = 10_000;
/** A connection not ready this long after it began is given up and tried again (PRODUCT.md#shop-constants: socket time-out 60000 ms). */
export const CONNECT_TIMEOUT_MS = REQUEST_TIMEOUT_MS;
/** The heartbeat's tick (PRODUCT.md#chat-push-connection: 1 s). */
export const HEARTBEAT_TICK_MS = 1_000;

export type SocketStatus = 'connecting' | 'online' | 'offline' | 'failed';

export interface ImSocketOptions {
  /** The chat's own address, used when no redirect named another. */
  address(): string;
  /** The auth frame's token and device id; undefined when there is no chat login to connect with. */
  credentials(): { token: string; deviceId: string } | undefined;
  /** Every frame but ready, pong and redirect, which the socket handles itself. */
  onFrame(frame: ServerFrame): void;
  /** Authenticated; `reconnected` from the second open on, when what was missed must be synced (PRODUCT.md#chat-socket-and-tab). */
  onReady(reconnected: boolean): void;
  onStatus(status: SocketStatus): void;
  /** The server refused the token (close 23 or 24): no reconnect; log in again. */
  onAuthRejected(code: number): void;
  createSocket?(url: string): SocketLike;
  now?(): number;
  /** Spreads reconnect waits; tests hand in their own. */
  random?(): number;
  isOnline?(): boolean;
  /** Focused and visible: only then does an idle close (21) reconnect. */
  isActive?(): boolean;
}

/** The chat's address on this host: ws(s)://<host>/api/im/socket. */
export function defaultSocketAddress(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}/api/im/socket`;
}

/** A redirect address as a socket URL: ws(s) URLs as they are, http(s) ones and bare hosts made into ws(s) ones. */
function socketUrl(address: string): string {
  if (/^wss?:\/\//i.test(address)) return address;
  if (/^https?:\/\//i.test(address)) return address.replace(/^http/i, 'ws');
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${address.replace(/\/+$/, '')}/api/im/socket`;
}

const isActivePage = () => document.visibilityState === 'visible' && document.hasFocus();

/**
 * The one push connection of this tab (PRODUCT.md#chat-push-connection): authenticates with its first frame, pings
 * every heartbeat, follows the close codes (20 stop; 21 reconnect only when focused and visible; 23 and 24 stop and log
 * in again; others reconnect after 10 ms, then 100 ms, then waits that double, each cut at random), reconnects at most
 * 10 times within 5 s, never while offline or already connecting, can be enabled once a second, and follows redirect
 * frames to another node after the delay they ask for, stretched at random.
 */
export class ImSocket {
  private readonly options: ImSocketOptions;
  private readonly now: () => number;
  private readonly random: () => number;
  private socket: SocketLike | null = null;
  private phase: 'closed' | 'connecting' | 'open' = 'closed';
  private address: string | null = null;
  private attempts: number[] = [];
  private retries = 0;
  private opens = 0;
  private lastEnabled = Number.NEGATIVE_INFINITY;
  private lastPing = 0;
  private pingUnansweredSince: number | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private redirectTimer: ReturnType<typeof setTimeout> | undefined;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private connectTimer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(options: ImSocketOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
  }

  /** Whether the socket is authenticated and open. */
  get online(): boolean {
    return this.phase === 'open';
  }

  /**
   * Connects unless already connected or connecting; at most once a second (PRODUCT.md#chat-push-connection). Answers
   * whether a connection was started.
   */
  enable(): boolean {
    if (this.stopped) return false;
    const now = this.now();
    if (now - this.lastEnabled < IM.ENABLE_SOCKET_INTERVAL_MS) return false;
    this.lastEnabled = now;
    if (this.phase !== 'closed' || this.reconnectTimer || this.redirectTimer) return false;
    this.retries = 0;
    return this.connect();
  }

  /** Connects again at once after the session renewed a token the server refused; the attempt limit still holds. */
  reconnect(): boolean {
    if (this.stopped || this.phase !== 'closed' || this.reconnectTimer || this.redirectTimer) return false;
    return this.connect();
  }

  /** Closes for good: logout, another tab took over, the chat stopped. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    clearTimeout(this.redirectTimer);
    this.reconnectTimer = undefined;
    this.redirectTimer = undefined;
    this.drop(1000, 'stopped');
  }

  private setStatus(status: SocketStatus): void {
    this.options.onStatus(status);
  }

  private connect(): boolean {
    if (this.stopped || this.phase !== 'closed') return false;
    if (!(this.options.isOnline?.() ?? navigator.onLine)) {
      this.setStatus('offline');
      return false;
    }
    const now = this.now();
    this.attempts = this.attempts.filter((at) => now - at < IM.RECONNECT_WINDOW_MS);
    if (this.attempts.length >= IM.RECONNECT_LIMIT) {
      this.setStatus('failed');
      return false;
    }
    const credentials = this.options.credentials();
    if (!credentials) {
      this.setStatus('failed');
      return false;
    }
    this.attempts.push(now);
    this.phase = 'connecting';
    this.setStatus('connecting');
    this.address = this.pickAddress();
    const url = this.address ? socketUrl(this.address) : this.options.address();
    const socket = this.options.createSocket?.(url) ?? new WebSocket(url);
    this.socket = socket;
    socket.onopen = () => {
      this.send({ type: 'auth', token: credentials.token, deviceId: credentials.deviceId }, socket);
    };
    socket.onmessage = (event) => this.receive(socket, event.data);
    socket.onclose = (event) => this.closed(socket, event.code);
    // A close always follows an error; the close decides what happens.
    socket.onerror = () => {};
    // A connection that hangs (a network that swallows packets) never closes by itself.
    this.connectTimer = setTimeout(() => {
      if (socket !== this.socket || this.phase !== 'connecting') return;
      this.drop(4000, 'connect timed out');
      if (this.address) this.forgetAddress(this.address);
      this.scheduleReconnect();
    }, CONNECT_TIMEOUT_MS);
    return true;
  }

  /** A stored redirect address, if any; else null for the chat's own. */
  private pickAddress(): string | null {
    const stored = storage.get<unknown>(SOCKET_ADDRESSES_KEY);
    const addresses = Array.isArray(stored) ? stored.filter((a): a is string => typeof a === 'string' && a !== '') : [];
    if (addresses.length === 0) return null;
    return addresses[Math.floor(Math.random() * addresses.length)] ?? null;
  }

  private forgetAddress(address: string): void {
    const stored = storage.get<unknown>(SOCKET_ADDRESSES_KEY);
    const rest = Array.isArray(stored) ? stored.filter((a) => a !== address) : [];
    if (rest.length) storage.set(SOCKET_ADDRESSES_KEY, rest);
    else storage.remove(SOCKET_ADDRESSES_KEY);
  }

  private send(frame: ClientFrame, socket = this.socket): void {
    try {
      socket?.send(JSON.stringify(frame));
    } catch {
      // A socket closing under our feet: its close event decides what happens.
    }
  }

  private receive(socket: SocketLike, data: unknown): void {
    if (socket !== this.socket || typeof data !== 'string') return;
    let frame: ServerFrame;
    try {
      frame = JSON.parse(data) as ServerFrame;
    } catch {
      return;
    }
    switch (frame.type) {
      case 'ready':
        clearTimeout(this.connectTimer);
        this.phase = 'open';
        this.retries = 0;
        this.opens += 1;
        this.startHeartbeat();
        this.setStatus('online');
        this.options.onReady(this.opens > 1);
        return;
      case 'pong':
        this.pingUnansweredSince = null;
        return;
      case 'redirect':
        this.redirect(frame.data);
        return;
      default:
        this.options.onFrame(frame);
    }
  }

  private closed(socket: SocketLike, code: number): void {
    if (socket !== this.socket) return;
    const wasOpen = this.phase === 'open';
    clearTimeout(this.connectTimer);
    this.socket = null;
    this.phase = 'closed';
    this.stopHeartbeat();
    if (this.stopped) return;
    // The redirect's own timer reconnects, after the delay the server asked for.
    if (this.redirectTimer) {
      this.setStatus('connecting');
      return;
    }
    // A redirect address that cannot be reached is dropped; the chat's own address is next.
    if (!wasOpen && this.address) this.forgetAddress(this.address);
    switch (code) {
      case IM_CLOSE.SIGNED_OUT:
        this.setStatus('offline');
        return;
      case IM_CLOSE.AUTH_FAILED:
      case IM_CLOSE.TOKEN_EXPIRED:
        this.setStatus('failed');
        this.options.onAuthRejected(code);
        return;
      case IM_CLOSE.IDLE:
        if (!(this.options.isActive?.() ?? isActivePage())) {
          // Reconnected when the page becomes visible again.
          this.setStatus('offline');
          return;
        }
        break;
    }
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    const delay = reconnectDelay(this.retries, this.random);
    this.retries += 1;
    this.setStatus('connecting');
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.connect();
    }, delay);
  }

  /** The node is draining: remember where to go, and go there after the delay it asked for (PRODUCT.md#chat-push-connection). */
  private redirect({ addresses, delay }: { addresses: string[]; delay: number }): void {
    if (Array.isArray(addresses) && addresses.length) storage.set(SOCKET_ADDRESSES_KEY, addresses);
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    clearTimeout(this.redirectTimer);
    this.redirectTimer = setTimeout(
      () => {
        this.redirectTimer = undefined;
        this.drop(1000, 'redirected');
        this.retries = 0;
        this.connect();
      },
      redirectDelay(delay, this.random),
    );
  }

  /** Lets the current socket go without its close event doing anything. */
  private drop(code: number, reason: string): void {
    const socket = this.socket;
    this.socket = null;
    this.phase = 'closed';
    this.stopHeartbeat();
    clearTimeout(this.connectTimer);
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    try {
      socket.close(code, reason);
    } catch {
      // Already closed.
    }
  }

  private startHeartbeat(): void {
    this.stopHeartbeat();
    this.lastPing = this.now();
    this.pingUnansweredSince = null;
    this.heartbeat = setInterval(() => this.tick(), HEARTBEAT_TICK_MS);
  }

  private stopHeartbeat(): void {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  private tick(): void {
    const now = this.now();
    if (this.pingUnansweredSince !== null && now - this.pingUnansweredSince >= PONG_TIMEOUT_MS) {
      // The network went away without a close (a sleeping laptop, a dropped Wi-Fi): start over.
      this.drop(4000, 'no pong');
      this.scheduleReconnect();
      return;
    }
    if (now - this.lastPing >= IM.HEARTBEAT_MS) {
      this.lastPing = now;
      this.pingUnansweredSince ??= now;
      this.send({ type: 'ping' });
    }
  }
}
