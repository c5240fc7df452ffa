// Work started for one chat user must never land in the next one's chat: a logout and another login can come while a
// request is on its way, and the requests in progress are shared per user.

import type { ImClient } from '../client';
/** Who the chat was signed in as when some work started, and whether it still is. */
export interface ChatOwner {
  id: string | null;
  still(): boolean;
}

export function currentOwner(imClient: ImClient): ChatOwner {
  const id = imClient.store.getState().me?._id ?? null;
  return { id, still: () => (imClient.store.getState().me?._id ?? null) === id };
}

/** What work for a chat user answers when that user is no longer signed in: nothing of it is applied. */
export class ChatUserChanged extends Error {
  constructor() {
    super('the chat user changed');
    this.name = 'ChatUserChanged';
  }
}

/** Throws ChatUserChanged unless `owner` is still signed in: called before an answer is applied. */
export function assertStill(owner: ChatOwner): void {
  if (!owner.still()) throw new ChatUserChanged();
}

/**
 * Runs `load` once per key and chat user at a time: a second ask for the same key joins the request in progress,
 * unless another user has signed in since it started.
 */
export function requestOnce<T>(
  imClient: ImClient,
  requests: Map<string, Promise<T>>,
  key: string,
  load: (owner: ChatOwner) => Promise<T>,
): Promise<T> {
  const owner = currentOwner(imClient);
  const ownKey = `${owner.id ?? ''} ${key}`;
  const running = requests.get(ownKey);
  if (running) return running;
  const loading = load(owner).finally(() => requests.delete(ownKey));
  requests.set(ownKey, loading);
  return loading;
}
