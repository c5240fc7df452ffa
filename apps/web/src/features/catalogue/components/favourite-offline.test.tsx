// @vitest-environment jsdom
import { onlineManager } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { STORAGE_KEYS, storage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { aGoodsDetail, mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import GoodsDetailPage from '../pages/goods-detail-page';

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

const COLLECT = '/api/mall/goodsInfo/collect';
const heart = () => screen.getByRole('button', { name: '收藏' });

describe('收藏 offline, with the shop’s query client', () => {
  beforeEach(() => {
    localStorage.clear();
    storage.set(STORAGE_KEYS.token, 'member-token');
    vi.mocked(toast).mockClear();
  });
  afterEach(() => onlineManager.setOnline(true));

  it('says at once that the network is down and adds nothing, then or once back online', async () => {
    const api = mockApi({
      '/api/mall/goodsInfo/detail/g-rose': aGoodsDetail(),
      '/api/mall/delivery/promise': {
        now: 0,
        sameDay: false,
        cutoff: '16:00',
        orderBy: null,
        firstDate: null,
        area: null,
      },
      [`${COLLECT}/check/g-rose`]: { favourite: false },
      [`${COLLECT}/add/g-rose`]: { favourite: true },
    });
    renderPage(GoodsDetailPage, {
      path: '/pages/goods/detail/detail',
      search: '?id=g-rose',
      client: createQueryClient({ retry: false }),
    });
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'), { timeout: 8000 });

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onlineManager.setOnline(false);
    fireEvent.click(heart());
    await waitFor(() => expect(toast).toHaveBeenCalledWith('当前处于断网状态,请先连接'));
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));

    vi.restoreAllMocks();
    onlineManager.setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.bodies(`${COLLECT}/add/g-rose`)).toEqual([]);
    expect(heart().getAttribute('aria-pressed')).toBe('false');
  });
});
