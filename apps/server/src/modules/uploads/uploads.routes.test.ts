import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UPLOAD_MAX_BYTES } from '@ffe/shared/constants';
import type { UploadResult } from '@ffe/shared/contracts/member-centre';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectAsksToLogIn, type TestApp } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aMember, type Member } from '../../../test/factories';

type Envelope<T> = { code: number; errCode?: string; message: string; data: T };

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The smallest GIF and the first bytes of a JPEG and a WebP: their types are told by these alone. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.alloc(8),
]);

const STORED = /^uploads\/[0-9a-f-]{36}\.(png|jpg|gif|webp)$/;

/** A multipart form with the file in `field` (default `file`) and any other text fields. */
function form(bytes: Buffer, filename = 'rose.png', field = 'file', fields: Record<string, string> = {}) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  data.append(field, new Blob([new Uint8Array(bytes)]), filename);
  return data;
}

describeOnEachDatabase(
  'uploads',
  (t) => {
    const uploadsDir = () => path.join(t.dataDir, 'uploads');
    const storedFiles = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()) : []);

    const upload = async (payload: FormData | object, who?: Member) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/member/upload',
        payload,
        ...(who ? { headers: { authorization: who.token } } : {}),
      });
      return { status: res.statusCode, body: res.json() as Envelope<UploadResult> };
    };
    const rowsOf = (who: Member) => t.db.selectFrom('uploads').selectAll().where('user_id', '=', who.id).execute();

    it('stores a picture under a random name and answers the temp-file fields', async () => {
      const ann = await t.member();
      const { status, body } = await upload(form(PNG, '我的花.png'), ann);
      expect(status).toBe(200);
      const result = body.data;
      expect(result).toEqual({
        name: '我的花.png',
        path: expect.stringMatching(STORED),
        size: PNG.length,
        type: 'image/png',
        fileType: 'image',
        cloudPath: result.path,
        url: `/${result.path}`,
        errMsg: 'uploadFile:ok',
      });
      const stored = path.basename(result.path);
      expect(fs.readFileSync(path.join(uploadsDir(), stored))).toEqual(PNG);
      expect(await rowsOf(ann)).toEqual([
        expect.objectContaining({ name: '我的花.png', stored_name: stored, mime: 'image/png', size: PNG.length }),
      ]);
    });

    it('serves the stored picture from its url, byte for byte, cached for good', async () => {
      const ann = await t.member();
      const { body } = await upload(form(PNG), ann);
      const res = await t.app.inject({ method: 'GET', url: body.data.url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload).toEqual(PNG);
    });

    it.each([
      ['JPEG', JPEG, 'image/jpeg', 'jpg'],
      ['GIF', GIF, 'image/gif', 'gif'],
      ['WebP', WEBP, 'image/webp', 'webp'],
    ])('tells a %s by its content, whatever its name', async (_, bytes, mime, extension) => {
      const ann = await t.member();
      const { status, body } = await upload(form(bytes, 'photo.bin'), ann);
      expect(status).toBe(200);
      expect(body.data.type).toBe(mime);
      expect(body.data.path.endsWith(`.${extension}`)).toBe(true);
      const res = await t.app.inject({ method: 'GET', url: body.data.url });
      expect(res.headers['content-type']).toBe(mime);
    });

    it('takes the file from the form field that `name` names', async () => {
      const ann = await t.member();
      const { status, body } = await upload(form(PNG, 'a.png', 'picture', { name: 'picture' }), ann);
      expect(status).toBe(200);
      expect(body.data.type).toBe('image/png');
    });

    it('refuses a file in another field than the one named, with 400 naming the field', async () => {
      const ann = await t.member();
      const { status, body } = await upload(form(PNG, 'a.png', 'picture'), ann);
      expect(status).toBe(400);
      expect(body).toMatchObject({ errCode: 'INVALID_PARAM', message: expect.stringContaining('file') });
      expect(await rowsOf(ann)).toEqual([]);
    });

    it('refuses a text file renamed .png with UPLOAD_NOT_IMAGE and keeps nothing', async () => {
      const ann = await t.member();
      const before = storedFiles();
      const { status, body } = await upload(form(Buffer.from('hello, this is not a picture\n'), 'fake.png'), ann);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 400, errCode: 'UPLOAD_NOT_IMAGE', data: null });
      expect(await rowsOf(ann)).toEqual([]);
      expect(storedFiles()).toEqual(before);
    });

    it('refuses an empty file as not a picture', async () => {
      const ann = await t.member();
      const { status, body } = await upload(form(Buffer.alloc(0), 'empty.png'), ann);
      expect(status).toBe(400);
      expect(body.errCode).toBe('UPLOAD_NOT_IMAGE');
    });

    it('takes a picture of exactly the largest size', async () => {
      const ann = await t.member();
      const biggest = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES - PNG.length)]);
      const { status, body } = await upload(form(biggest), ann);
      expect(status).toBe(200);
      expect(body.data.size).toBe(UPLOAD_MAX_BYTES);
    });

    it('refuses a picture one byte over the size with 413 UPLOAD_TOO_LARGE and keeps nothing', async () => {
      const ann = await t.member();
      const before = storedFiles();
      const tooBig = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - PNG.length)]);
      const { status, body } = await upload(form(tooBig), ann);
      expect(status).toBe(413);
      expect(body).toMatchObject({ code: 413, errCode: 'UPLOAD_TOO_LARGE', data: null });
      expect(await rowsOf(ann)).toEqual([]);
      expect(storedFiles()).toEqual(before);
    });

    it('refuses two files in one upload', async () => {
      const ann = await t.member();
      const data = form(PNG);
      data.append('file', new Blob([new Uint8Array(PNG)]), 'second.png');
      const { status, body } = await upload(data, ann);
      expect(status).toBe(400);
      expect(body.errCode).toBe('INVALID_PARAM');
    });

    it('refuses a body that is not multipart with 400', async () => {
      const ann = await t.member();
      const { status, body } = await upload({ filePath: '/tmp/rose.png' }, ann);
      expect(status).toBe(400);
      expect(body).toMatchObject({ errCode: 'INVALID_PARAM', message: expect.stringContaining('file') });
    });

    it('asks a visitor to log in first (请先登录) and keeps nothing', async () => {
      const before = storedFiles();
      expectAsksToLogIn(await upload(form(PNG)));
      expect(storedFiles()).toEqual(before);
    });

    it.each([
      '/uploads/00000000-0000-4000-8000-000000000000.png',
      '/uploads/not-a-stored-name.png',
      '/uploads/not-a-stored-name',
      '/uploads/..%2F..%2Fetc%2Fpasswd',
    ])('answers %s with 404', async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, errCode: 'NOT_FOUND' });
    });
  },
  { tempDataDir: 'ffe-uploads-' },
);

describe('uploads next to the built web app', () => {
  let t: TestApp;
  let dataDir: string;
  let dist: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-uploads-'));
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>鲜花速递</title>');
    t = await createTestApp(undefined, { DATA_DIR: dataDir, WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves uploads, and never the web app in place of a missing one', async () => {
    const ann = await aMember(t.database.db);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/member/upload',
      payload: form(PNG),
      headers: { authorization: ann.token },
    });
    const { url } = (up.json() as Envelope<UploadResult>).data;
    expect((await t.app.inject({ method: 'GET', url })).rawPayload).toEqual(PNG);
    for (const missing of ['/uploads/00000000-0000-4000-8000-000000000000.png', '/uploads/nothing']) {
      const res = await t.app.inject({ method: 'GET', url: missing });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });
});
