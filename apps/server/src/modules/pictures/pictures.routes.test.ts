import fs from 'node:fs';
import path from 'node:path';
import { CONSOLE_PICTURE_MAX_BYTES } from '@ffe/shared/constants';
import type { UploadedPicture } from '@ffe/shared/contracts/admin-pictures';
import { pictureAtWidth, pictureSrcSet } from '@ffe/shared/domain/picture-widths';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { auditOf } from '../../../test/back-office';
import { describeOnEachDatabase } from '../../../test/each-database';
import { itGuardsWithPermission } from '../../../test/staff';

type Envelope<T> = { code: number; errCode?: string; message: string; data: T };

/** A photo-like JPEG, 1600×1000, so every width is made by shrinking. */
const photo = (width = 1600, height = 1000) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .jpeg()
    .toBuffer();

function form(bytes: Buffer, filename = 'rose.jpg', field = 'file') {
  const data = new FormData();
  data.append(field, new Blob([new Uint8Array(bytes)]), filename);
  return data;
}

describeOnEachDatabase(
  'console pictures',
  (t) => {
    let token = '';
    let floristId = '';
    beforeAll(async () => {
      ({ token, id: floristId } = await t.staff('florist'));
    });
    const upload = async (payload: FormData | object, who = token) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/pictures/upload',
        payload,
        headers: { authorization: who },
      });
      return { status: res.statusCode, body: res.json() as Envelope<UploadedPicture> };
    };
    const served = (url: string) => t.app.inject({ method: 'GET', url });
    const uploadEntries = () =>
      t.db.selectFrom('audit_log').selectAll().where('action', '=', 'picture.upload').execute();
    const storedFiles = () => {
      const dir = path.join(t.dataDir, 'uploads');
      return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    };

    it('stores a photo as WebP at 375, 750 and 1080 px and answers the 750 one', async () => {
      const { status, body } = await upload(form(await photo()));
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ widths: [375, 750, 1080], width: 1600, height: 1000 });
      expect(body.data.url).toMatch(/^\/uploads\/p-[0-9a-f]{32}-750\.webp$/);
      for (const width of [375, 750, 1080] as const) {
        const res = await served(pictureAtWidth(body.data.url, width));
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta).toMatchObject({ format: 'webp', width, height: Math.round((width * 1000) / 1600) });
      }
      expect(pictureSrcSet(body.data.url)).toBe(
        [375, 750, 1080].map((w) => `${pictureAtWidth(body.data.url, w as 375)} ${w}w`).join(', '),
      );
    });

    it('never enlarges a small photo: its wider files keep its own width', async () => {
      const { body } = await upload(form(await photo(500, 400)));
      const wide = await served(pictureAtWidth(body.data.url, 1080));
      expect(await sharp(wide.rawPayload).metadata()).toMatchObject({ width: 500, height: 400 });
      const narrow = await served(pictureAtWidth(body.data.url, 375));
      expect(await sharp(narrow.rawPayload).metadata()).toMatchObject({ width: 375, height: 300 });
    });

    it('names a photo by its content, so the same photo twice is stored once', async () => {
      const bytes = await photo(900, 900);
      const first = await upload(form(bytes, 'a.jpg'));
      const before = storedFiles().length;
      const again = await upload(form(bytes, 'b.jpg'));
      expect(again.body.data.url).toBe(first.body.data.url);
      expect(storedFiles()).toHaveLength(before);
    });

    it('audits each upload: who, when, and the stored picture', async () => {
      const startedAt = Date.now();
      const { body } = await upload(form(await photo(1200, 800)));
      const entries = await auditOf(t.db, body.data.path);
      expect(entries).toEqual([
        expect.objectContaining({
          actor_id: floristId,
          area: 'catalogue',
          action: 'picture.upload',
          record_type: 'picture',
          record_id: body.data.path,
        }),
      ]);
      expect(Number(entries[0]?.created_at)).toBeGreaterThanOrEqual(startedAt);
      expect(JSON.parse(entries[0]?.after ?? 'null')).toEqual({ url: body.data.url, width: 1200, height: 800 });
    });

    it('audits nothing for a refused upload: not a picture, or too large', async () => {
      const before = (await uploadEntries()).length;
      expect((await upload(form(Buffer.from('not a picture'), 'x.jpg'))).status).toBe(400);
      const huge = await upload(form(Buffer.alloc(CONSOLE_PICTURE_MAX_BYTES + 1, 0xff), 'huge.jpg'));
      expect([huge.status, huge.body.errCode]).toEqual([413, 'UPLOAD_TOO_LARGE']);
      expect(await uploadEntries()).toHaveLength(before);
    });

    it('refuses a file that is not a picture, naming the field, and stores nothing', async () => {
      const before = storedFiles().length;
      const { status, body } = await upload(form(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png'));
      expect(status).toBe(400);
      expect(body.message).toMatch(/^file: /);
      expect(storedFiles()).toHaveLength(before);
    });

    it('refuses a file that starts like a JPEG but is not one', async () => {
      const { status, body } = await upload(form(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5])));
      expect(status).toBe(400);
      expect(body.message).toMatch(/^file: /);
    });

    it('refuses a form without the file in its `file` field', async () => {
      const { status, body } = await upload(form(await photo(), 'rose.jpg', 'picture'));
      expect(status).toBe(400);
      expect(body.message).toMatch(/^file: /);
    });

    it('lets the owner upload banner pictures (marketing) too', async () => {
      const admin = await t.staff('admin');
      expect((await upload(form(await photo(800, 300)), admin.token)).status).toBe(200);
    });

    // Allowed callers without a multipart form are told to send one.
    itGuardsWithPermission(t, 'catalogue.manage', [{ url: '/api/admin/pictures/upload', allowed: 400 }]);
  },
  { tempDataDir: 'ffe-pictures-' },
);
