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

/** The cooler cannot make the bouquet today nor tomorrow (issue 44); the day after it can. */
function days() {
  const third = deliveryDays()[2]?.date ?? null;
  return deliveryDays((day, index) => (index < 2 ? { ...day, unavailable: 'stems', nextDate: third } : day));
}

/** The server: a day the cooler cannot make is refused; without a choice it preselects the first day it can. */
function quote(body: ConfirmOrderRequest) {
  const all = days();
  const asked = all.find((d) => d.date === body.deliveryDate);
  if (body.deliveryDate && asked?.unavailable === 'stems') {
    return apiFailure(409, '「红玫瑰 · 11枝」花材不足', 'STEMS_SHORT');
  }
  return aQuote({ delivery: { days: all, date: body.deliveryDate ?? all[2]?.date ?? null, slot: '15-18' } });
}

describe('checkout when the cooler is short of stems for the remembered day', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useUserStore.setState({ user: aMember(), isLogin: true, loginStatus: 'loggedIn' });
  });

  it('moves the day to the first one the cooler can make and says why', async () => {
    const tomorrow = days()[1]?.date ?? '';
    const draft = { ...EMPTY_DRAFT, choices: { deliveryDate: tomorrow, deliverySlot: '15-18' } };
    sessionStorage.setItem(
      'checkout-draft',
      JSON.stringify({ entry: `default ${PATHS.orderConfirm}${SEARCH}`, draft }),
    );
    const api = mockApi({ [CONFIRM]: quote });
    renderPage(OrderConfirmPage, { path: PATHS.orderConfirm, search: SEARCH });

    const third = Number(days()[2]?.date.slice(8));
    await waitFor(() =>
      expect(screen.getAllByRole('button', { pressed: true })[0]?.getAttribute('aria-label')).toMatch(
        new RegExp(`${third}日`),
      ),
    );
    expect(api.bodies<ConfirmOrderRequest>(CONFIRM).at(-1)?.deliveryDate).toBeUndefined();
    expect(screen.getByRole('status').textContent).toMatch(new RegExp(`^花材不足，最早 \\d+月${third}日 可送$`));
    expect(screen.getByRole('button', { name: /^明天.*花材不足$/ }).hasAttribute('disabled')).toBe(true);
  });
});
