// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shopDay } from '../../../lib/format';
import { anAdminOrder, anOrderRow, aStaffSelf } from '../../../test/factories';
import { type Call, fakeApi, ok } from '../../../test/fake-api';
import { openDialog, renderConsole, signedIn } from '../../../test/render-console';

const rose = anOrderRow({ id: 'order-rose', orderNo: 'NO-ROSE', recentlyPaid: true });
const lily = anOrderRow({
  id: 'order-lily',
  orderNo: 'NO-LILY',
  status: 'preparing',
  deliverySlot: 'afternoon',
  subscription: { id: 'sub-1', number: 3, total: 12 },
});

const counts = {
  all: 7,
  pending_payment: 1,
  paid: 3,
  preparing: 2,
  delivering: 1,
  received: 0,
  completed: 0,
  cancelled: 0,
  refunding: 0,
  refunded: 0,
};

const daySheet = (date: string) =>
  ok({
    date,
    slots: [
      { slot: 'morning', start: '09:00', end: '12:00', orders: [{ ...rose, cardMessage: '生日快乐，小林' }] },
      { slot: 'afternoon', start: '15:00', end: '18:00', orders: [{ ...lily, cardMessage: '' }] },
    ],
  });

function openConsoleAt(path: string, routes: Parameters<typeof fakeApi>[0] = {}, role: 'admin' | 'florist' = 'admin') {
  signedIn();
  const api = fakeApi({
    '/api/admin/me': ok(aStaffSelf(role)),
    '/api/admin/order/list': ok({ list: [rose, lily], total: 2, counts }),
    '/api/admin/order/day-sheet': ({ body }: Call) => daySheet(String(body.date)),
    '/api/admin/order/couriers': ok([
      { id: 'courier-1', displayName: '波师傅', phone: '13900000002' },
      { id: 'courier-2', displayName: '无号码', phone: null },
    ]),
    ...routes,
  });
  return { api, app: renderConsole(path) };
}

const filters = () => document.querySelector('.filters') as HTMLElement;
const bulkBar = () => document.querySelector('.bulk-bar') as HTMLElement;
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

async function choose(container: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(container).getByLabelText(label));
  await waitFor(() => {
    const item = [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent?.includes(option));
    if (!item) throw new Error(`no option ${option} in ${label}`);
    fireEvent.click(item);
  });
}

describe('the orders workbench', () => {
  it('reads its filters from the address and writes each change back to it', async () => {
    const { api, app } = openConsoleAt('/orders?deliveryDate=2026-12-24&district=徐汇区&status=paid&page=2');
    expect(await screen.findByText('NO-ROSE')).toBeTruthy();
    expect(api.bodiesTo('/api/admin/order/list')[0]).toEqual({
      deliveryDate: '2026-12-24',
      district: '徐汇区',
      status: 'paid',
      sort: 'slot',
      page: 2,
      pageSize: 20,
    });

    await choose(filters(), '时段', '09:00–12:00');
    await waitFor(() =>
      expect(app.where()).toBe('/orders?deliveryDate=2026-12-24&district=徐汇区&status=paid&slot=morning'),
    );

    const keyword = screen.getByLabelText('订单号，或收花人、订购人、下单人手机号');
    fireEvent.change(keyword, { target: { value: '13800000001' } });
    fireEvent.keyDown(keyword, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(app.where()).toContain('keyword=13800000001'));
    await waitFor(() =>
      expect(api.bodiesTo('/api/admin/order/list').at(-1)).toMatchObject({
        deliveryDate: '2026-12-24',
        slot: 'morning',
        keyword: '13800000001',
        page: 1,
      }),
    );

    fireEvent.click(within(filters()).getByText('明天'));
    await waitFor(() => expect(app.where()).toContain(`deliveryDate=${shopDay(1)}`));

    await act(() => app.router.navigate(-1));
    await waitFor(() => expect(app.where()).toContain('deliveryDate=2026-12-24'));
  });

  it("shows today's orders by default, with each state's count on its tab", async () => {
    const { api, app } = openConsoleAt('/orders');
    expect(await screen.findByText('NO-ROSE')).toBeTruthy();
    expect(api.bodiesTo('/api/admin/order/list')[0]).toMatchObject({ deliveryDate: shopDay() });
    const tab = (name: string) =>
      [...document.querySelectorAll('.ant-tabs-tab')].find((t) => t.textContent?.startsWith(name))?.textContent;
    expect(tab('全部')).toBe('全部7');
    expect(tab('待制作')).toBe('待制作3');
    expect(tab('制作中')).toBe('制作中2');
    // The new order is marked, and a row's slot reads as its hours.
    expect(within(rowOf('NO-ROSE')).getByText('新')).toBeTruthy();
    expect(within(rowOf('NO-ROSE')).getByText('09:00–12:00')).toBeTruthy();
    // A subscription's delivery is tagged with its number of the plan.
    expect(within(rowOf('NO-LILY')).getByText('周花 3/12')).toBeTruthy();
    expect(within(rowOf('NO-ROSE')).queryByText(/周花/)).toBeNull();

    fireEvent.click(document.querySelector('[data-node-key="preparing"] .ant-tabs-tab-btn') as HTMLElement);
    await waitFor(() => expect(app.where()).toBe('/orders?status=preparing'));
  });

  it('starts preparing the selected orders, sending their ids', async () => {
    const { api } = openConsoleAt('/orders', {
      '/api/admin/order/bulk-prepare': ok({ succeeded: ['order-rose', 'order-lily'], failed: [] }),
    });
    await screen.findByText('NO-ROSE');
    fireEvent.click(within(rowOf('NO-ROSE')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('NO-LILY')).getByRole('checkbox'));
    fireEvent.click(within(bulkBar()).getByText('开始制作'));
    await waitFor(() =>
      expect(api.bodiesTo('/api/admin/order/bulk-prepare')).toEqual([{ ids: ['order-rose', 'order-lily'] }]),
    );
    expect(await screen.findByText('2 单已处理')).toBeTruthy();
  });

  it('marks the order J moved to prepared with P, and opens it with Enter', async () => {
    const { api, app } = openConsoleAt('/orders', {
      '/api/admin/order/prepare/order-rose': ok(anAdminOrder(rose, { status: 'preparing' })),
      '/api/admin/order/detail/order-rose': ok(anAdminOrder(rose)),
    });
    await screen.findByText('NO-ROSE');
    fireEvent.keyDown(document.body, { key: 'j' });
    await waitFor(() => expect(rowOf('NO-ROSE').className).toContain('row-active'));
    fireEvent.keyDown(document.body, { key: 'p' });
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/admin/order/prepare/order-rose')).toBe(true));
    expect(await screen.findByText('NO-ROSE 已开始制作')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'Enter' });
    await waitFor(() => expect(app.where()).toBe('/orders/order-rose'));
  });

  it('dispatches a selection to a courier account, or to a typed name and phone', async () => {
    const { api } = openConsoleAt('/orders', {
      '/api/admin/order/bulk-dispatch': ({ body }: Call) => ok({ succeeded: body.ids as string[], failed: [] }),
    });
    await screen.findByText('NO-ROSE');
    fireEvent.click(within(rowOf('NO-ROSE')).getByRole('checkbox'));
    fireEvent.click(within(bulkBar()).getByText('发货'));
    let dialog = await openDialog();
    await choose(dialog, '配送员', '波师傅');
    fireEvent.click(within(dialog).getByText('确认发货'));
    await waitFor(() =>
      expect(api.bodiesTo('/api/admin/order/bulk-dispatch')).toEqual([{ ids: ['order-rose'], courierId: 'courier-1' }]),
    );

    fireEvent.click(within(rowOf('NO-LILY')).getByRole('checkbox'));
    fireEvent.click(within(bulkBar()).getByText('发货'));
    dialog = await openDialog();
    fireEvent.click(within(dialog).getByText('填写姓名和电话'));
    fireEvent.change(await within(dialog).findByLabelText('姓名'), { target: { value: '闪送 王' } });
    fireEvent.change(within(dialog).getByLabelText('电话'), { target: { value: '13700000003' } });
    fireEvent.click(within(dialog).getByText('确认发货'));
    await waitFor(() =>
      expect(api.bodiesTo('/api/admin/order/bulk-dispatch').at(-1)).toEqual({
        ids: ['order-lily'],
        courierName: '闪送 王',
        courierPhone: '13700000003',
      }),
    );
  });
});
