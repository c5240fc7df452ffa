// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aStaffSelf } from '../../../test/factories';
import { failure, fakeApi, ok } from '../../../test/fake-api';
import { renderConsole, signedIn } from '../../../test/render-console';
import { aSubscriptionDetail, aSubscriptionRow } from '../../../test/subscription-factories';

const DETAIL = '/api/admin/subscriptions/detail/sub-1';

function openDetail(answer = ok(aSubscriptionDetail(aSubscriptionRow({ id: 'sub-1' })))) {
  signedIn();
  const api = fakeApi({ '/api/admin/me': ok(aStaffSelf('florist')), [DETAIL]: answer });
  return { api, app: renderConsole('/subscriptions/sub-1') };
}

describe("a subscription's page", () => {
  it('shows the plan, recipient, card and money: paid, refunded and recognised', async () => {
    openDetail();
    expect(await screen.findByText('四季花束 · 138****0001')).toBeTruthy();
    expect(screen.getByText('每周 · 周五')).toBeTruthy();
    expect(screen.getByText('林小姐 138****0002')).toBeTruthy();
    expect(screen.getByText('上海市上海市徐汇区漕溪北路 1 号')).toBeTruthy();
    expect(screen.getAllByText('09:00–12:00').length).toBeGreaterThan(1);
    expect(screen.getByText('每周都开心 · 每次都附贺卡')).toBeTruthy();
    expect(screen.getAllByText('¥479.00').length).toBeGreaterThan(0);
    expect(screen.getByText('¥0.00')).toBeTruthy();
    expect(screen.getByText('¥79.84')).toBeTruthy();
  });

  it("lists the deliveries with their number, state and the order each became, linked to the order's page", async () => {
    const { app } = openDetail();
    const placed = await screen.findByText('D202612050001');
    expect(placed.closest('a')?.getAttribute('href')).toBe('/admin/orders/order-d2');
    const row = placed.closest('tr');
    expect(row?.textContent).toContain('2/12');
    expect(row?.textContent).toContain('已下单');
    expect(row?.textContent).toContain('2026-12-04');
    expect(row?.textContent).toContain('¥39.92');
    expect(screen.getByText('待下单')).toBeTruthy();
    fireEvent.click(placed);
    await waitFor(() => expect(app.where()).toBe('/orders/order-d2'));
  });

  it('shows every change with who made it and what changed', async () => {
    openDetail();
    expect(await screen.findByText('店铺顺延')).toBeTruthy();
    expect(screen.getByText('2026-12-05 · 2026-12-04 休息')).toBeTruthy();
    expect(screen.getByText(/^系统 · /)).toBeTruthy();
    expect(screen.getByText('下单')).toBeTruthy();
  });

  it('says so when there is no such subscription, with the way back', async () => {
    openDetail(failure(404, 'NOT_FOUND', 'Not found'));
    expect(await screen.findByText('找不到这个订阅')).toBeTruthy();
    expect(screen.getByText('返回订阅列表').closest('a')?.getAttribute('href')).toBe('/admin/subscriptions');
  });
});
