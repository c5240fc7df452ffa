import path from 'node:path';
import type { StorageConfig } from '../config';
import { diskStorage } from './disk-storage';
import type { FileStorage } from './stored-files';

/** The drivers implement the shape in stored-files.ts, which they import rather than this file (no cycle). */
export type { FileStorage };

/**
 * The store the configuration names; `close` lets its connections go when the server stops. The S3 SDK loads only
 * when asked for, so a single node starts without it.
 */
export async function fileStorage(config: StorageConfig, dataDir: string): Promise<FileStorage & { close(): void }> {
  if (config.driver === 's3') return (await import('./s3-storage')).s3Storage(config);
  return { ...diskStorage(path.join(dataDir, 'uploads')), close: () => {} };
}
