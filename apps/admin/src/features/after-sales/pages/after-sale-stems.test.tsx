// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAfterSale, aStaffSelf } from '../../../test/factories';
import { fakeApi, ok } from '../../../test/fake-api';
import { openDialog, renderConsole, signedIn } from '../../../test/render-console';

const made = { ...anAfterSale({ id: 'as-made', orderNo: 'NO-MADE', amount: 129 }), orderMade: true };
const unmade = { ...anAfterSale({ id: 'as-paid', orderNo: 'NO-PAID', amount: 99 }), orderMade: false };

function openQueue() {
  signedIn();
  const api = fakeApi({
    '/api/admin/me': ok(aStaffSelf('admin')),
    '/api/admin/after-sale/list': ok({ list: [made, unmade], total: 2 }),
    '/api/admin/after-sale/approve/as-made': ok({ ...made, status: 'approved' }),
  });
  renderConsole('/after-sales');
  return api;
}

const rowOf = (orderNo: string) => screen.getByText(orderNo).closest('tr') as HTMLElement;

describe('approving an after-sale of an order the florist made', () => {
  it('asks whether its stems go back to the cooler and sends the answer', async () => {
    const api = openQueue();
    fireEvent.click(within(await waitFor(() => rowOf('NO-MADE'))).getByText('同意退款'));
    const question = await openDialog();
    fireEvent.click(within(question).getByText('花材退回花房（不勾选则记为「制作后取消」损耗）'));
    fireEvent.click(within(question).getByText('同意退款', { selector: 'button *' }));
    await waitFor(() =>
      expect(api.bodiesTo('/api/admin/after-sale/approve/as-made')).toEqual([{ stemsReturned: true }]),
    );
  });

  it('does not ask about stems for an order not made', async () => {
    openQueue();
    fireEvent.click(within(await waitFor(() => rowOf('NO-PAID'))).getByText('同意退款'));
    const question = await openDialog();
    expect(question.textContent).not.toContain('花材退回花房');
  });
});
