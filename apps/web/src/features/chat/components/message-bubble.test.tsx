// @vitest-environment jsdom
import { IM } from '@ffe/shared/constants';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { aClientMessage } from '../testing/im-factories';
import { currentLocation, showBubble } from '../testing/show-bubble';

const show = showBubble;
const location = currentLocation;

describe('MessageBubble', () => {
  it('shows a text as written, new lines kept', () => {
    show(aClientMessage({ body: '您好\n请问送哪里？' }));
    expect(
      screen.getByText((_, node) => node?.textContent === '您好\n请问送哪里？' && node.tagName === 'P'),
    ).toBeTruthy();
  });

  it('shows a picture that opens full screen when tapped', () => {
    const { onPreview } = show(
      aClientMessage({ type: 'image', body: { url: '/uploads/a.png', width: 360, height: 180 } }),
    );
    const picture = screen.getByRole('button', { name: '图片消息' });
    const img = picture.querySelector('img') as HTMLImageElement;
    // Fitted into 180 px with its shape kept.
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['180', '90']);
    fireEvent.click(picture);
    expect(onPreview).toHaveBeenCalledWith('/uploads/a.png');
  });

  it("shows a picture's upload progress while it is sent", () => {
    show(
      aClientMessage({
        type: 'image',
        body: { url: '' },
        state: 'sending',
        progress: 0.42,
        file: new File(['x'], 'a.png', { type: 'image/png' }),
      }),
      { mine: true },
    );
    expect(screen.getByRole('progressbar').textContent).toBe('上传中 42%');
  });

  it('shows a goods card with picture, name and price, opening the goods', () => {
    show(
      aClientMessage({
        type: 'goods',
        body: { goods_id: 'g-rose', name: '红玫瑰 11 枝', price: 199.5, image: '/r.svg' },
      }),
    );
    const card = screen.getByRole('link', { name: '查看商品 红玫瑰 11 枝' });
    expect(within(card).getByText('¥199.50')).toBeTruthy();
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/r.svg');
    fireEvent.click(card);
    expect(location()).toBe(`${PATHS.goodsDetail}?id=g-rose`);
  });

  const orderBody = {
    order_id: 'o-1',
    order_no: 'FX202605200001',
    name: '红玫瑰 11 枝',
    image: '/r.svg',
    goods_count: 3,
    amount: 378,
    order_status: 'paid',
    pay_channel: 'wechat',
    status: 1,
    pay_time: 1_779_000_000_000,
  };

  it('shows an order card with number, first line, count, amount and state, opening the order', () => {
    show(aClientMessage({ type: 'order', body: orderBody }));
    const card = screen.getByRole('link', { name: '查看订单 FX202605200001' });
    for (const text of ['订单号：FX202605200001', '红玫瑰 11 枝', '共3件', '¥378.00', '待发货']) {
      expect(within(card).getByText(text)).toBeTruthy();
    }
    fireEvent.click(card);
    expect(location()).toBe(`${PATHS.orderDetail}?id=o-1`);
  });

  it("does not link a staff member to a customer's order page", () => {
    show(aClientMessage({ type: 'order', body: orderBody }), { ordersOpenable: false });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('订单号：FX202605200001')).toBeTruthy();
  });

  it("shows the system's pay-notify as a card with channel and time", () => {
    const payTime = new Date(2026, 4, 20, 9, 3).getTime();
    show(
      aClientMessage({
        type: 'pay-notify',
        from_uid: 'system',
        body: { order_id: 'o-1', group_id: null, pay_channel: 'alipay', status: 1, pay_time: payTime },
      }),
    );
    const card = screen.getByRole('link');
    expect(within(card).getByText('支付成功')).toBeTruthy();
    expect(within(card).getByText('支付方式：支付宝')).toBeTruthy();
    expect(within(card).getByText('支付时间：2026年5月20日 09:03')).toBeTruthy();
  });

  it('shows the revoked text instead of a revoked message', () => {
    show(aClientMessage({ is_revoke: true, body: IM.REVOKED_BODY }));
    expect(screen.getByText('此消息已被撤回')).toBeTruthy();
    expect(screen.queryByText(IM.REVOKED_BODY)).toBeNull();
  });

  it('marks a failed message of mine and sends it again on retry', () => {
    const message = aClientMessage({ from_uid: 'u-lily', state: 'failed' });
    const { onRetry } = show(message, { mine: true });
    expect(screen.getByText('发送失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重新发送/ }));
    expect(onRetry).toHaveBeenCalledWith(message);
  });

  it('shows a message of mine on its way as sending, with no retry', () => {
    show(aClientMessage({ from_uid: 'u-lily', state: 'sending' }), { mine: true });
    expect(screen.getByRole('status', { name: '发送中' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /重新发送/ })).toBeNull();
  });

  it('shows the waiting state while a revoke is on its way', () => {
    show(aClientMessage({ from_uid: 'u-lily', state: 'revoking' }), { mine: true });
    expect(screen.getByText('撤回中…')).toBeTruthy();
  });

  it('labels my message 未读 or 已读 only when asked (a staff member in a single chat)', () => {
    show(aClientMessage({ from_uid: 'customer-service' }), { mine: true, showReadState: true });
    expect(screen.getByTestId('read-state').textContent).toBe('未读');
  });

  it('labels it 已读 once the customer has read it', () => {
    show(aClientMessage({ from_uid: 'customer-service', is_read: true }), { mine: true, showReadState: true });
    expect(screen.getByTestId('read-state').textContent).toBe('已读');
  });

  it('shows no read label otherwise', () => {
    show(aClientMessage({ from_uid: 'u-lily', is_read: true }), { mine: true, showReadState: false });
    expect(screen.queryByTestId('read-state')).toBeNull();
  });

  it('opens its menu on a right click', () => {
    const message = aClientMessage();
    const { onMenu } = show(message);
    fireEvent.contextMenu(screen.getByText('您好，有什么可以帮您？'), { clientX: 30, clientY: 40 });
    expect(onMenu).toHaveBeenCalledWith(message, { x: 30, y: 40 });
  });

  it('quotes the message it answers', () => {
    show(aClientMessage({ body: '有的', reply_msg_id: 'm-0' }), { quoted: aClientMessage({ body: '还有红玫瑰吗？' }) });
    expect(screen.getByText('还有红玫瑰吗？')).toBeTruthy();
  });
});
