/**
 * The catalogue's signature (see `catalogueSignature`), read at most every `checkEveryMs` however many callers ask;
 * callers arriving during a read wait for that same read.
 */
export function catalogueSignatureWatch(read: () => Promise<string>, checkEveryMs: number) {
  let current: string | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | undefined;

  return {
    /** Reads the signature again when the last read is older than `checkEveryMs`. */
    check(): Promise<void> {
      if (Date.now() - checkedAt < checkEveryMs) return Promise.resolve();
      reading ??= (async () => {
        try {
          const startedAt = Date.now();
          current = await read();
          checkedAt = startedAt;
        } finally {
          reading = undefined;
        }
      })();
      return reading;
    },
    /** The signature as last read; undefined before the first read. */
    last: (): string | undefined => current,
  };
}
