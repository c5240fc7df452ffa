// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aStaffSelf } from '../../../test/factories';
import { fakeApi, ok } from '../../../test/fake-api';
import { renderConsole, signedIn } from '../../../test/render-console';

// jsdom has no canvas to draw on.
vi.mock('../components/revenue-chart', () => ({ default: () => null }));

const dashboard = {
  today: {
    date: '2026-12-04',
    orders: 0,
    sales: 0,
    refunds: 0,
    revenue: 0,
    averageOrderValue: 0,
    toPrepare: 0,
    toDispatch: 0,
    openAfterSales: 0,
  },
  tomorrow: { date: '2026-12-05', slots: [] },
  days: [],
  topGoods: [],
};

describe("the dashboard's subscription figures", () => {
  it('shows active, new and cancelled subscriptions, and the money recognised this month and deferred', async () => {
    signedIn();
    const api = fakeApi({
      '/api/admin/me': ok(aStaffSelf('admin')),
      '/api/admin/dashboard': ok(dashboard),
      '/api/admin/subscriptions/figures': ok({
        active: 42,
        newThisMonth: 9,
        cancelledThisMonth: 2,
        recognisedThisMonth: 3192.5,
        deferred: 10480,
        unplaced: 0,
      }),
    });
    renderConsole('/dashboard');
    expect(await screen.findByText('周花订阅')).toBeTruthy();
    const card = screen.getByText('周花订阅').closest('.ant-card') as HTMLElement;
    expect(card.textContent).toContain('进行中42');
    expect(card.textContent).toContain('本月新增9');
    expect(card.textContent).toContain('本月取消2');
    expect(card.textContent).toContain('3,192.50');
    expect(card.textContent).toContain('10,480.00');
    expect(card.textContent).toContain('无法安排的配送0');
    expect(api.bodiesTo('/api/admin/subscriptions/figures')).toEqual([{}]);
  });
});
