/** A periodic job: `run` every `everyMs` in this process (0: never), one run of it at a time. */
export interface PeriodicJob {
  /** What the job does, as logs and tests name it. */
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/**
 * The server's one scheduler for periodic jobs (issue 42): each job on its own timer, a tick skipped while its last run
 * is under way, a failed run handed to `onError`. The timers never decide who does the work: a job that must happen
 * once across processes claims it in the database itself (a conditional update, a claim, a lease), so every process
 * may run every job. Answers a function that stops the timers and waits for runs under way, so the database is not
 * closed beneath them; a module calls it from its `close`.
 */
export function startJobs(
  jobs: readonly PeriodicJob[],
  onError: (error: unknown, job: PeriodicJob) => void,
): () => Promise<void> {
  const stops = jobs.filter((job) => job.everyMs > 0).map((job) => every(job, onError));
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}

function every(job: PeriodicJob, onError: (error: unknown, job: PeriodicJob) => void) {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = job
      .run()
      .then(
        () => undefined,
        (error: unknown) => onError(error, job),
      )
      .finally(() => {
        running = undefined;
      });
  }, job.everyMs);
  // A timer alone never keeps the process alive.
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
