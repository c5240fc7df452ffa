import { IM } from '@ffe/shared/constants';
import { sendMsg } from '@ffe/shared/contracts/im';
import { describe, expect, it, vi } from 'vitest';
import { aMessage, SERVICE_ID, T0 } from '../testing/im-factories';
import { bodyBuilders, type Draft, requestBodies, type SendableType, type SendInputs } from './message-builders';

// What the browser reads of a video is the browser's; here it has read a 12.5 s portrait video and a still.
const still = new Blob(['jpeg'], { type: 'image/jpeg' });
vi.mock('../utils/video-facts', () => ({
  videoFacts: vi.fn(async () => ({ duration: 12.5, width: 720, height: 1280, poster: still })),
}));

const built = async <T extends SendableType>(type: T, input: SendInputs[T]): Promise<Draft> => {
  const draft = await bodyBuilders[type](input);
  if (!draft) throw new Error(`no ${type} draft`);
  return draft;
};

/** The request made from a body, as the server's own contract reads it: a refused field fails the test. */
function request<T extends SendableType>(type: T, body: unknown) {
  const made = {
    to_uid: SERVICE_ID,
    client_create_time: T0,
    unique_id: 'abcdef0123456789',
    type,
    body: requestBodies[type](body),
  };
  const parsed = sendMsg.request.safeParse(made);
  expect(parsed.error?.issues ?? []).toEqual([]);
  return made.body;
}

const picture = () => new File(['png'], 'rose.png', { type: 'image/png' });

describe('message body builders', () => {
  it('build a text, with its @-mentions, and nothing for an empty one', async () => {
    expect(await built('text', { text: '我想订一束红玫瑰' })).toEqual({ body: '我想订一束红玫瑰' });
    expect(await built('text', { text: '@小美 看这束', mentions: ['u-mei'] })).toEqual({
      body: '@小美 看这束',
      mentions: ['u-mei'],
    });
    expect(await built('text', { text: '大家好', mentions: [] })).toEqual({ body: '大家好' });
    expect(bodyBuilders.text({ text: ' \n ' })).toBeNull();
    expect(() => bodyBuilders.text({ text: 'a'.repeat(IM.TEXT_MAX_LENGTH + 1) })).toThrow(RangeError);
    expect(request('text', '我想订一束红玫瑰')).toBe('我想订一束红玫瑰');
  });

  it('build a picture from its file, and send only the address and size the upload made', async () => {
    const file = picture();
    const draft = await built('image', { file });
    expect(draft.file).toBe(file);
    expect(draft.body).toMatchObject({ url: expect.any(String) });
    expect(request('image', { url: '/uploads/rose.png', width: 800, height: 600 })).toEqual({
      url: '/uploads/rose.png',
      width: 800,
      height: 600,
    });
  });

  it('build goods and order cards that show their preview and send only the id', async () => {
    const goods = await built('goods', { goodsId: 'g-rose', preview: { name: '红玫瑰', price: 199 } });
    expect(goods.body).toEqual({ name: '红玫瑰', price: 199, goods_id: 'g-rose' });
    expect(request('goods', goods.body)).toEqual({ goods_id: 'g-rose' });
    const order = await built('order', { orderId: 'o-42' });
    expect(order.body).toEqual({ order_id: 'o-42' });
    expect(request('order', order.body)).toEqual({ order_id: 'o-42' });
  });

  it('build a recording as a file named by its format, with its whole seconds, and refuse one too long', async () => {
    const draft = await built('sound', { recording: new Blob(['ogg'], { type: 'audio/ogg' }), seconds: 4.6 });
    expect(draft.body).toEqual({ url: '', time: 5 });
    expect(draft.file?.name).toMatch(/^voice-\d+\.ogg$/);
    expect(() => bodyBuilders.sound({ recording: new Blob([]), seconds: IM.SOUND_MAX_SECONDS + 1 })).toThrow(
      RangeError,
    );
    expect(request('sound', { url: '/uploads/voice.ogg', time: 5 })).toEqual({ url: '/uploads/voice.ogg', time: 5 });
  });

  it('build a video with what this device read of it, and send the upload without its size', async () => {
    const file = new File(['mp4'], 'bouquet.mp4', { type: 'video/mp4' });
    const draft = await built('video', { file });
    expect(draft).toEqual({
      body: { url: '', size: 3, duration: 12.5, width: 720, height: 1280 },
      file,
      poster: still,
    });
    const uploaded = { url: '/uploads/v.mp4', size: 3, duration: 12.5, width: 720, height: 1280, poster: '/p.jpg' };
    expect(request('video', uploaded)).toEqual({
      url: '/uploads/v.mp4',
      duration: 12.5,
      width: 720,
      height: 1280,
      poster: '/p.jpg',
    });
  });

  it('build a file with its name and size, and send its address and name', async () => {
    const file = new File(['pdf!'], '报价单.pdf', { type: 'application/pdf' });
    expect((await built('file', { file })).body).toEqual({ url: '', name: '报价单.pdf', size: 4 });
    expect(request('file', { url: '/uploads/q.pdf', name: '报价单.pdf', size: 4 })).toEqual({
      url: '/uploads/q.pdf',
      name: '报价单.pdf',
    });
    expect(request('file', { url: '/uploads/q.pdf', name: '', size: 4 })).toEqual({ url: '/uploads/q.pdf' });
  });

  it('build a place, code and rich text as given, and nothing when they are empty', async () => {
    const place = { name: '西湖', address: '杭州市西湖区', latitude: 30.25, longitude: 120.15 };
    expect(request('location', (await built('location', place)).body)).toEqual(place);
    const code = await built('code', { code: 'const rose = 1;', language: 'ts' });
    expect(request('code', code.body)).toEqual({ code: 'const rose = 1;', language: 'ts' });
    expect((await built('code', { code: 'x' })).body).toEqual({ code: 'x' });
    expect(bodyBuilders.code({ code: '  ' })).toBeNull();
    expect(request('rich-text', (await built('rich-text', { markdown: '**包邮**' })).body)).toBe('**包邮**');
    expect(bodyBuilders['rich-text']({ markdown: '' })).toBeNull();
  });

  it('build a history from the messages it carries, and send only their ids', async () => {
    const first = aMessage({ body: '第一条' });
    const second = aMessage({ body: '第二条', type: 'text' });
    const draft = await built('history', { messages: [first, second] });
    expect(draft.body).toEqual({
      msgList: [first, second].map(({ _id, from_uid, nickname, type, body, create_time }) => ({
        _id,
        from_uid,
        nickname,
        type,
        body,
        create_time,
      })),
    });
    expect(request('history', draft.body)).toEqual({ msg_ids: [first._id, second._id] });
    expect(bodyBuilders.history({ messages: [] })).toBeNull();
    const tooMany = Array.from({ length: IM.HISTORY_MAX_MESSAGES + 1 }, () => aMessage());
    expect(() => bodyBuilders.history({ messages: tooMany })).toThrow(RangeError);
  });

  it('build a user card that shows the profile and sends only the user id', async () => {
    const draft = await built('userinfo-card', { user: { _id: 'u-mei', nickname: '小美', avatar_file: null } });
    expect(draft.body).toEqual({ user_id: 'u-mei', nickname: '小美', avatar_file: { url: '' } });
    expect(request('userinfo-card', draft.body)).toEqual({ user_id: 'u-mei' });
  });

  it('refuse to send a body of the wrong shape', () => {
    expect(() => requestBodies.sound({ time: 3 })).toThrow('a sound message without its body');
    expect(() => requestBodies.history('x')).toThrow('a history message without its body');
  });
});
