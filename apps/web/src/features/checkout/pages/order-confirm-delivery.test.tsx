// @vitest-environment jsdom
import type { ConfirmOrderRequest } from '@ffe/shared/contracts/order';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { useUserStore } from '../../../stores/user-store';
import { apiFailure, mockApi } from '../../../test/factories';
import { atMidMonth } from '../../../test/mid-month';
import { renderPage } from '../../../test/render-page';
import { aMember, aQuote, deliveryDays } from '../test/checkout';
import { EMPTY_DRAFT } from '../utils/checkout-draft';
import OrderConfirmPage from './order-confirm-page';

atMidMonth();

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

const CONFIRM = '/api/mall/order/confirm';
const SEARCH = '?lines=g-rose:1';

/** Today past its cut-off and tomorrow booked up: the earliest possible day is the one after. */
function days() {
  return deliveryDays((day, index) => {
    if (index === 0)
      return { ...day, unavailable: 'cutOff', slots: day.slots.map((s) => ({ ...s, unavailable: 'cutOff' as const })) };
    if (index === 1)
      return { ...day, unavailable: 'full', slots: day.slots.map((s) => ({ ...s, unavailable: 'full' as const })) };
    return day;
  });
}

/** The server: a day that cannot be had is refused; without a choice it preselects the earliest possible one. */
function quote(body: ConfirmOrderRequest) {
  const all = days();
  const asked = all.find((d) => d.date === body.deliveryDate);
  if (body.deliveryDate && asked?.unavailable !== null) return apiFailure(409, '该时段已约满', 'DELIVERY_SLOT_FULL');
  const date = body.deliveryDate ?? all[2]?.date ?? null;
  return aQuote({ delivery: { days: all, date, slot: body.deliverySlot ?? '15-18' } });
}

/** A draft kept for this history entry (a reload, or coming back), with a delivery day chosen. */
function remember(deliveryDate: string) {
  const entry = `default ${PATHS.orderConfirm}${SEARCH}`;
  const draft = { ...EMPTY_DRAFT, choices: { deliveryDate, deliverySlot: '15-18' } };
  sessionStorage.setItem('checkout-draft', JSON.stringify({ entry, draft }));
}

describe('the delivery day preselected at checkout (再来一单)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useUserStore.setState({ user: aMember(), isLogin: true, loginStatus: 'loggedIn' });
  });

  const pressedDay = () => screen.getAllByRole('button', { pressed: true })[0]?.getAttribute('aria-label');
  const label = (date: string | undefined) => new RegExp(`${Number(date?.slice(8))}日`);

  it('is the earliest possible day, never today past its cut-off nor a full day', async () => {
    const api = mockApi({ [CONFIRM]: quote });
    renderPage(OrderConfirmPage, { path: PATHS.orderConfirm, search: SEARCH });
    await screen.findByText('红玫瑰 11 枝');
    expect(api.bodies(CONFIRM)).toEqual([{ lines: [{ goodsId: 'g-rose', quantity: 1 }] }]);
    expect(pressedDay()).toMatch(label(days()[2]?.date));
  });

  it('drops a remembered day that has filled up since and preselects the earliest possible one', async () => {
    remember(days()[1]?.date ?? '');
    const api = mockApi({ [CONFIRM]: quote });
    renderPage(OrderConfirmPage, { path: PATHS.orderConfirm, search: SEARCH });
    await screen.findByText('红玫瑰 11 枝');
    await waitFor(() => expect(pressedDay()).toMatch(label(days()[2]?.date)));
    expect(api.bodies<ConfirmOrderRequest>(CONFIRM).at(-1)?.deliveryDate).toBeUndefined();
  });

  it('never asks for a remembered day that has passed', async () => {
    remember('2020-01-01');
    const api = mockApi({ [CONFIRM]: quote });
    renderPage(OrderConfirmPage, { path: PATHS.orderConfirm, search: SEARCH });
    await screen.findByText('红玫瑰 11 枝');
    expect(api.bodies<ConfirmOrderRequest>(CONFIRM).map((b) => b.deliveryDate)).toEqual([undefined]);
    expect(pressedDay()).toMatch(label(days()[2]?.date));
  });
});
