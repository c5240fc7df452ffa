import type { ImNotification } from '@ffe/shared/contracts/im';

/** What the server pushed that the chat's request/response reads hold too (usePushesIntoQueries applies it). */
export type ImPush = { kind: 'notification'; notification: ImNotification };

type ImPushListener = (push: ImPush) => void;

// Only the listeners of mounted chat pages, which they remove when they go: nothing of a user to forget at logout.
const listeners = new Set<ImPushListener>();

/** Listens to pushes; answers how to stop. */
export function onImPush(listener: ImPushListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Hands a push to every listener; with no chat page mounted nobody listens and the reads fetch again on mount. */
export function emitImPush(push: ImPush): void {
  for (const listener of listeners) listener(push);
}
