// @vitest-environment jsdom
import type { CategoryNode, SearchGoodsRequest } from '@ffe/shared/contracts/catalogue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useSearchParams } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../app/i18n';
import CategoryPage from './category-page';

const CATEGORY = '/pages/tabbar/category/category';

const tree: CategoryNode[] = [
  {
    id: 'c-love',
    name: '爱情鲜花',
    icon: '/images/love.svg',
    parentId: null,
    children: [{ id: 'c-rose', name: '玫瑰', icon: '/images/rose.svg', parentId: 'c-love' }],
  },
  { id: 'c-plant', name: '绿植', icon: '/images/plant.svg', parentId: null, children: [] },
];

function CategoryRoute() {
  const [params] = useSearchParams();
  const location = useLocation();
  return (
    <>
      <CategoryPage {...Object.fromEntries(params)} />
      <output data-testid="location">{location.search}</output>
    </>
  );
}

let searches: SearchGoodsRequest[] = [];

function renderCategory(search = '') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`${CATEGORY}${search}`]}>
        <Routes>
          <Route path={CATEGORY} element={<CategoryRoute />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('CategoryPage', () => {
  beforeAll(() => i18n.changeLanguage('zh-CN'));
  beforeEach(() => {
    searches = [];
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url === '/api/mall/category/tree') return Response.json({ code: 200, message: 'ok', data: { list: tree } });
        searches.push(JSON.parse(String(init.body)) as SearchGoodsRequest);
        return Response.json({ code: 200, message: 'ok', data: { list: [], total: 0 } });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens on the first category with its sub-categories and goods', async () => {
    renderCategory();
    const first = await screen.findByRole('button', { name: '爱情鲜花' });
    expect(first.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: '玫瑰' }).getAttribute('href')).toBe(
      '/pages/goods/goods-search/goods-search?categoryId=c-rose',
    );
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ categoryId: 'c-love' }));
    expect(await screen.findByText('该分类暂无商品')).toBeTruthy();
  });

  it('opens on the category the address names and remembers a new choice there', async () => {
    renderCategory('?categoryId=c-plant');
    expect((await screen.findByRole('button', { name: '绿植' })).getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '爱情鲜花' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('?categoryId=c-love'));
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ categoryId: 'c-love' }));
  });
});
