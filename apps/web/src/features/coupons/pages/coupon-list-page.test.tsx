// @vitest-environment jsdom
import type { MyCouponsRequest } from '@ffe/shared/contracts/coupon';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { apiFailure, mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import { aCoupon, anOffer } from '../test/coupons';
import CouponListPage from './coupon-list-page';

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

const MINE = '/api/mall/coupon/mine';
const CENTRE = '/api/mall/coupon/centre';

const cards = () => screen.getAllByTestId('coupon-card');

describe('CouponListPage', () => {
  beforeEach(() => vi.mocked(toast).mockClear());

  it('shows the unused coupons with their value, condition, scope and dates', async () => {
    const api = mockApi({
      [MINE]: {
        list: [
          aCoupon(),
          aCoupon({
            id: 'c-2',
            name: '鲜花九折券',
            kind: 'percent',
            percentOff: 10,
            maxOff: 50,
            minSpend: 0,
            scope: 'category',
            scopeNames: ['玫瑰', '百合'],
          }),
          aCoupon({ id: 'c-3', name: '新人券', state: 'held', orderId: 'o-1' }),
        ],
        total: 3,
      },
    });
    renderPage(CouponListPage, { path: PATHS.couponList });

    await screen.findAllByTestId('coupon-card');
    const [fixed, percent, held] = cards() as HTMLElement[];
    expect(within(fixed as HTMLElement).getByText('¥20')).toBeTruthy();
    expect(within(fixed as HTMLElement).getByText('满99可用')).toBeTruthy();
    expect(within(fixed as HTMLElement).getByText('全场通用')).toBeTruthy();
    expect(within(fixed as HTMLElement).getByText('2026.05.01–2026.05.31')).toBeTruthy();
    expect(within(percent as HTMLElement).getByText('9折')).toBeTruthy();
    expect(within(percent as HTMLElement).getByText('无门槛 · 最高减50元')).toBeTruthy();
    expect(within(percent as HTMLElement).getByText('限「玫瑰、百合」')).toBeTruthy();
    expect(within(held as HTMLElement).getByText('待支付订单占用')).toBeTruthy();
    expect(within(held as HTMLElement).queryByRole('button', { name: '去使用' })).toBeNull();
    expect(api.bodies<MyCouponsRequest>(MINE)).toEqual([{ state: 'unused', page: 1, pageSize: 20 }]);

    fireEvent.click(within(fixed as HTMLElement).getByRole('button', { name: '去使用' }));
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('asks for the used and expired coupons on their tabs, and greys them', async () => {
    const api = mockApi({
      [MINE]: (body: MyCouponsRequest) => ({ list: [aCoupon({ state: body.state ?? 'unused' })], total: 1 }),
    });
    renderPage(CouponListPage, { path: PATHS.couponList });
    await screen.findByRole('button', { name: '去使用' });

    expect(screen.getByTestId('coupon-card').className).not.toMatch(/greyed/);
    fireEvent.click(screen.getByRole('tab', { name: '已使用' }));
    expect(await within(await screen.findByTestId('coupon-card')).findByText('已使用')).toBeTruthy();
    expect(screen.getByTestId('coupon-card').className).toMatch(/greyed/);
    expect(screen.getByTestId('location').textContent).toBe('?tab=used');
    fireEvent.click(screen.getByRole('tab', { name: '已过期' }));
    await waitFor(() => expect(within(screen.getByTestId('coupon-card')).getByText('已过期')).toBeTruthy());
    expect(screen.queryByRole('button', { name: '去使用' })).toBeNull();
    expect(api.bodies<MyCouponsRequest>(MINE).map((body) => body.state)).toEqual(['unused', 'used', 'expired']);
  });

  it('claims a coupon in the claim centre and refreshes what is left', async () => {
    let remaining = 3;
    const api = mockApi({
      [CENTRE]: () => ({
        list: [
          anOffer({ remaining, claimedByMe: 3 - remaining, unclaimableReason: remaining < 3 ? 'limitReached' : null }),
          anOffer({ templateId: 't-2', name: '情人节券', remaining: 0, unclaimableReason: 'soldOut' }),
          anOffer({ templateId: 't-3', name: '春节券', unclaimableReason: 'ended' }),
        ],
      }),
      '/api/mall/coupon/claim/t-1': () => {
        remaining -= 1;
        return aCoupon();
      },
    });
    renderPage(CouponListPage, { path: PATHS.couponList, search: '?tab=centre' });

    const claim = await screen.findByRole('button', { name: '立即领取' });
    const [, soldOut, ended] = cards() as HTMLElement[];
    expect(
      within(soldOut as HTMLElement)
        .getByRole('button', { name: '已抢光' })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(
      within(ended as HTMLElement)
        .getByRole('button', { name: '已结束' })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(screen.getByText('剩余3张 · 每人限领1张')).toBeTruthy();
    expect(screen.getAllByText('领取后7天内有效')).toHaveLength(3);

    fireEvent.click(claim);
    await waitFor(() => expect(toast).toHaveBeenCalledWith('领取成功', 'success'));
    expect(await screen.findByText('剩余2张 · 每人限领1张 · 已领1张')).toBeTruthy();
    expect(screen.getByRole('button', { name: '已领取' }).hasAttribute('disabled')).toBe(true);
    expect(api.bodies(CENTRE)).toHaveLength(2);
  });

  it('offers another of a coupon the member may claim twice, saying the limit and how many they hold', async () => {
    mockApi({ [CENTRE]: { list: [anOffer({ perMemberLimit: 2, claimedByMe: 1, remaining: 5 })] } });
    renderPage(CouponListPage, { path: PATHS.couponList, search: '?tab=centre' });

    expect(await screen.findByRole('button', { name: '再领一张' })).toBeTruthy();
    expect(screen.getByText('剩余5张 · 每人限领2张 · 已领1张')).toBeTruthy();
  });

  it("says why a claim was refused, in the server's words", async () => {
    mockApi({
      [CENTRE]: { list: [anOffer()] },
      '/api/mall/coupon/claim/t-1': apiFailure(409, '优惠券已被抢光', 'COUPON_SOLD_OUT'),
    });
    renderPage(CouponListPage, { path: PATHS.couponList, search: '?tab=centre' });
    fireEvent.click(await screen.findByRole('button', { name: '立即领取' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('优惠券已被抢光'));
  });

  it('sends a member without coupons to the claim centre', async () => {
    mockApi({ [MINE]: { list: [], total: 0 }, [CENTRE]: { list: [anOffer()] } });
    renderPage(CouponListPage, { path: PATHS.couponList });
    expect(await screen.findByText('暂无可用的优惠券')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '去领券' }));
    expect(await screen.findByRole('button', { name: '立即领取' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('?tab=centre');
  });
});
