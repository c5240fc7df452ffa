import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the worker copies the write-ahead log back into the database file. */
const CHECKPOINT_EVERY_MS = 200;
/**
 * The server's own connection checkpoints only past this many log pages (~40 MB), a bound for when the worker falls
 * behind; SQLite's default is 1,000.
 */
export const OWN_CHECKPOINT_PAGES = 10_000;

// Runs as CommonJS in the worker: its own connection to the same file, checkpointing without waiting for writers.
const WORKER_SOURCE = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 1000');
const timer = setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {}
}, workerData.everyMs);
parentPort.on('message', () => { clearInterval(timer); db.close(); parentPort.close(); });
`;

/**
 * Checkpoints a WAL-mode SQLite file from a worker thread: a checkpoint copies pages and syncs the file, which on the
 * server's thread held every request for milliseconds several times a second under chat load (issue 17).
 */
export function startCheckpointer(file: string): { stop(): Promise<void> } {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { file, driver, everyMs: CHECKPOINT_EVERY_MS },
  });
  worker.unref();
  // A checkpointer that fails leaves the server's own checkpoints (OWN_CHECKPOINT_PAGES) doing the work.
  worker.on('error', () => undefined);
  return {
    async stop() {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.postMessage('stop');
      await exited;
    },
  };
}
