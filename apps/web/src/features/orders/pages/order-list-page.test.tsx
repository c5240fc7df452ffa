// @vitest-environment jsdom
import type { ListOrdersRequest, Order } from '@ffe/shared/contracts/order';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import { aLine, anAfterSale, anOrder, anUnpaidOrder } from '../test/orders';
import OrderListPage from './order-list-page';

const LIST = '/api/mall/order/list';

const page = (list: Order[], total = list.length) => ({ list, total });
const buttonsOf = (card: HTMLElement) =>
  within(card)
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('OrderListPage', () => {
  it('shows each order with its number, status, lines, delivery time and the amount paid', async () => {
    const api = mockApi({ [LIST]: page([anOrder()]) });
    renderPage(OrderListPage, { path: PATHS.orderList });

    const card = await screen.findByTestId('order-card');
    expect(within(card).getByText('订单号：FX202605200001')).toBeTruthy();
    expect(within(card).getByText('待发货')).toBeTruthy();
    expect(within(card).getByText('红玫瑰 11 枝')).toBeTruthy();
    expect(within(card).getByText('×2')).toBeTruthy();
    expect(within(card).getByText('配送时间：2026-05-21 09:00–12:00')).toBeTruthy();
    expect(within(card).getByText('¥378.00')).toBeTruthy();
    expect(api.bodies<ListOrdersRequest>(LIST)).toEqual([{ status: 'all', page: 1, pageSize: 20 }]);
  });

  it('asks for the orders of the tab chosen, and keeps the tab in the address', async () => {
    const api = mockApi({ [LIST]: (body: ListOrdersRequest) => page(body.status === 'delivering' ? [] : [anOrder()]) });
    renderPage(OrderListPage, { path: PATHS.orderList, search: '?tab=pending_payment' });

    await screen.findByTestId('order-card');
    expect(screen.getByRole('tab', { name: '待付款' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: '配送中' }));

    expect(await screen.findByText('没有配送中的订单')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('?tab=delivering');
    fireEvent.click(screen.getByRole('tab', { name: '售后' }));
    await waitFor(() =>
      expect(api.bodies<ListOrdersRequest>(LIST).map((body) => body.status)).toEqual([
        'pending_payment',
        'delivering',
        'after_sale',
      ]),
    );
  });

  it('offers only the actions each state allows', async () => {
    mockApi({
      [LIST]: page([
        anUnpaidOrder(15, { id: 'o-unpaid' }),
        anOrder({ id: 'o-road', status: 'delivering' }),
        anOrder({ id: 'o-home', status: 'received' }),
        anOrder({ id: 'o-gone', status: 'cancelled', payChannel: null, paidAt: null }),
        anOrder({ id: 'o-open', status: 'received', afterSales: [anAfterSale()] }),
      ]),
    });
    renderPage(OrderListPage, { path: PATHS.orderList });

    await screen.findAllByTestId('order-card');
    const [unpaid, onTheWay, received, cancelled, withOpenRequest] = screen.getAllByTestId(
      'order-card',
    ) as HTMLElement[];
    expect(buttonsOf(unpaid as HTMLElement)).toEqual(['联系客服', '取消订单', '去支付']);
    expect(within(unpaid as HTMLElement).getByRole('timer').textContent).toMatch(/^剩余1[45]:\d\d，超时将自动取消$/);
    expect(buttonsOf(onTheWay as HTMLElement)).toEqual(['联系客服', '确认收货', '申请售后', '再来一单']);
    expect(within(received as HTMLElement).getByText('待评价')).toBeTruthy();
    expect(buttonsOf(received as HTMLElement)).toEqual(['联系客服', '评价', '申请售后', '再来一单']);
    expect(buttonsOf(cancelled as HTMLElement)).toEqual(['联系客服', '再来一单']);
    // One request open at a time: no second after-sale while the first is waiting.
    expect(buttonsOf(withOpenRequest as HTMLElement)).toEqual(['联系客服', '评价', '再来一单']);
  });

  it('folds an order of more than three lines into a row of covers', async () => {
    const lines = ['玫瑰', '百合', '向日葵', '郁金香'].map((name, i) =>
      aLine({ id: `l-${i}`, goodsId: `g-${i}`, name }),
    );
    mockApi({ [LIST]: page([anOrder({ lines })]) });
    renderPage(OrderListPage, { path: PATHS.orderList });

    const card = await screen.findByTestId('order-card');
    expect(
      within(card)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(lines.map((l) => l.name));
    expect(within(card).queryByText('×2')).toBeNull();
    expect(within(card).getByText('共8件')).toBeTruthy();
  });

  it('opens the detail when a card is tapped', async () => {
    mockApi({ [LIST]: page([anOrder({ id: 'o-42' })]) });
    renderPage(OrderListPage, { path: PATHS.orderList });
    fireEvent.click(await screen.findByText('红玫瑰 11 枝'));
    expect(screen.getByTestId('location').textContent).toBe(`${PATHS.orderDetail}?id=o-42`);
  });

  it('sends a member without orders shopping', async () => {
    mockApi({ [LIST]: page([]) });
    renderPage(OrderListPage, { path: PATHS.orderList, search: '?tab=received' });
    expect(await screen.findByText('没有待评价的订单')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '去逛逛' }));
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('goes to buy the same again from a finished order', async () => {
    const lines = [aLine(), aLine({ id: 'l-lily', goodsId: 'g-lily', quantity: 1 })];
    mockApi({ [LIST]: page([anOrder({ status: 'completed', lines })]) });
    renderPage(OrderListPage, { path: PATHS.orderList });
    fireEvent.click(await screen.findByRole('button', { name: '再来一单' }));
    const target = new URL(screen.getByTestId('location').textContent ?? '', 'http://shop');
    expect(target.pathname).toBe(PATHS.orderConfirm);
    expect(target.searchParams.get('lines')).toBe('g-rose:2,g-lily:1');
  });
});
