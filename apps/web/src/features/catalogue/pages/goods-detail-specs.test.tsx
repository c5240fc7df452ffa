// @vitest-environment jsdom
import type { GoodsDetail, GoodsSku } from '@ffe/shared/contracts/catalogue';
import type { GoodsStemDates } from '@ffe/shared/contracts/cooler-shop';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { shopDate } from '../../../components/delivery/delivery-day';
import { toast } from '../../../lib/toast';
import { useCartStore } from '../../../stores/cart-store';
import { aGoodsDetail, aGoodsSummary, mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import GoodsDetailPage from './goods-detail-page';

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

const DETAIL = '/pages/goods/detail/detail';

const sku = (id: string, name: string, salePrice: number, stock: number, picture: string | null = null): GoodsSku => ({
  id,
  name,
  salePrice,
  marketPrice: salePrice + 60,
  stock,
  sales: 0,
  picture,
});

const vase = aGoodsSummary({ id: 'addon-vase', name: '玻璃花瓶', salePrice: 39, marketPrice: 39, stock: 200 });
const bear = aGoodsSummary({ id: 'addon-bear', name: '小熊玩偶', salePrice: 49, marketPrice: 49, stock: 0 });

const champagne: GoodsDetail = aGoodsDetail({
  id: 'goods-0006',
  name: '香槟玫瑰花束',
  salePrice: 229,
  marketPrice: 289,
  stock: 52,
  hasSpecs: true,
  specs: {
    name: '枝数',
    options: [
      sku('goods-0006-s1', '11枝', 229, 50),
      sku('goods-0006-s3', '33枝', 499, 2, '/images/33.svg'),
      sku('goods-0006-s4', '99枝', 1199, 0),
    ],
  },
  addOns: [vase, bear],
});

function open(goods: GoodsDetail = champagne, stemDates: GoodsStemDates['sizes'] = []) {
  mockApi({
    // A goods with a size made from a recipe says so, and only then is its cooler asked.
    [`/api/mall/goodsInfo/detail/${goods.id}`]: stemDates.length > 0 ? { ...goods, fromCooler: true } : goods,
    [`/api/mall/goodsInfo/stemDates/${goods.id}`]: { sizes: stemDates },
  });
  renderPage(GoodsDetailPage, { path: DETAIL, search: `?id=${goods.id}` });
}

const sheet = () => screen.getByTestId('spec-sheet');

describe('the goods detail with options and add-ons', () => {
  beforeEach(() => {
    localStorage.clear();
    useCartStore.setState({ cartList: [], goodsList: [] });
    vi.mocked(toast).mockClear();
  });

  it('shows the lowest option price as 「¥229.00起」 and the add-ons it offers, a sold-out one disabled', async () => {
    open();
    expect((await screen.findByTestId('sale-price')).textContent).toBe('¥229.00起');
    const picks = within(screen.getByTestId('add-on-picks')).getAllByTestId('add-on-pick');
    expect(picks.map((p) => p.textContent)).toEqual(['✓玻璃花瓶¥39.00', '✓小熊玩偶已售罄']);
    expect((picks[1] as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for the option before adding: price, stock and picture follow it, a sold-out option offers no adding', async () => {
    open();
    fireEvent.click(await screen.findByTestId('add-to-cart'));
    // The sheet loads the first time it opens.
    await screen.findByTestId('spec-sheet');
    expect(useCartStore.getState().cartList).toEqual([]);
    const confirm = within(sheet()).getByTestId('sheet-confirm') as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(within(sheet()).getByRole('button', { name: /99枝/ }));
    expect(within(sheet()).queryByTestId('sheet-confirm')).toBeNull();

    fireEvent.click(within(sheet()).getByRole('button', { name: '33枝' }));
    expect(within(sheet()).getByTestId('sheet-price').textContent).toBe('¥499.00');
    expect(within(sheet()).getByText('¥559.00').tagName).toBe('DEL');
    expect(within(sheet()).getByText('库存2件')).toBeTruthy();
    expect(within(sheet()).getByRole('img', { name: '香槟玫瑰花束' }).getAttribute('src')).toBe('/images/33.svg');
    const confirmAgain = within(sheet()).getByTestId('sheet-confirm');
    expect(confirmAgain.textContent).toBe('加入购物车');
    fireEvent.click(confirmAgain);

    expect(useCartStore.getState().cartList).toEqual([
      { goodsId: 'goods-0006', skuId: 'goods-0006-s3', number: 1, checked: true },
    ]);
    expect(toast).toHaveBeenCalledWith('商品已加入到购物车！', 'success');
  });

  it('keeps two sizes as two lines and sends the picked add-ons to the cart as their own lines', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: /玻璃花瓶/ }));
    fireEvent.click(screen.getByTestId('add-to-cart'));
    // The sheet loads the first time it opens.
    await screen.findByTestId('spec-sheet');
    fireEvent.click(within(sheet()).getByRole('button', { name: '11枝' }));
    fireEvent.click(within(sheet()).getByTestId('sheet-confirm'));
    await waitFor(() => expect(screen.queryByTestId('spec-sheet')).toBeNull());
    fireEvent.click(screen.getByTestId('add-to-cart'));
    // The sheet loads the first time it opens.
    await screen.findByTestId('spec-sheet');
    fireEvent.click(within(sheet()).getByRole('button', { name: '33枝' }));
    fireEvent.click(within(sheet()).getByTestId('sheet-confirm'));

    expect(useCartStore.getState().cartList).toEqual([
      { goodsId: 'goods-0006', skuId: 'goods-0006-s1', number: 1, checked: true },
      { goodsId: 'addon-vase', number: 1, checked: true },
      { goodsId: 'goods-0006', skuId: 'goods-0006-s3', number: 1, checked: true },
    ]);
  });

  it('buys now with the option, the quantity and the add-ons in the confirmation’s query', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: /玻璃花瓶/ }));
    fireEvent.click(screen.getByRole('button', { name: '立即购买' }));
    fireEvent.click(within(sheet()).getByRole('button', { name: '11枝' }));
    const plus = sheet().querySelector('.adm-stepper-plus');
    if (!plus) throw new Error('the quantity stepper expected');
    fireEvent.click(plus);
    fireEvent.click(within(sheet()).getByTestId('sheet-confirm'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/pages/order/order-confirm/order-confirm?goodsId=goods-0006&skuId=goods-0006-s1&quantity=2&addOns=addon-vase',
      ),
    );
  });

  it('without options both buttons act at once, as before', async () => {
    open(aGoodsDetail());
    fireEvent.click(await screen.findByTestId('add-to-cart'));
    expect(screen.queryByTestId('spec-sheet')).toBeNull();
    expect(useCartStore.getState().cartList).toEqual([{ goodsId: 'g-rose', number: 1, checked: true }]);
  });

  it('the sheet says under a chosen size from which day the cooler can make it, and nothing for one made today', async () => {
    const later = shopDate(Date.now() + 2 * 24 * 3_600_000);
    open(champagne, [
      { skuId: 'goods-0006-s1', earliest: shopDate(Date.now()) },
      { skuId: 'goods-0006-s3', earliest: later },
    ]);
    fireEvent.click(await screen.findByTestId('add-to-cart'));
    await screen.findByTestId('spec-sheet');
    const [month, day] = later.slice(5).split('-').map(Number);
    await waitFor(() => {
      fireEvent.click(within(sheet()).getByRole('button', { name: '33枝' }));
      expect(within(sheet()).getByTestId('earliest-day').textContent).toBe(`最早 ${month}月${day}日 可送`);
    });
    fireEvent.click(within(sheet()).getByRole('button', { name: '11枝' }));
    expect(within(sheet()).queryByTestId('earliest-day')).toBeNull();
  });
});
