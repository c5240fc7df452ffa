import type { UploadResult } from '@ffe/shared/contracts/member-centre';
import { expect, it } from 'vitest';
import { expectAsksToLogIn, post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import type { Member } from '../../../test/factories';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const feedback = { type: 'delivery', rating: 4, content: '送花很准时，花也新鲜', contact: '13912345678' };

describeOnEachDatabase(
  'feedback',
  (t) => {
    const send = (who: Member | undefined, body: object) =>
      post<{ id: string }>(t.app, '/api/member/feedback/add', body, who);
    const rowsOf = (who: Member) => t.db.selectFrom('feedback').selectAll().where('user_id', '=', who.id).execute();
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
      expectAsksToLogIn(await send(undefined, {}));
    });

    it('keeps the feedback and answers its id', async () => {
      const ann = await t.member();
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
      const ann = await t.member();
      const [one, two] = [await uploaded(ann), await uploaded(ann)];
      const { status } = await send(ann, { ...feedback, pictures: [one.url, two.path] });
      expect(status).toBe(200);
      const [row] = await rowsOf(ann);
      expect(JSON.parse(row?.pictures ?? '')).toEqual([one.url, two.path]);
    });

    it("refuses another member's picture or an outside link with 400 naming it, and keeps nothing", async () => {
      const [ann, bob] = [await t.member(), await t.member()];
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
      const ann = await t.member();
      const { status, body } = await send(ann, { ...feedback, ...change });
      expect(status).toBe(400);
      expect(body.message).toContain(field);
      expect(await rowsOf(ann)).toEqual([]);
    });
  },
  { tempDataDir: 'ffe-feedback-' },
);
