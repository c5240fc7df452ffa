import type { IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { DEFAULT_CUSTOMER_SERVICE_UID, IM_CLOSE } from '@ffe/shared/constants';
import type { ServerFrame } from '@ffe/shared/contracts/im';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createTestApp, type TestApp } from '../../../test/app';
import { openSocket, pushOf, sendText, socketUrlOf } from '../../../test/chatting';
import { aMember } from '../../../test/factories';
import { inProcessEventBus } from '../../platform/event-bus';
import { servePushSockets } from '../../platform/push-socket-server';
import { imSockets } from './im-socket';

describe('a server process going down', () => {
  it('tells its chat clients where to reconnect and when, then closes their sockets as going away', async () => {
    const test = await createTestApp(undefined, {
      IM_REDIRECT_ADDRESSES: 'ws://node-b.example:3000/api/im/socket',
      IM_REDIRECT_DELAY_MS: '1500',
    });
    const socket = await openSocket(await socketUrlOf(test.app), await aMember(test.database.db));
    await test.close();
    expect(socket.frames.at(-1)).toEqual({
      type: 'redirect',
      data: { addresses: ['ws://node-b.example:3000/api/im/socket'], delay: 1500 },
    });
    expect((await socket.closed).code).toBe(IM_CLOSE.GOING_AWAY);
  });
});

describe('a push socket held open for hours (20,000 a process, issue 17)', () => {
  it('keeps nothing of the request that opened it: its headers and the reply would live as long as the socket', async () => {
    await onFreshApp(async (test, url) => {
      let upgrade: WeakRef<IncomingMessage> | undefined;
      test.app.server.prependListener('upgrade', (request: IncomingMessage) => {
        upgrade = new WeakRef(request);
      });
      const socket = await openSocket(url, await aMember(test.database.db));
      await collectGarbage();
      expect(upgrade).toBeDefined();
      expect(upgrade?.deref()).toBeUndefined();
      socket.close();
    });
  });

  it("reaches each of a user's sockets, and the one left open once the other closes", async () => {
    await onFreshApp(async (test, url) => {
      const db = test.database.db;
      const service = await aMember(db, { id: DEFAULT_CUSTOMER_SERVICE_UID, role: 'staff', phone: null });
      const customer = await aMember(db);
      const [desk, phone] = [await openSocket(url, service), await openSocket(url, service)];
      const first = await sendText(test.app, customer, DEFAULT_CUSTOMER_SERVICE_UID, 'first');
      for (const socket of [desk, phone])
        expect(await pushOf(socket, (m) => m._id === first.body.data._id)).toBeDefined();
      desk.close();
      await desk.closed;
      const second = await sendText(test.app, customer, DEFAULT_CUSTOMER_SERVICE_UID, 'second');
      expect(await pushOf(phone, (m) => m._id === second.body.data._id)).toMatchObject({ body: 'second' });
      phone.close();
    });
  });

  it("leaves a message out of the socket of the device it was sent from, which ignores it (PRODUCT.md#chat-incoming), and pushes it to the sender's other devices", async () => {
    await onFreshApp(async (test, url) => {
      const db = test.database.db;
      await aMember(db, { id: DEFAULT_CUSTOMER_SERVICE_UID, role: 'staff', phone: null });
      const customer = await aMember(db);
      const [phone, laptop] = [await openSocket(url, customer, 'phone-0123456789ab'), await openSocket(url, customer)];
      const fromPhone = await sendText(test.app, customer, DEFAULT_CUSTOMER_SERVICE_UID, 'from the phone', {
        device_id: 'phone-0123456789ab',
      });
      expect(await pushOf(laptop, (m) => m._id === fromPhone.body.data._id)).toMatchObject({
        body: 'from the phone',
        device_id: 'phone-0123456789ab',
      });
      // A later message on the same socket: the first would have come before it.
      const later = await sendText(test.app, customer, DEFAULT_CUSTOMER_SERVICE_UID, 'from nowhere in particular');
      await pushOf(phone, (m) => m._id === later.body.data._id);
      // The customer's own messages only: the shop's greeting comes to every device.
      const own = phone.messages().filter((m) => m.from_uid === customer.id);
      expect(own.map((m) => m.body)).toEqual(['from nowhere in particular']);
      phone.close();
      laptop.close();
    });
  });

  it('declines compression though the client offers it: a zlib context a socket would cost more than it saves', async () => {
    await onFreshApp(async (_test, url) => {
      const client = new WebSocket(url, { perMessageDeflate: true });
      await new Promise((resolve, reject) => client.once('open', resolve).once('error', reject));
      expect(client.extensions).toBe('');
      client.close();
    });
  });

  it('answers 404 to an upgrade anywhere else', async () => {
    await onFreshApp(async (_test, url) => {
      const elsewhere = url.replace('/api/im/socket', '/api/im/elsewhere');
      const refused = await new Promise<Error>((resolve) => new WebSocket(elsewhere).once('error', resolve));
      expect(refused.message).toBe('Unexpected server response: 404');
    });
  });
});

/** Runs `check` on a fresh app with its push socket's address, and closes the app whatever happens. */
async function onFreshApp(check: (test: TestApp, url: string) => Promise<void>): Promise<void> {
  const test = await createTestApp(undefined);
  try {
    await check(test, await socketUrlOf(test.app));
  } finally {
    await test.close();
  }
}

/** Full collections, each after the current job has let go of what it held. */
async function collectGarbage(): Promise<void> {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    gc();
  }
}

describe('pushes to one socket in one turn of the event loop', () => {
  it('leave in one write to its connection, in the order they were pushed; the next turn writes again', async () => {
    const bus = inProcessEventBus();
    const sockets = imSockets({
      bus,
      verify: async () => ({
        uid: 'u1',
        role: ['staff'],
        permission: ['chat.answer'],
        tokenExpired: Date.now() + 60_000,
        jti: 'j1',
      }),
      redirect: { addresses: [], delayMs: 0 },
    });
    const app = Fastify();
    let writes = 0;
    app.server.prependListener('upgrade', (_request: IncomingMessage, connection: Socket) => {
      // Each call of `_write` or `_writev` is one system call on the TCP connection.
      const counted =
        <A extends unknown[]>(write: (...args: A) => void) =>
        (...args: A) => {
          writes++;
          write.apply(connection, args);
        };
      connection._write = counted(connection._write);
      if (connection._writev) connection._writev = counted(connection._writev);
    });
    servePushSockets(app, '/socket', sockets.accept);
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const socket = await openSocket(`ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/socket`, {
        token: 't',
      });
      // Any frame will do: the delay numbers them.
      const frame = (n: number): ServerFrame => ({ type: 'redirect', data: { addresses: [], delay: n } });
      const arrived = (n: number) => (f: ServerFrame) => f.type === 'redirect' && f.data.delay === n;
      const before = writes;
      await bus.publish({ kind: 'push', to: ['u1'], frame: frame(1) });
      await bus.publish({ kind: 'push-permitted', permission: 'chat.answer', frame: frame(2) });
      await bus.publish({ kind: 'push', to: ['u1'], frame: frame(3) });
      await socket.next(arrived(3));
      expect(writes - before).toBe(1);
      await bus.publish({ kind: 'push', to: ['u1'], frame: frame(4) });
      await socket.next(arrived(4));
      expect(writes - before).toBe(2);
      expect(socket.frames.flatMap((f) => (f.type === 'redirect' ? [f.data.delay] : []))).toEqual([1, 2, 3, 4]);
    } finally {
      sockets.drain();
      await app.close();
    }
  });
});
