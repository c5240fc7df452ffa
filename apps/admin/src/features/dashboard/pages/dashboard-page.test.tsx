// @vitest-environment jsdom
import type { AdminDashboard, DashboardDay } from '@ffe/shared/contracts/admin-dashboard';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aStaffSelf } from '../../../test/factories';
import { failure, fakeApi, ok } from '../../../test/fake-api';
import { renderConsole, signedIn } from '../../../test/render-console';

// jsdom has no canvas to draw on: the chart shows the days it was given instead.
vi.mock('../components/revenue-chart', () => ({
  default: ({ days }: { days: DashboardDay[] }) => (
    <ol aria-label="chart">
      {days.map((day) => (
        <li key={day.date}>{`${day.date} ${day.orders} ${day.revenue}`}</li>
      ))}
    </ol>
  ),
}));

const dashboard: AdminDashboard = {
  today: {
    date: '2026-02-13',
    // The day: 10 orders paid for ¥2,993, ¥269 of refunds settled, ¥2,724 kept.
    orders: 10,
    sales: 2993,
    refunds: 269,
    revenue: 2724,
    averageOrderValue: 299.3,
    toPrepare: 5,
    toDispatch: 3,
    openAfterSales: 2,
  },
  tomorrow: {
    date: '2026-02-14',
    slots: [
      { id: '09-12', start: '09:00', end: '12:00', capacity: 20, booked: 20, orders: 18 },
      { id: '15-18', start: '15:00', end: '18:00', capacity: 40, booked: 10, orders: 9 },
      { id: 'gone', start: null, end: null, capacity: 0, booked: 1, orders: 1 },
    ],
  },
  days: [
    { date: '2026-02-12', orders: 8, sales: 1200, refunds: 0, revenue: 1200 },
    { date: '2026-02-13', orders: 10, sales: 2993, refunds: 269, revenue: 2724 },
  ],
  topGoods: [
    { goodsId: 'g-1', name: '33枝红玫瑰', cover: '/images/rose.svg', quantity: 30, amount: 11970 },
    { goodsId: 'g-2', name: '向日葵花束', cover: '/images/sunflower.svg', quantity: 12, amount: 1548 },
  ],
};

const figure = (title: string) => screen.getByText(title).closest('.ant-statistic') as HTMLElement;

describe('the dashboard', () => {
  it("shows today's figures, tomorrow's slots against capacity, the days and the best sellers", async () => {
    signedIn();
    fakeApi({ '/api/admin/me': ok(aStaffSelf('florist')), '/api/admin/dashboard': ok(dashboard) });
    const app = renderConsole('/');
    expect(await screen.findByText('今日订单')).toBeTruthy();
    // The dashboard is where a florist lands.
    expect(app.where()).toBe('/dashboard');
    expect(figure('今日订单').textContent).toContain('10');
    expect(figure('今日成交额').textContent).toContain('¥2,993.00');
    expect(figure('今日退款').textContent).toContain('¥269.00');
    expect(figure('今日营收').textContent).toContain('¥2,724.00');
    expect(figure('客单价').textContent).toContain('¥299.30');
    expect(figure('待制作').textContent).toContain('5');
    expect(figure('待配送').textContent).toContain('3');
    expect(figure('待处理售后').textContent).toContain('2');

    expect(screen.getByText('明日各时段 · 2026-02-14')).toBeTruthy();
    const morning = screen.getByText('09:00–12:00').closest('.slot-load') as HTMLElement;
    expect(within(morning).getByText('已约 20 / 容量 20')).toBeTruthy();
    expect(morning.querySelector('.ant-progress-status-exception')).toBeTruthy();
    const afternoon = screen.getByText('15:00–18:00').closest('.slot-load') as HTMLElement;
    expect(within(afternoon).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(within(afternoon).getByText('其中已付款 9 单')).toBeTruthy();
    expect(screen.getByText('已删除的时段 gone')).toBeTruthy();

    expect(await screen.findByText('2026-02-13 10 2724')).toBeTruthy();
    const rows = [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map((row) => row.textContent);
    expect(rows).toEqual(['133枝红玫瑰30¥11970.00', '2向日葵花束12¥1548.00']);
  });

  it('shows tiles that agree, with refunds present, each saying how it is reckoned', async () => {
    signedIn();
    fakeApi({ '/api/admin/me': ok(aStaffSelf('florist')), '/api/admin/dashboard': ok(dashboard) });
    renderConsole('/dashboard');
    await screen.findByText('今日订单');
    /** A tile's amount as shown, in cents. */
    const shown = (title: string) =>
      Math.round(
        Number((figure(title).querySelector('.ant-statistic-content')?.textContent ?? '').replace(/[¥,]/g, '')) * 100,
      );
    const orders = Number(figure('今日订单').querySelector('.ant-statistic-content')?.textContent);
    expect(shown('今日营收')).toBe(shown('今日成交额') - shown('今日退款'));
    expect(shown('客单价')).toBe(Math.round(shown('今日成交额') / orders));
    for (const [title, hint] of [
      ['今日订单', '今天付款的订单数；之后退款的订单仍计入，退款记入今日退款'],
      ['今日成交额', '今天付款订单的实付合计：商品金额 + 配送费 + 节日附加费 − 优惠'],
      ['今日退款', '今天退回顾客的金额（以退款到账时间计），不论订单是哪天付款的'],
      ['今日营收', '今日成交额 − 今日退款'],
      ['客单价', '今日成交额 ÷ 今日订单'],
    ] as const) {
      expect(within(figure(title)).getByLabelText(hint)).toBeTruthy();
    }
    expect(screen.getByLabelText(/与上方卡片口径相同/)).toBeTruthy();
  });

  it('offers a retry when the figures cannot be read', async () => {
    signedIn();
    fakeApi({
      '/api/admin/me': ok(aStaffSelf('admin')),
      '/api/admin/dashboard': failure(500, 'SYSTEM_ERROR', 'Something went wrong on our side'),
    });
    renderConsole('/dashboard');
    expect(await screen.findByText('服务器出了点问题，请稍后重试')).toBeTruthy();
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
