// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdminOrder, anOrderRow, aStaffSelf } from '../../../test/factories';
import { failure, fakeApi, ok } from '../../../test/fake-api';
import { openDialog, renderConsole, signedIn } from '../../../test/render-console';

const row = anOrderRow({ id: 'order-rose', orderNo: 'NO-ROSE', anonymous: true, note: '请下午送' });
const rose = anAdminOrder(row, {
  invoice: { kind: 'company', title: '鲜花科技有限公司', taxNumber: null },
  sender: { name: '王先生', phone: '13912345678' },
  timeline: [
    { status: 'paid', at: Date.UTC(2026, 10, 25, 1), by: 'customer', actorId: null, actorName: null, outcome: null },
    {
      status: 'preparing',
      at: Date.UTC(2026, 10, 25, 2),
      by: 'staff',
      actorId: 'staff-1',
      actorName: '李花艺',
      outcome: null,
    },
  ],
  status: 'preparing',
});

function openOrder(routes: Parameters<typeof fakeApi>[0] = {}, role: 'admin' | 'florist' = 'admin') {
  signedIn();
  const api = fakeApi({
    '/api/admin/me': ok(aStaffSelf(role)),
    '/api/admin/order/detail/order-rose': ok(rose),
    '/api/admin/order/couriers': ok([{ id: 'courier-2', displayName: '无号码', phone: null }]),
    ...routes,
  });
  return { api, app: renderConsole('/orders/order-rose') };
}

async function choose(container: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(container).getByLabelText(label));
  await waitFor(() => {
    const item = [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent?.includes(option));
    if (!item) throw new Error(`no option ${option} in ${label}`);
    fireEvent.click(item);
  });
}

describe("an order's detail", () => {
  it('shows what the customer entered and who moved it', async () => {
    openOrder();
    expect(await screen.findByText('生日快乐')).toBeTruthy();
    expect(screen.getByText('企业 · 鲜花科技有限公司')).toBeTruthy();
    expect(screen.getByText('请下午送')).toBeTruthy();
    expect(screen.getByText('138****0001')).toBeTruthy();
    expect(screen.getByText('共下单 3 次')).toBeTruthy();
    expect(screen.getByText('李花艺')).toBeTruthy();
    expect(screen.getByText('王先生 13912345678')).toBeTruthy();
    // An anonymous card is signed by no one.
    expect(screen.getByText('匿名')).toBeTruthy();
  });

  it('lists every charged line, the surcharge and the coupon among them, adding up to what was paid', async () => {
    signedIn();
    fakeApi({
      '/api/admin/me': ok(aStaffSelf('admin')),
      '/api/admin/order/detail/order-rose': ok({
        ...rose,
        goodsAmount: 299,
        deliveryFee: 0,
        surcharge: 15,
        surchargeReason: '圣诞季',
        discountAmount: 20,
        couponName: '满199减20',
        payAmount: 294,
        refundedAmount: 50,
      }),
    });
    renderConsole('/orders/order-rose');
    const card = (await screen.findByText('付款')).closest('.ant-card') as HTMLElement;
    const shown = [...card.querySelectorAll('.ant-descriptions-item')].map((item) => ({
      label: item.querySelector('.ant-descriptions-item-label')?.textContent ?? '',
      value: item.querySelector('.ant-descriptions-item-content')?.textContent ?? '',
    }));
    const cents = (value: string) => Math.round(Number(value.replace('¥', '')) * 100);
    const charges = ['商品金额', '配送费', '节日附加费（圣诞季）', '优惠（满199减20）'];
    expect(shown.slice(0, 6).map((item) => item.label)).toEqual([...charges, '实付', '已退款']);
    expect(shown.find((item) => item.label === '优惠（满199减20）')?.value).toBe('-¥20.00');
    const total = cents(shown.find((item) => item.label === '实付')?.value ?? '');
    const added = shown
      .filter((item) => charges.includes(item.label))
      .reduce((sum, item) => sum + cents(item.value), 0);
    expect(total).toBe(29_400);
    expect(added).toBe(total);
    expect(shown.find((item) => item.label === '实收（扣除退款）')?.value).toBe('¥244.00');
  });

  it("shows the company invoice's kind and tax number", async () => {
    signedIn();
    fakeApi({
      '/api/admin/me': ok(aStaffSelf('admin')),
      '/api/admin/order/detail/order-rose': ok({
        ...rose,
        invoice: { kind: 'company', title: '鲜花科技有限公司', taxNumber: '91310000MA1FL0001X' },
      }),
    });
    renderConsole('/orders/order-rose');
    expect(await screen.findByText('企业 · 鲜花科技有限公司 · 税号 91310000MA1FL0001X')).toBeTruthy();
  });

  it("shows the customer's change of a paid order, old to new, and their cancel with its refund", async () => {
    signedIn();
    const paidAt = Date.UTC(2026, 10, 25, 1);
    fakeApi({
      '/api/admin/me': ok(aStaffSelf('admin')),
      '/api/admin/order/detail/order-rose': ok({
        ...rose,
        status: 'refunded',
        timeline: [
          { status: 'paid', at: paidAt, by: 'customer', actorId: null, actorName: null },
          {
            status: 'paid',
            at: paidAt + 60_000,
            by: 'customer',
            actorId: null,
            actorName: null,
            changes: [
              { field: 'delivery', from: '2026-11-26 09-12', to: '2026-11-27 15-18' },
              { field: 'cardMessage', from: '', to: '生日快乐' },
            ],
          },
          { status: 'refunded', at: paidAt + 120_000, by: 'customer', actorId: null, actorName: null },
        ],
      }),
      '/api/admin/order/day-sheet': ok({
        date: rose.deliveryDate,
        slots: [
          { slot: '09-12', start: '09:00', end: '12:00', orders: [] },
          { slot: '15-18', start: '15:00', end: '18:00', orders: [] },
        ],
      }),
    });
    renderConsole('/orders/order-rose');
    expect(await screen.findByText('修改订单')).toBeTruthy();
    const change = screen.getByText('配送时间').closest('li');
    // Slots by their hours, as everywhere in the console, once the day's slots are known.
    await waitFor(() => expect(change?.textContent).toBe('配送时间 2026-11-26 09:00–12:00 → 2026-11-27 15:00–18:00'));
    expect(screen.getByText('贺卡留言', { selector: 'li *' }).closest('li')?.textContent).toBe(
      '贺卡留言 无 → 生日快乐',
    );
    expect(screen.getByText('顾客取消订单，已原路全额退款')).toBeTruthy();
  });

  it('says whether the recipient is texted when the flowers leave, in both languages', async () => {
    signedIn();
    fakeApi({
      '/api/admin/me': ok(aStaffSelf('admin')),
      '/api/admin/order/detail/order-rose': ok({ ...rose, notifyRecipient: false }),
    });
    renderConsole('/orders/order-rose');
    const item = async (label: string) =>
      (await screen.findByText(label))
        .closest('.ant-descriptions-item')
        ?.querySelector('.ant-descriptions-item-content')?.textContent;
    expect(await item('短信通知收花人')).toBe('否');
    const { default: i18n } = await import('../../../lib/i18n');
    await i18n.changeLanguage('en');
    try {
      expect(await item('Text the recipient')).toBe('No');
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });

  it('tells the florist a recipient will be texted with the courier on dispatch', async () => {
    openOrder();
    const label = await screen.findByText('短信通知收花人');
    expect(label.closest('.ant-descriptions-item')?.textContent).toContain('是，发出时短信告知骑手姓名和电话');
  });

  it("shows the card's signature beside its message", async () => {
    signedIn();
    fakeApi({
      '/api/admin/me': ok(aStaffSelf('admin')),
      '/api/admin/order/detail/order-rose': ok({ ...rose, anonymous: false, cardSignature: '爱你的小王' }),
    });
    renderConsole('/orders/order-rose');
    expect(await screen.findByText('爱你的小王')).toBeTruthy();
  });

  it("tags a subscription's delivery 周花 3/12 beside its state", async () => {
    signedIn();
    fakeApi({
      '/api/admin/me': ok(aStaffSelf('admin')),
      '/api/admin/order/detail/order-rose': ok({ ...rose, subscription: { id: 'sub-1', number: 3, total: 12 } }),
    });
    renderConsole('/orders/order-rose');
    expect(await screen.findByText('周花 3/12')).toBeTruthy();
  });

  it("words a subscription delivery's refusal of a refund from its code", async () => {
    openOrder({
      '/api/admin/order/refund/order-rose': failure(409, 'SUBSCRIPTION_DELIVERY', 'cannot be refunded'),
    });
    fireEvent.click(await screen.findByText('全额退款'));
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('退款原因'), { target: { value: '花材缺货' } });
    fireEvent.click(within(dialog).getByText('确认退款'));
    expect(await within(dialog).findByText('周花订阅的配送单不能单独退款，请取消订阅')).toBeTruthy();
  });

  it('refunds in full only with a reason, and shows the refusal the server gives', async () => {
    const { api } = openOrder({
      '/api/admin/order/refund/order-rose': failure(409, 'ORDER_STATE_CONFLICT', '订单已发货，不能退款'),
    });
    fireEvent.click(await screen.findByText('全额退款'));
    const dialog = await openDialog();
    expect(dialog.textContent).toContain('¥129.00');
    fireEvent.click(within(dialog).getByText('确认退款'));
    expect(await within(dialog).findByText('请填写退款原因')).toBeTruthy();
    expect(api.bodiesTo('/api/admin/order/refund/order-rose')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('退款原因'), { target: { value: '花材缺货' } });
    fireEvent.click(within(dialog).getByText('确认退款'));
    await waitFor(() => expect(api.bodiesTo('/api/admin/order/refund/order-rose')).toEqual([{ reason: '花材缺货' }]));
    expect(await within(dialog).findByText('订单已发货，不能退款')).toBeTruthy();
  });

  it('dispatches to an account without a phone only with the phone typed in', async () => {
    const { api } = openOrder({
      '/api/admin/order/dispatch/order-rose': ok(anAdminOrder(row, { status: 'delivering' })),
    });
    fireEvent.click(await screen.findByText('发货'));
    const dialog = await openDialog();
    await choose(dialog, '配送员', '无号码');
    // The account has no phone on file, so the dialog asks for one.
    const phone = await within(dialog).findByLabelText('电话');
    fireEvent.click(within(dialog).getByText('确认发货'));
    expect(await within(dialog).findByText('请输入以 1 开头的 11 位手机号')).toBeTruthy();
    fireEvent.change(phone, { target: { value: '13900000009' } });
    fireEvent.click(within(dialog).getByText('确认发货'));
    await waitFor(() =>
      expect(api.bodiesTo('/api/admin/order/dispatch/order-rose')).toEqual([
        { courierId: 'courier-2', courierPhone: '13900000009' },
      ]),
    );
    expect(await screen.findByText('NO-ROSE 已发货')).toBeTruthy();
  });

  it('offers a florist no refund', async () => {
    openOrder({}, 'florist');
    expect(await screen.findByText('生日快乐')).toBeTruthy();
    expect(screen.queryByText('全额退款')).toBeNull();
    expect(screen.getByText('发货')).toBeTruthy();
  });
});
