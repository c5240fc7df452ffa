// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdminOrder, anOrderRow, aStaffSelf } from '../../../test/factories';
import { type Answer, type Call, failure, fakeApi, ok } from '../../../test/fake-api';
import { openDialog, renderConsole, signedIn } from '../../../test/render-console';

const row = anOrderRow({ id: 'order-rose', orderNo: 'NO-ROSE' });
const rose = anAdminOrder(row, { status: 'preparing' });
const refundPath = '/api/admin/order/refund/order-rose';
const detailPath = '/api/admin/order/detail/order-rose';

/** The order's page with the refund dialog open and a reason typed. */
async function refundDialog(refund: Answer | ((call: Call) => Answer)) {
  signedIn();
  const api = fakeApi({ '/api/admin/me': ok(aStaffSelf('admin')), [detailPath]: ok(rose), [refundPath]: refund });
  renderConsole('/orders/order-rose');
  fireEvent.click(await screen.findByText('全额退款'));
  const dialog = await openDialog();
  fireEvent.change(within(dialog).getByLabelText('退款原因'), { target: { value: '花材缺货' } });
  return { api, dialog };
}

describe('the refund dialog', () => {
  it('refunds once when its button is clicked again while the first refund is on its way', async () => {
    let dialog: HTMLElement | undefined;
    const { api, dialog: open } = await refundDialog(() => {
      // The second click lands as the first request leaves, before React has drawn the button busy.
      if (dialog) fireEvent.click(within(dialog).getByText('确认退款'));
      return ok(anAdminOrder(row, { status: 'refunded' }));
    });
    dialog = open;
    fireEvent.click(within(dialog).getByText('确认退款'));
    expect(await screen.findByText('NO-ROSE 已退款')).toBeTruthy();
    expect(api.bodiesTo(refundPath)).toEqual([{ reason: '花材缺货' }]);
  });

  it('closes as done when the order turns out refunded already', async () => {
    const { api, dialog } = await refundDialog(
      failure(409, 'ORDER_STATUS_CONFLICT', 'Order NO-ROSE is refunded: it cannot be refunded here'),
    );
    api.routes[detailPath] = ok(anAdminOrder(row, { status: 'refunded' }));
    fireEvent.click(within(dialog).getByText('确认退款'));
    expect(await screen.findByText('NO-ROSE 已退款')).toBeTruthy();
    await waitFor(() => expect(document.body.textContent).not.toContain('cannot be refunded'));
  });

  it("names the order's state now, in the page's language, when it moved elsewhere meanwhile", async () => {
    const { api, dialog } = await refundDialog(
      failure(409, 'ORDER_STATUS_CONFLICT', 'Order NO-ROSE is delivering: it cannot be refunded here'),
    );
    api.routes[detailPath] = ok(anAdminOrder(row, { status: 'delivering' }));
    fireEvent.click(within(dialog).getByText('确认退款'));
    expect(await within(dialog).findByText('该订单现在是「配送中」，页面已按最新状态显示')).toBeTruthy();
    expect(dialog.textContent).not.toContain('cannot be refunded');
  });
});
