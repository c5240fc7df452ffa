import type { PeriodicJob } from '../../platform/scheduler';

/** A job the occasion sweep runs: told the instant to run at, so tests and the e2e hook pick the clock. */
export interface ScheduledJob {
  run(at: number): Promise<unknown>;
}

/**
 * Runs the occasion notices and the back-in-stock sweep every `everyMs` (issue 16), one job on the platform scheduler,
 * each part on the same instant and its failure reported alone. Several processes may run them at once: every notice
 * is claimed in the database first, so the timers only decide when to look.
 */
export function occasionSweepJob(
  jobs: readonly ScheduledJob[],
  everyMs: number,
  onError: (error: unknown) => void,
  clock: () => number = Date.now,
): PeriodicJob {
  return {
    name: 'occasion sweep',
    everyMs,
    async run() {
      const at = clock();
      for (const job of jobs) await job.run(at).catch(onError);
    },
  };
}
