// @vitest-environment jsdom

import type { ImClient } from '@ffe/im-client/client';
import { resetImStore } from '@ffe/im-client/runtime/im-store';
import { aClientMessage, aGroup, aGroupMember, aUser, GROUP_CHAT, GROUP_ID } from '@ffe/im-client/testing/im-factories';
import { IM } from '@ffe/shared/constants';
import type { GroupMember } from '@ffe/shared/contracts/im-groups';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PATHS, pathTo } from '../../../lib/paths';
import { createShopImClient } from '../../../lib/shop-im-host';
import { currentLocation, showBubble } from '../testing/show-bubble';

let imClient: ImClient;
beforeEach(() => {
  imClient = createShopImClient();
});
afterEach(() => imClient.dispose());

/** A bubble on this test's client's chat page. */
const show = (message: Parameters<typeof showBubble>[1], props?: Parameters<typeof showBubble>[2]) =>
  showBubble(imClient, message, props);
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
    expect(within(card).getByText('订单通知')).toBeTruthy();
    expect(within(card).getByText('支付成功')).toBeTruthy();
    expect(within(card).getByText('支付方式：支付宝')).toBeTruthy();
    expect(within(card).getByText('支付时间：2026年5月20日 09:03')).toBeTruthy();
    // One sent before it carried the amount shows none rather than ¥0.00.
    expect(within(card).queryByText(/¥/)).toBeNull();
  });

  const payNotify = {
    order_id: 'o-1',
    group_id: null,
    pay_channel: 'wechat',
    status: 1,
    pay_time: new Date(2026, 4, 20, 9, 3).getTime(),
    order_no: 'FX202605200001',
    amount: 378,
  };

  it("shows the pay-notify's order number and amount under 订单通知, opening the order", () => {
    show(aClientMessage({ type: 'pay-notify', from_uid: 'system', body: payNotify }));
    const card = screen.getByRole('link', { name: '支付成功 查看订单 FX202605200001' });
    for (const text of ['订单通知', '支付成功', '订单号：FX202605200001', '¥378.00', '支付方式：微信支付']) {
      expect(within(card).getByText(text)).toBeTruthy();
    }
    fireEvent.click(card);
    expect(location()).toBe(`${PATHS.orderDetail}?id=o-1`);
  });

  it('shows the order notices in English in the English interface', async () => {
    const { default: i18n, loadLocale } = await import('../../../lib/i18n');
    await loadLocale('en');
    await i18n.changeLanguage('en');
    try {
      show(aClientMessage({ type: 'pay-notify', from_uid: 'system', body: payNotify }));
      const card = screen.getByRole('link', { name: 'Payment received Open order FX202605200001' });
      for (const text of ['Order notice', 'Payment received', 'Order no. FX202605200001', '¥378.00']) {
        expect(within(card).getByText(text)).toBeTruthy();
      }
      expect(screen.queryByText('system message')).toBeNull();
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });

  it("shows the system's order notice with the step, the order, its amount and the courier, opening the order", () => {
    show(
      aClientMessage({
        type: 'order-notice',
        from_uid: 'system',
        body: {
          order_id: 'o-1',
          group_id: null,
          order_no: 'FX202605200001',
          order_status: 'delivering',
          amount: 129,
          url: '/pages/order/order-detail/order-detail?id=o-1',
          courier: { name: '骑手老王', phone: '13700000001' },
          photo: null,
          reason: null,
          time: 1,
        },
      }),
    );
    const card = screen.getByRole('link');
    expect(card.getAttribute('href')).toBe('/pages/order/order-detail/order-detail?id=o-1');
    expect(within(card).getByText('订单通知')).toBeTruthy();
    expect(within(card).getByText('您的鲜花已发货')).toBeTruthy();
    expect(within(card).getByText('订单号：FX202605200001')).toBeTruthy();
    expect(within(card).getByText('¥129.00')).toBeTruthy();
    expect(within(card).getByText('配送骑手：骑手老王 13700000001')).toBeTruthy();
  });

  it("names an order notice's state by the order's state names when it has no sentence of its own", () => {
    show(
      aClientMessage({
        type: 'order-notice',
        from_uid: 'system',
        body: {
          order_id: 'o-1',
          group_id: null,
          order_no: 'FX202605200001',
          order_status: 'refunding',
          amount: 129,
          url: '',
          courier: null,
          photo: null,
          reason: null,
          time: 1,
        },
      }),
    );
    const card = screen.getByRole('link', { name: '退款中 查看订单 FX202605200001' });
    expect(within(card).getByText('¥129.00')).toBeTruthy();
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

  describe('in a group', () => {
    const mei = aUser({ _id: 'u-mei', nickname: '小美' });
    const rose = aUser({ _id: 'u-rose', nickname: '玫瑰' });
    const service = aUser();
    const holdMembers = (members: GroupMember[] | null) =>
      imClient.store.setState({ groups: { [GROUP_ID]: { info: aGroup(), members } } });
    const setWidth = (width: number) =>
      Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
    /** Customer service's own message in the group, read by those named. */
    const mineRead = (...readers: string[]) =>
      aClientMessage({
        conversation_id: GROUP_CHAT,
        group_id: GROUP_ID,
        to_uid: null,
        reader_list: readers.map((user_id) => ({ user_id, create_time: 1 })),
      });
    const showMine = (message = mineRead()) => show(message, { mine: true, showReadState: true });
    const openPopup = () => screen.findByRole('dialog', { name: '消息接收人列表' });

    beforeEach(() => {
      resetImStore(imClient);
      imClient.aliases.setState({}, true);
      setWidth(375);
      holdMembers([aGroupMember(service, { role: ['admin', 'owner'] }), aGroupMember(mei), aGroupMember(rose)]);
    });

    it("shows the sender's name, with the alias, above someone else's message", () => {
      imClient.aliases.setState({ 'u-mei': '老板' }, true);
      show(aClientMessage({ group_id: GROUP_ID, from_uid: 'u-mei', nickname: '小美' }));
      expect(screen.getByTestId('sender-name').textContent).toBe('小美 (老板)');
    });

    it("takes the sender's name from the profile when the message carries none", () => {
      imClient.store.setState({ users: { 'u-rose': rose } });
      show(aClientMessage({ group_id: GROUP_ID, from_uid: 'u-rose', nickname: '' }));
      expect(screen.getByTestId('sender-name').textContent).toBe('玫瑰');
    });

    it('names no sender on my own messages or in a single chat', () => {
      showMine();
      expect(screen.queryByTestId('sender-name')).toBeNull();
      show(aClientMessage({ from_uid: 'u-mei', nickname: '小美' }));
      expect(screen.queryByTestId('sender-name')).toBeNull();
    });

    it('labels my message with how many members have not read it', () => {
      showMine(mineRead('u-mei'));
      expect(screen.getByTestId('read-state').textContent).toBe('1人未读');
    });

    it('labels it 全部已读 once every other member read it', () => {
      showMine(mineRead('u-mei', 'u-rose'));
      expect(screen.getByTestId('read-state').textContent).toBe('全部已读');
    });

    it('shows 99+ above 99 unread members', () => {
      const crowd = Array.from({ length: 120 }, (_, i) => aGroupMember(aUser({ _id: `u-${i}`, nickname: `花友${i}` })));
      holdMembers([aGroupMember(service), ...crowd]);
      showMine(mineRead('u-1'));
      expect(screen.getByTestId('read-state').textContent).toBe('99+人未读');
    });

    it('hides the label while the members load', () => {
      holdMembers(null);
      showMine();
      expect(screen.queryByTestId('read-state')).toBeNull();
    });

    it("shows no group label on someone else's message", () => {
      show(aClientMessage({ group_id: GROUP_ID, from_uid: 'u-mei', nickname: '小美' }), { showReadState: true });
      expect(screen.queryByTestId('read-state')).toBeNull();
    });

    it('opens the recipient list with an unread and a read tab on a narrow screen', async () => {
      showMine(mineRead('u-mei'));
      fireEvent.click(screen.getByTestId('read-state'));
      const popup = await openPopup();
      const unreadTab = within(popup).getByRole('tab', { name: '未读 (1)' });
      expect(unreadTab.getAttribute('aria-selected')).toBe('true');
      const shown = () =>
        within(popup)
          .getAllByTestId('recipient')
          .map((row) => row.dataset.userId);
      expect(shown()).toEqual(['u-rose']);
      expect(within(popup).getByText('玫瑰')).toBeTruthy();
      fireEvent.click(within(popup).getByRole('tab', { name: '已读 (1)' }));
      expect(shown()).toEqual(['u-mei']);
    });

    it('shows the recipients in two columns with their counts on a wide screen', async () => {
      setWidth(1280);
      showMine(mineRead());
      fireEvent.click(screen.getByTestId('read-state'));
      const popup = await openPopup();
      expect(within(popup).queryByRole('tab')).toBeNull();
      const unread = within(popup).getByRole('region', { name: '2人未读' });
      const read = within(popup).getByRole('region', { name: '0人已读' });
      expect(
        within(unread)
          .getAllByTestId('recipient')
          .map((row) => row.dataset.userId),
      ).toEqual(['u-mei', 'u-rose']);
      expect(within(read).getByText('还没有人读过')).toBeTruthy();
    });

    it('links the recipient list to its own page', async () => {
      const message = mineRead();
      showMine(message);
      fireEvent.click(screen.getByTestId('read-state'));
      fireEvent.click(within(await openPopup()).getByRole('link', { name: '在新页面查看' }));
      expect(location()).toBe(pathTo('readerList', { msgId: message._id, conversationId: GROUP_CHAT }));
    });
  });
});
