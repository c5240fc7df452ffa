// @vitest-environment jsdom
import type { Home } from '@ffe/shared/contracts/catalogue';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { PATHS } from '../../../lib/paths';
import { aCategory, aGoodsSummary, apiFailure, mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import HomePage from './home-page';

const goods = (id: string, name: string) => aGoodsSummary({ id, name, cover: `/images/${id}.svg` });

const link = (id: string, title: string) => ({ id, title, subtitle: '', image: `/images/${id}.svg`, link: '/' });

const home: Home = {
  banners: [link('b1', '母亲节花礼')],
  entries: [link('e1', '生日'), link('e2', '爱情'), link('e3', '商务')],
  categoryIcons: ['玫瑰', '百合', '康乃馨', '向日葵', '郁金香', '绿植'].map((name, i) =>
    aCategory({ id: `c-${i}`, name, icon: `/images/c-${i}.svg` }),
  ),
  promotions: [link('p1', '满199减20'), link('p2', '新人礼')],
  sections: [
    { id: 'hot', kind: 'hot', title: '热销榜', goods: [goods('g-1', '红玫瑰')] },
    { id: 'seasonal', kind: 'chosen', title: '当季花材', goods: [goods('g-2', '芍药')] },
  ],
};

/** Answers the home call with `homeAnswer` (or as it says, when a function), and the recommendations at once. */
function serve(homeAnswer: unknown) {
  mockApi({
    '/api/mall/home': homeAnswer,
    '/api/mall/goodsInfo/search': { list: [goods('g-3', '粉百合')], total: 1 },
  });
}

const renderHome = () => renderPage(HomePage, { path: PATHS.home });

describe('HomePage', () => {
  // A test here switches the language, which it also keeps on the device.
  beforeEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage('zh-CN');
  });

  it('shows the home skeleton while the home call is on its way', () => {
    serve(() => new Promise(() => {}));
    renderHome();
    const rows = Array.from(screen.getByTestId('home-skeleton').children, (row) => Math.max(row.children.length, 1));
    // banner, three blocks, five icons, two blocks, then two rows of two cards
    expect(rows).toEqual([1, 3, 5, 2, 4]);
  });

  it('shows the banners, entries, first five categories, promotions, sections and recommendations', async () => {
    serve(home);
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

  it("names each section's more link after the section, not just 更多", async () => {
    serve(home);
    renderHome();
    const more = await screen.findByRole('link', { name: /^更多\s*热销榜$/ });
    expect(more.getAttribute('href')).toBe('/pages/goods/goods-search/goods-search?sort=sales');
    expect(screen.queryByRole('link', { name: '更多' })).toBeNull();
  });

  it('offers a retry when the home call fails', async () => {
    let calls = 0;
    serve(() => {
      calls += 1;
      return calls === 1 ? apiFailure(500, '服务繁忙') : home;
    });
    renderHome();
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('母亲节花礼')).toBeTruthy();
  });

  it('switches the language from its toggle', async () => {
    serve(home);
    renderHome();
    fireEvent.click(screen.getByTestId('language-toggle'));
    expect(await screen.findByRole('heading', { name: 'Fresh Flower Express' })).toBeTruthy();
    expect(screen.getByTestId('language-toggle').textContent).toBe('中文');
  });

  it('names the language toggle starting with the text it shows, in both languages', async () => {
    serve(home);
    renderHome();
    const toggle = screen.getByTestId('language-toggle');
    expect(screen.getByRole('button', { name: /^EN/ })).toBe(toggle);
    fireEvent.click(toggle);
    await screen.findByRole('heading', { name: 'Fresh Flower Express' });
    expect(screen.getByRole('button', { name: /^中文/ })).toBe(toggle);
  });
});
