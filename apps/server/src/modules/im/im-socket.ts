import type { Duplex } from 'node:stream';
import { IM, IM_CLOSE } from '@ffe/shared/constants';
import { clientFrame, type ServerFrame } from '@ffe/shared/contracts/im';
import type { Permission } from '@ffe/shared/domain/staff-roles';
import type { RawData, WebSocket } from 'ws';
import type { TokenPayload } from '../../platform/authenticate';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/event-bus';

interface Session {
  uid: string;
  jti: string;
  /** The device the client named in its auth frame: a message sent from it is not pushed back to it. */
  deviceId: string;
  /** What the token allowed when the socket signed in: staff alerts go to sockets holding their permission. */
  permission: readonly string[];
  /** The account's role as the token named it, for the metrics' sockets per role. */
  role: string;
  tokenExpired: number;
  lastSeen: number;
  /** The upgraded TCP connection under the socket, corked while a turn of the loop pushes to it. */
  connection: Duplex;
}

export interface ImSocketsDeps {
  bus: EventBus;
  verify(token: string): Promise<TokenPayload>;
  /** Where clients go while this process drains; empty sends them back to the same address. */
  redirect: { addresses: string[]; delayMs: number };
  now?: () => number;
}

/** A socket silent this long is closed as idle (the client pings every heartbeat). */
const IDLE_AFTER_MS = IM.HEARTBEAT_MS * 2.5;
const SWEEP_EVERY_MS = 15_000;

const send = (socket: WebSocket, frame: ServerFrame) => socket.send(JSON.stringify(frame));

/**
 * The push sockets this process holds (decision 008): authenticated by their first frame, kept alive by pings,
 * closed with the product's codes (PRODUCT.md#chat-push-connection), and fed by the event bus, so a push published by
 * any process reaches them.
 */
export function imSockets(deps: ImSocketsDeps) {
  const now = deps.now ?? Date.now;
  // A user's one socket is held as is, a Set made only for a second one: a Set would cost ~170 B for every socket.
  const byUser = new Map<string, WebSocket | Set<WebSocket>>();
  const socketsOf = (uid: string): Iterable<WebSocket> => {
    const held = byUser.get(uid);
    return held === undefined ? [] : held instanceof Set ? held : [held];
  };
  const sessions = new Map<WebSocket, Session>();
  // Staff sockets only: a permitted push (a desk event per customer message) must not walk every customer's socket.
  const staffSockets = new Set<WebSocket>();
  /** Chat messages written to this process's sockets since it started (metrics, decision 057). */
  let messagesDelivered = 0;

  // Every frame is its own write system call; a connection pushed to in this turn of the loop is corked until the
  // turn ends, so the staff socket gets one write for a batch's messages and desk news, not two per message.
  const corked = new Set<Duplex>();
  const uncorkAll = () => {
    for (const connection of corked) connection.uncork();
    corked.clear();
  };
  function push(socket: WebSocket, text: string) {
    const connection = sessions.get(socket)?.connection;
    if (connection && !corked.has(connection)) {
      if (corked.size === 0) process.nextTick(uncorkAll);
      connection.cork();
      corked.add(connection);
    }
    socket.send(text);
  }

  const unsubscribe = deps.bus.subscribe((event) => {
    if (event.kind === 'sessions-ended') {
      // A session ended by logout, the token cap or a change of the member's rights takes its sockets with it.
      const ended = new Set(event.jtis);
      for (const [socket, session] of sessions) {
        if (ended.has(session.jti)) socket.close(IM_CLOSE.SIGNED_OUT, 'signed out');
      }
      return;
    }
    if (event.kind === 'sign-out') {
      for (const socket of socketsOf(event.uid)) {
        if (sessions.get(socket)?.jti === event.jti) socket.close(IM_CLOSE.SIGNED_OUT, 'signed out');
      }
      return;
    }
    if (event.kind === 'push-permitted') {
      const text = JSON.stringify(event.frame);
      for (const socket of staffSockets)
        if (sessions.get(socket)?.permission.includes(event.permission)) push(socket, text);
      return;
    }
    if (event.kind !== 'push') return;
    const message = event.frame.type === 'uni-im' ? event.frame.data : null;
    const fromDevice = message?.device_id;
    let own: string | undefined;
    let others: string | undefined;
    // A device id signs in as that device's guest: it reaches only its own user's devices (decision 047).
    const textFor = (sender: boolean) => {
      if (sender || !fromDevice) {
        own ??= JSON.stringify(event.frame);
        return own;
      }
      others ??= JSON.stringify({ type: 'uni-im', data: { ...message, device_id: null } });
      return others;
    };
    for (const uid of event.to) {
      const sender = uid === message?.from_uid;
      for (const socket of socketsOf(uid)) {
        // The device a message came from has it in its call's answer, and its client ignores the push (PRODUCT.md#chat-incoming).
        if (sender && fromDevice && sessions.get(socket)?.deviceId === fromDevice) continue;
        const text = textFor(sender);
        push(socket, text);
        if (message) messagesDelivered++;
      }
    }
  });

  function forget(socket: WebSocket) {
    const session = sessions.get(socket);
    if (!session) return;
    sessions.delete(socket);
    staffSockets.delete(socket);
    const held = byUser.get(session.uid);
    if (held === socket) byUser.delete(session.uid);
    else if (held instanceof Set) {
      held.delete(socket);
      if (held.size === 0) byUser.delete(session.uid);
    }
  }

  function hold(uid: string, socket: WebSocket) {
    const held = byUser.get(uid);
    if (held === undefined) byUser.set(uid, socket);
    else if (held instanceof Set) held.add(socket);
    else byUser.set(uid, new Set([held, socket]));
  }

  async function authenticate(socket: WebSocket, connection: Duplex, text: string): Promise<void> {
    const parsed = clientFrame.safeParse(safeJson(text));
    if (!parsed.success || parsed.data.type !== 'auth') {
      socket.close(IM_CLOSE.AUTH_FAILED, 'the first frame must be { type: "auth", token, deviceId }');
      return;
    }
    try {
      const claims = await deps.verify(parsed.data.token);
      if (socket.readyState !== socket.OPEN) return;
      sessions.set(socket, {
        uid: claims.uid,
        jti: claims.jti,
        deviceId: parsed.data.deviceId,
        permission: claims.permission,
        role: claims.role[0] ?? 'unknown',
        tokenExpired: claims.tokenExpired,
        lastSeen: now(),
        connection,
      });
      if (claims.permission.length > 0) staffSockets.add(socket);
      hold(claims.uid, socket);
      send(socket, { type: 'ready', data: { uid: claims.uid } });
    } catch (error) {
      const expired = error instanceof AppError && error.errCode === 'TOKEN_INVALID_TOKEN_EXPIRED';
      socket.close(
        expired ? IM_CLOSE.TOKEN_EXPIRED : IM_CLOSE.AUTH_FAILED,
        expired ? 'token expired' : 'token invalid',
      );
    }
  }

  const sweep = setInterval(() => {
    const at = now();
    for (const [socket, session] of sessions) {
      if (session.tokenExpired <= at) socket.close(IM_CLOSE.TOKEN_EXPIRED, 'token expired');
      else if (at - session.lastSeen > IDLE_AFTER_MS) socket.close(IM_CLOSE.IDLE, 'no heartbeat');
    }
  }, SWEEP_EVERY_MS);
  sweep.unref();

  /** Sockets that have not sent their auth frame yet, each with its connection and the timer that closes it if none comes. */
  const awaitingAuth = new Map<WebSocket, { timer: ReturnType<typeof setTimeout>; connection: Duplex }>();

  // One listener of each kind for every socket (`this` is the socket): nothing is allocated per socket beyond its
  // session, so 20,000 sockets stay within the memory the issue allows.
  function onMessage(this: WebSocket, data: RawData) {
    const text = String(data);
    const session = sessions.get(this);
    if (session) {
      session.lastSeen = now();
      if (text.includes('"ping"') && clientFrame.safeParse(safeJson(text)).data?.type === 'ping') {
        send(this, { type: 'pong' });
      }
      return;
    }
    const awaiting = awaitingAuth.get(this);
    // Frames while the token is being verified are dropped, as before `ready`.
    if (awaiting === undefined) return;
    clearTimeout(awaiting.timer);
    awaitingAuth.delete(this);
    void authenticate(this, awaiting.connection, text);
  }

  function onGone(this: WebSocket) {
    clearTimeout(awaitingAuth.get(this)?.timer);
    awaitingAuth.delete(this);
    forget(this);
  }

  return {
    /** Takes a new socket and the connection under it: it has AUTH_TIMEOUT_MS to send its auth frame. */
    accept(socket: WebSocket, connection: Duplex): void {
      const timer = setTimeout(() => socket.close(IM_CLOSE.AUTH_FAILED, 'no auth frame'), IM.AUTH_TIMEOUT_MS);
      awaitingAuth.set(socket, { timer, connection });
      socket.on('message', onMessage);
      socket.on('close', onGone);
      socket.on('error', onGone);
    },

    /** Pushes `frame` to every socket, in every process, whose user holds `permission` (the console's alerts). */
    pushToPermitted: (permission: Permission, frame: ServerFrame) =>
      deps.bus.publish({ kind: 'push-permitted', permission, frame }),

    /** Closes the sockets of a session that ended (logout) in every process: code 20, no reconnect. */
    signOut: (uid: string, jti: string) => deps.bus.publish({ kind: 'sign-out', uid, jti }),

    /** Open authenticated sockets of this process. */
    count: () => sessions.size,

    /** Read-only figures for metrics: open sockets by the account's role, and messages written to them. */
    counts() {
      const byRole: Record<string, number> = {};
      for (const session of sessions.values()) byRole[session.role] = (byRole[session.role] ?? 0) + 1;
      return { open: sessions.size, byRole, messagesDelivered };
    },

    /**
     * Drains this process: every client is told where to reconnect and after how long, then the sockets close
     * with code 22 — so a node goes down without dropping anyone.
     */
    drain(): void {
      const frame: ServerFrame = {
        type: 'redirect',
        data: { addresses: deps.redirect.addresses, delay: deps.redirect.delayMs },
      };
      for (const socket of sessions.keys()) send(socket, frame);
      for (const socket of sessions.keys()) socket.close(IM_CLOSE.GOING_AWAY, 'server going away');
      clearInterval(sweep);
      unsubscribe();
    },
  };
}

export type ImSockets = ReturnType<typeof imSockets>;

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
