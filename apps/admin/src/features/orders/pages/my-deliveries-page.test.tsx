// @vitest-environment jsdom
import type { CourierDelivery } from '@ffe/shared/contracts/admin-orders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aStaffSelf } from '../../../test/factories';
import { fakeApi, ok } from '../../../test/fake-api';
import { openDialog, renderConsole, signedIn } from '../../../test/render-console';

const delivery = (id: string, slotLabel: string, name: string): CourierDelivery => ({
  id,
  orderNo: `NO-${id}`,
  status: 'delivering',
  deliverySlot: slotLabel.slice(0, 2),
  slotLabel,
  recipient: {
    name,
    phone: '13800001111',
    province: '上海市',
    city: '上海市',
    district: '静安区',
    detail: '南京西路1号',
  },
  lines: [{ name: '红玫瑰', specName: null, skuName: null, addOn: false, quantity: 1 }],
  note: '',
  attention: null,
});

function openDeliveries(photoRequired = true) {
  signedIn();
  const api = fakeApi({
    '/api/admin/me': ok(aStaffSelf('courier')),
    '/api/admin/order/my-deliveries': ok({
      date: '2026-12-24',
      photoRequired,
      deliveries: [delivery('a', '09:00-12:00', '林小姐'), delivery('b', '18:00-21:00', '王先生')],
    }),
    '/api/admin/order/bring-back/a': ok({}),
  });
  renderConsole('/deliveries');
  return api;
}

describe("the courier's deliveries", () => {
  it('lists the day in slot order by hours, with a call link and a map menu', async () => {
    openDeliveries();
    expect(await screen.findByText('09:00-12:00')).toBeTruthy();
    const cards = [...document.querySelectorAll<HTMLElement>('.courier-card')];
    expect(cards.map((c) => c.dataset.order)).toEqual(['a', 'b']);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: '拨打 林小姐 的电话' }).getAttribute('href')).toBe(
      'tel:13800001111',
    );
    fireEvent.click(within(first).getByRole('button', { name: /导航/ }));
    const amap = await screen.findByRole('link', { name: '高德地图' });
    expect(amap.getAttribute('href')).toBe(
      `https://uri.amap.com/search?keyword=${encodeURIComponent('上海市 上海市 静安区 南京西路1号')}`,
    );
    expect(screen.getByRole('link', { name: '苹果地图' }).getAttribute('href')).toContain('https://maps.apple.com/?q=');
  });

  it('will not mark a delivery done without its photo when the shop asks for one, and says what comes next', async () => {
    openDeliveries(true);
    const first = (await screen.findByText('09:00-12:00')).closest('.courier-card') as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: '已送达' }));
    const dialog = await openDialog();
    expect(within(dialog).getByText('送达照片（必须）')).toBeTruthy();
    expect(within(dialog).getByText(/订单完成/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '确认送达' }).hasAttribute('disabled')).toBe(true);
  });

  it('brings a delivery back when no one is home, after saying what happens next', async () => {
    const api = openDeliveries();
    const first = (await screen.findByText('09:00-12:00')).closest('.courier-card') as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: '客户不在' }));
    const dialog = await openDialog();
    expect(within(dialog).getByText(/花艺师会收到提醒/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '客户不在' }));
    await waitFor(() => expect(api.bodiesTo('/api/admin/order/bring-back/a')).toEqual([{ outcome: 'not-home' }]));
  });
});
