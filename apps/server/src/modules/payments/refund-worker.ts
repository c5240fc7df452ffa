import type { PeriodicJob } from '../../platform/scheduler';
import type { RefundService } from './refund.service';

/**
 * Works due refunds every `workEveryMs` and looks for money no refund covers every `reconcileEveryMs`: two jobs on the
 * platform scheduler. Every process may run them: a refund is claimed by a lease in the database, so the timers only
 * decide when to look, never who works it.
 */
export function refundJobs(
  refunds: Pick<RefundService, 'runDueRefunds' | 'reconcile'>,
  intervals: { workEveryMs: number; reconcileEveryMs: number },
): PeriodicJob[] {
  return [
    { name: 'refund work', everyMs: intervals.workEveryMs, run: () => refunds.runDueRefunds() },
    { name: 'refund reconcile', everyMs: intervals.reconcileEveryMs, run: () => refunds.reconcile() },
  ];
}
