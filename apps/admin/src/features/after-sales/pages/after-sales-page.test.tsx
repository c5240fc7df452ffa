// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAfterSale, aStaffSelf } from '../../../test/factories';
import { type Call, fakeApi, ok } from '../../../test/fake-api';
import { openDialog, renderConsole, signedIn } from '../../../test/render-console';

const wilted = anAfterSale({ id: 'as-wilted', orderNo: 'NO-WILTED', amount: 50 });
const late = anAfterSale({ id: 'as-late', orderNo: 'NO-LATE', reason: 'late_delivery', amount: 20, pictures: [] });
const done = anAfterSale({ id: 'as-done', orderNo: 'NO-DONE', status: 'rejected', staffNote: '照片显示花材完好' });

function openQueue(path = '/after-sales') {
  signedIn();
  const api = fakeApi({
    '/api/admin/me': ok(aStaffSelf('service')),
    '/api/admin/after-sale/list': ok({ list: [wilted, late, done], total: 3 }),
    '/api/admin/after-sale/reject/as-late': ({ body }: Call) =>
      ok({ ...late, status: 'rejected', staffNote: body.reason }),
    '/api/admin/after-sale/approve/as-wilted': ok({ ...wilted, status: 'approved' }),
  });
  return { api, app: renderConsole(path) };
}

const rowOf = (orderNo: string) => screen.getByText(orderNo).closest('tr') as HTMLElement;

describe('the after-sale queue', () => {
  it('lists the requests with their reason, pictures, amount and customer, deciding only those still waiting', async () => {
    const { api } = openQueue('/after-sales?status=requested&sort=amount&order=ascend');
    expect(await screen.findByText('NO-WILTED')).toBeTruthy();
    expect(api.bodiesTo('/api/admin/after-sale/list')[0]).toEqual({
      status: 'requested',
      sort: 'amount',
      order: 'asc',
      page: 1,
      pageSize: 20,
    });
    const row = rowOf('NO-WILTED');
    expect(within(row).getByText('鲜花枯萎')).toBeTruthy();
    expect(within(row).getByText('¥50.00')).toBeTruthy();
    expect(within(row).getByText('138****0000')).toBeTruthy();
    expect(row.querySelectorAll('.picture-strip img')).toHaveLength(2);
    expect(within(rowOf('NO-DONE')).getByText('说明：照片显示花材完好')).toBeTruthy();
    expect(within(rowOf('NO-DONE')).queryByText('拒绝')).toBeNull();
  });

  it('rejects only with a reason, and sends it for the customer to read', async () => {
    const { api } = openQueue();
    fireEvent.click(within(await waitFor(() => rowOf('NO-LATE'))).getByText('拒绝'));
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByText('拒绝', { selector: 'button *' }));
    expect(await within(dialog).findByText('请填写拒绝原因')).toBeTruthy();
    expect(api.bodiesTo('/api/admin/after-sale/reject/as-late')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('拒绝原因'), {
      target: { value: '  已按时送达，签收记录为 14:50  ' },
    });
    fireEvent.click(within(dialog).getByText('拒绝', { selector: 'button *' }));
    await waitFor(() =>
      expect(api.bodiesTo('/api/admin/after-sale/reject/as-late')).toEqual([
        { reason: '已按时送达，签收记录为 14:50' },
      ]),
    );
    expect(await screen.findByText('已拒绝订单 NO-LATE 的售后申请')).toBeTruthy();
  });

  it('moves to a request with J and approves it with A, after asking', async () => {
    const { api } = openQueue();
    await screen.findByText('NO-WILTED');
    fireEvent.keyDown(document.body, { key: 'j' });
    await waitFor(() => expect(rowOf('NO-WILTED').className).toContain('row-active'));
    fireEvent.keyDown(document.body, { key: 'a' });
    const question = await openDialog();
    expect(question.textContent).toContain('同意退款 ¥50.00（订单 NO-WILTED）？');
    expect(api.bodiesTo('/api/admin/after-sale/approve/as-wilted')).toEqual([]);
    fireEvent.click(within(question).getByText('同意退款', { selector: 'button *' }));
    await waitFor(() => expect(api.bodiesTo('/api/admin/after-sale/approve/as-wilted')).toEqual([{}]));
  });
});
