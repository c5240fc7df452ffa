// @vitest-environment jsdom
import type { SearchedGoods } from '@ffe/shared/contracts/catalogue';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { useCartStore } from '../../../stores/cart-store';
import { aGoodsSummary } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import CartPage from './cart-page';

const vase: SearchedGoods = {
  ...aGoodsSummary({ id: 'vase', name: '玻璃花瓶', salePrice: 39, stock: 50 }),
  addOn: true,
};
const roses: SearchedGoods = {
  ...aGoodsSummary({ id: 'roses', name: '红玫瑰', salePrice: 199, stock: 9 }),
  addOn: false,
};

describe('the cart with an add-on', () => {
  beforeEach(() => {
    localStorage.clear();
    useCartStore.setState({
      cartList: [
        { goodsId: 'roses', number: 1, checked: false },
        { goodsId: 'vase', number: 1, checked: true },
      ],
      goodsList: [roses, vase],
      status: 'ready',
    });
  });

  const checkout = () => screen.getByRole('button', { name: /去结算/ }) as HTMLButtonElement;

  it('says beside a lone add-on that it is sold with flowers, and offers checkout once flowers are checked too', () => {
    renderPage(CartPage, { path: PATHS.cart });
    const [flowers, addOn] = screen.getAllByTestId('cart-line') as HTMLElement[];
    expect(within(addOn as HTMLElement).getByTestId('cart-line-add-on-alone').textContent).toBe(
      '加购商品需与鲜花一起购买',
    );
    expect(within(flowers as HTMLElement).queryByTestId('cart-line-add-on-alone')).toBeNull();
    expect(checkout().disabled).toBe(true);

    fireEvent.click(within(flowers as HTMLElement).getByRole('checkbox'));
    expect(screen.queryByTestId('cart-line-add-on-alone')).toBeNull();
    expect(checkout().disabled).toBe(false);
  });
});
