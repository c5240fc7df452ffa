// @vitest-environment jsdom
import type { GoodsDetail } from '@ffe/shared/contracts/catalogue';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import { useCartStore } from '../../../stores/cart-store';
import { aGoodsDetail, apiFailure, mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import GoodsDetailPage from './goods-detail-page';

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

const DETAIL = '/pages/goods/detail/detail';

const rose = aGoodsDetail({ stock: 1 });

/** Opens the detail page of `id`, whose call answers this goods, or the server's 404 when there is none. */
function openDetail(goods: GoodsDetail | null, id = goods?.id ?? '') {
  mockApi({
    [`/api/mall/goodsInfo/detail/${id}`]: goods ?? apiFailure(404, 'goods not found', 'GOODS_NOT_FOUND'),
    '/api/mall/delivery/promise': {
      now: Date.now(),
      sameDay: false,
      cutoff: '16:00',
      orderBy: null,
      firstDate: null,
      area: null,
    },
  });
  return renderPage(GoodsDetailPage, { path: DETAIL, search: `?id=${id}` });
}

describe('GoodsDetailPage', () => {
  beforeEach(() => {
    localStorage.clear();
    useCartStore.setState({ cartList: [], goodsList: [] });
    vi.mocked(toast).mockClear();
  });

  it('shows the sale price with 2 decimals, the struck market price and names the tab after the goods', async () => {
    openDetail(rose);
    expect((await screen.findByTestId('sale-price')).textContent).toBe('¥199.50');
    expect(screen.getByText('¥259.00').tagName).toBe('DEL');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('红玫瑰 11 枝');
    await waitFor(() => expect(document.title).toBe('红玫瑰 11 枝'));
  });

  it('adds the goods to the cart until its stock is used up', async () => {
    openDetail(rose);
    fireEvent.click(await screen.findByTestId('add-to-cart'));
    expect(useCartStore.getState().cartList).toEqual([{ goodsId: 'g-rose', number: 1, checked: true }]);
    expect(toast).toHaveBeenLastCalledWith('商品已加入到购物车！', 'success');

    fireEvent.click(screen.getByTestId('add-to-cart'));
    expect(useCartStore.getState().cartList).toEqual([{ goodsId: 'g-rose', number: 1, checked: true }]);
    expect(toast).toHaveBeenLastCalledWith('库存仅剩1件');
  });

  it("cannot be bought when sold out: 到货通知 takes the buy buttons' place", async () => {
    openDetail({ ...rose, stock: 0 });
    expect(await screen.findByRole('button', { name: '到货通知' })).toBeTruthy();
    expect(screen.queryByTestId('add-to-cart')).toBeNull();
    expect(screen.queryByRole('button', { name: '立即购买' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('已售罄');
  });

  it('cannot be bought when off sale, and offers no alert', async () => {
    openDetail({ ...rose, status: 'off_sale' });
    const addToCart = await screen.findByTestId('add-to-cart');
    expect(addToCart.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: '到货通知' })).toBeNull();
  });

  it('says so when the goods does not exist', async () => {
    openDetail(null, 'missing');
    expect(await screen.findByText('商品不存在或已删除')).toBeTruthy();
  });

  it('opens the customer-service chat with the goods as its info', async () => {
    openDetail(rose);
    fireEvent.click(await screen.findByRole('button', { name: '客服' }));
    const url = new URL(screen.getByTestId('location').textContent ?? '', 'http://shop');
    expect(url.pathname).toBe('/uni_modules/uni-im/pages/chat/chat');
    expect(url.searchParams.get('user_id')).toBe('customer-service');
    expect(JSON.parse(url.searchParams.get('info') ?? '')).toEqual({
      id: 'g-rose',
      name: '红玫瑰 11 枝',
      salePrice: 199.5,
      cover: '/images/rose.svg',
    });
  });

  it('asks a visitor to log in before keeping a favourite, and returns here after', async () => {
    openDetail(rose);
    fireEvent.click(await screen.findByRole('button', { name: '收藏' }));
    fireEvent.click(await screen.findByRole('button', { name: '去登录' }));
    const url = new URL(screen.getByTestId('location').textContent ?? '', 'http://shop');
    expect(url.pathname).toBe('/pages/common/login/login');
    expect(url.searchParams.get('uniIdRedirectUrl')).toBe(`${DETAIL}?id=g-rose`);
  });

  it('buys one now through the order confirmation', async () => {
    openDetail(rose);
    fireEvent.click(await screen.findByRole('button', { name: '立即购买' }));
    expect(screen.getByTestId('location').textContent).toBe(
      '/pages/order/order-confirm/order-confirm?goodsId=g-rose&quantity=1',
    );
  });
});
