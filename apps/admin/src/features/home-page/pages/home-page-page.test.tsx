// @vitest-environment jsdom
import type { AdminHomeLink, HomePreview } from '@ffe/shared/contracts/admin-home';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aStaffSelf } from '../../../test/factories';
import { fakeApi, ok } from '../../../test/fake-api';
import { renderConsole, signedIn } from '../../../test/render-console';

const aBanner = (id: string, title: string, overrides: Partial<AdminHomeLink> = {}): AdminHomeLink => ({
  id,
  slot: 'banner',
  title,
  subtitle: '',
  titleEn: null,
  subtitleEn: null,
  picture: `/images/banner/${id}.svg`,
  pictureUrl: `/images/banner/${id}.svg`,
  link: { type: 'search', keyword: '玫瑰' },
  route: '/pages/goods/goods-search/goods-search?keyword=%E7%8E%AB%E7%91%B0',
  activeFrom: null,
  activeUntil: null,
  state: 'active',
  sort: 1,
  ...overrides,
});

const preview: HomePreview = {
  banners: [{ id: 'b1', title: '心动告白季', subtitle: '', image: '/images/banner/b1.svg', link: '/' }],
  entries: [],
  promotions: [],
  categoryIcons: [],
  sections: [],
  hotWords: ['玫瑰', '百合'],
};

describe('the home page area', () => {
  it('lists the banners beside the preview, moves one up and deletes one after a confirmation', async () => {
    signedIn();
    const banners = [aBanner('b1', '心动告白季'), aBanner('b2', '七夕限定', { state: 'scheduled' })];
    const api = fakeApi({
      '/api/admin/me': ok(aStaffSelf('admin')),
      '/api/admin/banner/list': ok({ list: banners }),
      '/api/admin/banner/reorder': ok({ list: [...banners].reverse() }),
      '/api/admin/banner/delete': ok(null),
      '/api/admin/home/preview': ok(preview),
    });
    renderConsole('/home-page');
    const list = await screen.findByRole('list', { name: '轮播图' });
    expect(within(list).getByText('七夕限定')).toBeTruthy();
    expect(within(list).getByText('未开始')).toBeTruthy();
    const phone = screen.getByTestId('home-preview');
    expect(await within(phone).findByText('心动告白季')).toBeTruthy();
    expect(within(phone).getByText('百合')).toBeTruthy();

    const second = within(list).getAllByRole('listitem')[1] as HTMLElement;
    fireEvent.click(within(second).getByRole('button', { name: '上移' }));
    await waitFor(() => expect(api.bodiesTo('/api/admin/banner/reorder')).toEqual([{ ids: ['b2', 'b1'] }]));

    fireEvent.click(within(second).getByText('删除'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('删除「七夕限定」？')).not.toHaveLength(0);
    expect(api.bodiesTo('/api/admin/banner/delete')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(api.bodiesTo('/api/admin/banner/delete')).toEqual([{ id: 'b2' }]));
  });

  it('names the category and the goods a banner opens, not their ids', async () => {
    signedIn();
    const banners = [
      aBanner('b1', '春日花束', { link: { type: 'category', categoryId: 'cat-spring' } }),
      aBanner('b2', '热恋红玫瑰', { link: { type: 'goods', goodsId: 'goods-0001' } }),
    ];
    const api = fakeApi({
      '/api/admin/me': ok(aStaffSelf('admin')),
      '/api/admin/banner/list': ok({ list: banners }),
      '/api/admin/home/preview': ok(preview),
      '/api/admin/home/categories': ok({
        categoryIds: null,
        shown: [],
        choices: [{ id: 'cat-spring', name: '春季花束', icon: '/images/c.svg', parentId: null, visible: true }],
      }),
      '/api/mall/goodsInfo/search': ok({
        list: [
          {
            id: 'goods-0001',
            name: '红玫瑰 33 枝',
            salePrice: 199,
            marketPrice: 259,
            cover: '/images/g.svg',
            stock: 10,
            sales: 0,
            status: 'off_sale',
            categoryId: 'cat-spring',
            tags: [],
            flowerLanguage: '',
            hasSpecs: false,
          },
        ],
        total: 1,
      }),
    });
    renderConsole('/home-page');
    const list = await screen.findByRole('list', { name: '轮播图' });
    expect(await within(list).findByText('分类 · 春季花束')).toBeTruthy();
    expect(await within(list).findByText('商品 · 红玫瑰 33 枝')).toBeTruthy();
    expect(within(list).queryByText(/cat-spring|goods-0001/)).toBeNull();
    expect(api.bodiesTo('/api/mall/goodsInfo/search')).toContainEqual({ goodsIds: ['goods-0001'], pageSize: 20 });
  });

  it('is not in the menu of a florist', async () => {
    signedIn();
    fakeApi({ '/api/admin/me': ok(aStaffSelf('florist')) });
    renderConsole('/dashboard');
    await screen.findAllByText('李花艺');
    expect(screen.queryByText('首页装修')).toBeNull();
  });
});
