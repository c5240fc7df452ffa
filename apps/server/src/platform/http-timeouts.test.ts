import http from 'node:http';
import net from 'node:net';
import { DEFAULT_CUSTOMER_SERVICE_UID, IM, IM_CLOSE } from '@ffe/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { chatting, openSocket, sendText, socketUrlOf } from '../../test/chatting';
import { describeOnEachDatabase } from '../../test/each-database';

/** Timeouts of a second, so the test sees connections closed without waiting a minute. */
const IDLE_MS = 1000;
const SHORT = {
  HTTP_IDLE_TIMEOUT_MS: String(IDLE_MS),
  HTTP_HEADERS_TIMEOUT_MS: '1000',
  HTTP_KEEP_ALIVE_TIMEOUT_MS: '1000',
};
/** Far past every timeout above, yet well inside the test's own limit: a connection still open then stays open. */
const CLOSED_WITHIN_MS = 4 * IDLE_MS;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the server closes `socket` within `ms`. */
function closedWithin(socket: net.Socket, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

describeOnEachDatabase(
  'idle connections',
  (t) => {
    const chat = chatting(t);
    let port = 0;
    beforeAll(async () => {
      port = Number(new URL(await socketUrlOf(t.app)).port);
    });

    const connect = async () => {
      const socket = net.connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      await new Promise((resolve) => socket.once('connect', resolve));
      return socket;
    };

    it('closes a connection that never sends a byte', async () => {
      const socket = await connect();
      expect(await closedWithin(socket, CLOSED_WITHIN_MS)).toBe(true);
    });

    it('closes a connection that sends half a request head and falls silent', async () => {
      const socket = await connect();
      socket.write('POST /api/im/sendMsg HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Ty');
      expect(await closedWithin(socket, CLOSED_WITHIN_MS)).toBe(true);
    });

    it('closes a kept-alive connection that asks nothing more', async () => {
      const socket = await connect();
      socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
      await new Promise((resolve) => socket.once('data', resolve));
      expect(await closedWithin(socket, CLOSED_WITHIN_MS)).toBe(true);
    });

    it('lets a slow upload finish as long as its bytes keep coming', async () => {
      const member = await t.member();
      const boundary = 'ffe-slow-upload';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nfile\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
      const tail = `\r\n--${boundary}--\r\n`;
      const chunk = Buffer.alloc(1024, 7);
      const chunks = 6;
      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/im/upload',
            headers: {
              authorization: member.token,
              'content-type': `multipart/form-data; boundary=${boundary}`,
              'content-length': Buffer.byteLength(head) + chunks * chunk.length + Buffer.byteLength(tail),
            },
          },
          (res) => {
            let body = '';
            res.on('data', (d) => {
              body += d;
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        request.on('error', reject);
        (async () => {
          request.write(head);
          // Each pause is shorter than the idle timeout, the whole upload much longer than it.
          for (let i = 0; i < chunks; i++) {
            await sleep(IDLE_MS / 2);
            request.write(chunk);
          }
          request.end(tail);
        })();
      });
      const { status, body } = await answer;
      expect(status).toBe(200);
      expect(JSON.parse(body)).toMatchObject({ code: 200, data: { size: chunks * chunk.length } });
    });

    it('keeps a signed-in chat socket open while it is silent, past the HTTP idle timeout', async () => {
      const staff = await chat.staff();
      const customer = await t.member();
      const socket = await openSocket(await socketUrlOf(t.app), staff);
      await sleep(2 * IDLE_MS);
      const sent = await sendText(t.app, customer, DEFAULT_CUSTOMER_SERVICE_UID, 'still there?');
      const pushed = await socket.next((f) => f.type === 'uni-im' && f.data._id === sent.body.data._id);
      expect(pushed).toMatchObject({ data: { body: 'still there?' } });
      socket.close();
    });
  },
  { env: SHORT },
);

describe('a chat socket that never signs in', () => {
  let t: TestApp | undefined;
  afterAll(async () => {
    await t?.close();
  });

  it(
    'is closed as failing authentication once its time to sign in is over',
    async () => {
      t = await createTestApp(undefined, SHORT);
      const socket = await openSocket(await socketUrlOf(t.app), null);
      const opened = Date.now();
      const closed = await socket.closed;
      expect(closed.code).toBe(IM_CLOSE.AUTH_FAILED);
      // Not at once: it had its time to sign in (measured from the client, which sees the socket open a little later).
      expect(Date.now() - opened).toBeGreaterThan(IM.AUTH_TIMEOUT_MS / 2);
    },
    IM.AUTH_TIMEOUT_MS + 5_000,
  );
});
