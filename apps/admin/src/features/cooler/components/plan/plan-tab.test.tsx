// @vitest-environment jsdom
import type { DayPlan } from '@ffe/shared/contracts/cooler-plan';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { shopDay } from '../../../../lib/format';
import { aStaffSelf } from '../../../../test/factories';
import { type Answer, failure, fakeApi, ok } from '../../../../test/fake-api';
import { renderConsole, signedIn } from '../../../../test/render-console';

const PLAN = '/api/admin/cooler/plan';
const CSV = '/api/admin/cooler/plan/csv';

const rose = {
  stemId: 'rose',
  kind: 'flower' as const,
  name: '红玫瑰',
  nameEn: 'Red rose',
  variety: '卡罗拉',
  grade: 'A',
  unit: 'stem' as const,
  bunchSize: 20,
};

/** The plan of 2026-12-24 as the admin sees it: roses short, eucalyptus enough, paper with no supplier. */
function aPlan(costsShown = true): DayPlan {
  return {
    date: '2026-12-24',
    slot: null,
    slots: ['09-12', '15-18'],
    orders: { toMake: 3, started: 1 },
    make: [
      {
        goodsId: 'g-1',
        skuId: 'g-1-s2',
        name: '红玫瑰花束',
        nameEn: 'Red roses',
        skuName: '19枝',
        skuNameEn: '19 stems',
        addOn: false,
        quantity: 2,
        hasRecipe: true,
      },
      {
        goodsId: 'vase',
        skuId: null,
        name: '玻璃花瓶',
        nameEn: 'Glass vase',
        skuName: null,
        skuNameEn: null,
        addOn: true,
        quantity: 1,
        hasRecipe: false,
      },
    ],
    stems: [
      { ...rose, needed: 60, available: 39, short: 21 },
      {
        stemId: 'eucalyptus',
        kind: 'flower',
        name: '尤加利',
        nameEn: 'Eucalyptus',
        variety: '',
        grade: '',
        unit: 'stem',
        bunchSize: 10,
        needed: 10,
        available: 12,
        short: 0,
      },
    ],
    buying: [
      {
        supplierId: 'market',
        name: '斗南花市',
        nameEn: 'Dounan market',
        totalCents: costsShown ? 9_198 : null,
        lines: [
          {
            stemId: 'rose',
            name: '红玫瑰',
            nameEn: 'Red rose',
            unit: 'stem',
            short: 21,
            bunchSize: 20,
            bunches: 2,
            units: 40,
            bunchPriceCents: costsShown ? 4_599 : null,
            costCents: costsShown ? 9_198 : null,
          },
        ],
      },
      {
        supplierId: null,
        name: null,
        nameEn: null,
        totalCents: null,
        lines: [
          {
            stemId: 'paper',
            name: '牛皮纸',
            nameEn: null,
            unit: 'sheet',
            short: 4,
            bunchSize: 10,
            bunches: 1,
            units: 10,
            bunchPriceCents: null,
            costCents: null,
          },
        ],
      },
    ],
    totalCents: costsShown ? 9_198 : null,
    costsShown,
  };
}

function openPlan(path: string, answer: Answer | (() => Answer), role: 'admin' | 'florist' = 'admin') {
  signedIn();
  const api = fakeApi({
    '/api/admin/me': ok(aStaffSelf(role)),
    [PLAN]: typeof answer === 'function' ? answer : () => answer,
  });
  return { api, app: renderConsole(path) };
}

const text = (selector: string) => document.querySelector(selector)?.textContent ?? '';

describe('the day plan tab', () => {
  it('asks for tomorrow by default and shows what to make, the stems with the short ones marked, and the buying list', async () => {
    const { api } = openPlan('/cooler?tab=plan', ok(aPlan()));
    expect(await screen.findByText('红玫瑰花束')).toBeTruthy();
    expect(api.bodiesTo(PLAN)).toEqual([{ date: shopDay(1) }]);
    expect(screen.getByText('无配方')).toBeTruthy();
    expect(screen.getByText(/这些商品没有配方/)).toBeTruthy();
    const short = document.querySelectorAll('.day-plan-short');
    expect(short).toHaveLength(1);
    expect(short[0]?.textContent).toContain('21 枝');
    // Stems of one name are told apart by variety and grade, in the stems and the buying list.
    expect(short[0]?.textContent).toContain('卡罗拉 A');
    expect(text('[data-supplier="market"]')).toContain('卡罗拉 A');
    expect(text('[aria-label="所需花材"]')).toContain('够用');
    expect(text('[data-supplier="market"]')).toContain('2 扎 × 20');
    expect(text('[data-supplier="market"]')).toContain('¥45.99');
    expect(text('[data-supplier="market"]')).toContain('¥91.98');
    expect(text('[data-supplier=""]')).toContain('无供应商报价');
    expect(text('.day-plan-total')).toContain('¥91.98');
    expect([...document.querySelectorAll('style')].some((s) => s.textContent?.includes('size: A4'))).toBe(true);
    const sheet = document.querySelector('.day-plan a[href*="day-sheet"]');
    expect(sheet?.textContent).toBe('制作单');
    expect(sheet?.getAttribute('href')).toBe(`/admin/orders/day-sheet?date=${shopDay(1)}`);
  });

  it('shows a florist the bunches with no price column', async () => {
    openPlan('/cooler?tab=plan&date=2026-12-24', ok(aPlan(false)), 'florist');
    await screen.findByText('红玫瑰花束');
    expect(text('[data-supplier="market"]')).toContain('2 扎 × 20');
    expect(text('[data-supplier="market"]')).not.toContain('¥');
    expect(screen.queryByText('每扎价格')).toBeNull();
    expect(document.querySelector('.day-plan-total')).toBeNull();
  });

  it('asks again for one slot when a slot is picked', async () => {
    const { api, app } = openPlan('/cooler?tab=plan&date=2026-12-24', ok(aPlan()));
    await screen.findByText('红玫瑰花束');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '时段' }));
    fireEvent.click(await screen.findByText('15:00–18:00'));
    await waitFor(() => expect(app.where()).toBe('/cooler?tab=plan&date=2026-12-24&slot=15-18'));
    await waitFor(() => expect(api.bodiesTo(PLAN)).toContainEqual({ date: '2026-12-24', slot: '15-18' }));
  });

  it("downloads the plan's CSV file of the day and slot shown, under the name the server gives", async () => {
    const { api } = openPlan('/cooler?tab=plan&date=2026-12-24&slot=09-12', ok(aPlan()));
    api.routes[CSV] = {
      status: 200,
      body: { code: 200, message: 'ok', data: null },
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename=plan.csv' },
    };
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:plan'), revokeObjectURL: vi.fn() });
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('plan.csv');
    });
    await screen.findByText('红玫瑰花束');
    fireEvent.click(screen.getByText('导出 CSV'));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(api.bodiesTo(CSV)).toEqual([{ date: '2026-12-24', slot: '09-12' }]);
  });

  it('says when the day has nothing to make', async () => {
    openPlan('/cooler?tab=plan&date=2026-12-25', ok({ ...aPlan(), make: [], stems: [], buying: [], slots: [] }));
    expect(await screen.findByText('这一天没有要制作的订单')).toBeTruthy();
  });

  it('offers a retry when the plan fails to load', async () => {
    let answer = failure(500, 'INTERNAL', 'boom');
    openPlan('/cooler?tab=plan&date=2026-12-24', () => answer);
    expect(await screen.findByText('加载失败')).toBeTruthy();
    answer = ok(aPlan());
    fireEvent.click(screen.getByText('重试'));
    expect(await screen.findByText('红玫瑰花束')).toBeTruthy();
  });
});
