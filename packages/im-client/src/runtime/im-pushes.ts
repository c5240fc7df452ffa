import type { ImClient } from '../client';
import type { ImPush } from './im-push';

export type { ImPush } from './im-push';

type ImPushListener = (push: ImPush) => void;

// Only the listeners of mounted chat pages (the client's pushListeners), which they remove when they go.
/** Listens to pushes; answers how to stop. */
export function onImPush(imClient: ImClient, listener: ImPushListener): () => void {
  const listeners = imClient.pushListeners;
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Hands a push to every listener; with no chat page mounted nobody listens and the reads fetch again on mount. */
export function emitImPush(imClient: ImClient, push: ImPush): void {
  for (const listener of imClient.pushListeners) listener(push);
}
