/** One provider operation's calls since the process started. */
export interface CallCount {
  provider: string;
  operation: string;
  ok: number;
  failed: number;
}

/** Counts calls to outside parties by provider and operation; the owner of the calls keeps it, metrics read it. */
export function callCounts() {
  const counts = new Map<string, CallCount>();
  const of = (provider: string, operation: string) => {
    const key = `${provider} ${operation}`;
    let count = counts.get(key);
    if (!count) {
      count = { provider, operation, ok: 0, failed: 0 };
      counts.set(key, count);
    }
    return count;
  };
  return {
    /** Runs one call, counting its outcome; its answer or error passes through. */
    async counted<T>(provider: string, operation: string, call: () => Promise<T>): Promise<T> {
      try {
        const answer = await call();
        of(provider, operation).ok += 1;
        return answer;
      } catch (error) {
        of(provider, operation).failed += 1;
        throw error;
      }
    },
    read: (): CallCount[] => [...counts.values()].map((count) => ({ ...count })),
  };
}

export type CallCounts = ReturnType<typeof callCounts>;
