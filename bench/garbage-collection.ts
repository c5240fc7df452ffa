/**
 * Memory read after a full garbage collection in the process measured, so a figure holds what is alive, not whatever
 * garbage an earlier burst (logins, a warm-up) left for V8 to collect later. Children are started with
 * `--expose-gc` (GC_FLAGS) and call `answerGarbageCollection()`; the bench asks over their IPC channel.
 */
import type { ChildProcess } from 'node:child_process';

export const GC_FLAGS = ['--expose-gc'];

const ASK = 'collect-garbage';
const DONE = 'garbage-collected';
const ANSWER_TIMEOUT_MS = 30_000;
/** RSS is read again this often after the collection, until it stops falling: V8 unmaps freed pages in the background. */
const RSS_POLL_MS = 100;
/** A fall smaller than this between two reads is the end of it. */
const RSS_STILL_KB = 256;
/** Reads at most, so a process that keeps shrinking is still answered (3 s). */
const RSS_POLLS = 30;

/** In a child: a full collection whenever the bench asks, answered once its freed pages have left RSS. */
export function answerGarbageCollection(): void {
  const kb = (bytes: number) => Math.round(bytes / 1024);
  process.on('message', async (message: { type?: string }) => {
    if (message?.type !== ASK) return;
    globalThis.gc?.({ type: 'major', execution: 'sync' });
    const { heapUsed, external } = process.memoryUsage();
    let rssKb = kb(process.memoryUsage.rss());
    for (let i = 0; i < RSS_POLLS; i++) {
      await new Promise((resolve) => setTimeout(resolve, RSS_POLL_MS));
      const next = kb(process.memoryUsage.rss());
      const fell = rssKb - next;
      rssKb = next;
      if (fell < RSS_STILL_KB) break;
    }
    process.send?.({ type: DONE, rssKb, heapKb: kb(heapUsed + external) });
  });
}

export interface MemoryAfterGc {
  /** Resident memory (VmRSS). */
  rssKb: number;
  /** V8's live heap plus the memory its objects hold outside it (buffers). */
  heapKb: number;
}

/** In the bench: the child's memory once it has collected its garbage. */
export async function memoryAfterGc(child: ChildProcess): Promise<MemoryAfterGc> {
  return new Promise<MemoryAfterGc>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      reject(new Error(`pid ${child.pid} did not collect its garbage within ${ANSWER_TIMEOUT_MS / 1000} s`));
    }, ANSWER_TIMEOUT_MS);
    const onMessage = (message: { type?: string } & Partial<MemoryAfterGc>) => {
      if (message?.type !== DONE) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve({ rssKb: message.rssKb ?? 0, heapKb: message.heapKb ?? 0 });
    };
    child.on('message', onMessage);
    child.send({ type: ASK });
  });
}
