import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { type ServerOptions, type WebSocket, WebSocketServer } from 'ws';

/** Upgraded connections held open for hours: what each one costs in memory is chosen here, once. */
export const PUSH_SOCKET_OPTIONS = {
  // Compression would keep a zlib context per socket; pushes are small JSON.
  perMessageDeflate: false,
  // The caller keeps its own list of sockets; ws's would be a second entry and a close listener per socket.
  clientTracking: false,
  // The largest frame a client may send: an auth frame or a ping is far smaller.
  maxPayload: 64 * 1024,
} as const satisfies ServerOptions;

/**
 * Upgrades `GET <path>` to a WebSocket straight from the HTTP server's `upgrade` event, outside Fastify's request
 * cycle: through a route, the request, the reply and their headers lived as long as the socket, more than half of
 * its memory (decision 036). Any other upgrade is answered 404. `accept` gets the upgraded connection beside the
 * socket, so the caller can cork it.
 */
export function servePushSockets(
  app: FastifyInstance,
  path: string,
  accept: (socket: WebSocket, connection: Duplex) => void,
): void {
  const upgrades = new WebSocketServer({ ...PUSH_SOCKET_OPTIONS, noServer: true });
  app.server.on('upgrade', (request: IncomingMessage, connection: Duplex, head: Buffer) => {
    if (pathOf(request.url) !== path) {
      // Node removed its own error listener before this event: a reset while answering must not throw.
      connection.on('error', () => connection.destroy());
      connection.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    upgrades.handleUpgrade(request, connection, head, (socket) => accept(socket, connection));
  });
}

function pathOf(url: string | undefined): string {
  const query = url?.indexOf('?') ?? -1;
  return query === -1 ? (url ?? '') : (url ?? '').slice(0, query);
}
