import { KeptCopy } from '../../platform/kept-copy';

/**
 * The catalogue's signature (see `catalogueSignature`), read at most every `checkEveryMs` however many callers ask;
 * callers arriving during a read wait for that same read. A `KeptCopy` without a stamp: the signature is the stamp.
 */
export function catalogueSignatureWatch(read: () => Promise<string>, checkEveryMs: number) {
  const kept = new KeptCopy<string>({ checkEveryMs, load: async () => ({ value: await read(), stamp: undefined }) });
  return {
    /** Reads the signature again when the last read is older than `checkEveryMs`. */
    async check(): Promise<void> {
      await kept.current();
    },
    /** The signature as last read; undefined before the first read. */
    last: (): string | undefined => kept.peek(),
  };
}
