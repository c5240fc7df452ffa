import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { UploadResult } from '@ffe/shared/contracts/member-centre';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import { aMember } from '../../../test/factories';

type Member = Awaited<ReturnType<typeof aMember>>;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const feedback = { type: 'delivery', rating: 4, content: '送花很准时，花也新鲜', contact: '13912345678' };

for (const database of testDatabases) {
  describe.skipIf(!!database.skipReason)(
    `feedback on ${database.name}${database.skipReason ? ` (skipped: ${database.skipReason})` : ''}`,
    () => {
      let t: TestApp;
      let dataDir: string;

      beforeAll(async () => {
        dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-feedback-'));
        t = await createTestApp(database.url, { DATA_DIR: dataDir });
      });
      afterAll(async () => {
        await t?.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      });

      const member = () => aMember(t.database.db);
      const send = (who: Member | undefined, body: object) =>
        post<{ id: string }>(t.app, '/api/member/feedback/add', body, who);
      const rowsOf = (who: Member) =>
        t.database.db.selectFrom('feedback').selectAll().where('user_id', '=', who.id).execute();
      const uploaded = async (who: Member) => {
        const data = new FormData();
        data.append('file', new Blob([new Uint8Array(PNG)]), 'rose.png');
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/member/upload',
          payload: data,
          headers: { authorization: who.token },
        });
        return (res.json() as { data: UploadResult }).data;
      };

      it('asks a visitor to log in first', async () => {
        const { status, body } = await send(undefined, {});
        expect(status).toBe(401);
        expect(body).toMatchObject({ errCode: 'TOKEN_INVALID', message: '请先登录' });
      });

      it('keeps the feedback and answers its id', async () => {
        const ann = await member();
        const { status, body } = await send(ann, { ...feedback, content: '  送花很准时，花也新鲜  ' });
        expect(status).toBe(200);
        expect(body.data).toEqual({ id: expect.any(String) });
        expect(await rowsOf(ann)).toEqual([
          expect.objectContaining({
            id: body.data.id,
            type: 'delivery',
            rating: 4,
            content: '送花很准时，花也新鲜',
            pictures: '[]',
            contact: '13912345678',
          }),
        ]);
      });

      it('takes pictures the member uploaded, by url or path', async () => {
        const ann = await member();
        const [one, two] = [await uploaded(ann), await uploaded(ann)];
        const { status } = await send(ann, { ...feedback, pictures: [one.url, two.path] });
        expect(status).toBe(200);
        const [row] = await rowsOf(ann);
        expect(JSON.parse(row?.pictures ?? '')).toEqual([one.url, two.path]);
      });

      it("refuses another member's picture or an outside link with 400 naming it, and keeps nothing", async () => {
        const [ann, bob] = [await member(), await member()];
        const mine = await uploaded(ann);
        const bobs = await uploaded(bob);
        for (const foreign of [bobs.url, `https://example.com/${mine.path}`, 'https://example.com/uploads/evil.png']) {
          const { status, body } = await send(ann, { ...feedback, pictures: [mine.url, foreign] });
          expect(status).toBe(400);
          expect(body).toMatchObject({ errCode: 'INVALID_PARAM', message: expect.stringContaining('pictures.1') });
        }
        expect(await rowsOf(ann)).toEqual([]);
      });

      it.each([
        ['type', { type: 'complaint' }],
        ['rating', { rating: 6 }],
        ['content', { content: '太短' }],
        ['pictures', { pictures: ['a', 'b', 'c', 'd', 'e'] }],
        ['contact', { contact: 'x'.repeat(51) }],
      ])('refuses a bad %s with 400 naming it and keeps nothing', async (field, change) => {
        const ann = await member();
        const { status, body } = await send(ann, { ...feedback, ...change });
        expect(status).toBe(400);
        expect(body.message).toContain(field);
        expect(await rowsOf(ann)).toEqual([]);
      });
    },
  );
}
