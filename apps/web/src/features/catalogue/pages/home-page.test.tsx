// @vitest-environment jsdom
import type { GoodsSummary, Home } from '@ffe/shared/contracts/catalogue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../app/i18n';
import HomePage from './home-page';

const goods = (id: string, name: string): GoodsSummary => ({
  id,
  name,
  salePrice: 99,
  marketPrice: 129,
  cover: `/images/${id}.svg`,
  stock: 10,
  sales: 5,
  status: 'on_sale',
  categoryId: 'c-1',
  tags: [],
  flowerLanguage: '',
});

const link = (id: string, title: string) => ({ id, title, subtitle: '', image: `/images/${id}.svg`, link: '/' });

const home: Home = {
  banners: [link('b1', '母亲节花礼')],
  entries: [link('e1', '生日'), link('e2', '爱情'), link('e3', '商务')],
  categoryIcons: ['玫瑰', '百合', '康乃馨', '向日葵', '郁金香', '绿植'].map((name, i) => ({
    id: `c-${i}`,
    name,
    icon: `/images/c-${i}.svg`,
    parentId: null,
  })),
  promotions: [link('p1', '满199减20'), link('p2', '新人礼')],
  sections: [
    { id: 'hot', title: 'hot from server', goods: [goods('g-1', '红玫瑰')] },
    { id: 'seasonal', title: '当季花材', goods: [goods('g-2', '芍药')] },
  ],
};

/** Answers the home call as `homeAnswer` says, and the recommendations at once. */
function serve(homeAnswer: () => Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/mall/home'
        ? homeAnswer()
        : Response.json({ code: 200, message: 'ok', data: { list: [goods('g-3', '粉百合')], total: 1 } }),
    ),
  );
}

const ok = (data: unknown) => Promise.resolve(Response.json({ code: 200, message: 'ok', data }));

function renderHome() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('HomePage', () => {
  beforeEach(() => i18n.changeLanguage('zh-CN'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("shows the spec's skeleton while the home call is on its way", () => {
    serve(() => new Promise<Response>(() => {}));
    renderHome();
    const rows = Array.from(screen.getByTestId('home-skeleton').children, (row) => Math.max(row.children.length, 1));
    // banner, three blocks, five icons, two blocks, then two rows of two cards
    expect(rows).toEqual([1, 3, 5, 2, 4]);
  });

  it('shows the banners, entries, first five categories, promotions, sections and recommendations', async () => {
    serve(() => ok(home));
    renderHome();
    expect(await screen.findByText('母亲节花礼')).toBeTruthy();
    expect(screen.getByText('满199减20')).toBeTruthy();
    const categories = within(screen.getByRole('navigation', { name: '分类' })).getAllByRole('link');
    expect(categories.map((a) => a.textContent)).toEqual(['玫瑰', '百合', '康乃馨', '向日葵', '郁金香']);
    expect(categories[0]?.getAttribute('href')).toBe('/pages/goods/goods-search/goods-search?categoryId=c-0');
    expect(screen.getByRole('heading', { name: '热销榜' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '当季花材' })).toBeTruthy();
    expect(await screen.findByText('粉百合')).toBeTruthy();
  });

  it('offers a retry when the home call fails', async () => {
    let calls = 0;
    serve(() => {
      calls += 1;
      return calls === 1 ? Promise.resolve(Response.json({ code: 500, message: '服务繁忙', data: null })) : ok(home);
    });
    renderHome();
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('母亲节花礼')).toBeTruthy();
  });

  it('switches the language from its toggle', async () => {
    serve(() => ok(home));
    renderHome();
    fireEvent.click(screen.getByTestId('language-toggle'));
    expect(await screen.findByRole('heading', { name: 'Fresh Flower Express' })).toBeTruthy();
    expect(screen.getByTestId('language-toggle').textContent).toBe('中文');
  });
});
