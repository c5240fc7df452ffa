import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './stored-files';

/** Files on this node's disk: one flat folder of random names; the default, for a single node. */
export function diskStorage(dir: string): FileStorage {
  const at = (name: string) => path.join(dir, path.basename(name));

  return {
    /** Writes a new file and syncs it, so an answered upload survives a crash; never overwrites. */
    async save(name, bytes) {
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

    /** Syncs before answering, like `save`; an over-long file is removed. */
    async saveStream(name, chunks, maxBytes) {
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

    async remove(name) {
      await fsp.rm(at(name), { force: true });
    },

    async open(name) {
      try {
        const stat = await fsp.stat(at(name));
        if (!stat.isFile()) return undefined;
        return { size: stat.size, read: async (range) => fs.createReadStream(at(name), range) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}
