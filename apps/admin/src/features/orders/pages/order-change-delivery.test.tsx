// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdminOrder, anOrderRow, aStaffSelf } from '../../../test/factories';
import { failure, fakeApi, ok } from '../../../test/fake-api';
import { openDialog, renderConsole, signedIn } from '../../../test/render-console';

const order = anAdminOrder(anOrderRow({ id: 'order-rose', orderNo: 'NO-ROSE', status: 'preparing' }), {
  status: 'preparing',
});
const slot = (id: string, start: string, end: string, unavailable: 'full' | null = null) => ({
  id,
  start,
  end,
  unavailable,
});
const days = [
  {
    date: order.deliveryDate,
    closed: false,
    unavailable: null,
    surcharge: 0,
    slots: [slot('morning', '09:00', '12:00'), slot('evening', '18:00', '21:00', 'full')],
  },
  { date: '2026-11-26', closed: true, unavailable: 'closed', surcharge: 0, slots: [] },
];

function openChange(role: 'florist' | 'service', routes: Parameters<typeof fakeApi>[0] = {}) {
  signedIn();
  const api = fakeApi({
    '/api/admin/me': ok(aStaffSelf(role)),
    '/api/admin/order/detail/order-rose': ok(order),
    '/api/admin/order/change-options/order-rose': ok({ days }),
    ...routes,
  });
  renderConsole('/orders/order-rose');
  return api;
}

describe("changing an order's delivery in the console", () => {
  it('is offered to those holding orders.change only', async () => {
    openChange('service');
    expect(await screen.findByText('NO-ROSE', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '修改配送' })).toBeNull();
  });

  it('sends the change once however often it is saved, and shows a refusal at the field it names', async () => {
    const api = openChange('florist', {
      '/api/admin/order/change/order-rose': failure(409, 'DELIVERY_SLOT_FULL', 'deliverySlot: NOT_ALLOWED'),
    });
    fireEvent.click(await screen.findByRole('button', { name: '修改配送' }));
    const dialog = await openDialog();
    await waitFor(() => expect(api.bodiesTo('/api/admin/order/change-options/order-rose')).toHaveLength(1));
    // A full slot is greyed, and says why.
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '时段' }));
    const full = await waitFor(() => {
      const option = [...document.querySelectorAll('.ant-select-item-option')].find((o) =>
        o.textContent?.includes('18:00-21:00'),
      );
      if (!option) throw new Error('no evening option');
      return option;
    });
    expect(full.textContent).toContain('已约满');
    expect(full.className).toContain('disabled');
    fireEvent.change(within(dialog).getByLabelText('贺卡留言'), { target: { value: '新的祝福' } });
    const save = within(dialog).getByRole('button', { name: '保存修改' });
    fireEvent.click(save);
    fireEvent.click(save);
    expect(await within(dialog).findByText('该配送时段已约满')).toBeTruthy();
    expect(api.bodiesTo('/api/admin/order/change/order-rose')).toEqual([
      {
        deliveryDate: order.deliveryDate,
        deliverySlot: 'morning',
        recipient: order.recipient,
        cardMessage: '新的祝福',
      },
    ]);
    expect(await within(dialog).findByText('此处不能填写')).toBeTruthy();
  });
});
