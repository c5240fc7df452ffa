// @vitest-environment jsdom
import type { Order } from '@ffe/shared/contracts/order';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { apiFailure, mockApi } from '../../../test/factories';
import { openQuestion, questionClosed, renderPage } from '../../../test/render-page';
import { addedUp, shownMoney } from '../../../test/shown-money';
import { anAfterSale, anOrder, anUnpaidOrder } from '../test/orders';
import OrderDetailPage from './order-detail-page';

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

const DETAIL = '/api/mall/order/detail/o-1';
const CANCEL = '/api/mall/order/cancel/o-1';
const RECEIVE = '/api/mall/order/receive/o-1';
const CANCEL_PAID = '/api/mall/order/cancelPaid/o-1';

const open = (order: Order) => {
  const api = mockApi({ [DETAIL]: order });
  renderPage(OrderDetailPage, { path: PATHS.orderDetail, search: `?id=${order.id}` });
  return api;
};

/** The value shown beside a label in the page's rows. */
const shownFor = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const bar = () => screen.getByRole('contentinfo');

describe('OrderDetailPage', () => {
  beforeEach(() => vi.mocked(toast).mockClear());

  it("shows the card's signature and the orderer, the phone masked", async () => {
    open(anOrder({ cardSignature: '爱你的小王', sender: { name: '王先生', phone: '13912345678' } }));
    await screen.findByRole('heading', { name: '待发货' });
    expect(shownFor('署名')).toBe('爱你的小王');
    expect(shownFor('订购人')).toBe('王先生 139****5678');
    expect(document.body.textContent).not.toContain('13912345678');
  });

  it("names a subscription's delivery 周花 3/12, linking to its subscription", async () => {
    open(anOrder({ subscription: { id: 'sub-1', number: 3, total: 12 } }));
    await screen.findByRole('heading', { name: '待发货' });
    expect(shownFor('周花订阅')).toBe('周花 3/12 ›');
    expect(screen.getByRole('link', { name: '周花 3/12 ›' }).getAttribute('href')).toBe(
      `${PATHS.subscriptionDetail}?id=sub-1`,
    );
  });

  it('shows no subscription on an order of goods', async () => {
    open(anOrder());
    await screen.findByRole('heading', { name: '待发货' });
    expect(screen.queryByText('周花订阅')).toBeNull();
  });

  it("words an orderer who kept the default name in the page's language", async () => {
    open(anOrder({ sender: { name: '用户5678', phone: '13912345678' } }));
    await screen.findByRole('heading', { name: '待发货' });
    expect(shownFor('订购人')).toBe('用户5678 139****5678');
    const { default: i18n, loadLocale, loadTexts } = await import('../../../lib/i18n');
    await loadTexts('orders');
    await loadLocale('en');
    await i18n.changeLanguage('en');
    try {
      await waitFor(() => expect(shownFor('Ordered by')).toBe('User 5678 139****5678'));
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });

  it('says whether the recipient is texted when the flowers leave', async () => {
    open(anOrder());
    await screen.findByRole('heading', { name: '待发货' });
    expect(shownFor('短信通知收花人')).toBe('是，鲜花出发时告知骑手电话');
  });

  it('says the recipient is not texted when the buyer turned it off', async () => {
    open(anOrder({ notifyRecipient: false }));
    await screen.findByRole('heading', { name: '待发货' });
    expect(shownFor('短信通知收花人')).toBe('否');
  });

  it('says an unsigned card is unsigned, and shows no orderer when the order names none', async () => {
    open(anOrder());
    await screen.findByRole('heading', { name: '待发货' });
    expect(shownFor('署名')).toBe('不署名');
    expect(screen.queryByText('订购人', { selector: 'dt' })).toBeNull();
  });

  it('tells where the order is, where it goes and what it cost, with the phone masked', async () => {
    open(anOrder({ refundedAmount: 50.5, invoice: { kind: 'company', title: '花开公司', taxNumber: '91330100' } }));

    expect(await screen.findByRole('heading', { name: '待发货' })).toBeTruthy();
    expect(screen.getByText('支付成功，花艺师即将为您制作花束')).toBeTruthy();
    expect(screen.queryByRole('region', { name: '配送骑手' })).toBeNull();
    const steps = within(screen.getByRole('region', { name: '订单进度' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['支付成功2026-05-20 10:01', '订单已提交2026-05-20 10:00']);
    expect(screen.getByText('138****8000')).toBeTruthy();
    expect(document.body.textContent).not.toContain('13800138000');
    expect(screen.getByText('浙江省 杭州市 西湖区 文三路 90 号')).toBeTruthy();
    expect(shownFor('配送时间')).toBe('2026-05-21 09:00–12:00');
    expect(shownFor('贺卡留言')).toBe('生日快乐');
    expect(shownFor('匿名赠送')).toBe('否');
    expect(shownFor('商品金额')).toBe('¥398.00');
    expect(shownFor('运费')).toBe('免运费');
    expect(shownFor('优惠（满199减20）')).toBe('-¥20.00');
    expect(shownFor('实付')).toBe('¥378.00');
    expect(shownFor('已退款')).toBe('¥50.50');
    expect(shownFor('下单时间')).toBe('2026-05-20 10:00');
    expect(shownFor('支付方式')).toBe('微信支付');
    expect(shownFor('发票抬头')).toBe('花开公司 91330100');
    expect(
      within(bar())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['联系客服', '修改订单', '取消订单', '再来一单']);
  });

  it("lists every charged line, the date's surcharge among them, and they add up to what was paid", async () => {
    // The order: ¥299 of goods, free delivery, the ¥15 圣诞季 surcharge, ¥20 off, ¥294 paid.
    open(
      anOrder({
        goodsAmount: 299,
        surcharge: 15,
        surchargeReason: '圣诞季',
        discountAmount: 20,
        payAmount: 294,
        refundedAmount: 30,
      }),
    );
    await screen.findByRole('heading', { name: '待发货' });
    const list = screen.getByText('商品金额', { selector: 'dt' }).closest('dl') as HTMLElement;
    const rows = shownMoney(list);
    expect(rows.map((row) => row.label)).toEqual([
      '商品金额',
      '运费',
      '加价（圣诞季）',
      '优惠（满199减20）',
      '实付',
      '已退款',
    ]);
    expect(shownFor('加价（圣诞季）')).toBe('¥15.00');
    expect(addedUp(rows, ['实付', '已退款'])).toBe(29_400);
    expect(shownFor('实付')).toBe('¥294.00');
  });

  it('shows 应付 and no paid amount for an order cancelled before it was paid, and a municipality once', async () => {
    const unpaid = anUnpaidOrder(15, { status: 'cancelled', payDeadline: null });
    open({ ...unpaid, recipient: { ...unpaid.recipient, province: '上海市', city: '上海市', district: '徐汇区' } });

    expect(await screen.findByText('应付', { selector: 'dt' })).toBeTruthy();
    expect(shownFor('应付')).toBe('¥378.00');
    expect(screen.queryByText('实付', { selector: 'dt' })).toBeNull();
    expect(screen.getByText(`上海市 徐汇区 ${unpaid.recipient.detail}`)).toBeTruthy();
  });

  it('shows 制作中 while the florist makes the bouquet, as its own step', async () => {
    const paid = anOrder();
    open(
      anOrder({
        status: 'preparing',
        timeline: [...paid.timeline, { status: 'preparing', at: Date.UTC(2026, 4, 20, 2, 30), by: 'staff' }],
      }),
    );
    expect(await screen.findByRole('heading', { name: '制作中' })).toBeTruthy();
    expect(screen.getByText('花艺师正在为您制作花束')).toBeTruthy();
    const steps = within(screen.getByRole('region', { name: '订单进度' })).getAllByRole('listitem');
    expect(steps[0]?.textContent).toBe('花艺师开始制作2026-05-20 10:30');
  });

  it("shows the courier's name and phone once dispatched, and the photo once delivered", async () => {
    open(
      anOrder({
        status: 'received',
        courier: { name: '骑手老王', phone: '13700000001' },
        deliveryPhoto: 'https://img.example/uploads/door.png',
      }),
    );
    const delivery = await screen.findByRole('region', { name: '配送骑手' });
    expect(within(delivery).getByText('骑手老王')).toBeTruthy();
    expect(within(delivery).getByRole('link', { name: '拨打骑手电话 13700000001' }).getAttribute('href')).toBe(
      'tel:13700000001',
    );
    expect(within(delivery).getByRole('img', { name: '骑手拍摄的送达照片' }).getAttribute('src')).toBe(
      'https://img.example/uploads/door.png',
    );
  });

  it('leaves out the refund line while nothing has been refunded', async () => {
    open(anOrder());
    await screen.findByRole('heading', { name: '待发货' });
    expect(screen.queryByText('已退款')).toBeNull();
  });

  it('counts down the time left to pay and sends the member to pay', async () => {
    open(anUnpaidOrder(15));
    expect((await screen.findByRole('timer')).textContent).toMatch(/^请在1[45]:\d\d内完成支付，超时订单将自动取消$/);
    expect(
      within(bar())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['联系客服', '取消订单', '去支付']);
    fireEvent.click(within(bar()).getByRole('button', { name: '去支付' }));
    expect(screen.getByTestId('location').textContent).toBe(`${PATHS.orderPay}?id=o-1`);
  });

  it('cancels an unpaid order only after the member confirms, then shows it cancelled', async () => {
    let current = anUnpaidOrder(15);
    const api = mockApi({
      [DETAIL]: () => current,
      [CANCEL]: () => {
        current = { ...current, status: 'cancelled', payDeadline: null };
        return current;
      },
    });
    renderPage(OrderDetailPage, { path: PATHS.orderDetail, search: '?id=o-1' });

    fireEvent.click(await screen.findByRole('button', { name: '取消订单' }));
    const question = await openQuestion();
    expect(within(question).getByText('确定取消这个订单吗？使用的优惠券将退回。')).toBeTruthy();
    // The no reads unlike the yes: 再想想 beside 取消订单.
    expect(
      within(question)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['再想想', '取消订单']);
    fireEvent.click(within(question).getByRole('button', { name: '再想想' }));
    await questionClosed();
    expect(api.bodies(CANCEL)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: '取消订单' }));
    fireEvent.click(within(await openQuestion()).getByRole('button', { name: '取消订单' }));
    expect(await screen.findByRole('heading', { name: '已取消' })).toBeTruthy();
    await questionClosed();
    expect(api.bodies(CANCEL)).toEqual([{}]);
    expect(toast).toHaveBeenCalledWith('订单已取消', 'success');
    expect(
      within(bar())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['联系客服', '再来一单']);
  });

  it('cancels a paid order after saying the whole amount is refunded at once, then shows it refunded', async () => {
    let current = anOrder();
    const api = mockApi({
      [DETAIL]: () => current,
      [CANCEL_PAID]: () => {
        current = { ...current, status: 'refunded', refundedAmount: current.payAmount };
        return current;
      },
    });
    renderPage(OrderDetailPage, { path: PATHS.orderDetail, search: '?id=o-1' });

    fireEvent.click(await screen.findByRole('button', { name: '取消订单' }));
    const question = await openQuestion();
    expect(
      within(question).getByText(
        '花艺师还未开始制作。取消后，实付的 ¥378.00 将立即全额退回，使用的优惠券也会退回。确定取消吗？',
      ),
    ).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: '取消订单' }));

    expect(await screen.findByRole('heading', { name: '已退款' })).toBeTruthy();
    await questionClosed();
    expect(api.bodies(CANCEL_PAID)).toEqual([{}]);
    expect(toast).toHaveBeenCalledWith('订单已取消，款项已全额退回', 'success');
  });

  it('says the florist started when a cancel comes too late, and shows the order preparing', async () => {
    let current = anOrder();
    mockApi({
      [DETAIL]: () => current,
      [CANCEL_PAID]: () => {
        current = { ...current, status: 'preparing' };
        return apiFailure(409, '花艺师已开始制作，无法取消', 'ORDER_ALREADY_PREPARING');
      },
    });
    renderPage(OrderDetailPage, { path: PATHS.orderDetail, search: '?id=o-1' });

    fireEvent.click(await screen.findByRole('button', { name: '取消订单' }));
    fireEvent.click(within(await openQuestion()).getByRole('button', { name: '取消订单' }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith('花艺师已开始制作，无法取消'));
    expect(await screen.findByRole('heading', { name: '制作中' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '修改订单' })).toBeNull();
  });

  it('opens the change page of a paid order, and names what a change step changed', async () => {
    const paid = anOrder();
    open(
      anOrder({
        timeline: [
          ...paid.timeline,
          {
            status: 'paid',
            at: Date.UTC(2026, 4, 20, 2, 20),
            by: 'customer',
            changes: [
              { field: 'delivery', from: '2026-05-21 09-12', to: '2026-05-21 15-18' },
              { field: 'cardMessage', from: '', to: '生日快乐' },
            ],
          },
        ],
      }),
    );
    const steps = within(await screen.findByRole('region', { name: '订单进度' })).getAllByRole('listitem');
    expect(steps[0]?.textContent).toBe('修改了配送时间、贺卡留言2026-05-20 10:20');
    fireEvent.click(within(bar()).getByRole('button', { name: '修改订单' }));
    expect(screen.getByTestId('location').textContent).toBe(`${PATHS.orderChange}?id=o-1`);
  });

  it('confirms receipt after asking; a refusal says why and shows the order as it now is', async () => {
    let current = anOrder({ status: 'delivering' });
    const api = mockApi({
      [DETAIL]: () => current,
      [RECEIVE]: () => {
        // The customer asked for an after-sale from another device a moment ago.
        current = { ...current, status: 'refunding' };
        return apiFailure(409, '订单状态已变化，请刷新后重试', 'ORDER_STATUS_CONFLICT');
      },
    });
    renderPage(OrderDetailPage, { path: PATHS.orderDetail, search: '?id=o-1' });
    expect(await screen.findByText('骑手配送中，请保持电话畅通')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '确认收货' }));
    fireEvent.click(within(await openQuestion()).getByRole('button', { name: '确认收货' }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith('订单状态已变化，请刷新后重试'));
    expect(api.bodies(RECEIVE)).toHaveLength(1);
    await questionClosed();
    expect(screen.queryByRole('button', { name: '确认收货' })).toBeNull();
  });

  it('confirms receipt once when its yes is tapped twice, and counts an order found received already as done', async () => {
    let current = anOrder({ status: 'delivering' });
    const api = mockApi({
      [DETAIL]: () => current,
      [RECEIVE]: () => {
        // Staff marked it delivered a moment ago.
        current = { ...current, status: 'received' };
        return apiFailure(409, 'Order is received: it cannot be received', 'ORDER_STATUS_CONFLICT');
      },
    });
    renderPage(OrderDetailPage, { path: PATHS.orderDetail, search: '?id=o-1' });
    expect(await screen.findByText('骑手配送中，请保持电话畅通')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '确认收货' }));
    const yes = within(await openQuestion()).getByRole('button', { name: '确认收货' });
    fireEvent.click(yes);
    fireEvent.click(yes);

    await waitFor(() => expect(toast).toHaveBeenCalledWith('已确认收货', 'success'));
    expect(await screen.findByRole('heading', { name: '待评价' })).toBeTruthy();
    expect(api.bodies(RECEIVE)).toHaveLength(1);
    expect(toast).not.toHaveBeenCalledWith('Order is received: it cannot be received');
  });

  it('opens the comment page of a received order', async () => {
    open(anOrder({ status: 'received' }));
    fireEvent.click(await screen.findByRole('button', { name: '评价' }));
    expect(screen.getByTestId('location').textContent).toBe(`${PATHS.orderComment}?id=o-1`);
  });

  it('opens the after-sale form for this order', async () => {
    open(anOrder({ status: 'received' }));
    fireEvent.click(await screen.findByRole('button', { name: '申请售后' }));
    expect(screen.getByTestId('location').textContent).toBe(`${PATHS.afterSale}?orderId=o-1`);
  });

  it('opens the chat with customer service, offering this order', async () => {
    open(anOrder({ status: 'cancelled' }));
    fireEvent.click(await screen.findByRole('button', { name: '联系客服' }));
    expect(screen.getByTestId('location').textContent).toBe(`${PATHS.chat}?user_id=customer-service&order_id=o-1`);
  });

  it('lists the after-sale requests, each opening its progress', async () => {
    open(anOrder({ status: 'received', afterSales: [anAfterSale({ status: 'refunded', amount: 88 })] }));
    const request = await screen.findByRole('link', { name: /已退款/ });
    expect(request.textContent).toContain('¥88.00');
    expect(request.getAttribute('href')).toBe(`${PATHS.afterSale}?id=as-1`);
  });

  it('copies the order number', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open(anOrder());
    fireEvent.click(await screen.findByRole('button', { name: '复制' }));
    expect(writeText).toHaveBeenCalledWith('FX202605200001');
    await waitFor(() => expect(toast).toHaveBeenCalledWith('已复制', 'success'));
  });

  it('says so when the order does not exist', async () => {
    mockApi({ '/api/mall/order/detail/o-x': apiFailure(404, '订单不存在', 'NOT_FOUND') });
    renderPage(OrderDetailPage, { path: PATHS.orderDetail, search: '?id=o-x' });
    expect(await screen.findByText('订单不存在或已删除')).toBeTruthy();
  });
});
