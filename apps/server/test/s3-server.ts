import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A local S3-compatible server with one bucket, as the S3 storage tests use it. */
export interface LocalS3 {
  bucket: string;
  endpoint: string;
  /** STORAGE=s3 and the S3_* variables an app needs to keep its uploads there. */
  env: NodeJS.ProcessEnv;
  close(): Promise<void>;
}

/** s3rver's own fixed keys. */
const KEY = 'S3RVER';

/**
 * Starts s3rver on a free port of 127.0.0.1, its files in a fresh temporary folder; answers why not when it cannot
 * start, for the tests to be skipped with that reason.
 */
export async function startLocalS3(bucket = 'ffe-test'): Promise<LocalS3 | { skipReason: string }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-s3-'));
  try {
    const server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    const { port } = await server.run();
    const endpoint = `http://127.0.0.1:${port}`;
    return {
      bucket,
      endpoint,
      env: {
        STORAGE: 's3',
        S3_BUCKET: bucket,
        S3_ENDPOINT: endpoint,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: KEY,
        S3_SECRET_ACCESS_KEY: KEY,
        S3_FORCE_PATH_STYLE: 'true',
      },
      async close() {
        await server.close();
        fs.rmSync(directory, { recursive: true, force: true });
      },
    };
  } catch (error) {
    fs.rmSync(directory, { recursive: true, force: true });
    return { skipReason: `s3rver could not start: ${(error as Error).message}` };
  }
}
