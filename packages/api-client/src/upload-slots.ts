// One limit on the uploads a browser runs at once, shared by every picker (chat, comments, after-sale, feedback).
import { UPLOAD_CONCURRENCY } from '@ffe/shared/constants';

/** Runs tasks at most `limit` at a time, the rest waiting in the order they came. */
export function createUploadSlots(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) next();
  };

  return {
    /**
     * Runs `task` once a slot is free; cancelled while it waits (`signal`), it rejects with the abort error and never
     * starts.
     */
    run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          signal?.removeEventListener('abort', cancel);
          running += 1;
          task().then(resolve, reject).finally(release);
        };
        function cancel() {
          const at = waiting.indexOf(start);
          if (at !== -1) waiting.splice(at, 1);
          reject(new DOMException('upload cancelled', 'AbortError'));
        }
        if (signal?.aborted) {
          reject(new DOMException('upload cancelled', 'AbortError'));
          return;
        }
        if (running < limit) {
          start();
          return;
        }
        signal?.addEventListener('abort', cancel, { once: true });
        waiting.push(start);
      });
    },
  };
}

/** The browser's one limit: "Uploads run 5 at a time" (PRODUCT.md#uploads). */
export const uploadSlots = createUploadSlots(UPLOAD_CONCURRENCY);
