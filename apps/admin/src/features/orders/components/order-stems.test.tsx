// @vitest-environment jsdom
import type { AdminOrder } from '@ffe/shared/contracts/admin-orders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdminOrder, anOrderRow, aStaffSelf } from '../../../test/factories';
import { type Answer, failure, fakeApi, ok } from '../../../test/fake-api';
import { openDialog, renderConsole, signedIn } from '../../../test/render-console';

const row = anOrderRow({ id: 'order-rose', orderNo: 'NO-ROSE' });
const detailPath = '/api/admin/order/detail/order-rose';

function openOrder(order: AdminOrder, role: 'admin' | 'florist', routes: Record<string, Answer> = {}) {
  signedIn();
  const api = fakeApi({ '/api/admin/me': ok(aStaffSelf(role)), [detailPath]: ok(order), ...routes });
  renderConsole('/orders/order-rose');
  return api;
}

describe("an order's stems in the console", () => {
  it('shows the admin what the stems cost and the margin, a loss in red', async () => {
    openOrder(anAdminOrder(row, { status: 'refunded', stemCost: 1200, margin: -1200 }), 'admin');
    expect(await screen.findByText('成本与毛利')).toBeTruthy();
    expect(screen.getByText('¥12.00')).toBeTruthy();
    const margin = screen.getByText('¥-12.00');
    expect(margin.closest('.ant-typography-danger')).toBeTruthy();
  });

  it('says an order used no stems when its cost is null', async () => {
    openOrder(anAdminOrder(row, { stemCost: null, margin: null }), 'admin');
    expect(await screen.findByText('这一单没有用到花房的花材')).toBeTruthy();
  });

  it('shows a florist no costs', async () => {
    openOrder(anAdminOrder(row, { status: 'preparing' }), 'florist');
    expect(await screen.findByText('NO-ROSE', { exact: false })).toBeTruthy();
    expect(screen.queryByText('成本与毛利')).toBeNull();
  });

  it('asks whether the stems of a made order go back to the cooler when refunding it', async () => {
    const made = anAdminOrder(row, { status: 'preparing', preparingAt: Date.UTC(2026, 10, 25, 2) });
    const api = openOrder(made, 'admin', {
      '/api/admin/order/refund/order-rose': ok(anAdminOrder(row, { status: 'refunded' })),
    });
    fireEvent.click(await screen.findByText('全额退款'));
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('退款原因'), { target: { value: '顾客取消' } });
    fireEvent.click(within(dialog).getByText('花材退回花房'));
    fireEvent.click(within(dialog).getByText('确认退款'));
    await waitFor(() =>
      expect(api.bodiesTo('/api/admin/order/refund/order-rose')).toEqual([{ reason: '顾客取消', stemsReturned: true }]),
    );
  });

  it('does not ask about stems when refunding an order not yet made', async () => {
    openOrder(anAdminOrder(row, { status: 'paid' }), 'admin');
    fireEvent.click(await screen.findByText('全额退款'));
    const dialog = await openDialog();
    expect(within(dialog).queryByText('花材退回花房')).toBeNull();
  });

  it('names the stems the cooler is short of and makes the order anyway once the florist confirms', async () => {
    const prepare = '/api/admin/order/prepare/order-rose';
    const api = openOrder(anAdminOrder(row, { status: 'paid' }), 'florist', {
      [prepare]: failure(409, 'STEMS_SHORT', 'The cooler holds too few stems for this order: 红玫瑰 ×6'),
    });
    fireEvent.click(await screen.findByText('开始制作'));
    const confirm = await openDialog();
    expect(confirm.textContent).toContain('红玫瑰 ×6');
    api.routes[prepare] = ok(anAdminOrder(row, { status: 'preparing' }));
    fireEvent.click(within(confirm).getByText('仍然制作'));
    await waitFor(() => expect(api.bodiesTo(prepare)).toEqual([{}, { makeAnyway: true }]));
    expect(await screen.findByText('NO-ROSE 已开始制作')).toBeTruthy();
  });
});
