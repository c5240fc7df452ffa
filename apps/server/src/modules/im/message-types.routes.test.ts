import crypto from 'node:crypto';
import { DEFAULT_CUSTOMER_SERVICE_UID, IM } from '@ffe/shared/constants';
import type { ChatUploadKind, HistoryBody, ImMessage } from '@ffe/shared/contracts/im';
import type { UploadResult } from '@ffe/shared/contracts/member-centre';
import { beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { chatting, withoutDeskWords } from '../../../test/chatting';
import { describeOnEachDatabase } from '../../../test/each-database';
import { type Member, tick } from '../../../test/factories';
import { ordering } from '../../../test/ordering';
import { pictureAddress } from '../../../test/pictures';

const CS = DEFAULT_CUSTOMER_SERVICE_UID;

/** A real 1×1 PNG, and the first bytes of a WebM recording and an MP4 video: uploads are told by these. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const WEBM = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.alloc(64)]);
const PDF = Buffer.from('%PDF-1.7\n% the week’s flower menu\n');

type Who = { id: string; token: string };

describeOnEachDatabase(
  'message types',
  (t) => {
    const chat = chatting(t);
    const shop = ordering(t);
    let staff: Member;
    beforeAll(async () => {
      staff = await chat.staff();
      await withoutDeskWords(t);
    });

    const upload = async (who: Who, kind: ChatUploadKind, bytes: Buffer, filename = 'file.bin') => {
      const data = new FormData();
      data.append('kind', kind);
      data.append('file', new Blob([new Uint8Array(bytes)]), filename);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/im/upload',
        payload: data,
        headers: { authorization: who.token },
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as { data: UploadResult }).data;
    };

    const send = (who: Who, type: string, body: unknown, extra: object = {}) =>
      post<ImMessage>(
        t.app,
        '/api/im/sendMsg',
        { to_uid: CS, type, body, client_create_time: Date.now(), unique_id: crypto.randomUUID(), ...extra },
        who,
      );
    const sent = async (who: Who, type: string, body: unknown, extra: object = {}) => {
      const answer = await send(who, type, body, extra);
      expect(answer.body).toMatchObject({ code: 200 });
      return answer.body.data;
    };
    const readMsg = async (who: Who, id: string) =>
      (await chat.call<ImMessage>(who, 'getMsg', { msg_id: id })).body.data;
    const messagesFrom = (who: Who) =>
      t.db.selectFrom('im_messages').select('id').where('from_uid', '=', who.id).execute();

    describe('each type a user sends', () => {
      /** A body to send of each type, as a customer `who` makes it, and the body the server stores for it. */
      const cases: [string, (who: Member) => Promise<{ body: unknown; stored: unknown }>][] = [
        ['text', async () => ({ body: '今天的玫瑰新鲜吗？', stored: '今天的玫瑰新鲜吗？' })],
        [
          'image',
          async (who) => {
            const { url } = await upload(who, 'image', PNG, 'rose.png');
            return { body: { url, width: 1, height: 1 }, stored: { url, width: 1, height: 1 } };
          },
        ],
        [
          'sound',
          async (who) => {
            const { url } = await upload(who, 'sound', WEBM, 'voice.webm');
            return { body: { url, time: 3 }, stored: { url, time: 3 } };
          },
        ],
        [
          'video',
          async (who) => {
            const [video, poster] = [await upload(who, 'video', MP4), await upload(who, 'image', PNG)];
            const body = { url: video.url, duration: 4.5, width: 640, height: 360, poster: poster.url };
            // A size the client claims is not kept: the upload's own is.
            return { body: { ...body, size: 1 }, stored: { ...body, size: MP4.length } };
          },
        ],
        [
          'file',
          async (who) => {
            const { url } = await upload(who, 'file', PDF, '本周花单.pdf');
            return { body: { url }, stored: { url, name: '本周花单.pdf', size: PDF.length } };
          },
        ],
        [
          'location',
          async () => {
            const place = {
              name: '鲜花速递（南山店）',
              address: '深圳市南山区科技园',
              latitude: 22.54,
              longitude: 113.95,
            };
            return { body: place, stored: place };
          },
        ],
        [
          'code',
          async () => {
            const code = { code: 'const bouquet = ["rose", "lily"];\n', language: 'ts' };
            return { body: code, stored: code };
          },
        ],
        [
          'rich-text',
          async () => {
            const markdown = '**今日特价**\n\n- 红玫瑰 11 枝\n- [看看](https://example.com)\n';
            return { body: markdown, stored: markdown };
          },
        ],
        [
          'history',
          async (who) => {
            const earlier = await sent(who, 'text', '我想订一束花');
            return {
              body: { msg_ids: [earlier._id] },
              stored: {
                msgList: [
                  {
                    _id: earlier._id,
                    from_uid: who.id,
                    nickname: who.user.nickname,
                    type: 'text',
                    body: '我想订一束花',
                    create_time: earlier.create_time,
                  },
                ],
              },
            };
          },
        ],
        [
          'userinfo-card',
          async () => {
            const friend = await t.member({ nickname: '花艺师小林', avatar: '/images/avatar/florist.svg' });
            return {
              body: { user_id: friend.id },
              stored: {
                user_id: friend.id,
                nickname: '花艺师小林',
                avatar_file: { url: pictureAddress('/images/avatar/florist.svg') },
              },
            };
          },
        ],
        [
          'goods',
          async () => {
            const goodsId = await shop.shop.goods({ name: '香槟玫瑰 19 枝', sale_price: 29_900 });
            return {
              body: { goods_id: goodsId },
              stored: expect.objectContaining({ goods_id: goodsId, name: '香槟玫瑰 19 枝', price: 299 }),
            };
          },
        ],
        [
          'order',
          async (who) => {
            const { order } = await shop.anOrder(who);
            return {
              body: { order_id: order.id },
              stored: expect.objectContaining({ order_id: order.id, order_no: order.orderNo, status: 0 }),
            };
          },
        ],
      ];

      it.each(cases)('stores a %s, as a reply too, and both sides read it', async (type, make) => {
        const customer = await shop.buyer();
        const question = await sent(customer, 'text', '请问一下');
        const { body, stored } = await make(customer);
        const message = await sent(customer, type, body, { reply_msg_id: question._id });
        expect(message).toMatchObject({ type, from_uid: customer.id, to_uid: CS, reply_msg_id: question._id });
        expect(message.body).toEqual(stored);
        const seenByStaff = await readMsg(staff, message._id);
        expect(seenByStaff).toMatchObject({ type, reply_msg_id: question._id });
        expect(seenByStaff.body).toEqual(stored);
      });

      it.each([
        ['text', 42, 'body'],
        ['image', { url: '' }, 'body.url'],
        ['sound', { url: '/uploads/x.weba', time: IM.SOUND_MAX_SECONDS + 1 }, 'body.time'],
        ['sound', { url: '/uploads/x.weba', time: 0 }, 'body.time'],
        ['video', { url: '/uploads/x.mp4', width: -1 }, 'body.width'],
        ['file', { url: '/uploads/x.file', name: '../../etc/passwd' }, 'body.name'],
        ['location', { name: '花店', address: '', latitude: 91, longitude: 0 }, 'body.latitude'],
        ['location', { name: '花店', address: '', latitude: 0, longitude: -180.5 }, 'body.longitude'],
        ['location', { name: '', address: '', latitude: 0, longitude: 0 }, 'body.name'],
        ['code', { code: '   \n' }, 'body.code'],
        ['code', { code: 'x', language: 'c c' }, 'body.language'],
        ['rich-text', { markdown: '**hi**' }, 'body'],
        ['rich-text', 'x'.repeat(IM.RICH_TEXT_MAX_LENGTH + 1), 'body'],
        ['history', { msg_ids: [] }, 'body.msg_ids'],
        [
          'history',
          { msg_ids: Array.from({ length: IM.HISTORY_MAX_MESSAGES + 1 }, (_, i) => `m${i}`) },
          'body.msg_ids',
        ],
        ['userinfo-card', { user_id: 5 }, 'body.user_id'],
        ['userinfo-card', { user_id: 'u1', nickname: 'forged' }, 'body'],
        ['goods', { goods_id: '' }, 'body.goods_id'],
        ['order', { order_id: 7 }, 'body.order_id'],
      ])('refuses a %s whose body is %j with 400 naming %s, and stores nothing', async (type, body, field) => {
        const customer = await t.member();
        const refused = await send(customer, type, body);
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({
          errCode: 'INVALID_PARAM',
          message: expect.stringContaining(`${field}: `),
        });
        expect(await messagesFrom(customer)).toEqual([]);
      });

      it.each(['system', 'pay-notify', 'clear-conversation-unreadCount', 'telepathy'])(
        'refuses a %s from a user with 400 naming the type',
        async (type) => {
          const customer = await t.member();
          const refused = await send(customer, type, 'hello');
          expect(refused.status).toBe(400);
          expect(refused.body.message).toContain('type');
          expect(await messagesFrom(customer)).toEqual([]);
        },
      );
    });

    describe('files', () => {
      it('must be the sender’s own uploads of the right kind', async () => {
        const [ann, bob] = [await t.member(), await t.member()];
        const annVoice = await upload(ann, 'sound', WEBM);
        const bobVoice = await upload(bob, 'sound', WEBM);
        const bobPicture = await upload(bob, 'image', PNG);

        const foreign = await send(bob, 'sound', { url: annVoice.url, time: 2 });
        expect(foreign).toMatchObject({ status: 400, body: { message: 'body.url: not a file you uploaded' } });
        const outside = await send(bob, 'image', { url: 'https://elsewhere.example/rose.png' });
        expect(outside).toMatchObject({ status: 400, body: { message: 'body.url: not a file you uploaded' } });
        const soundAsPicture = await send(bob, 'image', { url: bobVoice.url });
        expect(soundAsPicture).toMatchObject({
          status: 400,
          body: { message: expect.stringMatching(/^body\.url: not a JPEG/) },
        });
        const pictureAsVideo = await send(bob, 'video', { url: bobPicture.url });
        expect(pictureAsVideo).toMatchObject({
          status: 400,
          body: { message: expect.stringMatching(/^body\.url: not an MP4/) },
        });
        const video = await upload(bob, 'video', MP4);
        const foreignPoster = await send(bob, 'video', {
          url: video.url,
          poster: (await upload(ann, 'image', PNG)).url,
        });
        expect(foreignPoster).toMatchObject({ status: 400, body: { message: 'body.poster: not a file you uploaded' } });
        expect(await messagesFrom(bob)).toEqual([]);

        // Any upload may go as a file to download, with the name it came with unless the sender names it.
        const asFile = await sent(bob, 'file', { url: bobPicture.url, name: 'bouquet.png' });
        expect(asFile.body).toEqual({ url: bobPicture.url, name: 'bouquet.png', size: PNG.length });
      });

      it('may be sent again as a copy of a message the sender can read, and only then', async () => {
        const [ann, bob, carol] = [await t.member(), await t.member(), await t.member()];
        const picture = await upload(ann, 'image', PNG);
        const original = await sent(ann, 'image', { url: picture.url });

        const withoutSource = await send(staff, 'image', { url: picture.url }, { to_uid: bob.id });
        expect(withoutSource.status).toBe(400);
        const copy = await sent(staff, 'image', { url: picture.url }, { to_uid: bob.id, forward_msg_id: original._id });
        expect(copy.body).toEqual({ url: picture.url });
        // Bob read the copy, so he may pass the picture on in turn.
        await sent(bob, 'image', { url: picture.url }, { forward_msg_id: copy._id });

        const unreadable = await send(carol, 'image', { url: picture.url }, { forward_msg_id: original._id });
        expect(unreadable).toMatchObject({ status: 404, body: { message: 'forward_msg_id: message not found' } });
        const otherFile = await send(carol, 'image', { url: picture.url }, { forward_msg_id: copy._id });
        expect(otherFile.status).toBe(404);
        expect(await messagesFrom(carol)).toEqual([]);
      });

      it('in a forwarded history bundle may be sent again as copies of the bundle', async () => {
        const [ann, bob] = [await t.member(), await t.member()];
        const voice = await upload(ann, 'sound', WEBM);
        const said = await sent(ann, 'sound', { url: voice.url, time: 5 });
        const bundle = await sent(staff, 'history', { msg_ids: [said._id] }, { to_uid: bob.id });
        const copy = await sent(bob, 'sound', { url: voice.url, time: 5 }, { forward_msg_id: bundle._id });
        expect(copy.body).toEqual({ url: voice.url, time: 5 });
      });
    });

    describe('history bundles', () => {
      it('carry the picked messages oldest first, and the recipient reads them without seeing the originals', async () => {
        const [ann, bob] = [await t.member(), await t.member()];
        const asked = await sent(ann, 'text', '能加急吗？');
        await tick();
        const answered = await sent(staff, 'text', '可以，两小时内送达', { to_uid: ann.id });
        await tick();
        const placed = await sent(ann, 'location', {
          name: '公司',
          address: '科技园',
          latitude: 22.5,
          longitude: 113.9,
        });

        const bundle = await sent(
          staff,
          'history',
          { msg_ids: [placed._id, asked._id, answered._id] },
          { to_uid: bob.id },
        );
        const read = await readMsg(bob, bundle._id);
        const { msgList } = read.body as HistoryBody;
        expect(msgList.map((m) => [m._id, m.from_uid, m.nickname, m.type])).toEqual([
          [asked._id, ann.id, ann.user.nickname, 'text'],
          [answered._id, CS, '客服', 'text'],
          [placed._id, ann.id, ann.user.nickname, 'location'],
        ]);
        expect(msgList[2]?.body).toEqual(placed.body);
        expect((await chat.call(bob, 'getMsg', { msg_id: asked._id })).status).toBe(404);
      });

      it('refuse messages the sender cannot read, naming which, and revoked ones', async () => {
        const [ann, bob] = [await t.member(), await t.member()];
        const annSaid = await sent(ann, 'text', 'private');
        const bobSaid = await sent(bob, 'text', 'mine');
        const foreign = await send(bob, 'history', { msg_ids: [bobSaid._id, annSaid._id] });
        expect(foreign).toMatchObject({ status: 404, body: { message: 'body.msg_ids.1: message not found' } });
        const missing = await send(bob, 'history', { msg_ids: ['no-such-message'] });
        expect(missing.status).toBe(404);

        await post(t.app, '/api/im/sendMsg', { type: 'revoke_msg', msg_id: bobSaid._id }, bob);
        const revoked = await send(bob, 'history', { msg_ids: [bobSaid._id] });
        expect(revoked).toMatchObject({
          status: 400,
          body: { message: 'body.msg_ids.0: a revoked message cannot be forwarded' },
        });
        expect((await messagesFrom(bob)).map((m) => m.id)).toEqual([bobSaid._id]);
      });

      it('nest: a bundle received can be forwarded inside another', async () => {
        const [ann, bob] = [await t.member(), await t.member()];
        const said = await sent(ann, 'text', 'first');
        const inner = await sent(staff, 'history', { msg_ids: [said._id] }, { to_uid: bob.id });
        const outer = await sent(bob, 'history', { msg_ids: [inner._id] });
        const [item] = (outer.body as HistoryBody).msgList;
        expect(item).toMatchObject({ _id: inner._id, type: 'history', from_uid: CS });
        expect(item?.body).toEqual({ msgList: [expect.objectContaining({ _id: said._id, body: 'first' })] });
      });

      it('refuse a bundle too long to store whole', async () => {
        const ann = await t.member();
        const long = '花'.repeat(IM.TEXT_MAX_LENGTH);
        const ids: string[] = [];
        const count = Math.ceil(IM.HISTORY_MAX_BODY_LENGTH / IM.TEXT_MAX_LENGTH) + 1;
        for (let i = 0; i < count; i++) ids.push((await sent(ann, 'text', long))._id);
        const tooLong = await send(ann, 'history', { msg_ids: ids });
        expect(tooLong).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^body\.msg_ids: /) } });
        const fits = await send(ann, 'history', { msg_ids: ids.slice(0, 2) });
        expect(fits.status).toBe(200);
      });
    });

    describe('userinfo cards', () => {
      it("are filled from the user's profile as it is when sent", async () => {
        const ann = await t.member();
        const florist = await t.member({ nickname: '花艺师', avatar: '' });
        const card = await sent(ann, 'userinfo-card', { user_id: florist.id });
        expect(card.body).toEqual({ user_id: florist.id, nickname: '花艺师', avatar_file: { url: '' } });
        await post(t.app, '/api/member/updateUserSet', { key: 'nickname', value: '花艺师阿林' }, florist);
        const later = await sent(ann, 'userinfo-card', { user_id: florist.id });
        expect(later.body).toMatchObject({ nickname: '花艺师阿林' });
      });

      it('are refused for unknown users, guests and the system user with 404', async () => {
        const ann = await t.member();
        const guest = await chat.guest();
        for (const user_id of ['nobody-at-all', guest.id, IM.SYSTEM_UID]) {
          const refused = await send(ann, 'userinfo-card', { user_id });
          expect(refused).toMatchObject({ status: 404, body: { message: 'body.user_id: user not found' } });
        }
      });
    });

    it('lets a guest upload a picture and a recording and send them to customer service', async () => {
      const guest = await chat.guest();
      const picture = await upload(guest, 'image', PNG, 'photo.png');
      const image = await sent(guest, 'image', { url: picture.url, width: 1, height: 1 });
      await tick();
      const voice = await upload(guest, 'sound', WEBM);
      const sound = await sent(guest, 'sound', { url: voice.url, time: 2 });

      const history = await chat.call<ImMessage[]>(staff, 'getMsgList', { conversation_id: image.conversation_id });
      expect(history.body.data.map((m) => [m.type, m.body])).toEqual([
        ['sound', { url: voice.url, time: 2 }],
        ['image', { url: picture.url, width: 1, height: 1 }],
      ]);
      expect((await t.app.inject({ method: 'GET', url: picture.url })).rawPayload).toEqual(PNG);
      expect(sound.from_uid).toBe(guest.id);
    });
  },
  { tempDataDir: 'ffe-message-types-' },
);
