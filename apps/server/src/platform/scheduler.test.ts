import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { startJobs } from './scheduler';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('runs each job at its own interval, and a job of 0 never', async () => {
  const runs: string[] = [];
  const stop = startJobs(
    [
      { name: 'fast', everyMs: 10, run: async () => runs.push('fast') },
      { name: 'slow', everyMs: 25, run: async () => runs.push('slow') },
      { name: 'off', everyMs: 0, run: async () => runs.push('off') },
    ],
    () => undefined,
  );
  await vi.advanceTimersByTimeAsync(50);
  await stop();
  await vi.advanceTimersByTimeAsync(100);
  expect(runs.filter((r) => r === 'fast')).toHaveLength(5);
  expect(runs.filter((r) => r === 'slow')).toHaveLength(2);
  expect(runs).not.toContain('off');
});

it('skips a tick while the last run is under way, and stopping waits for it', async () => {
  let started = 0;
  let finished = 0;
  const stop = startJobs(
    [
      {
        name: 'long',
        everyMs: 10,
        run: async () => {
          started++;
          await new Promise((resolve) => setTimeout(resolve, 35));
          finished++;
        },
      },
    ],
    () => undefined,
  );
  await vi.advanceTimersByTimeAsync(30);
  expect(started).toBe(1);
  const stopped = stop();
  await vi.advanceTimersByTimeAsync(20);
  await stopped;
  expect(finished).toBe(1);
  expect(started).toBe(1);
});

it('hands a failed run to onError with its job and runs it again at the next tick', async () => {
  const failures: string[] = [];
  const stop = startJobs(
    [
      {
        name: 'failing',
        everyMs: 10,
        run: async () => {
          throw new Error('boom');
        },
      },
    ],
    (error, job) => failures.push(`${job.name}: ${(error as Error).message}`),
  );
  await vi.advanceTimersByTimeAsync(20);
  await stop();
  expect(failures).toEqual(['failing: boom', 'failing: boom']);
});
