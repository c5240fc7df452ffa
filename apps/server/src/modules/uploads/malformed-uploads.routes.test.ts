import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../../test/each-database';

const BOUNDARY = '----ffe-boundary';
/** A form whose file part begins but whose closing boundary never comes. */
const CUT_OFF = [
  `--${BOUNDARY}`,
  'Content-Disposition: form-data; name="kind"',
  '',
  'file',
  `--${BOUNDARY}`,
  'Content-Disposition: form-data; name="file"; filename="a.bin"',
  'Content-Type: application/octet-stream',
  '',
  'the first bytes of a file',
].join('\r\n');

describeOnEachDatabase('malformed upload forms', (t) => {
  const send = async (url: string, contentType: string, payload: string) => {
    const member = await t.member();
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: member.token, 'content-type': contentType },
      payload,
    });
    return { status: res.statusCode, body: res.json() as { code: number; errCode: string; message: string } };
  };

  it.each(['/api/member/upload', '/api/im/upload'])(
    'answers a form without its boundary on %s with 400',
    async (url) => {
      const answer = await send(url, 'multipart/form-data', CUT_OFF);
      expect(answer).toMatchObject({ status: 400, body: { code: 400, errCode: 'INVALID_PARAM' } });
      expect(answer.body.message).toMatch(/boundary/);
    },
  );

  it.each(['/api/member/upload', '/api/im/upload'])(
    'answers a form cut off before its end on %s with 400',
    async (url) => {
      const answer = await send(url, `multipart/form-data; boundary=${BOUNDARY}`, CUT_OFF);
      expect(answer).toMatchObject({ status: 400, body: { code: 400, errCode: 'INVALID_PARAM' } });
      expect(answer.body.message).toMatch(/ends before/);
    },
  );
});
