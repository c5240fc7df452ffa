// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { apiFailure, mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import { addedUp, shownMoney } from '../../../test/shown-money';
import { anOrder } from '../test/checkout';
import OrderPayPage from './order-pay-page';

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

const DETAIL = '/api/mall/order/detail/o-1';
const PAY = '/api/mall/pay/create';
const CHANNELS = '/api/mall/pay/channels';
const BOTH = { channels: ['wechat', 'alipay'], sandbox: [] };

// A millisecond on: what a timer's callback schedules for "now" runs a tick later under fake timers.
const flush = () => act(() => vi.advanceTimersByTimeAsync(1));
const location = () => screen.getByTestId('location').textContent;

function renderPay(routes: Record<string, unknown>) {
  const api = mockApi({ [CHANNELS]: BOTH, ...routes });
  renderPage(OrderPayPage, { path: PATHS.orderPay, search: '?id=o-1' });
  return api;
}

describe('the order payment page', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(toast).mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('counts the time left to pay down each second, and at 0 says the order was closed', async () => {
    renderPay({ [DETAIL]: anOrder({ payDeadline: Date.now() + 90_000 }) });
    await flush();
    expect(screen.getByTestId('pay-amount').textContent).toBe('¥179.50');
    expect(screen.getByRole('timer').textContent).toBe('支付剩余时间 01:30');

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('timer').textContent).toBe('支付剩余时间 01:29');

    await act(() => vi.advanceTimersByTimeAsync(89_000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('订单已超时关闭')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认支付' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '查看订单' }));
    expect(location()).toBe('/pages/order/order-detail/order-detail?id=o-1');
  });

  it('lists every line the amount is made of, the date surcharge and the coupon among them, adding up to it', async () => {
    renderPay({
      [DETAIL]: anOrder({
        goodsAmount: 299,
        deliveryFee: 0,
        surcharge: 15,
        surchargeReason: '圣诞季',
        discountAmount: 20,
        payAmount: 294,
      }),
    });
    await flush();
    const rows = shownMoney(screen.getByLabelText('金额明细'));
    expect(rows.map((row) => row.label)).toEqual(['商品金额', '运费', '加价（圣诞季）', '优惠（鲜花满减券）']);
    expect(screen.getByTestId('pay-amount').textContent).toBe('¥294.00');
    expect(addedUp(rows)).toBe(29_400);
  });

  it('pays by WeChat unless the member picks Alipay, and goes to the provider’s page', async () => {
    const api = renderPay({
      [DETAIL]: anOrder(),
      [PAY]: { action: 'redirect', paymentId: 'p-1', payUrl: '/pay/sandbox?paymentId=p-1' },
    });
    await flush();
    const wechat = screen.getByRole('radio', { name: '微信支付' }) as HTMLInputElement;
    const alipay = screen.getByRole('radio', { name: '支付宝' }) as HTMLInputElement;
    expect(wechat.checked).toBe(true);
    fireEvent.click(alipay);
    expect(alipay.checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: '确认支付' }));
    await flush();
    expect(api.bodies(PAY)).toEqual([{ orderId: 'o-1', channel: 'alipay' }]);
    expect(location()).toBe('/pay/sandbox?paymentId=p-1');
  });

  it('starts one payment when 确认支付 is tapped twice before the button shows it is busy', async () => {
    const api = renderPay({
      [DETAIL]: anOrder(),
      [PAY]: { action: 'redirect', paymentId: 'p-1', payUrl: '/pay/sandbox?paymentId=p-1' },
    });
    await flush();
    const pay = screen.getByRole('button', { name: '确认支付' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    await flush();
    expect(api.bodies(PAY)).toEqual([{ orderId: 'o-1', channel: 'wechat' }]);
    expect(location()).toBe('/pay/sandbox?paymentId=p-1');
  });

  it('says why paying failed and shows where the order stands now', async () => {
    let loads = 0;
    renderPay({
      [DETAIL]: () => (loads++ === 0 ? anOrder() : anOrder({ status: 'cancelled', payDeadline: null })),
      [PAY]: apiFailure(409, '订单已超过支付时间', 'ORDER_PAY_EXPIRED'),
    });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: '确认支付' }));
    await flush();
    expect(toast).toHaveBeenCalledWith('订单已超过支付时间');
    expect(screen.getByText('订单状态：已取消')).toBeTruthy();
    expect(location()).toBe('?id=o-1');
  });

  it('shows the state of an order that is no longer unpaid, with a way to its detail', async () => {
    const api = renderPay({ [DETAIL]: anOrder({ status: 'paid', payDeadline: null }) });
    await flush();
    expect(screen.getByText('该订单无需支付')).toBeTruthy();
    expect(screen.getByText('订单状态：已支付')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认支付' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '查看订单' }));
    expect(location()).toBe('/pages/order/order-detail/order-detail?id=o-1');
    expect(api.bodies(PAY)).toEqual([]);
  });

  it('offers only the channels the shop takes money on, and marks those only a sandbox serves', async () => {
    const api = renderPay({
      [DETAIL]: anOrder(),
      [CHANNELS]: { channels: ['alipay'], sandbox: [] },
      [PAY]: { action: 'redirect', paymentId: 'p-1', payUrl: '/pay/sandbox?paymentId=p-1' },
    });
    await flush();
    expect(screen.queryByRole('radio', { name: '微信支付' })).toBeNull();
    expect((screen.getByRole('radio', { name: '支付宝' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText('沙箱')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '确认支付' }));
    await flush();
    expect(api.bodies(PAY)).toEqual([{ orderId: 'o-1', channel: 'alipay' }]);
  });

  it('says a sandbox channel is a sandbox', async () => {
    renderPay({ [DETAIL]: anOrder(), [CHANNELS]: { channels: ['wechat', 'alipay'], sandbox: ['wechat'] } });
    await flush();
    expect(screen.getAllByText('沙箱')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /微信支付/ })).toBeTruthy();
  });

  it('says no payment method is available when the shop offers none', async () => {
    const api = renderPay({ [DETAIL]: anOrder(), [CHANNELS]: { channels: [], sandbox: [] } });
    await flush();
    expect(screen.getByText('暂无可用的支付方式')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认支付' })).toBeNull();
    expect(api.bodies(PAY)).toEqual([]);
  });
});
