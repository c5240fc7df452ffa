// @vitest-environment jsdom
import type { ChangeOrderRequest, DeliveryDay } from '@ffe/shared/contracts/order';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { anAddress, apiFailure, mockApi } from '../../../test/factories';
import { atMidMonth } from '../../../test/mid-month';
import { renderPage } from '../../../test/render-page';
import { anOrder } from '../test/orders';
import OrderChangePage from './order-change-page';

atMidMonth();

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

const DETAIL = '/api/mall/order/detail/o-1';
const OPTIONS = '/api/mall/order/changeOptions/o-1';
const CHANGE = '/api/mall/order/change/o-1';
const ADDRESSES = '/api/member/address/list';

const DAY_MS = 86_400_000;
const dateIn = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);

/** Three days from tomorrow; the day after tomorrow's 15:00–18:00 is full. */
function days(): DeliveryDay[] {
  return [1, 2, 3].map((n) => ({
    date: dateIn(n),
    closed: false,
    unavailable: null,
    surcharge: 0,
    slots: [
      { id: '09-12', start: '09:00', end: '12:00', unavailable: null },
      { id: '15-18', start: '15:00', end: '18:00', unavailable: n === 2 ? ('full' as const) : null },
      { id: '18-21', start: '18:00', end: '21:00', unavailable: null },
    ],
  }));
}

const paid = () => anOrder({ deliveryDate: dateIn(1), deliverySlot: '09-12', cardMessage: '生日快乐' });
const office = anAddress({
  id: 'a-office',
  recipient: '王先生',
  phone: '13900002222',
  detail: '天目山路 1 号',
  isDefault: false,
});

const open = (routes: Record<string, unknown> = {}) => {
  const api = mockApi({
    [DETAIL]: paid(),
    [OPTIONS]: { days: days() },
    [ADDRESSES]: { list: [anAddress(), office] },
    ...routes,
  });
  renderPage(OrderChangePage, { path: PATHS.orderChange, search: '?id=o-1' });
  return api;
};

const dayButtons = () =>
  within(screen.getByRole('group', { name: '配送日期' })).getAllByRole('button') as HTMLButtonElement[];
const slotButton = (name: RegExp) =>
  within(screen.getByRole('group', { name: '配送时段' })).getByRole('button', { name });

describe('OrderChangePage', () => {
  beforeEach(() => vi.mocked(toast).mockClear());

  it('sends the chosen address, the new day and slot and the card message, then opens the order', async () => {
    const api = open({ [CHANGE]: paid() });

    fireEvent.click(await screen.findByRole('radio', { name: /王先生/ }));
    await waitFor(() => expect(dayButtons()).toHaveLength(3));
    fireEvent.click(dayButtons()[2] as HTMLButtonElement);
    fireEvent.click(slotButton(/18:00-21:00/));
    fireEvent.change(screen.getByRole('textbox', { name: '贺卡留言' }), { target: { value: ' 晚上见 ' } });
    fireEvent.click(screen.getByRole('button', { name: '保存修改' }));

    await waitFor(() =>
      expect(api.bodies<ChangeOrderRequest>(CHANGE)).toEqual([
        { addressId: 'a-office', deliveryDate: dateIn(3), deliverySlot: '18-21', cardMessage: '晚上见' },
      ]),
    );
    await waitFor(() => expect(toast).toHaveBeenCalledWith('订单已修改', 'success'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`${PATHS.orderDetail}?id=o-1`));
  });

  it('keeps the current recipient chosen and a full slot closed, and sends nothing when nothing changed', async () => {
    const api = open();
    const [current, ...saved] = (await screen.findAllByRole('radio')) as HTMLInputElement[];
    expect(current?.checked).toBe(true);
    // The saved address the order already goes to is not offered twice: only the office is.
    expect(saved.map((radio) => radio.checked)).toEqual([false]);
    await waitFor(() => expect(dayButtons()).toHaveLength(3));
    fireEvent.click(dayButtons()[1] as HTMLButtonElement);
    expect((slotButton(/15:00-18:00/) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(dayButtons()[0] as HTMLButtonElement);
    fireEvent.click(screen.getByRole('button', { name: '保存修改' }));
    expect(toast).toHaveBeenCalledWith('没有修改任何内容');
    expect(api.bodies(CHANGE)).toEqual([]);
  });

  it('says why a change was refused and stays on the form', async () => {
    open({ [CHANGE]: apiFailure(409, '该时段已约满', 'DELIVERY_SLOT_FULL') });
    await waitFor(() => expect(dayButtons()).toHaveLength(3));
    fireEvent.click(dayButtons()[2] as HTMLButtonElement);
    fireEvent.click(slotButton(/15:00-18:00/));
    fireEvent.click(screen.getByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('该时段已约满'));
    expect(screen.getByTestId('location').textContent).toBe('?id=o-1');
  });

  it('offers no form once the florist has started', async () => {
    open({ [DETAIL]: anOrder({ status: 'preparing' }) });
    expect(await screen.findByText('订单已不能修改')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存修改' })).toBeNull();
    expect(screen.getByRole('link', { name: '查看订单' }).getAttribute('href')).toBe(`${PATHS.orderDetail}?id=o-1`);
  });
});
