import fs from 'node:fs';
import path from 'node:path';
import { IM } from '@ffe/shared/constants';
import type { UploadResult } from '@ffe/shared/contracts/member-centre';
import { expect, it } from 'vitest';
import { expectAsksToLogIn } from '../../../test/app';
import { chatting } from '../../../test/chatting';
import { describeOnEachDatabase } from '../../../test/each-database';

type Envelope<T> = { code: number; errCode?: string; message: string; data: T };

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The first bytes of each recording and video format: their types are told by these alone. */
const box = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from(`ftyp${brand}`)]);
const WEBM = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2]);
const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.from([0x04, 0, 0, 0, 0, 0, 0x0a])]);
const MP3_FRAME = Buffer.from([0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0]);
const AAC = Buffer.from([0xff, 0xf1, 0x50, 0x80, 0x01, 0xff, 0xfc]);
const OGG = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(12)]);
const WAV = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WAVEfmt ')]);
const M4A = box('M4A ');
const MP4 = box('isom');
const MOV = box('qt  ');
const MB = 1024 * 1024;

/** A chat upload form: `kind` first (unless told otherwise), then the file. */
function form(kind: string | null, bytes: Buffer, filename = 'file.bin', kindAfterFile = false) {
  const data = new FormData();
  if (kind !== null && !kindAfterFile) data.append('kind', kind);
  data.append('file', new Blob([new Uint8Array(bytes)]), filename);
  if (kind !== null && kindAfterFile) data.append('kind', kind);
  return data;
}

const padded = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length)]);

describeOnEachDatabase(
  'chat uploads',
  (t) => {
    const chat = chatting(t);
    const storedFiles = () => {
      const dir = path.join(t.dataDir, 'uploads');
      return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
    };

    const upload = async (payload: FormData | object, who?: { token: string }) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/im/upload',
        payload,
        ...(who ? { headers: { authorization: who.token } } : {}),
      });
      return { status: res.statusCode, body: res.json() as Envelope<UploadResult> };
    };

    it.each([
      ['sound', 'a WebM recording (Chrome)', WEBM, 'audio/webm', 'weba'],
      ['sound', 'an M4A recording (Safari)', M4A, 'audio/mp4', 'm4a'],
      ['sound', 'an Ogg recording (Firefox)', OGG, 'audio/ogg', 'ogg'],
      ['sound', 'an MP3 with an ID3 tag', MP3, 'audio/mpeg', 'mp3'],
      ['sound', 'a bare MP3 frame', MP3_FRAME, 'audio/mpeg', 'mp3'],
      ['sound', 'an AAC stream', AAC, 'audio/aac', 'aac'],
      ['sound', 'a WAV', WAV, 'audio/wav', 'wav'],
      ['video', 'an MP4', MP4, 'video/mp4', 'mp4'],
      ['video', 'a QuickTime movie', MOV, 'video/quicktime', 'mov'],
      ['video', 'a WebM video', WEBM, 'video/webm', 'webm'],
      ['image', 'a PNG', PNG, 'image/png', 'png'],
    ])('takes a %s upload of %s, told by its content', async (kind, _, bytes, mime, extension) => {
      const member = await t.member();
      const { status, body } = await upload(form(kind, bytes, 'whatever.bin'), member);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        name: 'whatever.bin',
        size: bytes.length,
        type: mime,
        fileType: kind,
        url: expect.stringMatching(new RegExp(`^/uploads/[0-9a-f-]{36}\\.${extension}$`)),
        errMsg: 'uploadFile:ok',
      });
      const served = await t.app.inject({ method: 'GET', url: body.data.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(mime);
      expect(served.headers['content-disposition']).toBeUndefined();
      expect(served.rawPayload).toEqual(bytes);
    });

    it('takes any file and serves it for download under its own name, never to be shown inline', async () => {
      const member = await t.member();
      const html = Buffer.from('<script>alert(document.cookie)</script>');
      const { status, body } = await upload(form('file', html, '报价单 final;v2.html'), member);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ name: '报价单 final;v2.html', fileType: 'file', size: html.length });
      expect(body.data.url).toMatch(/\.file$/);
      const served = await t.app.inject({ method: 'GET', url: body.data.url });
      expect(served.headers['content-type']).toBe('application/octet-stream');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-disposition']).toBe(
        `attachment; filename="___ final_v2.html"; filename*=UTF-8''${encodeURIComponent('报价单 final;v2.html')}`,
      );
      expect(served.rawPayload).toEqual(html);
    });

    it('lets a guest upload, and asks a visitor to log in first, keeping nothing', async () => {
      const guest = await chat.guest();
      const { status, body } = await upload(form('sound', WEBM), guest);
      expect(status).toBe(200);
      const rows = await t.db
        .selectFrom('uploads')
        .select('user_id')
        .where('stored_name', '=', path.basename(body.data.path))
        .execute();
      expect(rows).toEqual([{ user_id: guest.id }]);

      const before = storedFiles();
      expectAsksToLogIn(await upload(form('sound', WEBM)));
      expect(storedFiles()).toEqual(before);
    });

    it.each([
      ['sound', WEBM],
      ['image', PNG],
    ])(
      'takes a %s of exactly its largest size and refuses one byte more with 413, keeping nothing',
      async (kind, head) => {
        const member = await t.member();
        const max = IM.UPLOAD_MAX_BYTES[kind as 'sound' | 'image'];
        const biggest = await upload(form(kind, padded(head, max)), member);
        expect(biggest.status).toBe(200);
        expect(biggest.body.data.size).toBe(max);

        const before = storedFiles();
        const tooBig = await upload(form(kind, padded(head, max + 1)), member);
        expect(tooBig.status).toBe(413);
        expect(tooBig.body).toMatchObject({
          errCode: 'UPLOAD_TOO_LARGE',
          message: expect.stringContaining(`${max / MB} MB`),
        });
        expect(storedFiles()).toEqual(before);
        const rows = await t.db.selectFrom('uploads').select('size').where('user_id', '=', member.id).execute();
        expect(rows).toEqual([{ size: max }]);
      },
    );

    it('limits each kind on its own: what is too long for a recording is a fine video or file', async () => {
      const member = await t.member();
      const six = 6 * MB;
      expect(6 * MB).toBeGreaterThan(IM.UPLOAD_MAX_BYTES.sound);
      expect((await upload(form('sound', padded(MP4, six)), member)).status).toBe(413);
      expect((await upload(form('video', padded(MP4, six)), member)).status).toBe(200);
      expect((await upload(form('file', padded(MP4, six)), member)).status).toBe(200);
    });

    it.each([
      ['sound', PNG, 'INVALID_PARAM', 'file: not an MP3, AAC, M4A, Ogg, WebM or WAV recording'],
      ['video', WAV, 'INVALID_PARAM', 'file: not an MP4, MOV or WebM video'],
      ['image', MP4, 'UPLOAD_NOT_IMAGE', 'file: not a JPEG, PNG, GIF or WebP picture'],
      ['file', Buffer.alloc(0), 'INVALID_PARAM', 'file: the file is empty'],
    ])(
      'refuses a %s whose content is something else with 400, keeping nothing',
      async (kind, bytes, errCode, message) => {
        const member = await t.member();
        const before = storedFiles();
        const { status, body } = await upload(form(kind, bytes), member);
        expect(status).toBe(400);
        expect(body).toMatchObject({ errCode, message });
        expect(storedFiles()).toEqual(before);
      },
    );

    it('names what is wrong with the form', async () => {
      const member = await t.member();
      const noKind = await upload(form(null, WEBM), member);
      expect(noKind).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^kind: /) } });
      const kindLast = await upload(form('sound', WEBM, 'a.webm', true), member);
      expect(kindLast).toMatchObject({
        status: 400,
        body: { message: expect.stringContaining('kind: send the kind') },
      });
      const badKind = await upload(form('hologram', WEBM), member);
      expect(badKind).toMatchObject({ status: 400, body: { message: 'kind: one of image, sound, video or file' } });
      const notMultipart = await upload({ kind: 'sound', file: 'x' }, member);
      expect(notMultipart).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^file: /) } });

      const before = storedFiles();
      const twoFiles = form('sound', WEBM);
      twoFiles.append('file', new Blob([new Uint8Array(WEBM)]), 'second.webm');
      expect((await upload(twoFiles, member)).status).toBe(400);
      expect(storedFiles()).toEqual(before);
      expect(await t.db.selectFrom('uploads').select('id').where('user_id', '=', member.id).execute()).toEqual([]);
    });

    it('serves byte ranges, so players can seek', async () => {
      const member = await t.member();
      const video = Buffer.concat([MP4, Buffer.from(Array.from({ length: 100 }, (_, i) => i))]);
      const { body } = await upload(form('video', video), member);
      const get = (range: string) => t.app.inject({ method: 'GET', url: body.data.url, headers: { range } });

      const middle = await get('bytes=10-19');
      expect(middle.statusCode).toBe(206);
      expect(middle.headers['content-range']).toBe(`bytes 10-19/${video.length}`);
      expect(middle.headers['accept-ranges']).toBe('bytes');
      expect(middle.rawPayload).toEqual(video.subarray(10, 20));

      const rest = await get('bytes=100-');
      expect(rest.rawPayload).toEqual(video.subarray(100));
      const tail = await get('bytes=-5');
      expect(tail.headers['content-range']).toBe(`bytes ${video.length - 5}-${video.length - 1}/${video.length}`);
      expect(tail.rawPayload).toEqual(video.subarray(-5));

      const beyond = await get(`bytes=${video.length}-`);
      expect(beyond.statusCode).toBe(416);
      expect(beyond.headers['content-range']).toBe(`bytes */${video.length}`);
      expect(beyond.json()).toMatchObject({ code: 416, errCode: 'INVALID_PARAM' });
      const several = await get('bytes=0-1,5-6');
      expect(several.statusCode).toBe(200);
      expect(several.rawPayload).toEqual(video);
    });

    it('keeps a recording out of the member centre, which takes pictures only', async () => {
      const member = await t.member();
      const { body } = await upload(form('sound', WEBM), member);
      const feedback = await t.app.inject({
        method: 'POST',
        url: '/api/member/feedback/add',
        payload: { type: 'quality', rating: 5, content: 'the flowers were lovely', pictures: [body.data.url] },
        headers: { authorization: member.token },
      });
      expect(feedback.statusCode).toBe(400);
      expect(feedback.json()).toMatchObject({ message: expect.stringContaining('not a picture you uploaded') });
    });
  },
  { tempDataDir: 'ffe-chat-uploads-' },
);
