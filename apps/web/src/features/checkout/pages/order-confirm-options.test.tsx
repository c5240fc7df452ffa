// @vitest-environment jsdom
import type { ConfirmOrderRequest, CreateOrderRequest, OrderQuote } from '@ffe/shared/contracts/order';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { useCartStore } from '../../../stores/cart-store';
import { useUserStore } from '../../../stores/user-store';
import { aGoodsSummary, mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import { aMember, anOrder, aQuote } from '../test/checkout';
import OrderConfirmPage from './order-confirm-page';

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

const CONFIRM = '/api/mall/order/confirm';
const CREATE = '/api/mall/order/create';

const vase = aGoodsSummary({ id: 'addon-vase', name: '玻璃花瓶', salePrice: 39, stock: 200 });
const card = aGoodsSummary({ id: 'addon-card', name: '手写贺卡', salePrice: 6, stock: 200 });

/** A quote naming each line asked for; g6 is sold in options, the add-ons are flagged. */
function quoteFor(body: ConfirmOrderRequest): OrderQuote {
  const base = aQuote();
  const template = base.lines[0] as OrderQuote['lines'][number];
  return {
    ...base,
    addOns: [vase, card],
    lines: body.lines.map((line) => ({
      ...template,
      goodsId: line.goodsId,
      skuId: line.skuId ?? null,
      name: line.goodsId.startsWith('addon') ? line.goodsId : '香槟玫瑰花束',
      specName: line.skuId ? '枝数' : null,
      skuName: line.skuId ? '33枝' : null,
      addOn: line.goodsId.startsWith('addon'),
      quantity: line.quantity,
    })),
  };
}

function renderConfirm(search: string) {
  const api = mockApi({ [CONFIRM]: quoteFor, [CREATE]: anOrder() });
  renderPage(OrderConfirmPage, { path: PATHS.orderConfirm, search });
  return api;
}

describe('the order confirmation with options and add-ons', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    useUserStore.setState({ user: aMember(), isLogin: true, loginStatus: 'loggedIn' });
    useCartStore.setState({ cartList: [] });
  });

  it('quotes the option bought now with the add-ons picked on the detail page, and names the option', async () => {
    const api = renderConfirm('?goodsId=g6&skuId=g6-s3&quantity=2&addOns=addon-vase');
    await screen.findAllByText('香槟玫瑰花束');
    expect(api.bodies<ConfirmOrderRequest>(CONFIRM)[0]?.lines).toEqual([
      { goodsId: 'g6', skuId: 'g6-s3', quantity: 2 },
      { goodsId: 'addon-vase', quantity: 1 },
    ]);
    const [flowers, addOn] = screen.getAllByTestId('quote-line');
    expect(flowers?.textContent).toContain('33枝');
    expect(addOn?.textContent).toContain('加购addon-vase');
  });

  it('reads buy-again lines with their options', async () => {
    const api = renderConfirm('?lines=g6~g6-s3:2,g-rose:1');
    await screen.findAllByText('香槟玫瑰花束');
    expect(api.bodies<ConfirmOrderRequest>(CONFIRM)[0]?.lines).toEqual([
      { goodsId: 'g6', skuId: 'g6-s3', quantity: 2 },
      { goodsId: 'g-rose', quantity: 1 },
    ]);
  });

  it('makes a picked add-on an extra line of the quote and the order, and takes from the cart only what it held', async () => {
    useCartStore.setState({
      cartList: [
        { goodsId: 'g6', skuId: 'g6-s3', number: 1, checked: true },
        { goodsId: 'g6', skuId: 'g6-s1', number: 1, checked: false },
        { goodsId: 'addon-vase', number: 2, checked: true },
      ],
    });
    const api = renderConfirm('?from=cart');
    const picks = await screen.findAllByTestId('add-on-pick');
    // The vase came from the cart: picked, with its quantity.
    expect(picks[0]?.getAttribute('aria-pressed')).toBe('true');
    expect(picks[0]?.textContent).toContain('×2');
    fireEvent.click(within(screen.getByTestId('add-on-picks')).getByRole('button', { name: /手写贺卡/ }));
    await waitFor(() =>
      expect(api.bodies<ConfirmOrderRequest>(CONFIRM).at(-1)?.lines).toEqual([
        { goodsId: 'g6', skuId: 'g6-s3', quantity: 1 },
        { goodsId: 'addon-vase', quantity: 2 },
        { goodsId: 'addon-card', quantity: 1 },
      ]),
    );
    await waitFor(() => expect(screen.getAllByTestId('quote-line')).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(api.bodies<CreateOrderRequest>(CREATE)).toHaveLength(1));
    expect(api.bodies<CreateOrderRequest>(CREATE)[0]?.lines).toHaveLength(3);
    await waitFor(() =>
      expect(useCartStore.getState().cartList).toEqual([{ goodsId: 'g6', skuId: 'g6-s1', number: 1, checked: false }]),
    );
  });
});
