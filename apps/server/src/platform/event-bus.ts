import type { ServerFrame } from '@ffe/shared/contracts/im';

/**
 * A frame for every socket of the named users, or of every user holding a permission (staff alerts), the end of one
 * session's sockets (logout), sessions that ended (logout, the token cap), which every process's token check forgets,
 * or users whose public profile changed, which every process's profile cache forgets.
 */
export type PushEvent =
  | { kind: 'push'; to: readonly string[]; frame: ServerFrame }
  | { kind: 'push-permitted'; permission: string; frame: ServerFrame }
  | { kind: 'sign-out'; uid: string; jti: string }
  | { kind: 'sessions-ended'; jtis: readonly string[] }
  | { kind: 'profiles-changed'; ids: readonly string[] };

/** Carries pushes to the sockets of every server process (decision 008). */
export interface EventBus {
  publish(event: PushEvent): Promise<void>;
  /** Calls `deliver` for every event any process publishes; answers the unsubscribe. */
  subscribe(deliver: (event: PushEvent) => void): () => void;
  close(): Promise<void>;
}

/** The bus of a single process: publishing delivers at once. */
export function inProcessEventBus(): EventBus {
  const listeners = new Set<(event: PushEvent) => void>();
  return {
    async publish(event) {
      for (const deliver of listeners) deliver(event);
    },
    subscribe(deliver) {
      listeners.add(deliver);
      return () => listeners.delete(deliver);
    },
    async close() {
      listeners.clear();
    },
  };
}
