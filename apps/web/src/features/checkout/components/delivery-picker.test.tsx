// @vitest-environment jsdom
import type { OrderQuote } from '@ffe/shared/contracts/order';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DeliveryChoice } from '../../../components/delivery/delivery-choices';
import { PATHS } from '../../../lib/paths';
import { atMidMonth } from '../../../test/mid-month';
import { renderPage } from '../../../test/render-page';
import { deliveryDays } from '../test/checkout';
import { DeliveryPicker } from './delivery-picker';

atMidMonth();

/** Today past its cut-off, tomorrow open with a ¥30 surcharge, the day after closed, the next one full. */
function aWeek(): OrderQuote['delivery'] {
  const days = deliveryDays((day, index) => {
    if (index === 0) {
      return {
        ...day,
        unavailable: 'cutOff',
        slots: day.slots.map((slot) => ({ ...slot, unavailable: 'cutOff' as const })),
      };
    }
    if (index === 1) return { ...day, surcharge: 30 };
    if (index === 2) return { ...day, closed: true, unavailable: 'closed', slots: [] };
    if (index === 3) {
      return {
        ...day,
        unavailable: 'full',
        slots: day.slots.map((slot) => ({ ...slot, unavailable: 'full' as const })),
      };
    }
    return day;
  });
  return { days, date: days[1]?.date ?? null, slot: '15-18' };
}

function renderPicker(delivery: OrderQuote['delivery']) {
  const onChoose = vi.fn<(choice: DeliveryChoice) => void>();
  renderPage(() => <DeliveryPicker delivery={delivery} onChoose={onChoose} />, { path: PATHS.orderConfirm });
  return onChoose;
}

describe('the delivery date picker', () => {
  it('shows today past its cut-off as 已截单, and it cannot be chosen', () => {
    const onChoose = renderPicker(aWeek());
    const today = screen.getByRole('button', { name: /^今天/ });
    expect(today.textContent).toContain('已截单');
    expect(today.hasAttribute('disabled')).toBe(true);
    fireEvent.click(today);
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('shows a closed date as 休息 and a full one as 已约满, neither to be chosen', () => {
    renderPicker(aWeek());
    const closed = screen.getAllByRole('button', { name: /休息$/ });
    const full = screen.getAllByRole('button', { name: /已约满$/ });
    expect(closed).toHaveLength(1);
    expect(full).toHaveLength(1);
    expect(closed[0]?.hasAttribute('disabled')).toBe(true);
    expect(full[0]?.hasAttribute('disabled')).toBe(true);
  });

  it('shows a date’s surcharge on its chip, and the date can be chosen', () => {
    const delivery = aWeek();
    const onChoose = renderPicker({ ...delivery, date: delivery.days[4]?.date ?? null });
    const tomorrow = screen.getByRole('button', { name: /^明天/ });
    expect(tomorrow.textContent).toContain('+¥30.00');
    expect(tomorrow.hasAttribute('disabled')).toBe(false);
    fireEvent.click(tomorrow);
    expect(onChoose).toHaveBeenCalledWith({ date: delivery.days[1]?.date, slot: '15-18' });
  });
});

/** Tomorrow and the day after the cooler cannot make (issue 44); the flowers can be made from the fourth day. */
function shortOfStems(chosen: number): OrderQuote['delivery'] {
  const fourth = deliveryDays()[3]?.date ?? null;
  const days = deliveryDays((day, index) =>
    index === 1 || index === 2 ? { ...day, unavailable: 'stems', nextDate: fourth } : day,
  );
  return { days, date: days[chosen]?.date ?? null, slot: '15-18' };
}

describe('the delivery date picker when the cooler is short of stems', () => {
  it('greys the days the cooler cannot make as 花材不足 and names the earliest day it can', () => {
    const delivery = shortOfStems(3);
    const onChoose = renderPicker(delivery);
    const short = screen.getAllByRole('button', { name: /花材不足$/ });
    expect(short).toHaveLength(2);
    for (const day of short) expect(day.hasAttribute('disabled')).toBe(true);
    fireEvent.click(short[0] as HTMLElement);
    expect(onChoose).not.toHaveBeenCalled();
    const earliest = Number(delivery.days[3]?.date.slice(8));
    expect(screen.getByRole('status').textContent).toMatch(new RegExp(`^花材不足，最早 \\d+月${earliest}日 可送$`));
  });

  it('says nothing above the calendar when the shortage comes only after the chosen day', () => {
    renderPicker(shortOfStems(0));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getAllByRole('button', { name: /花材不足$/ })).toHaveLength(2);
  });

  it('says no day can be had when the cooler can make the flowers on none', () => {
    const days = deliveryDays((day) => ({ ...day, unavailable: 'stems', nextDate: null }));
    renderPicker({ days, date: null, slot: null });
    expect(screen.getByRole('status').textContent).toBe('花材不足，近期暂无可送日期');
  });
});
