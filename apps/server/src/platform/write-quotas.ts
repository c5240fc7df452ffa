import { hasPermission } from '@ffe/shared/domain/staff-roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { QuotaWindow } from '../config';
import { memberOf } from './authenticate';
import { tooManyRequests } from './errors';
import { demanding } from './route-demands';

/** Whom a quota counts: the signed-in user (after the token check) or the client's address. */
export type QuotaOwner = (request: FastifyRequest) => string;
export const perUser: QuotaOwner = (request) => `user:${memberOf(request).uid}`;
export const perAddress: QuotaOwner = (request) => `ip:${request.ip}`;
/** Everyone counts but staff who answer customers (`chat.answer`): they talk to many at once. */
export const exceptCustomerService = (request: FastifyRequest) =>
  !hasPermission(memberOf(request).permission, 'chat.answer');

/**
 * An onRequest hook that counts one `name` write for its owner in each window (in Redis when configured, so every
 * node counts together) and refuses with 429 and `retry-after` once any window is full, before the body is read.
 */
export function writeQuota(
  app: FastifyInstance,
  name: string,
  windows: readonly QuotaWindow[],
  owner: QuotaOwner,
  what: string,
  counts: (request: FastifyRequest) => boolean = () => true,
) {
  const limits = windows.map((window) =>
    app.createRateLimit({
      max: window.max,
      timeWindow: window.windowMs,
      keyGenerator: (request) => `${name}:${window.windowMs}:${owner(request)}`,
    }),
  );
  const count = async (request: FastifyRequest): Promise<void> => {
    if (!counts(request)) return;
    // Every window at once: through Redis that is one round trip (pipelined), not one a window.
    const counted = await Promise.all(limits.map((limit) => limit(request)));
    const waits = counted.flatMap((window) => (!window.isAllowed && window.isExceeded ? [window.ttlInSeconds] : []));
    if (!waits.length) return;
    const retryIn = Math.max(...waits);
    throw tooManyRequests('RATE_LIMITED', `${what}: too many for now, retry in ${retryIn} s`, retryIn);
  };
  return demanding(count, { quota: true });
}
