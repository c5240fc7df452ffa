import { aConversation, aMessage } from '@ffe/im-client/testing/im-factories';
import { conversationPreview, messagePreview } from '@ffe/im-client/utils/message-preview';
import { IM } from '@ffe/shared/constants';
import { describe, expect, it } from 'vitest';
import chatEn from '../../../locales/chat.en';
import { translator, zhText } from '../testing/chat-texts';

describe('messagePreview', () => {
  it('flattens a text and cuts it to 80 characters', () => {
    expect(messagePreview(aMessage({ body: '玫瑰\n\n还有货吗？' }), zhText)).toBe('玫瑰 还有货吗？');
    expect(messagePreview(aMessage({ body: '花'.repeat(200) }), zhText)).toHaveLength(80);
  });

  it('labels pictures, goods and orders by type, with the card name', () => {
    expect(messagePreview(aMessage({ type: 'image', body: { url: '/a.png' } }), zhText)).toBe('[图片]');
    expect(
      messagePreview(
        aMessage({ type: 'goods', body: { goods_id: 'g', name: '红玫瑰', price: 100, image: '' } }),
        zhText,
      ),
    ).toBe('[商品] 红玫瑰');
    expect(messagePreview(aMessage({ type: 'order', body: { order_id: 'o' } }), zhText)).toBe('[订单]');
    expect(messagePreview(aMessage({ type: 'pay-notify', body: {} }), zhText)).toBe('[支付成功]');
  });

  const place = { name: '鲜花速递西湖店', address: '文三路 90 号', latitude: 30.27, longitude: 120.13 };
  const typed = {
    sound: { url: '/u/v.webm', time: 7 },
    video: { url: '/u/v.mp4', size: 1024 },
    file: { url: '/u/a.pdf', name: '报价单.pdf', size: 2048 },
    location: place,
    code: { code: 'const rose = 1;', language: 'js' },
    history: { msgList: [] },
    'userinfo-card': { user_id: 'u-mei', nickname: '小美', avatar_file: { url: '' } },
  } as const;

  it('labels voice, video, file, place, code, history and card messages, naming the file, place and person', () => {
    const labels = Object.entries(typed).map(([type, body]) =>
      messagePreview(aMessage({ type: type as keyof typeof typed, body }), zhText),
    );
    expect(labels).toEqual([
      '[语音]',
      '[视频]',
      '[文件] 报价单.pdf',
      '[位置] 鲜花速递西湖店',
      '[代码]',
      '[聊天记录]',
      '[名片] 小美',
    ]);
  });

  it('labels them in English too', () => {
    const enText = translator(chatEn);
    const labels = Object.entries(typed).map(([type, body]) =>
      messagePreview(aMessage({ type: type as keyof typeof typed, body }), enText),
    );
    expect(labels).toEqual([
      '[Voice]',
      '[Video]',
      '[File] 报价单.pdf',
      '[Location] 鲜花速递西湖店',
      '[Code]',
      '[Chat history]',
      '[Contact card] 小美',
    ]);
  });

  it('shows a rich text as its plain words, without the markdown marks', () => {
    const body = '# 今日推荐\n\n**红玫瑰** 买 [11 枝](https://example.com/rose) 送 `贺卡`\n\n- 包装\n> 限时';
    expect(messagePreview(aMessage({ type: 'rich-text', body }), zhText)).toBe(
      '今日推荐 红玫瑰 买 11 枝 送 贺卡 包装 限时',
    );
  });

  it('labels a body of the wrong shape as a message rather than failing', () => {
    expect(messagePreview(aMessage({ type: 'rich-text', body: { markdown: 1 } }), zhText)).toBe('[消息]');
    expect(messagePreview(aMessage({ type: 'file', body: 'x' }), zhText)).toBe('[文件]');
  });

  it('shows the revoked text for a revoked message, whatever it was', () => {
    expect(messagePreview(aMessage({ type: 'image', is_revoke: true, body: IM.REVOKED_BODY }), zhText)).toBe(
      '此消息已被撤回',
    );
  });
});

describe('conversationPreview', () => {
  it('puts an unsent draft first', () => {
    const conversation = aConversation({ chatInputContent: '我想问一下\n配送', last_msg: aMessage() });
    expect(conversationPreview(conversation, zhText)).toEqual({ draft: true, text: '我想问一下 配送' });
  });

  it('shows the last message, else the last message note', () => {
    expect(conversationPreview(aConversation({ last_msg: aMessage({ body: '好的' }) }), zhText)).toEqual({
      draft: false,
      text: '好的',
    });
    expect(conversationPreview(aConversation({ last_msg_note: '在吗' }), zhText).text).toBe('在吗');
  });
});
