// @vitest-environment jsdom
import type { GoodsDetail } from '@ffe/shared/contracts/catalogue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../app/i18n';
import { toast } from '../../../lib/toast';
import { useCartStore } from '../../../stores/cart-store';
import GoodsDetailPage from './goods-detail-page';

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

const DETAIL = '/pages/goods/detail/detail';

const rose: GoodsDetail = {
  id: 'g-rose',
  name: '红玫瑰 11 枝',
  salePrice: 199.5,
  marketPrice: 259,
  cover: '/images/rose.svg',
  stock: 1,
  sales: 1024,
  status: 'on_sale',
  categoryId: 'c-rose',
  tags: [],
  flowerLanguage: '热恋',
  pictures: ['/images/rose-1.svg', '/images/rose-2.svg'],
  categoryName: '玫瑰',
  materials: '红玫瑰 11 枝，尤加利',
  packaging: '雾面纸',
  deliveryNotes: '同城 3 小时送达',
  description: '送给最爱的人',
  createTime: 1_700_000_000_000,
  comments: { total: 0, goodRate: 100, withPictures: 0 },
  latestComments: [],
};

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Answers the detail call with this goods, or with the server's 404 when there is none. */
function serve(goods: GoodsDetail | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      goods
        ? Response.json({ code: 200, message: 'ok', data: goods })
        : Response.json({ code: 404, errCode: 'GOODS_NOT_FOUND', message: 'goods not found', data: null }),
    ),
  );
}

function renderDetail(id = rose.id) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`${DETAIL}?id=${id}`]}>
        <Routes>
          <Route path={DETAIL} element={<GoodsDetailPage id={id} />} />
          <Route path="*" element={<Location />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('GoodsDetailPage', () => {
  beforeAll(() => i18n.changeLanguage('zh-CN'));
  beforeEach(() => {
    localStorage.clear();
    useCartStore.setState({ cartList: [], goodsList: [] });
    vi.mocked(toast).mockClear();
    // jsdom cannot scroll; the page only scrolls to its top.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the sale price with 2 decimals, the struck market price and names the tab after the goods', async () => {
    serve(rose);
    renderDetail();
    expect((await screen.findByTestId('sale-price')).textContent).toBe('¥199.50');
    expect(screen.getByText('¥259.00').tagName).toBe('DEL');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('红玫瑰 11 枝');
    await waitFor(() => expect(document.title).toBe('红玫瑰 11 枝'));
  });

  it('adds the goods to the cart until its stock is used up', async () => {
    serve(rose);
    renderDetail();
    fireEvent.click(await screen.findByTestId('add-to-cart'));
    expect(useCartStore.getState().cartList).toEqual([{ goodsId: 'g-rose', number: 1, checked: true }]);
    expect(toast).toHaveBeenLastCalledWith('商品已加入到购物车！', 'success');

    fireEvent.click(screen.getByTestId('add-to-cart'));
    expect(useCartStore.getState().cartList).toEqual([{ goodsId: 'g-rose', number: 1, checked: true }]);
    expect(toast).toHaveBeenLastCalledWith('库存仅剩1件');
  });

  it('cannot be bought when sold out', async () => {
    serve({ ...rose, stock: 0 });
    renderDetail();
    const addToCart = await screen.findByTestId('add-to-cart');
    expect(addToCart.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: '立即购买' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('已售罄');
  });

  it('says so when the goods does not exist', async () => {
    serve(null);
    renderDetail('missing');
    expect(await screen.findByText('商品不存在或已删除')).toBeTruthy();
  });

  it('opens the customer-service chat with the goods as its info', async () => {
    serve(rose);
    renderDetail();
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
    serve(rose);
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: '收藏' }));
    fireEvent.click(await screen.findByRole('button', { name: '去登录' }));
    const url = new URL(screen.getByTestId('location').textContent ?? '', 'http://shop');
    expect(url.pathname).toBe('/pages/common/login/login');
    expect(url.searchParams.get('uniIdRedirectUrl')).toBe(`${DETAIL}?id=g-rose`);
  });

  it('buys one now through the order confirmation', async () => {
    serve(rose);
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: '立即购买' }));
    expect(screen.getByTestId('location').textContent).toBe(
      '/pages/order/order-confirm/order-confirm?goodsId=g-rose&quantity=1',
    );
  });
});
