/** A job the occasion scheduler runs: told the instant to run at, so tests and the e2e hook pick the clock. */
export interface ScheduledJob {
  run(at: number): Promise<unknown>;
}

/**
 * Runs the occasion notices and the back-in-stock sweep every `everyMs` in this process (issue 16). Several processes
 * may run them at once: every notice is claimed in the database first, so the timers only decide when to look.
 * Answers a function that stops it.
 */
export function startOccasionScheduler(
  jobs: readonly ScheduledJob[],
  everyMs: number,
  onError: (error: unknown) => void,
  clock: () => number = Date.now,
): () => void {
  if (everyMs <= 0) return () => undefined;
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const at = clock();
      for (const job of jobs) await job.run(at).catch(onError);
    } finally {
      running = false;
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
