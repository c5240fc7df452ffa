// @vitest-environment jsdom
import type { PaymentStatus } from '@ffe/shared/contracts/payment';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import { anOrder, aPayment } from '../test/checkout';
import PayResultPage from './pay-result-page';

const STATUS = '/api/mall/pay/status';

// A millisecond more: what a timer's callback schedules for "now" runs a tick later under fake timers.
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms + 1));
const flush = () => wait(0);
const location = () => screen.getByTestId('location').textContent;

/** The provider answers pending for the first `pendingFor` asks, then `status`. */
function renderResult(pendingFor: number, status: PaymentStatus) {
  let asks = 0;
  const api = mockApi({ [STATUS]: () => aPayment({ status: asks++ < pendingFor ? 'pending' : status }) });
  renderPage(PayResultPage, { path: PATHS.payResult, search: '?orderId=o-1&paymentId=p-1' });
  return api;
}

describe('the payment result page', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks again each second while the payment is pending, then shows the success', async () => {
    const api = renderResult(2, 'succeeded');
    await flush();
    expect(screen.getByText('正在确认支付结果…')).toBeTruthy();
    await wait(1_000);
    expect(screen.getByText('正在确认支付结果…')).toBeTruthy();
    await wait(1_000);
    console.log('asks', api.bodies(STATUS).length);
    expect(screen.getByRole('heading', { name: '支付成功' })).toBeTruthy();
    expect(screen.getByText('¥179.50')).toBeTruthy();
    expect(api.bodies(STATUS)).toEqual([{ paymentId: 'p-1' }, { paymentId: 'p-1' }, { paymentId: 'p-1' }]);

    await wait(3_000);
    expect(api.bodies(STATUS)).toHaveLength(3);
    expect(screen.getByRole('button', { name: '返回首页' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '查看订单' }));
    expect(location()).toBe('/pages/order/order-detail/order-detail?id=o-1');
  });

  it('says when and to whom the flowers go once paid: the date and slot, the recipient and the masked phone', async () => {
    const order = anOrder({ status: 'paid', deliveryDate: '2026-05-21', deliverySlot: '18-21' });
    mockApi({ [STATUS]: aPayment({ status: 'succeeded' }), '/api/mall/order/detail/o-1': order });
    renderPage(PayResultPage, { path: PATHS.payResult, search: '?orderId=o-1&paymentId=p-1' });
    await flush();
    await flush();
    const facts = screen.getByTestId('delivery-facts');
    expect(facts.textContent).toBe('配送时间5月21日（周四）18:00-21:00收花人林小花 138****8000');
  });

  it('leads a paid 周花 plan to its subscription, naming no one delivery', async () => {
    const order = anOrder({
      status: 'paid',
      kind: 'subscription',
      subscription: { id: 's-1', number: null, total: 4 },
    });
    mockApi({ [STATUS]: aPayment({ status: 'succeeded' }), '/api/mall/order/detail/o-1': order });
    renderPage(PayResultPage, { path: PATHS.payResult, search: '?orderId=o-1&paymentId=p-1' });
    await flush();
    await flush();
    expect(screen.queryByTestId('delivery-facts')).toBeNull();
    expect(screen.queryByRole('button', { name: '查看订单' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '查看我的周花' }));
    expect(location()).toBe('/pages/subscription/detail/detail?id=s-1');
  });

  it('offers to pay again after a failure', async () => {
    renderResult(0, 'failed');
    await flush();
    expect(screen.getByRole('heading', { name: '支付失败' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '查看订单' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新支付' }));
    expect(location()).toBe('/pages/order/order-pay/order-pay?id=o-1');
  });

  it('stops asking after 20 s and says the result is still being confirmed, with a refresh', async () => {
    const api = renderResult(1_000, 'succeeded');
    await flush();
    await wait(20_000);
    expect(screen.getByRole('heading', { name: '支付结果确认中' })).toBeTruthy();
    const asked = api.bodies(STATUS).length;
    expect(asked).toBeGreaterThanOrEqual(20);
    expect(asked).toBeLessThanOrEqual(22);
    await wait(5_000);
    expect(api.bodies(STATUS)).toHaveLength(asked);

    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    await wait(2_000);
    expect(screen.getByText('正在确认支付结果…')).toBeTruthy();
    expect(api.bodies(STATUS).length).toBeGreaterThan(asked);
  });
});
