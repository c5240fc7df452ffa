// @vitest-environment jsdom
import type { DeliveryPromise as PromiseAnswer } from '@ffe/shared/contracts/occasions';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/factories';
import { renderPage } from '../../test/render-page';
import { DeliveryPromise } from './delivery-promise';

const PATH = '/pages/goods/detail/detail';
const DAY = 86_400_000;
/** YYYY-MM-DD of the shop's day (UTC+8) `days` from now. */
const shopDay = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * DAY).toISOString().slice(0, 10);

const answer = (overrides: Partial<PromiseAnswer>): PromiseAnswer => ({
  now: Date.now(),
  sameDay: false,
  cutoff: '16:00',
  orderBy: null,
  firstDate: shopDay(1),
  area: null,
  ...overrides,
});

describe('DeliveryPromise', () => {
  it('counts down each second to the cut-off, then stops and shows the next date', async () => {
    const orderBy = Date.now() + 2_400;
    let asked = 0;
    mockApi({
      '/api/mall/delivery/promise': () => {
        asked += 1;
        return asked === 1 ? answer({ sameDay: true, orderBy, firstDate: shopDay(0) }) : answer({});
      },
    });
    renderPage(DeliveryPromise, { path: PATH });
    const clock = new Date(orderBy + 8 * 3_600_000).toISOString().slice(11, 16);
    expect(await screen.findByText(`今日${clock}前下单，今日送达`)).toBeTruthy();
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toMatch(/^距截单 00:00:0[23]$/);
    await waitFor(() => expect(timer.textContent).toMatch(/^距截单 00:00:0[12]$/), { timeout: 2_000 });
    expect(await screen.findByText('今日已截单，最早明日送达', {}, { timeout: 4_000 })).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(asked).toBe(2);
  });

  it('names the first date that can be booked, and whether the default district is served', async () => {
    const date = shopDay(3);
    const [, month, day] = date.split('-').map(Number);
    mockApi({
      '/api/mall/delivery/promise': answer({ firstDate: date, area: { district: '徐汇区', served: true } }),
    });
    renderPage(DeliveryPromise, { path: PATH });
    expect(await screen.findByText(`最早${month}月${day}日送达`)).toBeTruthy();
    expect(screen.getByText('徐汇区 可配送')).toBeTruthy();
  });

  it('says when the default district is not served', async () => {
    mockApi({ '/api/mall/delivery/promise': answer({ area: { district: '崇明区', served: false } }) });
    renderPage(DeliveryPromise, { path: PATH });
    expect(await screen.findByText('该地区暂不配送')).toBeTruthy();
  });
});
