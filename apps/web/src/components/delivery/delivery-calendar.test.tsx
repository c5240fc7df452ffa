// @vitest-environment jsdom
import type { DeliveryDay } from '@ffe/shared/contracts/order';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../lib/paths';
import { renderPage } from '../../test/render-page';
import { DeliveryCalendar } from './delivery-calendar';

const open = (date: string, change: Partial<DeliveryDay> = {}): DeliveryDay => ({
  date,
  closed: false,
  unavailable: null,
  surcharge: 0,
  slots: [{ id: '15-18', start: '15:00', end: '18:00', unavailable: null }],
  ...change,
});

/** A horizon from 2026-06-28 to 2026-07-03: a closed Monday, a full Tuesday, a ¥30 surcharge on the 2nd. */
const DAYS = [
  open('2026-06-28'),
  open('2026-06-29', { closed: true, unavailable: 'closed', slots: [] }),
  open('2026-06-30', { unavailable: 'full' }),
  open('2026-07-01'),
  open('2026-07-02', { surcharge: 30 }),
  open('2026-07-03'),
];

function renderCalendar(chosen: string | null) {
  const onChoose = vi.fn<(day: DeliveryDay) => void>();
  renderPage(() => <DeliveryCalendar days={DAYS} chosen={chosen} onChoose={onChoose} />, { path: PATHS.orderConfirm });
  const days = () => within(screen.getByRole('group', { name: '配送日期' })).getAllByRole('button');
  return { onChoose, days };
}

describe('the delivery calendar', () => {
  it('shows the chosen day’s month, Monday first, greying closed and full days and dates outside the horizon', () => {
    const { days } = renderCalendar('2026-06-28');
    expect(screen.getByText('2026年6月')).toBeTruthy();
    // June 2026 starts on a Monday: no blanks, and only the horizon's days are buttons.
    expect(days().map((d) => d.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^周日 6月28日$/),
      expect.stringMatching(/6月29日 休息$/),
      expect.stringMatching(/6月30日 已约满$/),
    ]);
    expect(days().map((d) => (d as HTMLButtonElement).disabled)).toEqual([false, true, true]);
    expect(days()[0]?.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('27').closest('button')).toBeNull();
    expect(screen.getByRole('button', { name: '上个月' }).hasAttribute('disabled')).toBe(true);
  });

  it('moves to the next month, showing a day’s surcharge, and chooses a day', () => {
    const { days, onChoose } = renderCalendar('2026-06-28');
    fireEvent.click(screen.getByRole('button', { name: '下个月' }));
    expect(screen.getByText('2026年7月')).toBeTruthy();
    expect(days()).toHaveLength(3);
    const second = screen.getByRole('button', { name: /7月2日 \+¥30\.00$/ });
    expect(second.textContent).toBe('2+¥30.00');
    fireEvent.click(second);
    expect(onChoose).toHaveBeenCalledWith(DAYS[4]);
    expect(screen.getByRole('button', { name: '下个月' }).hasAttribute('disabled')).toBe(true);
  });

  it('opens on the month of the chosen day', () => {
    renderCalendar('2026-07-01');
    expect(screen.getByText('2026年7月')).toBeTruthy();
  });

  it('heads an English month with seven weekdays, the repeated letters included, without a key warning', async () => {
    const { default: i18n, loadLocale } = await import('../../lib/i18n');
    await loadLocale('en');
    await i18n.changeLanguage('en');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderPage(() => <DeliveryCalendar days={DAYS} chosen="2026-06-28" onChoose={vi.fn()} />, {
        path: PATHS.orderConfirm,
      });
      expect(screen.getByText('June 2026')).toBeTruthy();
      expect(screen.getAllByText('T')).toHaveLength(2);
      expect(screen.getAllByText('S')).toHaveLength(2);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      await i18n.changeLanguage('zh-CN');
    }
  });
});
