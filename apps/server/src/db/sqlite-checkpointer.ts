import { Worker } from 'node:worker_threads';
import { sqliteDriverPath } from './sqlite-driver';

/** How often the worker copies the write-ahead log back into the database file. */
const CHECKPOINT_EVERY_MS = 200;
/** Past this many log pages (~40 MB) the worker has the server hold its writes once, to start the log over. */
const RESTART_AT_PAGES = 10_000;
/** How long the server holds its writes for a restart at most, should the worker not answer. */
const RESTART_HOLD_MS = 1_000;
/**
 * The server's own connection checkpoints only past this many log pages (~160 MB): a bound for when the worker cannot
 * start the log over (another process keeps reading an old snapshot); SQLite's default is 1,000.
 */
export const OWN_CHECKPOINT_PAGES = 40_000;

// Runs as CommonJS in the worker: its own connection to the same file, checkpointing without waiting for writers.
const WORKER_SOURCE = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 100');
let holding = false;
const timer = setInterval(() => {
  try {
    const [{ log }] = db.pragma('wal_checkpoint(PASSIVE)');
    // Under steady writes a passive checkpoint never finds the log idle, so the log would only grow.
    if (!holding && log >= workerData.restartAtPages) {
      holding = true;
      parentPort.postMessage('hold-writes');
    }
  } catch {}
}, workerData.everyMs);
parentPort.on('message', (message) => {
  if (message === 'writes-held') {
    try { db.pragma('wal_checkpoint(RESTART)'); } catch {}
    holding = false;
    parentPort.postMessage('restarted');
    return;
  }
  if (message === 'not-held') {
    holding = false;
    return;
  }
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface CheckpointerOptions {
  everyMs?: number;
  restartAtPages?: number;
}

/**
 * Checkpoints a WAL-mode SQLite file from a worker thread: a checkpoint copies pages and syncs the file, which on the
 * server's thread held every request for milliseconds several times a second under chat load (issue 17). When the log
 * has grown past its bound, `holdWrites` keeps the server's connection idle (its queries wait, the event loop runs on)
 * while the worker copies the rest and restarts the log.
 */
export function startCheckpointer(
  file: string,
  holdWrites: () => Promise<() => void>,
  options: CheckpointerOptions = {},
): { stop(): Promise<void> } {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      file,
      driver: sqliteDriverPath,
      everyMs: options.everyMs ?? CHECKPOINT_EVERY_MS,
      restartAtPages: options.restartAtPages ?? RESTART_AT_PAGES,
    },
  });
  worker.unref();
  // A checkpointer that fails leaves the server's own checkpoints (OWN_CHECKPOINT_PAGES) doing the work.
  worker.on('error', () => undefined);

  async function restartLog() {
    let release: () => void;
    try {
      release = await holdWrites();
    } catch {
      worker.postMessage('not-held');
      return;
    }
    try {
      await new Promise<void>((resolve) => {
        const restarted = (message: unknown) => {
          if (message === 'restarted') done();
        };
        const timeout = setTimeout(() => done(), RESTART_HOLD_MS);
        function done() {
          clearTimeout(timeout);
          worker.off('message', restarted);
          worker.off('exit', done);
          resolve();
        }
        worker.on('message', restarted);
        worker.once('exit', done);
        worker.postMessage('writes-held');
      });
    } finally {
      release();
    }
  }

  worker.on('message', (message) => {
    if (message === 'hold-writes') void restartLog();
  });

  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  let stopping: Promise<void> | undefined;
  return {
    stop() {
      if (!stopping) {
        worker.postMessage('stop');
        stopping = exited;
      }
      return stopping;
    },
  };
}
