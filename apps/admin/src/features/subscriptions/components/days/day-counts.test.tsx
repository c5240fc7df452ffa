// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { shopDay } from '../../../../lib/format';
import i18n from '../../../../lib/i18n';
import { aStaffSelf } from '../../../../test/factories';
import { type Call, fakeApi, ok } from '../../../../test/fake-api';
import { renderConsole, signedIn } from '../../../../test/render-console';

const COUNTS = '/api/admin/subscriptions/day-counts';

/** Four Seasons bouquets and two Roses on the day after tomorrow; none on the other days asked. */
const dayCounts = ({ body }: Call) => {
  const busy = shopDay(2);
  const days = [];
  for (let day = String(body.from); day <= String(body.to); day = nextDay(day)) {
    days.push(
      day === busy
        ? {
            date: day,
            total: 6,
            series: [
              { seriesId: 's-1', name: '四季花束', count: 4 },
              { seriesId: 's-2', name: '玫瑰之约', count: 2 },
            ],
          }
        : { date: day, total: 0, series: [] },
    );
  }
  return ok({ days });
};

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function open(path: string, role: 'admin' | 'florist' = 'florist', routes: Record<string, unknown> = {}) {
  signedIn();
  const api = fakeApi({
    '/api/admin/me': ok(aStaffSelf(role)),
    [COUNTS]: dayCounts,
    ...(routes as Record<string, ReturnType<typeof ok>>),
  });
  return { api, app: renderConsole(path) };
}

afterEach(async () => {
  await i18n.changeLanguage('zh-CN');
});

describe('the day counts of subscription bouquets', () => {
  it('shows the next 14 days per series and in total, each day linked to its day plan', async () => {
    const { api } = open('/subscriptions?tab=days');
    expect((await screen.findAllByText('四季花束')).length).toBeGreaterThan(0);
    expect(api.bodiesTo(COUNTS)).toEqual([{ from: shopDay(), to: shopDay(13) }]);
    const busy = screen.getByText(shopDay(2)).closest('tr');
    expect(busy?.textContent).toContain('4');
    expect(busy?.textContent).toContain('2');
    expect(busy?.textContent).toContain('6');
    expect(screen.getByText(shopDay(2)).closest('a')?.getAttribute('href')).toBe(
      `/admin/cooler?tab=plan&date=${shopDay(2)}`,
    );
    expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(14);
  });

  it('reads in English with no Chinese of its own', async () => {
    await i18n.changeLanguage('en');
    open('/subscriptions?tab=days');
    expect(await screen.findByText('Day counts')).toBeTruthy();
    expect((await screen.findAllByText('Total')).length).toBeGreaterThan(0);
    const page = document.querySelector('.page')?.textContent ?? '';
    // The series' names are the shop's data; every word of the page's own is English.
    const own = page.replace(/四季花束|玫瑰之约/g, '');
    expect(own).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it("shows the day's count on the cooler's day plan", async () => {
    const { api } = open(`/cooler?tab=plan&date=${shopDay(2)}`, 'florist', {
      '/api/admin/cooler/plan': ok({
        date: shopDay(2),
        slot: null,
        slots: [],
        orders: { toMake: 0, started: 0 },
        make: [],
        stems: [],
        buying: [],
        totalCents: null,
        costsShown: false,
      }),
    });
    expect(await screen.findByText('周花 6 束')).toBeTruthy();
    expect(api.bodiesTo(COUNTS)).toEqual([{ from: shopDay(2), to: shopDay(2) }]);
  });

  it('prints the day’s count on the day sheet, and nothing when the day has none', async () => {
    const sheet = (date: string) => ok({ date, slots: [], production: [] });
    const { app, api } = open(`/orders/day-sheet?date=${shopDay(2)}`, 'florist', {
      '/api/admin/order/day-sheet': sheet(shopDay(2)),
    });
    expect(await screen.findByText('周花 6 束')).toBeTruthy();
    api.routes['/api/admin/order/day-sheet'] = sheet(shopDay(3));
    await app.router.navigate(`/orders/day-sheet?date=${shopDay(3)}`);
    await waitFor(() => expect(api.bodiesTo(COUNTS)).toContainEqual({ from: shopDay(3), to: shopDay(3) }));
    await waitFor(() => expect(screen.queryByText(/周花 \d+ 束/)).toBeNull());
  });
});
