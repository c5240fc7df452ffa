// @vitest-environment jsdom
import type { GoodsSummary } from '@ffe/shared/contracts/catalogue';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../app/i18n';
import { GoodsCard } from './goods-card';

const rose: GoodsSummary = {
  id: 'g-rose',
  name: '红玫瑰 11 枝',
  salePrice: 199.5,
  marketPrice: 259,
  cover: '/images/rose.svg',
  stock: 8,
  sales: 1024,
  status: 'on_sale',
  categoryId: 'c-rose',
  tags: [],
  flowerLanguage: '热恋',
};

function renderCard(goods: GoodsSummary) {
  return render(
    <MemoryRouter>
      <GoodsCard goods={goods} />
    </MemoryRouter>,
  );
}

describe('GoodsCard', () => {
  beforeAll(() => i18n.changeLanguage('zh-CN'));
  afterEach(cleanup);

  it('shows the sale and market prices with 2 decimals', () => {
    renderCard(rose);
    const card = screen.getByTestId('goods-card');
    expect(card.textContent).toContain('¥199.50');
    expect(card.querySelector('del')?.textContent).toBe('¥259.00');
  });

  it('opens the goods detail page', () => {
    renderCard(rose);
    expect(screen.getByTestId('goods-card').getAttribute('href')).toBe('/pages/goods/detail/detail?id=g-rose');
  });

  it('loads its cover lazily with a size and a description', () => {
    renderCard(rose);
    const cover = screen.getByRole('img', { name: '红玫瑰 11 枝' });
    expect(cover.getAttribute('loading')).toBe('lazy');
    expect(cover.getAttribute('width')).toBeTruthy();
    expect(cover.getAttribute('height')).toBeTruthy();
  });

  it('marks a goods without stock as sold out, and one off sale as off sale', () => {
    renderCard({ ...rose, stock: 0 });
    expect(screen.getByText('已售罄')).toBeTruthy();
    cleanup();
    renderCard({ ...rose, status: 'off_sale' });
    expect(screen.getByText('已下架')).toBeTruthy();
  });

  it('shows no overlay on a goods that can be bought', () => {
    renderCard(rose);
    expect(screen.queryByText('已售罄')).toBeNull();
    expect(screen.queryByText('已下架')).toBeNull();
  });
});
