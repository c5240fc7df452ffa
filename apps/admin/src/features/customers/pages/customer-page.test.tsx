// @vitest-environment jsdom
import type { AdminCustomerDetail } from '@ffe/shared/contracts/admin-customers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aStaffSelf } from '../../../test/factories';
import { type Call, fakeApi, ok } from '../../../test/fake-api';
import { openDialog, renderConsole, signedIn } from '../../../test/render-console';

const customer = {
  id: 'user-ann',
  nickname: '安安',
  phone: '136****6666',
  avatar: '',
  createTime: Date.UTC(2026, 1, 1),
  disabled: false,
  orderCount: 1,
  totalSpent: 300,
  lastOrderTime: Date.UTC(2026, 1, 13),
  gender: 'female' as const,
  disabledTime: null,
  firstOrderTime: Date.UTC(2026, 1, 13),
};
const detail: AdminCustomerDetail = {
  customer,
  orders: {
    list: [
      {
        id: 'order-1',
        orderNo: '2026021300001',
        status: 'completed',
        payAmount: 350,
        refundedAmount: 50,
        createTime: Date.UTC(2026, 1, 13),
      },
    ],
    total: 1,
  },
  afterSales: { list: [], total: 0 },
  coupons: { list: [], total: 0 },
  addresses: [],
  notes: [],
};

describe('the customers area', () => {
  it('searches the list by the address and opens a customer', async () => {
    signedIn();
    const api = fakeApi({
      '/api/admin/me': ok(aStaffSelf('service')),
      '/api/admin/customer/list': ok({ list: [customer], total: 1 }),
    });
    renderConsole('/customers?keyword=6666');
    expect(await screen.findByText('安安')).toBeTruthy();
    expect(api.bodiesTo('/api/admin/customer/list')[0]).toEqual({ keyword: '6666', page: 1, pageSize: 20 });
    expect(screen.getByText('¥300.00')).toBeTruthy();
  });

  it('adds a note and, for an admin, disables the account after asking', async () => {
    signedIn();
    const api = fakeApi({
      '/api/admin/me': ok(aStaffSelf('admin')),
      '/api/admin/customer/detail/user-ann': ok(detail),
      '/api/admin/customer/note/add': ({ body }: Call) =>
        ok({ id: 'n-1', content: body.content, authorId: 'admin', authorName: '管理员', createTime: 1 }),
      '/api/admin/customer/disable': ({ body }: Call) => ok({ ...customer, disabled: body.disabled }),
    });
    renderConsole('/customers/user-ann');
    expect(await screen.findByText('2026021300001')).toBeTruthy();
    expect(screen.getByText('2026021300001').closest('a')?.getAttribute('href')).toBe('/admin/orders/order-1');

    fireEvent.click(screen.getByText('添加备注', { selector: 'button *' }));
    expect(await screen.findByText('请先写下备注')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('添加备注'), { target: { value: '对百合过敏' } });
    fireEvent.click(screen.getByText('添加备注', { selector: 'button *' }));
    await waitFor(() =>
      expect(api.bodiesTo('/api/admin/customer/note/add')).toEqual([{ id: 'user-ann', content: '对百合过敏' }]),
    );

    fireEvent.click(screen.getByText('停用账号', { selector: 'button *' }));
    const dialog = await openDialog();
    expect(within(dialog).getAllByText('停用 安安 的账号？').length).toBeGreaterThan(0);
    expect(api.bodiesTo('/api/admin/customer/disable')).toEqual([]);
    fireEvent.click(within(dialog).getByText('停用账号', { selector: 'button *' }));
    await waitFor(() =>
      expect(api.bodiesTo('/api/admin/customer/disable')).toEqual([{ id: 'user-ann', disabled: true }]),
    );
  });

  it('leaves the disable switch to admins', async () => {
    signedIn();
    fakeApi({
      '/api/admin/me': ok(aStaffSelf('service')),
      '/api/admin/customer/detail/user-ann': ok(detail),
    });
    renderConsole('/customers/user-ann');
    await screen.findByText('2026021300001');
    const button = screen.getByText('停用账号', { selector: 'button *' }).closest('button') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });
});
