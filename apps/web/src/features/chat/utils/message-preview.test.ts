import { IM } from '@ffe/shared/constants';
import { describe, expect, it } from 'vitest';
import { aConversation, aMessage, zhText } from '../testing/im-factories';
import { conversationPreview, messagePreview } from './message-preview';

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
