// @vitest-environment jsdom
import type { GoodsSummary, SearchGoodsRequest } from '@ffe/shared/contracts/catalogue';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { aCategoryNode, aGoodsSummary, type MockApi, mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import GoodsSearchPage from './goods-search-page';

const lily = aGoodsSummary({ id: 'g-lily', name: '香水百合', cover: '/images/lily.svg', categoryId: 'c-lily' });

const tree = [
  aCategoryNode({ id: 'c-love', name: '爱情鲜花', icon: '/images/love.svg' }),
  aCategoryNode({ id: 'c-lily', name: '百合', icon: '/images/lily.svg' }),
];

const SEARCH_GOODS = '/api/mall/goodsInfo/search';
let api: MockApi;
let found: GoodsSummary[] = [];

const renderListing = (search = '') => renderPage(GoodsSearchPage, { path: PATHS.goodsSearch, search });

const lastSearch = () => api.bodies<SearchGoodsRequest>(SEARCH_GOODS).at(-1);
const query = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');

describe('GoodsSearchPage', () => {
  beforeEach(() => {
    found = [lily];
    api = mockApi({
      '/api/mall/category/tree': { list: tree },
      [SEARCH_GOODS]: () => ({ list: found, total: found.length }),
    });
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
    // A parent category is picked by its row's 全部, named after it.
    fireEvent.click(screen.getByRole('button', { name: '全部百合' }));
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
