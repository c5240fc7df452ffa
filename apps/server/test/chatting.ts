import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { DEFAULT_CUSTOMER_SERVICE_UID } from '@ffe/shared/constants';
import type { ImMessage, ServerFrame } from '@ffe/shared/contracts/im';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import type { Db } from '../src/db/connect';
import { deskConversationRepository } from '../src/modules/desk/desk-conversation.repository';
import { post } from './app';
import type { SuiteApp } from './each-database';
import type { Member } from './factories';

/** The socket URL of an app, listening on a free port of this machine (once). */
export async function socketUrlOf(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/im/socket`;
}

/** A push socket as a client holds it: every frame it got, and ways to wait for the next ones. */
export interface TestSocket {
  frames: ServerFrame[];
  /** The `uni-im` messages pushed so far. */
  messages(): ImMessage[];
  /** The first frame (already here or still to come) that `match` accepts. */
  next(match: (frame: ServerFrame) => boolean, withinMs?: number): Promise<ServerFrame>;
  closed: Promise<{ code: number; reason: string }>;
  send(frame: object): void;
  close(): void;
}

/** Opens a socket and, for a member, authenticates it and waits for `ready`. */
export async function openSocket(
  url: string,
  member: { token: string } | null,
  deviceId: string = crypto.randomUUID(),
): Promise<TestSocket> {
  const ws = new WebSocket(url);
  const frames: ServerFrame[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as ServerFrame);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const socket: TestSocket = {
    frames,
    messages: () => frames.flatMap((f) => (f.type === 'uni-im' ? [f.data] : [])),
    next(match, withinMs = 3_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching frame within ${withinMs} ms; got ${JSON.stringify(frames)}`));
        }, withinMs);
        waiters.add(check);
        check();
      });
    },
    closed,
    send: (frame) => ws.send(JSON.stringify(frame)),
    close: () => ws.close(),
  };
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  if (member) {
    ws.send(JSON.stringify({ type: 'auth', token: member.token, deviceId }));
    await socket.next((f) => f.type === 'ready');
  }
  return socket;
}

/** Waits for the pushed message whose body is `body`. */
export const pushOf = (socket: TestSocket, match: (m: ImMessage) => boolean, withinMs?: number) =>
  socket.next((f) => f.type === 'uni-im' && match(f.data), withinMs).then((f) => (f as { data: ImMessage }).data);

/** Sends a text as `from` through `app`; answers the whole response. */
export function sendText(app: FastifyInstance, from: { token: string }, to: string, body: unknown, extra: object = {}) {
  return post<ImMessage>(
    app,
    '/api/im/sendMsg',
    { to_uid: to, type: 'text', body, client_create_time: Date.now(), unique_id: crypto.randomUUID(), ...extra },
    from,
  );
}

/** For a suite about the chat itself: a new shop's greeting and away reply (migration 034) stay out of its conversations. */
export const withoutDeskWords = (t: SuiteApp) => t.db.deleteFrom('desk_settings').execute();

/** Chat in a suite: the customer-service staff user, customers, guests and sends. */
export function chatting(t: SuiteApp) {
  let staff: Member | undefined;

  return {
    /** The staff member signed in as the customer-service user (one per suite). */
    async staff(): Promise<Member> {
      staff ??= await t.member({ id: DEFAULT_CUSTOMER_SERVICE_UID, role: 'staff', phone: null, nickname: '客服' });
      return staff;
    },

    /** A new guest, logged into chat with a fresh device id: its user id, that device id and its token. */
    async guest(deviceId = `device-${crypto.randomUUID()}`) {
      const answer = await post<{ token: string; user: { _id: string } }>(t.app, '/api/im/login', { deviceId });
      return { id: answer.body.data.user._id, deviceId, token: answer.body.data.token };
    },

    send: (from: { token: string }, to: string, body: unknown, extra: object = {}) =>
      sendText(t.app, from, to, body, extra),

    call<T = unknown>(member: { token: string }, method: string, body: object = {}) {
      return post<T>(t.app, `/api/im/${method}`, body, member);
    },
  };
}

/** The desk's conditions a chat message is stored under (decision 044), for the chat's message store tests. */
export const deskConditions = (db: Db) => deskConversationRepository(db);
