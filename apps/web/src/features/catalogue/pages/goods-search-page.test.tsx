// @vitest-environment jsdom
import type { CategoryNode, GoodsSummary, SearchGoodsRequest } from '@ffe/shared/contracts/catalogue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useSearchParams } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../app/i18n';
import GoodsSearchPage from './goods-search-page';

const LISTING = '/pages/goods/goods-search/goods-search';

const lily: GoodsSummary = {
  id: 'g-lily',
  name: '香水百合',
  salePrice: 88,
  marketPrice: 108,
  cover: '/images/lily.svg',
  stock: 5,
  sales: 12,
  status: 'on_sale',
  categoryId: 'c-lily',
  tags: [],
  flowerLanguage: '纯洁',
};

const tree: CategoryNode[] = [
  { id: 'c-love', name: '爱情鲜花', icon: '/images/love.svg', parentId: null, children: [] },
  { id: 'c-lily', name: '百合', icon: '/images/lily.svg', parentId: null, children: [] },
];

/** The page with its query as props, the way the app's page frame passes them. */
function ListingRoute() {
  const [params] = useSearchParams();
  const location = useLocation();
  return (
    <>
      <GoodsSearchPage {...Object.fromEntries(params)} />
      <output data-testid="location">{location.search}</output>
    </>
  );
}

let searches: SearchGoodsRequest[] = [];
let found: GoodsSummary[] = [];

function renderListing(search = '') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`${LISTING}${search}`]}>
        <Routes>
          <Route path={LISTING} element={<ListingRoute />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const lastSearch = () => searches.at(-1);
const query = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');

describe('GoodsSearchPage', () => {
  beforeAll(() => i18n.changeLanguage('zh-CN'));
  beforeEach(() => {
    searches = [];
    found = [lily];
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url === '/api/mall/category/tree') return Response.json({ code: 200, message: 'ok', data: { list: tree } });
        searches.push(JSON.parse(String(init.body)) as SearchGoodsRequest);
        return Response.json({ code: 200, message: 'ok', data: { list: found, total: found.length } });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('searches the keyword from the address and counts the results', async () => {
    renderListing('?keyword=百合');
    expect((await screen.findByTestId('result-count')).textContent).toBe('共1件商品');
    expect(screen.getAllByTestId('goods-card')).toHaveLength(1);
    expect(lastSearch()).toMatchObject({ keyword: '百合', sort: 'default', page: 1 });
  });

  it('turns the price order round when price is tapped again', async () => {
    renderListing('?keyword=百合');
    await screen.findByTestId('result-count');
    fireEvent.click(screen.getByRole('button', { name: '价格' }));
    await waitFor(() => expect(lastSearch()?.sort).toBe('priceAsc'));
    expect(query().get('sort')).toBe('priceAsc');
    fireEvent.click(screen.getByRole('button', { name: '价格从低到高' }));
    await waitFor(() => expect(lastSearch()?.sort).toBe('priceDesc'));
    expect(query().get('keyword')).toBe('百合');
  });

  it('refuses a negative price or a minimum above the maximum, and applies a valid range', async () => {
    renderListing();
    await screen.findByTestId('result-count');
    fireEvent.click(screen.getByRole('button', { name: '筛选' }));
    const min = await screen.findByLabelText('最低价');
    const max = screen.getByLabelText('最高价');
    const apply = screen.getByRole('button', { name: '确定' });

    fireEvent.change(min, { target: { value: '-1' } });
    fireEvent.click(apply);
    expect(screen.getByRole('alert').textContent).toBe('请输入不小于0的价格，最多两位小数');

    fireEvent.change(min, { target: { value: '100' } });
    fireEvent.change(max, { target: { value: '50' } });
    fireEvent.click(apply);
    expect(screen.getByRole('alert').textContent).toBe('最低价不能高于最高价');
    expect(query().has('minPrice')).toBe(false);

    fireEvent.change(min, { target: { value: '10.5' } });
    fireEvent.click(screen.getByRole('button', { name: '百合' }));
    fireEvent.click(apply);
    await waitFor(() => expect(lastSearch()).toMatchObject({ minPrice: 10.5, maxPrice: 50, categoryId: 'c-lily' }));
    expect(query().get('minPrice')).toBe('10.5');
    expect(query().get('categoryId')).toBe('c-lily');
  });

  it('ignores a price range in the address that the search would refuse', async () => {
    renderListing('?minPrice=80&maxPrice=20&sort=cheapest');
    await screen.findByTestId('result-count');
    expect(lastSearch()).toEqual({ sort: 'default', page: 1, pageSize: 20 });
  });

  it('says so when nothing matches', async () => {
    found = [];
    renderListing('?keyword=仙人掌');
    expect(await screen.findByText('没有找到相关鲜花')).toBeTruthy();
  });
});
