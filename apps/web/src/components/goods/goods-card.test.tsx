// @vitest-environment jsdom
import type { GoodsSummary } from '@ffe/shared/contracts/catalogue';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../lib/paths';
import { aGoodsSummary } from '../../test/factories';
import { renderPage } from '../../test/render-page';
import { GoodsCard } from './goods-card';

const rose = aGoodsSummary();

const renderCard = (goods: GoodsSummary) => renderPage(() => <GoodsCard goods={goods} />, { path: PATHS.home });

describe('GoodsCard', () => {
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

  it('says how many were sold, and nothing of sales for new goods', () => {
    renderCard({ ...rose, sales: 12 });
    expect(screen.getByText('已售12')).toBeTruthy();
    cleanup();
    renderCard({ ...rose, sales: 0 });
    expect(screen.queryByText(/已售\d/)).toBeNull();
  });
});
