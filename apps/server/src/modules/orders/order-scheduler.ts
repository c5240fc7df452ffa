import type { PeriodicJob } from '../../platform/scheduler';
import type { OrderService } from './order.service';

/**
 * Sweeps orders every `everyMs` (a job on the platform scheduler): unpaid ones past their deadline are cancelled,
 * deliveries and receipts close after 7 days. Several processes may sweep at once: each order moves by a conditional
 * update in the database, so the timers only decide when to look, never who wins.
 */
export function orderSweepJob(orders: Pick<OrderService, 'sweep'>, everyMs: number): PeriodicJob {
  return { name: 'order sweep', everyMs, run: () => orders.sweep() };
}
