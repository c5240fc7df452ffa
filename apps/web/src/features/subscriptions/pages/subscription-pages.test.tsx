// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginPathFor, PATHS, pathTo } from '../../../lib/paths';
import { clearSession, saveToken } from '../../../lib/session';
import { anAddress, apiFailure, mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import { aSeries, aSeriesDetail, aSubscription, aSummary } from '../test/subscriptions';
import GiftClaimPage from './gift-claim-page';
import MySubscriptionsPage from './my-subscriptions-page';
import SeriesPage from './series-page';
import SubscriptionDetailPage from './subscription-detail-page';
import SubscriptionsPage from './subscriptions-page';

const API = '/api/mall/subscription';
const QUOTE = `${API}/quote`;
const CREATE = `${API}/create`;
const ADDRESSES = '/api/member/address/list';
const aQuote = (overrides = {}) => ({
  price: 199.6,
  discount: 0,
  pay: 199.6,
  coupon: null,
  coupons: [],
  dates: ['2026-12-10', '2026-12-17', '2026-12-24', '2026-12-31'],
  problem: null,
  ...overrides,
});

describe('the 周花 index', () => {
  it('shows each series with its price a bouquet and this week’s bouquet, linking to its page', async () => {
    mockApi({ [`${API}/series/list`]: { list: [aSeries()] } });
    renderPage(SubscriptionsPage, { path: PATHS.subscriptions });

    const card = await screen.findByTestId('series-card');
    expect(within(card).getByText('¥49.90/束 起')).toBeTruthy();
    expect(within(card).getByText('本周花束：冬日白玫瑰')).toBeTruthy();
    expect(card.getAttribute('href')).toBe(`${PATHS.subscriptionSeries}?id=series-1`);
  });
});

describe('the series page', () => {
  beforeEach(() => saveToken({ token: 'member-token', tokenExpired: Date.now() + 3_600_000 }));
  afterEach(() => clearSession());

  it('shows a visitor the plans and asks them to sign in to subscribe, coming back to the plan', async () => {
    clearSession();
    const api = mockApi({ [`${API}/series/detail/series-1`]: aSeriesDetail() });
    renderPage(SeriesPage, { path: PATHS.subscriptionSeries, search: '?id=series-1' });

    fireEvent.click(await screen.findByRole('button', { name: '登录后订阅' }));
    const back = pathTo('subscriptionSeries', { id: 'series-1', plan: 'plan-4' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(loginPathFor(back)));
    expect(api.bodies(QUOTE)).toHaveLength(0);
  });
  it('quotes the plan for oneself with the first date, slot and default address, then pays on the usual pay page', async () => {
    const api = mockApi({
      [`${API}/series/detail/series-1`]: aSeriesDetail(),
      [ADDRESSES]: { list: [anAddress({ id: 'a-1' })] },
      [QUOTE]: aQuote(),
      [CREATE]: { subscriptionId: 'sub-9', orderId: 'o-9' },
    });
    renderPage(SeriesPage, { path: PATHS.subscriptionSeries, search: '?id=series-1' });

    expect(await screen.findByRole('button', { name: /2026-12-10 周四/ })).toBeTruthy();
    await waitFor(() => expect(api.bodies<{ addressId?: string }>(QUOTE).at(-1)?.addressId).toBe('a-1'));
    expect(api.bodies(QUOTE).at(-1)).toMatchObject({ planId: 'plan-4', firstDate: '2026-12-10', slot: 'am' });
    expect(await screen.findByText('配送日期（4次）')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '去支付' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`${PATHS.orderPay}?id=o-9`));
    const [created] = api.bodies<{ idempotencyKey: string }>(CREATE);
    expect(created?.idempotencyKey.length).toBeGreaterThanOrEqual(8);
  });

  it('words the quote’s problem by its code and holds the payment back', async () => {
    mockApi({
      [`${API}/series/detail/series-1`]: aSeriesDetail(),
      [ADDRESSES]: { list: [anAddress({ id: 'a-1' })] },
      [QUOTE]: aQuote({ problem: { code: 'DELIVERY_AREA_NOT_SERVED', field: 'addressId', message: 'outside' } }),
    });
    renderPage(SeriesPage, { path: PATHS.subscriptionSeries, search: '?id=series-1' });

    expect(await screen.findByText('该地址暂不在配送范围内')).toBeTruthy();
    expect(screen.getByRole('button', { name: '去支付' }).hasAttribute('disabled')).toBe(true);
  });

  it('cannot be a gift when the plan is not giftable', async () => {
    mockApi({
      [`${API}/series/detail/series-1`]: aSeriesDetail(),
      [ADDRESSES]: { list: [] },
      [QUOTE]: aQuote(),
    });
    renderPage(SeriesPage, { path: PATHS.subscriptionSeries, search: '?id=series-1&plan=plan-12' });

    expect((await screen.findByRole('button', { name: '作为礼物' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('此套餐不可作为礼物')).toBeTruthy();
  });
});

describe('my subscriptions', () => {
  it('lists each with its status, progress and next date', async () => {
    mockApi({ [`${API}/list`]: { list: [aSummary()] } });
    renderPage(MySubscriptionsPage, { path: PATHS.subscriptionMine });

    const row = await screen.findByTestId('subscription');
    expect(within(row).getByText('配送中')).toBeTruthy();
    expect(within(row).getByText('已送达 1/4，已安排 2')).toBeTruthy();
    expect(within(row).getByText('下次配送：2026-12-17 周四')).toBeTruthy();
  });

  it('says so when there are none, with a way to 周花', async () => {
    mockApi({ [`${API}/list`]: { list: [] } });
    renderPage(MySubscriptionsPage, { path: PATHS.subscriptionMine });

    fireEvent.click(await screen.findByRole('button', { name: '去看看周花' }));
    expect(screen.getByTestId('location').textContent).toBe(PATHS.subscriptions);
  });
});

describe('one subscription', () => {
  it('skips a delivery only after the member confirms that the plan gets one longer', async () => {
    const api = mockApi({ [`${API}/detail/sub-1`]: aSubscription(), [`${API}/skip`]: aSubscription() });
    renderPage(SubscriptionDetailPage, { path: PATHS.subscriptionDetail, search: '?id=sub-1' });

    const [first] = await screen.findAllByRole('button', { name: '跳过' });
    fireEvent.click(first as HTMLElement);
    expect(await screen.findByText('跳过 2026-12-17 周四 这一次？跳过后套餐顺延一次，总次数不变。')).toBeTruthy();
    expect(api.bodies(`${API}/skip`)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '跳过这次' }));
    await waitFor(() => expect(api.bodies(`${API}/skip`)).toEqual([{ id: 'sub-1', deliveryId: 'd-3' }]));
  });

  it('says changes apply from the next one for a delivery past its cut-off', async () => {
    const subscription = aSubscription();
    const locked = subscription.deliveries.map((d) => (d.id === 'd-3' ? { ...d, changeable: false } : d));
    mockApi({ [`${API}/detail/sub-1`]: { ...subscription, deliveries: locked } });
    renderPage(SubscriptionDetailPage, { path: PATHS.subscriptionDetail, search: '?id=sub-1' });

    expect(await screen.findByText('已过修改截止时间，修改将从下一次开始生效')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '跳过' })).toHaveLength(1);
  });

  it('asks before cancelling, saying how much comes back and that prepared deliveries are not refunded', async () => {
    const api = mockApi({
      [`${API}/detail/sub-1`]: aSubscription(),
      [`${API}/cancel`]: aSubscription({ status: 'cancelled' }),
    });
    renderPage(SubscriptionDetailPage, { path: PATHS.subscriptionDetail, search: '?id=sub-1' });

    fireEvent.click(await screen.findByRole('button', { name: '取消订阅' }));
    expect(
      await screen.findByText('取消后将退还 ¥99.80 到原支付账户。已在准备中的配送会照常送达，不退款。'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确认取消' }));
    await waitFor(() => expect(api.bodies(`${API}/cancel`)).toEqual([{ id: 'sub-1' }]));
  });

  it('words a refusal by its code', async () => {
    mockApi({
      [`${API}/detail/sub-1`]: aSubscription(),
      [`${API}/skip`]: apiFailure(409, 'locked', 'DELIVERY_LOCKED'),
    });
    renderPage(SubscriptionDetailPage, { path: PATHS.subscriptionDetail, search: '?id=sub-1' });

    const [first] = await screen.findAllByRole('button', { name: '跳过' });
    fireEvent.click(first as HTMLElement);
    fireEvent.click(await screen.findByRole('button', { name: '跳过这次' }));
    expect(await screen.findByText('这一次已过修改截止时间，修改将从下一次开始生效')).toBeTruthy();
  });
});

describe('a gift’s claim link', () => {
  const gift = {
    seriesName: '每周鲜花',
    cover: '/p/cover.jpg',
    deliveries: 4,
    everyWeeks: 1,
    weekdays: [4],
    firstDates: ['2026-12-10'],
    slots: [{ id: 'am', label: '09:00–12:00' }],
    from: '小李',
    message: '生日快乐',
    recipientName: '张三',
    claimed: false,
  };

  it('shows who it is from and their words, never a price, and claims with the date, slot and address', async () => {
    const api = mockApi({
      [`${API}/gift/detail`]: gift,
      [ADDRESSES]: { list: [anAddress({ id: 'a-1' })] },
      [`${API}/gift/claim`]: { subscriptionId: 'sub-7' },
    });
    renderPage(GiftClaimPage, { path: PATHS.giftClaim, search: '?token=abcdefghijklmnopqrst' });

    expect(await screen.findByText('小李 送你一份周花')).toBeTruthy();
    expect(screen.getByText('生日快乐')).toBeTruthy();
    expect(screen.queryByText(/¥/)).toBeNull();
    await screen.findByText(/文三路/);
    fireEvent.click(screen.getByRole('button', { name: '领取礼物' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`${PATHS.subscriptionDetail}?id=sub-7`),
    );
    expect(api.bodies(`${API}/gift/claim`)).toEqual([
      { token: 'abcdefghijklmnopqrst', firstDate: '2026-12-10', slot: 'am', addressId: 'a-1' },
    ]);
  });

  it('says a used link has been claimed', async () => {
    mockApi({ [`${API}/gift/detail`]: { ...gift, claimed: true }, [ADDRESSES]: { list: [] } });
    renderPage(GiftClaimPage, { path: PATHS.giftClaim, search: '?token=abcdefghijklmnopqrst' });

    expect(await screen.findByText('这份礼物已被领取')).toBeTruthy();
  });
});
