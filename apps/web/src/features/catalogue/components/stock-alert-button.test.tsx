// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

  it('counts a tap made while the state is still on its way, and the check answering late does not undo it', async () => {
    storage.set(STORAGE_KEYS.token, 'member-token');
    let answerCheck: (value: unknown) => void = () => {};
    const api = openSoldOutRose({
      [CHECK]: () =>
        new Promise((resolve) => {
          answerCheck = resolve;
        }),
      [TOGGLE]: { subscribed: true },
    });
    fireEvent.click(await screen.findByTestId('stock-alert', {}, { timeout: 8000 }));
    await waitFor(() => expect(alertButton().textContent).toBe('已订阅到货通知'));
    answerCheck({ subscribed: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alertButton().getAttribute('aria-pressed')).toBe('true');
    expect(api.bodies(TOGGLE)).toEqual([{ goodsId: 'g-rose' }]);
  });

  it('sends a visitor to log in, asking the server nothing', async () => {
    const api = openSoldOutRose();
    fireEvent.click(await screen.findByTestId('stock-alert', {}, { timeout: 8000 }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('/pages/common/login/login'));
    expect(api.bodies(CHECK)).toEqual([]);
    expect(api.bodies(TOGGLE)).toEqual([]);
  });
});

describe('到货通知 for a sold-out size in the spec sheet', () => {
  const size = (id: string, name: string, stock: number) => ({
    id,
    name,
    salePrice: 229,
    marketPrice: 289,
    stock,
    sales: 0,
    picture: null,
  });
  const champagne = aGoodsDetail({
    id: 'g-champagne',
    name: '香槟玫瑰花束',
    stock: 50,
    hasSpecs: true,
    specs: { name: '枝数', options: [size('s-11', '11枝', 50), size('s-99', '99枝', 0)] },
  });

  function openSheet(routes: Record<string, unknown> = {}) {
    const api = mockApi({
      '/api/mall/goodsInfo/detail/g-champagne': champagne,
      '/api/mall/delivery/promise': promise,
      ...routes,
    });
    renderPage(GoodsDetailPage, { path: DETAIL, search: '?id=g-champagne' });
    return api;
  }
  const sheet = () => screen.getByTestId('spec-sheet');

  beforeEach(() => {
    localStorage.clear();
    vi.mocked(toast).mockClear();
  });

  // Issue 16: "a member can ask to be told when a sold-out goods or size returns".
  it('offers it for the chosen sold-out size in the buttons place, shows it is asked for, and turns it off again', async () => {
    storage.set(STORAGE_KEYS.token, 'member-token');
    let subscribed = false;
    const api = openSheet({
      [CHECK]: { subscribed: false },
      [TOGGLE]: () => {
        subscribed = !subscribed;
        return { subscribed };
      },
    });
    fireEvent.click(await screen.findByTestId('add-to-cart', {}, { timeout: 8000 }));
    // The sheet loads the first time it opens.
    await screen.findByTestId('spec-sheet');
    expect(within(sheet()).queryByTestId('stock-alert')).toBeNull();
    fireEvent.click(within(sheet()).getByRole('button', { name: /99枝/ }));
    const alert = () => within(sheet()).getByTestId('stock-alert');

    await waitFor(() => expect(alert().getAttribute('aria-pressed')).toBe('false'));
    expect(within(sheet()).queryByTestId('sheet-confirm')).toBeNull();
    expect(api.bodies(CHECK)).toEqual([{ goodsId: 'g-champagne', skuId: 's-99' }]);
    fireEvent.click(alert());
    await waitFor(() => expect(alert().textContent).toBe('已订阅到货通知'));
    expect(alert().getAttribute('aria-pressed')).toBe('true');
    expect(toast).toHaveBeenCalledWith('到货后将通过消息通知您', 'success');
    fireEvent.click(alert());
    await waitFor(() => expect(alert().textContent).toBe('到货通知'));
    expect(api.bodies(TOGGLE)).toEqual([
      { goodsId: 'g-champagne', skuId: 's-99' },
      { goodsId: 'g-champagne', skuId: 's-99' },
    ]);

    // A size in stock brings the buy button back.
    fireEvent.click(within(sheet()).getByRole('button', { name: '11枝' }));
    expect(within(sheet()).getByTestId('sheet-confirm').textContent).toBe('加入购物车');
    expect(within(sheet()).queryByTestId('stock-alert')).toBeNull();
  });

  it('sends a visitor to log in from the sheet, asking the server nothing', async () => {
    const api = openSheet();
    fireEvent.click(await screen.findByTestId('add-to-cart', {}, { timeout: 8000 }));
    // The sheet loads the first time it opens.
    await screen.findByTestId('spec-sheet');
    fireEvent.click(within(sheet()).getByRole('button', { name: /99枝/ }));
    fireEvent.click(within(sheet()).getByTestId('stock-alert'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('/pages/common/login/login'));
    expect(api.bodies(CHECK)).toEqual([]);
    expect(api.bodies(TOGGLE)).toEqual([]);
  });
});
