import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * Fastify's own timeouts. The idle one is the socket's: any byte that arrives restarts it, so a slow upload that keeps
 * moving is never cut while a silent connection (before, inside or between requests) is. An upgraded chat socket is
 * the WebSocket library's, which turns it off: the chat has its own heartbeat.
 */
export function serverTimeouts(http: Config['http']) {
  return {
    connectionTimeout: http.idleTimeoutMs,
    keepAliveTimeout: http.keepAliveTimeoutMs,
    requestTimeout: http.requestTimeoutMs,
  };
}

/** The time a request's head may take to arrive whole, which Fastify does not set itself. */
export function limitHeaderTime(app: FastifyInstance, http: Config['http']): void {
  app.server.headersTimeout = Math.min(http.headersTimeoutMs, http.requestTimeoutMs);
}
