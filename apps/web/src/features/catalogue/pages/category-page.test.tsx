// @vitest-environment jsdom
import type { SearchGoodsRequest } from '@ffe/shared/contracts/catalogue';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { aCategory, aCategoryNode, type MockApi, mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import CategoryPage from './category-page';

const tree = [
  aCategoryNode({
    id: 'c-love',
    name: '爱情鲜花',
    icon: '/images/love.svg',
    children: [aCategory({ id: 'c-rose', name: '玫瑰', parentId: 'c-love' })],
  }),
  aCategoryNode({ id: 'c-plant', name: '绿植', icon: '/images/plant.svg' }),
];

const SEARCH_GOODS = '/api/mall/goodsInfo/search';
let api: MockApi;
const searches = () => api.bodies<SearchGoodsRequest>(SEARCH_GOODS);

const renderCategory = (search = '') => renderPage(CategoryPage, { path: PATHS.category, search });

describe('CategoryPage', () => {
  beforeEach(() => {
    api = mockApi({ '/api/mall/category/tree': { list: tree }, [SEARCH_GOODS]: { list: [], total: 0 } });
  });

  it('opens on the first category with its sub-categories and goods', async () => {
    renderCategory();
    const first = await screen.findByRole('button', { name: '爱情鲜花' });
    expect(first.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: '玫瑰' }).getAttribute('href')).toBe(
      '/pages/goods/goods-search/goods-search?categoryId=c-rose',
    );
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ categoryId: 'c-love' }));
    expect(await screen.findByText('该分类暂无商品')).toBeTruthy();
  });

  it('opens on the category the address names and remembers a new choice there', async () => {
    renderCategory('?categoryId=c-plant');
    expect((await screen.findByRole('button', { name: '绿植' })).getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '爱情鲜花' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('?categoryId=c-love'));
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ categoryId: 'c-love' }));
  });
});
