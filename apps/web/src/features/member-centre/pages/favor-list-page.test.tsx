// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import { aGoodsSummary, apiFailure, mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import FavorListPage from './favor-list-page';

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

const FAVOURITES = '/pages/me/favor-list/favor-list';
const SEARCH = '/api/mall/goodsInfo/collect/search';

const rose = aGoodsSummary();
const lily = aGoodsSummary({ id: 'g-lily', name: '香水百合', salePrice: 88, status: 'off_sale' });
const tulip = aGoodsSummary({ id: 'g-tulip', name: '郁金香', salePrice: 66.6, stock: 0 });

const rowNames = () => screen.getAllByTestId('goods-row').map((row) => row.querySelector('p')?.textContent);

describe('FavorListPage', () => {
  beforeEach(() => vi.mocked(toast).mockClear());

  it('lists favourites with 2-decimal prices, greys out what cannot be bought and links to the detail', async () => {
    mockApi({ [SEARCH]: { list: [rose, lily, tulip], total: 3 } });
    renderPage(FavorListPage, { path: FAVOURITES });

    const [roseRow, lilyRow, tulipRow] = await screen.findAllByTestId('goods-row');
    if (!roseRow || !lilyRow || !tulipRow) throw new Error('three rows expected');
    expect(within(roseRow).getByText('¥199.50')).toBeTruthy();
    expect(within(lilyRow).getByText('¥88.00')).toBeTruthy();
    expect(within(lilyRow).getByText('已下架')).toBeTruthy();
    expect(within(tulipRow).getByText('已售罄')).toBeTruthy();
    expect(within(roseRow).queryByText('已下架')).toBeNull();
    expect(lilyRow.className).not.toBe(roseRow.className);
    expect(roseRow.getAttribute('href')).toBe('/pages/goods/detail/detail?id=g-rose');
    expect(screen.getByText('共3件收藏')).toBeTruthy();
  });

  it('removes a favourite from its swipe action', async () => {
    const api = mockApi({
      [SEARCH]: { list: [rose, lily], total: 2 },
      '/api/mall/goodsInfo/collect/remove/g-rose': { favourite: false },
    });
    renderPage(FavorListPage, { path: FAVOURITES });
    await screen.findAllByTestId('goods-row');

    fireEvent.click(screen.getAllByRole('button', { name: '取消收藏' })[0] as HTMLElement);
    await waitFor(() => expect(rowNames()).toEqual(['香水百合']));
    expect(api.bodies('/api/mall/goodsInfo/collect/remove/g-rose')).toEqual([{}]);
    await waitFor(() => expect(toast).toHaveBeenCalledWith('已取消收藏', 'success'));
  });

  it('puts a favourite back when the server refuses to remove it', async () => {
    mockApi({
      [SEARCH]: { list: [rose, lily], total: 2 },
      '/api/mall/goodsInfo/collect/remove/g-rose': apiFailure(500, '系统繁忙', 'SYSTEM_ERROR'),
    });
    renderPage(FavorListPage, { path: FAVOURITES });
    await screen.findAllByTestId('goods-row');

    fireEvent.click(screen.getAllByRole('button', { name: '取消收藏' })[0] as HTMLElement);
    await waitFor(() => expect(toast).toHaveBeenCalledWith('系统繁忙'));
    expect(rowNames()).toEqual(['红玫瑰 11 枝', '香水百合']);
  });

  it('points an empty list to the home page', async () => {
    mockApi({ [SEARCH]: { list: [], total: 0 } });
    renderPage(FavorListPage, { path: FAVOURITES });
    expect(await screen.findByText('还没有收藏的鲜花')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去首页逛逛' }).getAttribute('href')).toBe('/');
  });
});
