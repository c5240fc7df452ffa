// @vitest-environment jsdom
import type { CartLine } from '@ffe/shared/domain/cart-lines';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { useCartStore } from '../../../stores/cart-store';
import { aGoodsSummary, mockApi } from '../../../test/factories';
import { openQuestion, questionClosed, renderPage } from '../../../test/render-page';
import CartPage from './cart-page';

const rose = aGoodsSummary();
const lily = aGoodsSummary({ id: 'g-lily', name: '香水百合', status: 'off_sale' });
const tulip = aGoodsSummary({ id: 'g-tulip', name: '郁金香', stock: 0 });

const PROMISE = { now: Date.now(), sameDay: false, cutoff: '16:00', orderBy: null, firstDate: null, area: null };

const line = (goodsId: string): CartLine => ({ goodsId, number: 1, checked: true });

const unavailableLines = () => screen.queryAllByTestId('cart-line-unavailable');

describe('the cart page', () => {
  beforeEach(() => {
    localStorage.clear();
    // The delivery promise under the lines asks the server; an unanswered call would end in a toast after the test.
    mockApi({ '/api/mall/delivery/promise': PROMISE });
    useCartStore.setState({
      cartList: [line('g-rose'), line('g-lily'), line('g-tulip'), line('g-gone')],
      goodsList: [rose, lily, tulip],
      status: 'ready',
    });
  });

  it('recommends goods under an empty cart', async () => {
    useCartStore.setState({ cartList: [], goodsList: [], status: 'ready' });
    mockApi({
      '/api/mall/delivery/promise': PROMISE,
      '/api/mall/goodsInfo/search': { list: [rose, aGoodsSummary({ id: 'g-2', name: '向日葵' })], total: 2 },
    });
    renderPage(CartPage, { path: PATHS.cart });
    const recommended = await screen.findByRole('region', { name: '为你推荐' });
    expect(within(recommended).getAllByTestId('goods-card')).toHaveLength(2);
    expect(within(recommended).getByText('向日葵')).toBeTruthy();
  });

  it('sets apart what cannot be bought and says why: off sale, sold out, or no longer in the shop', () => {
    renderPage(CartPage, { path: PATHS.cart });
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    const [lilyLine, tulipLine, goneLine] = unavailableLines();
    if (!lilyLine || !tulipLine || !goneLine) throw new Error('three unavailable lines expected');
    expect(within(lilyLine).getByText('已下架')).toBeTruthy();
    expect(within(tulipLine).getByText('已售罄')).toBeTruthy();
    expect(within(goneLine).getByText('已下架')).toBeTruthy();
    expect(within(goneLine).getByText('g-gone')).toBeTruthy();
  });

  it('clears the unavailable lines only after the member confirms', async () => {
    renderPage(CartPage, { path: PATHS.cart });

    fireEvent.click(screen.getByRole('button', { name: '清空失效商品' }));
    const question = await openQuestion();
    expect(within(question).getByText('确定删除选中的3件商品吗？')).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: '取消' }));
    await questionClosed();
    expect(unavailableLines()).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: '清空失效商品' }));
    fireEvent.click(within(await openQuestion()).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(unavailableLines()).toHaveLength(0));
    expect(useCartStore.getState().cartList).toEqual([line('g-rose')]);
  });
});
