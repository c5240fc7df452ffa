import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded files live on disk: one flat folder of random names. */
export function uploadStorage(dir: string) {
  const at = (name: string) => path.join(dir, path.basename(name));

  return {
    /** Writes a new file and syncs it, so an answered upload survives a crash; never overwrites. */
    async save(name: string, bytes: Uint8Array): Promise<void> {
      // Made on first use, so a server that never receives an upload leaves no folder behind.
      await fsp.mkdir(dir, { recursive: true });
      const handle = await fsp.open(at(name), 'wx');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
    },

    /**
     * Writes a stream to a new file and syncs it. Past `maxBytes` it stops writing but reads on to the end, so the
     * sender gets the answer rather than a broken connection, then removes the file: answers undefined then, else the
     * size.
     */
    async saveStream(name: string, chunks: AsyncIterable<Uint8Array>, maxBytes: number): Promise<number | undefined> {
      await fsp.mkdir(dir, { recursive: true });
      const handle = await fsp.open(at(name), 'wx');
      let size = 0;
      let complete = false;
      try {
        for await (const chunk of chunks) {
          size += chunk.length;
          if (size <= maxBytes) await handle.write(chunk);
        }
        if (size <= maxBytes) {
          await handle.sync();
          complete = true;
        }
      } finally {
        await handle.close();
        if (!complete) await fsp.rm(at(name), { force: true });
      }
      return complete ? size : undefined;
    },

    async remove(name: string): Promise<void> {
      await fsp.rm(at(name), { force: true });
    },

    /** The file's size and a way to read it, whole or the bytes `start` to `end` inclusive; undefined when missing. */
    async open(
      name: string,
    ): Promise<{ size: number; read: (range?: { start: number; end: number }) => Readable } | undefined> {
      try {
        const stat = await fsp.stat(at(name));
        if (!stat.isFile()) return undefined;
        return { size: stat.size, read: (range) => fs.createReadStream(at(name), range) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}

export type UploadStorage = ReturnType<typeof uploadStorage>;
