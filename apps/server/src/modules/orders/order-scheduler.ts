import type { OrderService } from './order.service';

/**
 * Sweeps orders every `everyMs` in this process: unpaid ones past their deadline are cancelled, deliveries and
 * receipts close after 7 days. Several processes may sweep at once: each order moves by a conditional update in the
 * database, so the timers only decide when to look, never who wins. Answers a function that stops it.
 */
export function startOrderScheduler(
  orders: Pick<OrderService, 'sweep'>,
  everyMs: number,
  onError: (error: unknown) => void,
): () => void {
  if (everyMs <= 0) return () => undefined;
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await orders.sweep();
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
