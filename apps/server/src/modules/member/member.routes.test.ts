import type { CurrentUser } from '@ffe/shared/contracts/member';
import type { UploadResult } from '@ffe/shared/contracts/member-centre';
import { expect, it } from 'vitest';
import { post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import type { Member } from '../../../test/factories';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describeOnEachDatabase(
  'the member’s avatar',
  (t) => {
    const uploadPicture = async (who: Member) => {
      const data = new FormData();
      data.append('file', new Blob([new Uint8Array(PNG)]), 'me.png');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/member/upload',
        payload: data,
        headers: { authorization: who.token },
      });
      return (res.json() as { data: UploadResult }).data;
    };
    const setAvatar = (who: Member, value: string) =>
      post<{ changed: boolean; user: CurrentUser }>(t.app, '/api/member/updateUserSet', { key: 'avatar', value }, who);
    const avatarOf = async (who: Member) =>
      (await post<{ user: CurrentUser }>(t.app, '/api/member/getUserInfo', {}, who)).body.data.user.avatar_file.url;

    it('takes a picture the member uploaded, by the url the upload answered', async () => {
      const ann = await t.member();
      const picture = await uploadPicture(ann);
      const answer = await setAvatar(ann, picture.url);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ changed: true, user: { avatar_file: { url: picture.url } } });
      expect(await avatarOf(ann)).toBe(picture.url);
      expect((await setAvatar(ann, picture.path)).body.data.changed).toBe(false);
    });

    it.each([
      ['another member’s upload', 'foreign'],
      ['an outside URL', 'https://evil.example/me.png'],
      ['a javascript: URL', 'javascript:alert(document.cookie)'],
      ['an upload name that was never given out', '/uploads/00000000-0000-4000-8000-000000000000.png'],
      ['a demo picture of the shop', '/images/avatar/default.svg'],
    ])('refuses %s with 400 naming the field, and changes nothing', async (_, value) => {
      const ann = await t.member();
      const own = await uploadPicture(ann);
      await setAvatar(ann, own.url);
      const reference = value === 'foreign' ? (await uploadPicture(await t.member())).url : value;
      const answer = await setAvatar(ann, reference);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 400, errCode: 'INVALID_PARAM', data: null });
      expect(answer.body.message).toMatch(/^value: /);
      expect(answer.body.message).not.toContain(reference);
      expect(await avatarOf(ann)).toBe(own.url);
    });
  },
  { tempDataDir: 'ffe-avatar-' },
);
