import type { Readable } from 'node:stream';

/** A stored file: its size and a way to read it, whole or the bytes `start` to `end` inclusive. */
export interface StoredFile {
  size: number;
  read(range?: { start: number; end: number }): Promise<Readable>;
}

/**
 * Where uploaded files live, by name in one flat space: the local disk for one node, object storage for several
 * (each node then serves every file any node stored).
 */
export interface FileStorage {
  /** Writes a new file durably, so an answered upload survives a crash. */
  save(name: string, bytes: Uint8Array): Promise<void>;
  /**
   * Writes a stream to a new file. Past `maxBytes` it stops writing but reads on to the end, so the sender gets the
   * answer rather than a broken connection, and keeps nothing: answers undefined then, else the size.
   */
  saveStream(name: string, chunks: AsyncIterable<Uint8Array>, maxBytes: number): Promise<number | undefined>;
  /** Removes a file; a missing one is not an error. */
  remove(name: string): Promise<void>;
  /** The file, or undefined when there is none by that name. */
  open(name: string): Promise<StoredFile | undefined>;
}
