// @vitest-environment jsdom
import type { CommentPage, GoodsComment, SearchCommentsRequest } from '@ffe/shared/contracts/catalogue';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { type MockApi, mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import SearchCommentPage from './search-comment-page';

const happy: GoodsComment = {
  id: 'm-1',
  goodsId: 'g-rose',
  nickname: '张*',
  avatar: '/images/avatar/anonymous.svg',
  anonymous: true,
  rating: 5,
  content: '花很新鲜',
  pictures: ['/images/comment-1.svg'],
  reply: '感谢惠顾',
  createTime: new Date(2026, 4, 20, 12).getTime(),
  specName: null,
  skuName: null,
};
const unhappy: GoodsComment = { ...happy, id: 'm-2', rating: 1, content: '送晚了', pictures: [], reply: null };
const soSo: GoodsComment = { ...happy, id: 'm-3', rating: 3, content: '还行', pictures: [], reply: null };

const summary = { total: 3, goodRate: 33, withPictures: 1, good: 1, neutral: 1, bad: 1 };
const answers: Record<string, CommentPage> = {
  all: { list: [happy, soSo, unhappy], total: 3, summary },
  neutral: { list: [soSo], total: 1, summary },
  bad: { list: [unhappy], total: 1, summary },
};

const SEARCH_COMMENTS = '/api/mall/comment/search/g-rose';
let api: MockApi;
const requests = () => api.bodies<SearchCommentsRequest>(SEARCH_COMMENTS);

const renderComments = () => renderPage(SearchCommentPage, { path: PATHS.searchComment, search: '?id=g-rose' });

const filterButton = (name: RegExp) => screen.getByRole('button', { name });

describe('SearchCommentPage', () => {
  beforeEach(() => {
    api = mockApi({ [SEARCH_COMMENTS]: (request: SearchCommentsRequest) => answers[request.filter ?? 'all'] });
  });

  it('shows the good rate, every filter with its count before it is chosen, and each comment with its stars, date and reply', async () => {
    renderComments();
    expect(await screen.findByText('好评率 33%')).toBeTruthy();
    expect(
      screen
        .getAllByRole('button', { pressed: false })
        .concat(screen.getAllByRole('button', { pressed: true }))
        .map((b) => b.textContent)
        .sort(),
    ).toEqual(['中评 1', '全部 3', '好评 1', '差评 1', '有图 1'].sort());
    expect(screen.getByRole('img', { name: '5星' })).toBeTruthy();
    expect(screen.getAllByText('2026-05-20')).toHaveLength(3);
    expect(screen.getByText('感谢惠顾')).toBeTruthy();
  });

  it('lists only the bad comments under 差评 and counts them', async () => {
    renderComments();
    await screen.findByText('花很新鲜');
    fireEvent.click(filterButton(/^差评/));
    expect(await screen.findByText('送晚了')).toBeTruthy();
    expect(screen.queryByText('花很新鲜')).toBeNull();
    expect(filterButton(/^差评/).textContent).toBe('差评 1');
    expect(requests().at(-1)).toEqual({ filter: 'bad', page: 1, pageSize: 20 });
  });

  it('lists the 3-star comments under 中评', async () => {
    renderComments();
    await screen.findByText('花很新鲜');
    fireEvent.click(filterButton(/^中评/));
    expect(await screen.findByText('还行')).toBeTruthy();
    expect(screen.queryByText('花很新鲜')).toBeNull();
    expect(requests().at(-1)).toEqual({ filter: 'neutral', page: 1, pageSize: 20 });
  });

  it('opens a comment picture full screen', async () => {
    renderComments();
    fireEvent.click(await screen.findByRole('button', { name: '评价图片1' }));
    await waitFor(() => expect(document.querySelector('.adm-image-viewer-slides')).not.toBeNull());
  });
});
