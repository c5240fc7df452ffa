// @vitest-environment jsdom
import type { GoodsDetail, GoodsSku } from '@ffe/shared/contracts/catalogue';
import type { GoodsStemDates } from '@ffe/shared/contracts/cooler-shop';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { shopDate } from '../../../components/delivery/delivery-day';
import { useCartStore } from '../../../stores/cart-store';
import { aGoodsDetail, mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import GoodsDetailPage from './goods-detail-page';

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

const sku = (id: string, name: string, salePrice: number, stock: number): GoodsSku => ({
  id,
  name,
  salePrice,
  marketPrice: salePrice + 60,
  stock,
  sales: 0,
  picture: null,
});

const champagne: GoodsDetail = aGoodsDetail({
  id: 'goods-0006',
  name: '香槟玫瑰花束',
  salePrice: 229,
  marketPrice: 289,
  stock: 52,
  hasSpecs: true,
  specs: {
    name: '枝数',
    options: [sku('s11', '11枝', 229, 50), sku('s33', '33枝', 499, 2), sku('s99', '99枝', 1199, 0)],
  },
});

async function sizes(stemDates: GoodsStemDates['sizes'] = []) {
  const api = mockApi({
    // A goods with a size made from a recipe says so, and only then is its cooler asked.
    [`/api/mall/goodsInfo/detail/${champagne.id}`]:
      stemDates.length > 0 ? { ...champagne, fromCooler: true } : champagne,
    [`/api/mall/goodsInfo/stemDates/${champagne.id}`]: { sizes: stemDates },
  });
  renderPage(GoodsDetailPage, { path: '/pages/goods/detail/detail', search: `?id=${champagne.id}` });
  const row = within(await screen.findByTestId('size-choices'));
  return Object.assign(row, { api });
}

describe('the goods detail’s sizes on the page', () => {
  beforeEach(() => {
    localStorage.clear();
    useCartStore.setState({ cartList: [], goodsList: [] });
  });

  it('lists every size with its price under the dimension’s name, a sold-out one marked and not choosable', async () => {
    const row = await sizes();
    expect(row.getByText('枝数')).toBeTruthy();
    const chips = row.getAllByTestId('size-choice') as HTMLButtonElement[];
    expect(chips.map((c) => c.textContent)).toEqual(['11枝¥229.00', '33枝¥499.00', '99枝已售罄']);
    expect(chips.map((c) => c.disabled)).toEqual([false, false, true]);
    expect(screen.getByTestId('sale-price').textContent).toBe('¥229.00起');
  });

  it('shows the chosen size’s price, and 加入购物车 adds that size without asking again', async () => {
    const row = await sizes();
    fireEvent.click(row.getByRole('button', { name: /33枝/ }));
    expect(row.getByRole('button', { name: /33枝/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('sale-price').textContent).toBe('¥499.00');
    expect(screen.getByText('¥559.00').tagName).toBe('DEL');
    fireEvent.click(screen.getByTestId('add-to-cart'));
    expect(screen.queryByTestId('spec-sheet')).toBeNull();
    expect(useCartStore.getState().cartList).toEqual([
      { goodsId: 'goods-0006', skuId: 's33', number: 1, checked: true },
    ]);
  });

  it('立即购买 takes the chosen size to confirmation', async () => {
    const row = await sizes();
    fireEvent.click(row.getByRole('button', { name: /11枝/ }));
    fireEvent.click(screen.getByRole('button', { name: '立即购买' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/pages/order/order-confirm/order-confirm?goodsId=goods-0006&skuId=s11&quantity=1',
      ),
    );
  });

  it('says from which day a size the cooler cannot make today can be delivered, and nothing for one made today', async () => {
    const today = shopDate(Date.now());
    const later = shopDate(Date.now() + 3 * 24 * 3_600_000);
    const row = await sizes([
      { skuId: 's11', earliest: today },
      { skuId: 's33', earliest: later },
    ]);
    const [month, day] = later.slice(5).split('-').map(Number);
    fireEvent.click(row.getByRole('button', { name: /33枝/ }));
    expect((await screen.findByTestId('earliest-day')).textContent).toBe(`最早 ${month}月${day}日 可送`);
    fireEvent.click(row.getByRole('button', { name: /11枝/ }));
    expect(screen.queryByTestId('earliest-day')).toBeNull();
  });

  it('does not ask the cooler of a goods with no size made from a recipe', async () => {
    const row = await sizes();
    fireEvent.click(row.getByRole('button', { name: /33枝/ }));
    expect(row.api.bodies(`/api/mall/goodsInfo/stemDates/${champagne.id}`)).toEqual([]);
    expect(screen.queryByTestId('earliest-day')).toBeNull();
  });
});
