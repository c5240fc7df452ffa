import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3 } from '../../test/s3-server';
import { loadConfig } from '../config';
import { diskStorage } from './disk-storage';
import type { FileStorage } from './file-storage';
import { s3Storage } from './s3-storage';

const localS3 = await startLocalS3('ffe-storage-test');
const s3SkipReason = 'skipReason' in localS3 ? localS3.skipReason : undefined;

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString();
}

async function* chunksOf(...parts: string[]) {
  for (const part of parts) yield Buffer.from(part);
}

const aName = () => `${crypto.randomUUID()}.png`;

/** The same behaviour asked of every store: the uploads service relies on nothing else. */
function behavesAsAStore(made: () => FileStorage) {
  it('gives back a saved file whole, with its size', async () => {
    const name = aName();
    await made().save(name, Buffer.from('fresh roses'));
    const file = await made().open(name);
    expect(file?.size).toBe(11);
    expect(await text(await (file as NonNullable<typeof file>).read())).toBe('fresh roses');
  });

  it('reads the byte range asked for, both ends included', async () => {
    const name = aName();
    await made().save(name, Buffer.from('0123456789'));
    const file = await made().open(name);
    expect(await text(await (file as NonNullable<typeof file>).read({ start: 2, end: 5 }))).toBe('2345');
    expect(await text(await (file as NonNullable<typeof file>).read({ start: 9, end: 9 }))).toBe('9');
  });

  it('saves a streamed file within the limit and answers its size', async () => {
    const name = aName();
    expect(await made().saveStream(name, chunksOf('tulips ', 'and ', 'lilies'), 17)).toBe(17);
    const file = await made().open(name);
    expect(await text(await (file as NonNullable<typeof file>).read())).toBe('tulips and lilies');
  });

  it('saves a streamed file bigger than one upload part whole', async () => {
    const name = aName();
    const part = 'x'.repeat(64 * 1024);
    const parts = Array.from({ length: 100 }, (_, i) => `${part.slice(0, -4)}${String(i).padStart(4, '0')}`);
    const size = parts.length * part.length;
    expect(await made().saveStream(name, chunksOf(...parts), size)).toBe(size);
    const file = await made().open(name);
    expect(file?.size).toBe(size);
    const tail = await text(await (file as NonNullable<typeof file>).read({ start: size - 4, end: size - 1 }));
    expect(tail).toBe('0099');
  });

  it('keeps nothing of a streamed file over the limit, yet reads it to the end', async () => {
    const name = aName();
    let read = 0;
    async function* counted() {
      for (const part of ['a'.repeat(10), 'b'.repeat(10), 'c'.repeat(10)]) {
        read += 1;
        yield Buffer.from(part);
      }
    }
    expect(await made().saveStream(name, counted(), 15)).toBeUndefined();
    expect(read).toBe(3);
    expect(await made().open(name)).toBeUndefined();
  });

  it('removes a file, and removing a missing one is no error', async () => {
    const name = aName();
    await made().save(name, Buffer.from('gone'));
    await made().remove(name);
    expect(await made().open(name)).toBeUndefined();
    await expect(made().remove(name)).resolves.toBeUndefined();
  });

  it('answers undefined for a name it never stored', async () => {
    expect(await made().open(aName())).toBeUndefined();
  });
}

describe('disk storage', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-disk-storage-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  behavesAsAStore(() => diskStorage(dir));
});

describe.skipIf(s3SkipReason !== undefined)(
  `S3 storage against a local S3-compatible server${s3SkipReason ? ` (skipped: ${s3SkipReason})` : ''}`,
  () => {
    let store: ReturnType<typeof s3Storage>;
    beforeAll(() => {
      if ('skipReason' in localS3) return;
      const config = loadConfig({ TOKEN_SECRET: 'x'.repeat(32), ...localS3.env }).storage;
      if (config.driver !== 's3') throw new Error('STORAGE=s3 should choose the S3 driver');
      store = s3Storage(config);
    });
    afterAll(async () => {
      store?.close();
      if (!('skipReason' in localS3)) await localS3.close();
    });
    behavesAsAStore(() => store);
  },
);
