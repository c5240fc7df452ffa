// @vitest-environment jsdom
import type { GoodsSku, SearchedGoods } from '@ffe/shared/contracts/catalogue';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { useCartStore } from '../../../stores/cart-store';
import { aGoodsSummary } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import CartPage from './cart-page';

const sku = (id: string, name: string, salePrice: number, stock: number): GoodsSku => ({
  id,
  name,
  salePrice,
  marketPrice: salePrice + 60,
  stock,
  sales: 0,
  picture: null,
});

const champagne: SearchedGoods = {
  ...aGoodsSummary({ id: 'g6', name: '香槟玫瑰', salePrice: 229, stock: 60, hasSpecs: true }),
  skus: [sku('g6-s1', '11枝', 229, 50), sku('g6-s3', '33枝', 499, 10)],
};

describe('the cart with options', () => {
  beforeEach(() => {
    localStorage.clear();
    useCartStore.setState({
      cartList: [
        { goodsId: 'g6', skuId: 'g6-s1', number: 1, checked: true },
        { goodsId: 'g6', skuId: 'g6-s3', number: 2, checked: true },
        { goodsId: 'g6', skuId: 'g6-removed', number: 1, checked: true },
        { goodsId: 'g6', number: 1, checked: true },
      ],
      goodsList: [champagne],
      status: 'ready',
    });
  });

  it('shows two sizes as two lines with their option and price, a removed option as off sale', () => {
    renderPage(CartPage, { path: PATHS.cart });
    const [small, large] = screen.getAllByTestId('cart-line');
    expect(within(small as HTMLElement).getByTestId('cart-line-option').textContent).toBe('11枝');
    expect(small?.textContent).toContain('¥229.00');
    expect(within(large as HTMLElement).getByTestId('cart-line-option').textContent).toBe('33枝');
    expect(large?.textContent).toContain('¥499.00');
    expect(screen.getAllByTestId('cart-line-unavailable')).toHaveLength(1);
    expect(screen.getByTestId('cart-total').textContent).toBe('¥1227.00');
  });

  it('asks to choose the option of an old line, leaves it out of the total, and merges it into the option chosen', async () => {
    renderPage(CartPage, { path: PATHS.cart });
    const waiting = screen.getAllByTestId('cart-line')[2] as HTMLElement;
    expect((within(waiting).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    await waitFor(() => expect(useCartStore.getState().cartList[3]?.checked).toBe(false));

    fireEvent.click(within(waiting).getByRole('button', { name: '请选择规格' }));
    const sheet = await screen.findByTestId('spec-sheet');
    fireEvent.click(within(sheet).getByRole('button', { name: '33枝' }));
    fireEvent.click(within(sheet).getByTestId('sheet-confirm'));

    await waitFor(() =>
      expect(useCartStore.getState().cartList).toEqual([
        { goodsId: 'g6', skuId: 'g6-s1', number: 1, checked: true },
        { goodsId: 'g6', skuId: 'g6-s3', number: 3, checked: true },
        { goodsId: 'g6', skuId: 'g6-removed', number: 1, checked: true },
      ]),
    );
    expect(screen.getByTestId('cart-total').textContent).toBe('¥1726.00');
  });
});
