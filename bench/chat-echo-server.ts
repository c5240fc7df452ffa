/**
 * The chat bench's baseline: a raw `ws` server on plain node:http, in its own process like the server under test.
 * It speaks just enough of the push socket to be loaded the same way: the first frame `{ type: 'auth', deviceId }` is
 * answered `{ type: 'ready' }` and names the socket; every later frame is echoed as is (the round-trip baseline);
 * `POST /relay { to, frame }` writes `frame` to the socket named `to` (the baseline of a send over HTTP pushed to
 * another socket: no framework, no token, no schema, no database).
 * Prints one JSON line `{ "port": …, "pid": … }` on stdout once listening; exits on SIGTERM or when the parent goes.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PUSH_SOCKET_OPTIONS } from '@ffe/server/src/platform/push-socket-server';
import { type WebSocket, WebSocketServer } from 'ws';
import { answerGarbageCollection } from './garbage-collection';

export interface EchoReady {
  port: number;
  pid: number;
}

const socketsByName = new Map<string, WebSocket>();

const server = http.createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/relay') {
    res.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    let to: string | undefined;
    let frame: unknown;
    try {
      ({ to, frame } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { to?: string; frame?: unknown });
    } catch {
      res.writeHead(400, { 'content-type': 'application/json' }).end('{"code":400}');
      return;
    }
    const socket = to === undefined ? undefined : socketsByName.get(to);
    if (!socket) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"code":404}');
      return;
    }
    // Pushed before answering, as the chat server stores, pushes, then answers.
    socket.send(JSON.stringify(frame));
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":200}');
  });
});

// The chat server's own ws options (no compression, no client list, its frame limit): a baseline on equal terms.
const sockets = new WebSocketServer({ ...PUSH_SOCKET_OPTIONS, server, path: '/socket' });
sockets.on('connection', (socket) => {
  let name: string | undefined;
  socket.on('message', (data, isBinary) => {
    if (name === undefined) {
      try {
        const auth = JSON.parse(data.toString()) as { type?: string; deviceId?: string };
        if (auth.type !== 'auth' || typeof auth.deviceId !== 'string') throw new Error('not an auth frame');
        name = auth.deviceId;
      } catch {
        socket.close(4023);
        return;
      }
      socketsByName.set(name, socket);
      socket.send(JSON.stringify({ type: 'ready', data: { uid: name } }));
      return;
    }
    socket.send(data, { binary: isBinary });
  });
  socket.on('close', () => {
    if (name !== undefined && socketsByName.get(name) === socket) socketsByName.delete(name);
  });
});

// The chat server's keep-alive (HTTP_KEEP_ALIVE_TIMEOUT_MS), not node's 5 s: at the open rate, connections low in the
// load's pool sit idle past 5 s, and one closed by the server just as the load reuses it failed a send (ECONNRESET).
server.keepAliveTimeout = 30_000;
server.listen({ host: '127.0.0.1', port: 0, backlog: 4096 }, () => {
  const ready: EchoReady = { port: (server.address() as AddressInfo).port, pid: process.pid };
  process.stdout.write(`${JSON.stringify(ready)}\n`);
});

function shutdown(): void {
  for (const socket of socketsByName.values()) socket.terminate();
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
// With an IPC channel, the parent going away (even by a crash) ends this server too.
process.on('disconnect', shutdown);
answerGarbageCollection();
