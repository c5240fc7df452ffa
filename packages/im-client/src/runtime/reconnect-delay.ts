import { IM } from '@ffe/shared/constants';

/** Past the first tries (PRODUCT.md#chat-push-connection) each wait doubles, up to this: a node that is down for long is asked twice a minute. */
export const RECONNECT_MAX_DELAY_MS = 30_000;

/** The most of a wait chance may cut: enough to spread the clients, little enough to stay under the block. */
const JITTER = 0.75;

/**
 * How long to wait before reconnect try `retry` (0 first): 10 ms and 100 ms (PRODUCT.md#chat-push-connection), then
 * doubling, each cut by up to three quarters at random. The cut spreads a restarted node's clients over time instead of
 * all coming back in the same 100 ms, and the growth keeps the automatic tries under the 10-in-5-s block.
 */
export function reconnectDelay(retry: number, random: () => number = Math.random): number {
  const [first = 10, second = 100] = IM.RECONNECT_DELAYS_MS;
  const full = retry === 0 ? first : Math.min(RECONNECT_MAX_DELAY_MS, second * 2 ** (retry - 1));
  return Math.round(full * (1 - JITTER * random()));
}

/** A redirect's wait: at least the delay the server asked for and at most twice it, so its clients do not move at once. */
export function redirectDelay(asked: number, random: () => number = Math.random): number {
  const delay = Math.max(0, Number(asked) || 0);
  return Math.round(delay * (1 + random()));
}
