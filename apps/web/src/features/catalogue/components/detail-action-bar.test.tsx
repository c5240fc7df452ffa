// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, storage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { aGoodsDetail, apiFailure, mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import GoodsDetailPage from '../pages/goods-detail-page';

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

const DETAIL = '/pages/goods/detail/detail';
const COLLECT = '/api/mall/goodsInfo/collect';

function openRose(routes: Record<string, unknown> = {}) {
  const api = mockApi({
    '/api/mall/goodsInfo/detail/g-rose': aGoodsDetail(),
    '/api/mall/delivery/promise': {
      now: Date.now(),
      sameDay: false,
      cutoff: '16:00',
      orderBy: null,
      firstDate: null,
      area: null,
    },
    ...routes,
  });
  renderPage(GoodsDetailPage, { path: DETAIL, search: '?id=g-rose' });
  return api;
}

const heart = () => screen.getByRole('button', { name: '收藏' });

describe('the favourite heart on the goods detail', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.mocked(toast).mockClear();
  });

  describe('for a logged-in member', () => {
    beforeEach(() => storage.set(STORAGE_KEYS.token, 'member-token'));

    it('shows whether the goods is a favourite', async () => {
      openRose({ [`${COLLECT}/check/g-rose`]: { favourite: true } });
      // The file's first render also loads the page's texts, which a fresh worker transforms on demand (over 1 s when busy).
      await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'), { timeout: 8000 });
    });

    it('adds and removes the favourite, turning at once and saying so', async () => {
      let answerAdd: (value: unknown) => void = () => {};
      const api = openRose({
        [`${COLLECT}/check/g-rose`]: { favourite: false },
        [`${COLLECT}/add/g-rose`]: () =>
          new Promise((resolve) => {
            answerAdd = resolve;
          }),
        [`${COLLECT}/remove/g-rose`]: { favourite: false },
      });
      await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));

      fireEvent.click(heart());
      // Red before the server has answered.
      await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
      expect(toast).not.toHaveBeenCalled();
      answerAdd({ favourite: true });
      await waitFor(() => expect(toast).toHaveBeenCalledWith('已收藏', 'success'));
      expect(api.bodies(`${COLLECT}/add/g-rose`)).toEqual([{}]);

      fireEvent.click(heart());
      await waitFor(() => expect(toast).toHaveBeenLastCalledWith('已取消收藏', 'success'));
      expect(heart().getAttribute('aria-pressed')).toBe('false');
      expect(api.bodies(`${COLLECT}/remove/g-rose`)).toEqual([{}]);
    });

    it('keeps a tap made while its state is still on the way, and toggles once the state arrives', async () => {
      let answerCheck: (value: unknown) => void = () => {};
      const api = openRose({
        [`${COLLECT}/check/g-rose`]: () =>
          new Promise((resolve) => {
            answerCheck = resolve;
          }),
        [`${COLLECT}/add/g-rose`]: { favourite: true },
      });
      await waitFor(() => expect(heart().getAttribute('aria-busy')).toBe('true'), { timeout: 8000 });

      fireEvent.click(heart());
      fireEvent.click(heart());
      expect(api.bodies(`${COLLECT}/add/g-rose`)).toEqual([]);
      answerCheck({ favourite: false });
      await waitFor(() => expect(toast).toHaveBeenCalledWith('已收藏', 'success'));
      expect(heart().getAttribute('aria-pressed')).toBe('true');
      // The second tap came while the first waited: one change, one check.
      expect(api.bodies(`${COLLECT}/add/g-rose`)).toEqual([{}]);
      expect(api.bodies(`${COLLECT}/check/g-rose`)).toHaveLength(1);
    });

    it('turns back and says so when the server refuses', async () => {
      openRose({
        [`${COLLECT}/check/g-rose`]: { favourite: false },
        [`${COLLECT}/add/g-rose`]: apiFailure(404, 'goods not found', 'GOODS_NOT_FOUND'),
      });
      await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));

      fireEvent.click(heart());
      await waitFor(() => expect(toast).toHaveBeenCalledWith('操作失败，请稍后重试'));
      expect(heart().getAttribute('aria-pressed')).toBe('false');
    });
  });

  describe('for a visitor', () => {
    it('asks to log in instead of asking the server', async () => {
      const api = openRose();
      fireEvent.click(await screen.findByRole('button', { name: '收藏' }));
      expect(await screen.findByText('登录后才能收藏哦')).toBeTruthy();
      expect(heart().hasAttribute('aria-pressed')).toBe(false);
      expect(api.bodies(`${COLLECT}/check/g-rose`)).toEqual([]);
      expect(api.bodies(`${COLLECT}/add/g-rose`)).toEqual([]);
    });
  });
});
