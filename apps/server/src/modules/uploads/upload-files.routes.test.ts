import fs from 'node:fs';
import path from 'node:path';
import { FILE_LIST_MAX } from '@ffe/shared/constants';
import type { UploadDeleteResult, UploadResult } from '@ffe/shared/contracts/member-centre';
import { expect, it } from 'vitest';
import { expectAsksToLogIn } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import type { Member } from '../../../test/factories';

type Envelope<T> = { code: number; errCode?: string; message: string; data: T };

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function form(fields: Record<string, string> = {}, filename = 'rose.png') {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  data.append('file', new Blob([new Uint8Array(PNG)]), filename);
  return data;
}

// PRODUCT.md#uploads: "cloudPath must be a non-empty string without '://' (and without a backslash as a real
// path); fileList a non-empty array of strings (at most 50 for one provider) ... Messages: 'fileList必须是非空的数组',
// 'cloudPath不可为空', 'cloudPath不合法', 'fileID不合法'."
describeOnEachDatabase(
  'the upload checks of cloudPath and fileList',
  (t) => {
    const storedFiles = () => {
      const dir = path.join(t.dataDir, 'uploads');
      return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    };
    const post = async <T>(url: string, payload: FormData | object, who?: Member) => {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload,
        ...(who ? { headers: { authorization: who.token } } : {}),
      });
      return { status: res.statusCode, body: res.json() as Envelope<T> };
    };
    const upload = (who: Member, fields: Record<string, string> = {}) =>
      post<UploadResult>('/api/member/upload', form(fields), who);
    const remove = (who: Member | undefined, fileList: unknown) =>
      post<UploadDeleteResult>('/api/member/upload/delete', { fileList }, who);
    const rowsOf = (who: Member) => t.db.selectFrom('uploads').selectAll().where('user_id', '=', who.id).execute();

    it('keeps the cloudPath the member gives as the file’s name', async () => {
      const ann = await t.member();
      const { status, body } = await upload(ann, { cloudPath: '评价/玫瑰.png' });
      expect(status).toBe(200);
      expect(body.data.name).toBe('玫瑰.png');
    });

    it.each([
      ['', 'cloudPath不可为空'],
      ['   ', 'cloudPath不可为空'],
      ['https://evil.test/rose.png', 'cloudPath不合法'],
      ['C:\\fakepath\\rose.png', 'cloudPath不合法'],
    ])('refuses the cloudPath %j with %s and keeps nothing', async (cloudPath, message) => {
      const ann = await t.member();
      const before = storedFiles();
      const { status, body } = await upload(ann, { cloudPath });
      expect(status).toBe(400);
      expect(body).toMatchObject({ errCode: 'INVALID_PARAM', message });
      expect(storedFiles()).toEqual(before);
      expect(await rowsOf(ann)).toEqual([]);
    });

    it('checks a chat upload’s cloudPath the same way', async () => {
      const ann = await t.member();
      const data = new FormData();
      data.append('cloudPath', 'a\\b.png');
      data.append('kind', 'image');
      data.append('file', new Blob([new Uint8Array(PNG)]), 'rose.png');
      const { status, body } = await post<UploadResult>('/api/im/upload', data, ann);
      expect(status).toBe(400);
      expect(body.message).toBe('cloudPath不合法');
    });

    it('deletes a picture taken out of a draft that nothing uses: its record and its file', async () => {
      const ann = await t.member();
      const { body } = await upload(ann);
      const stored = path.basename(body.data.path);
      expect(storedFiles()).toContain(stored);
      const { status, body: answer } = await remove(ann, [body.data.url]);
      expect(status).toBe(200);
      expect(answer.data).toEqual({ fileList: [{ fileID: body.data.url, code: 'SUCCESS' }] });
      expect(storedFiles()).not.toContain(stored);
      expect(await rowsOf(ann)).toEqual([]);
      const served = await t.app.inject({ method: 'GET', url: body.data.url });
      expect(served.statusCode).toBe(404);
    });

    it('keeps a picture that a feedback (or any record) still names, answering IN_USE', async () => {
      const ann = await t.member();
      const used = (await upload(ann)).body.data;
      const free = (await upload(ann)).body.data;
      const feedback = await post(
        '/api/member/feedback/add',
        { type: 'suggestion', rating: 5, content: '花很新鲜，包装也好', pictures: [used.url] },
        ann,
      );
      expect(feedback.status).toBe(200);
      const { body } = await remove(ann, [used.path, free.cloudPath]);
      expect(body.data.fileList).toEqual([
        { fileID: used.path, code: 'IN_USE' },
        { fileID: free.cloudPath, code: 'SUCCESS' },
      ]);
      expect(storedFiles()).toContain(path.basename(used.path));
      expect(storedFiles()).not.toContain(path.basename(free.path));
    });

    it('keeps a picture the member’s avatar shows', async () => {
      const ann = await t.member();
      const picture = (await upload(ann)).body.data;
      await t.db
        .updateTable('users')
        .set({ avatar: `/${picture.path}` })
        .where('id', '=', ann.id)
        .execute();
      const { body } = await remove(ann, [picture.url]);
      expect(body.data.fileList).toEqual([{ fileID: picture.url, code: 'IN_USE' }]);
      expect(await rowsOf(ann)).toHaveLength(1);
    });

    it('never reaches another member’s upload: fileID不合法, and nothing of either is deleted', async () => {
      const ann = await t.member();
      const bea = await t.member();
      const mine = (await upload(ann)).body.data;
      const hers = (await upload(bea)).body.data;
      const { status, body } = await remove(ann, [mine.url, hers.url]);
      expect(status).toBe(400);
      expect(body).toMatchObject({ errCode: 'INVALID_PARAM', message: 'fileList.1: fileID不合法' });
      expect(await rowsOf(ann)).toHaveLength(1);
      expect(await rowsOf(bea)).toHaveLength(1);
      expect(storedFiles()).toEqual(expect.arrayContaining([path.basename(mine.path), path.basename(hers.path)]));
    });

    it.each([
      [[], 'fileList: fileList必须是非空的数组'],
      ['uploads/a.png', 'fileList: fileList必须是非空的数组'],
      [undefined, 'fileList: fileList必须是非空的数组'],
      [['uploads/a.png', 7], 'fileList.1: fileID不合法'],
      [['https://elsewhere.test/uploads/00000000-0000-4000-8000-000000000000.png'], 'fileList.0: fileID不合法'],
    ])('refuses the fileList %j with 400: %s', async (fileList, message) => {
      const ann = await t.member();
      const { status, body } = await remove(ann, fileList);
      expect(status).toBe(400);
      expect(body).toMatchObject({ errCode: 'INVALID_PARAM', message });
    });

    it(`refuses more than ${FILE_LIST_MAX} files at once, naming the limit`, async () => {
      const ann = await t.member();
      const picture = (await upload(ann)).body.data;
      const { status, body } = await remove(
        ann,
        Array.from({ length: FILE_LIST_MAX + 1 }, () => picture.url),
      );
      expect(status).toBe(400);
      expect(body.message).toBe(`fileList: TOO_MANY ${FILE_LIST_MAX}`);
      expect(await rowsOf(ann)).toHaveLength(1);
    });

    it('asks a visitor to log in first', async () => {
      expectAsksToLogIn(await remove(undefined, ['uploads/a.png']));
    });
  },
  { tempDataDir: 'ffe-upload-files-' },
);
