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

    async remove(name: string): Promise<void> {
      await fsp.rm(at(name), { force: true });
    },

    /** A stream of the file and its size, or undefined when there is no such file. */
    async open(name: string): Promise<{ size: number; stream: Readable } | undefined> {
      try {
        const stat = await fsp.stat(at(name));
        if (!stat.isFile()) return undefined;
        return { size: stat.size, stream: fs.createReadStream(at(name)) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}

export type UploadStorage = ReturnType<typeof uploadStorage>;
