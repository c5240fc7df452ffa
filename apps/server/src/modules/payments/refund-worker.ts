import type { RefundService } from './refund.service';

/**
 * Runs `work` every `everyMs` in this process, one run at a time; 0 never. Answers a function that stops it and waits
 * for a run under way, so the database is not closed beneath it.
 */
function every(everyMs: number, work: () => Promise<unknown>, onError: (error: unknown) => void) {
  if (everyMs <= 0) return async () => undefined;
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = work()
      .then(() => undefined, onError)
      .finally(() => {
        running = undefined;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/**
 * Works due refunds every `workEveryMs` and looks for money no refund covers every `reconcileEveryMs`. Every process
 * may run it: a refund is claimed by a lease in the database, so the timers only decide when to look, never who works
 * it. Answers a function that stops both.
 */
export function startRefundWorker(
  refunds: Pick<RefundService, 'runDueRefunds' | 'reconcile'>,
  intervals: { workEveryMs: number; reconcileEveryMs: number },
  onError: (error: unknown) => void,
): () => Promise<void> {
  const stopWork = every(intervals.workEveryMs, () => refunds.runDueRefunds(), onError);
  const stopReconcile = every(intervals.reconcileEveryMs, () => refunds.reconcile(), onError);
  return async () => {
    await Promise.all([stopWork(), stopReconcile()]);
  };
}
