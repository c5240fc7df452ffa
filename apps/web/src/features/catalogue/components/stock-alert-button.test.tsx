// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, storage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { aGoodsDetail, mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import GoodsDetailPage from '../pages/goods-detail-page';

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

const DETAIL = '/pages/goods/detail/detail';
const CHECK = '/api/mall/stock-alert/check';
const TOGGLE = '/api/mall/stock-alert/toggle';
const promise = { now: Date.now(), sameDay: false, cutoff: '16:00', orderBy: null, firstDate: null, area: null };

function openSoldOutRose(routes: Record<string, unknown> = {}) {
  const api = mockApi({
    '/api/mall/goodsInfo/detail/g-rose': aGoodsDetail({ stock: 0 }),
    '/api/mall/delivery/promise': promise,
    ...routes,
  });
  renderPage(GoodsDetailPage, { path: DETAIL, search: '?id=g-rose' });
  return api;
}

const alertButton = () => screen.getByTestId('stock-alert');

describe('到货通知 on sold-out goods', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.mocked(toast).mockClear();
  });

  it('toggles the alert for a logged-in member and says so', async () => {
    storage.set(STORAGE_KEYS.token, 'member-token');
    let subscribed = false;
    const api = openSoldOutRose({
      [CHECK]: { subscribed: false },
      [TOGGLE]: () => {
        subscribed = !subscribed;
        return { subscribed };
      },
    });
    await waitFor(() => expect(alertButton().getAttribute('aria-pressed')).toBe('false'), { timeout: 8000 });
    fireEvent.click(alertButton());
    await waitFor(() => expect(alertButton().textContent).toBe('已订阅到货通知'));
    expect(alertButton().getAttribute('aria-pressed')).toBe('true');
    expect(toast).toHaveBeenCalledWith('到货后将通过消息通知您', 'success');
    fireEvent.click(alertButton());
    await waitFor(() => expect(alertButton().textContent).toBe('到货通知'));
    expect(toast).toHaveBeenLastCalledWith('已取消到货通知', 'success');
    expect(api.bodies(TOGGLE)).toEqual([{ goodsId: 'g-rose' }, { goodsId: 'g-rose' }]);
  });

  it('sends a visitor to log in, asking the server nothing', async () => {
    const api = openSoldOutRose();
    fireEvent.click(await screen.findByTestId('stock-alert', {}, { timeout: 8000 }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('/pages/common/login/login'));
    expect(api.bodies(CHECK)).toEqual([]);
    expect(api.bodies(TOGGLE)).toEqual([]);
  });
});
