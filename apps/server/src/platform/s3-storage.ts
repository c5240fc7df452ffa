import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { FileStorage } from './stored-files';

/** Where the bucket is and how to sign in to it (config.ts's `storage` when STORAGE=s3). */
export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible server's address (MinIO, Ceph, a cloud's own); AWS's when absent. */
  endpoint: string | undefined;
  region: string;
  /** Keys of the bucket's user; the SDK's own chain (an instance role) when absent. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bucket in the path rather than the host name, as most self-hosted servers want. */
  forcePathStyle: boolean;
}

/** Uploads share the bucket's folder with whatever else lives there. */
const PREFIX = 'uploads/';

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/** Reads a stream to its end, keeping nothing. */
async function drain(chunks: AsyncIterator<Uint8Array>) {
  for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
    // nothing kept
  }
}

/**
 * Files in an S3-compatible bucket, so every node serves every upload. Names are random UUIDs, so a write never meets
 * an older file of the same name.
 */
export function s3Storage(options: S3StorageOptions): FileStorage & { close(): void } {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    forcePathStyle: options.forcePathStyle,
  });
  const Bucket = options.bucket;
  const keyOf = (name: string) => `${PREFIX}${name}`;
  const remove = async (name: string) => {
    await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
  };

  return {
    async save(name, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(name), Body: bytes }));
    },

    // Sent in parts as it arrives (one request when small), so a big file is never held whole.
    async saveStream(name, chunks, maxBytes) {
      const source = chunks[Symbol.asyncIterator]();
      let size = 0;
      let over = false;
      async function* limited() {
        for (let next = await source.next(); !next.done; next = await source.next()) {
          size += next.value.length;
          if (size > maxBytes) {
            over = true;
            return;
          }
          yield next.value;
        }
      }
      await new Upload({ client, params: { Bucket, Key: keyOf(name), Body: Readable.from(limited()) } }).done();
      if (!over) return size;
      await drain(source);
      await remove(name);
      return undefined;
    },

    remove,

    async open(name) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(name) }));
        return {
          size: head.ContentLength ?? 0,
          async read(range) {
            const answer = await client.send(
              new GetObjectCommand({
                Bucket,
                Key: keyOf(name),
                ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
              }),
            );
            // In Node the SDK answers the HTTP response itself, a Readable.
            return answer.Body as Readable;
          },
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    close: () => client.destroy(),
  };
}
