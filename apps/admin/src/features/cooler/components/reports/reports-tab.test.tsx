// @vitest-environment jsdom
import type {
  CoolerMarginDay,
  CoolerMarginReport,
  CoolerSupplierReport,
  CoolerWasteReport,
  CoolerWasteWeek,
} from '@ffe/shared/contracts/cooler-reports';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aStaffSelf } from '../../../../test/factories';
import { failure, fakeApi, ok } from '../../../../test/fake-api';
import { renderConsole, signedIn } from '../../../../test/render-console';

// jsdom has no canvas to draw on: the charts list what they were given instead.
vi.mock('./waste-chart', () => ({
  default: ({ weeks }: { weeks: CoolerWasteWeek[] }) => (
    <ol aria-label="waste chart">
      {weeks.map((w) => (
        <li key={w.week}>{`${w.week} ${w.wasted} ${w.sharePercent}`}</li>
      ))}
    </ol>
  ),
}));
vi.mock('./margin-chart', () => ({
  default: ({ days }: { days: CoolerMarginDay[] }) => (
    <ol aria-label="margin chart">
      {days.map((d) => (
        <li key={d.date}>{`${d.date} ${d.marginCents}`}</li>
      ))}
    </ol>
  ),
}));

const WASTE = '/api/admin/cooler/reports/waste';
const MARGINS = '/api/admin/cooler/reports/margins';
const SUPPLIERS = '/api/admin/cooler/reports/suppliers';

const wilted = (units: number, costCents: number | null) => ({ reason: 'wilted' as const, units, costCents });

function aWasteReport(withCosts: boolean): CoolerWasteReport {
  const cost = (cents: number) => (withCosts ? cents : null);
  return {
    withCosts,
    weeks: [
      {
        week: '2026-W10',
        from: '2026-03-02',
        to: '2026-03-08',
        wasted: 4,
        received: 30,
        sharePercent: 13.3,
        costCents: cost(750),
        byReason: [wilted(4, cost(750))],
      },
      {
        week: '2026-W11',
        from: '2026-03-09',
        to: '2026-03-15',
        wasted: 9,
        received: 40,
        sharePercent: 22.5,
        costCents: cost(1_801),
        byReason: [wilted(9, cost(1_801))],
      },
    ],
    stems: [
      {
        stemId: 'rose',
        name: '红玫瑰',
        nameEn: 'Red rose',
        variety: '卡罗拉',
        grade: 'A',
        unit: 'stem',
        wasted: 13,
        received: 70,
        sharePercent: 18.6,
        costCents: cost(2_551),
        byReason: [wilted(13, cost(2_551))],
      },
    ],
    total: {
      wasted: 13,
      received: 70,
      sharePercent: 18.6,
      costCents: cost(2_551),
      byReason: [wilted(13, cost(2_551))],
    },
  };
}

const margins: CoolerMarginReport = {
  days: [
    {
      date: '2026-03-14',
      orders: 1,
      revenueCents: 23_800,
      stemCostCents: 7_101,
      marginCents: 16_699,
      marginPercent: 70.2,
    },
  ],
  goods: [
    {
      goodsId: 'g-rose',
      name: '十九朵红玫瑰',
      nameEn: 'Nineteen red roses',
      quantity: 1,
      unattributedCents: 0,
      orders: 1,
      revenueCents: 23_800,
      stemCostCents: 7_101,
      marginCents: 16_699,
      marginPercent: 70.2,
    },
  ],
  orders: [
    {
      orderId: 'M1',
      orderNo: '2026031400001',
      deliveryDate: '2026-03-14',
      status: 'completed',
      goods: ['十九朵红玫瑰'],
      goodsEn: ['Nineteen red roses'],
      paidCents: 25_800,
      refundedCents: 0,
      revenueCents: 23_800,
      stemCostCents: 7_101,
      marginCents: 16_699,
      marginPercent: 70.2,
    },
  ],
  ordersTotal: 1,
  refunded: [],
  total: { orders: 1, revenueCents: 23_800, stemCostCents: 7_101, marginCents: 16_699, marginPercent: 70.2 },
  refundedTotal: { orders: 0, revenueCents: 0, stemCostCents: 0, marginCents: 0, marginPercent: null },
};

const suppliers: CoolerSupplierReport = {
  suppliers: [
    {
      supplierId: 'dounan',
      name: '斗南花市',
      nameEn: 'Dounan market',
      deliveries: 3,
      ordered: 160,
      received: 120,
      fillPercent: 75,
      late: 2,
      stems: [
        {
          stemId: 'rose',
          name: '红玫瑰',
          nameEn: 'Red rose',
          variety: '卡罗拉',
          grade: 'A',
          unit: 'stem',
          deliveries: 3,
          ordered: 160,
          received: 120,
          fillPercent: 75,
          late: 2,
        },
      ],
    },
  ],
  total: { deliveries: 3, ordered: 160, received: 120, fillPercent: 75, late: 2 },
};

const rowTexts = () =>
  [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map((row) => row.textContent);

describe("the cooler's reports tab", () => {
  it('shows the admin waste with its cost, margins per day, goods and order, and the suppliers', async () => {
    signedIn();
    const api = fakeApi({
      '/api/admin/me': ok(aStaffSelf('admin')),
      [WASTE]: ok(aWasteReport(true)),
      [MARGINS]: ok(margins),
      [SUPPLIERS]: ok(suppliers),
    });
    renderConsole('/cooler?tab=reports');
    expect(await screen.findByText('2026-W11 9 22.5')).toBeTruthy();
    expect(await screen.findByText('2026-03-14 16699')).toBeTruthy();
    expect(screen.getByText('损耗成本')).toBeTruthy();
    await waitFor(() => expect(rowTexts().some((row) => row?.includes('斗南花市'))).toBe(true));
    const rows = rowTexts();
    expect(rows).toContainEqual(expect.stringContaining('红玫瑰 · 卡罗拉 A7013')); // received 70, wasted 13
    expect(rows.find((row) => row?.includes('2026031400001'))).toContain('¥258.00');
    expect(rows.find((row) => row?.includes('2026031400001'))).toContain('¥166.99');
    expect(rows.find((row) => row?.includes('2026031400001'))).toContain('70.2%');
    expect(rows.find((row) => row?.includes('斗南花市'))).toContain('75.0%');
    // Every report asks for the same weeks, the last eight by default.
    const asked = api.calls.filter((c) => c.path.startsWith('/api/admin/cooler/reports/'));
    expect(new Set(asked.map((c) => JSON.stringify(c.body))).size).toBe(1);
    expect(asked[0]?.body).toEqual({
      fromWeek: expect.stringMatching(/^\d{4}-W\d{2}$/),
      toWeek: expect.stringMatching(/^\d{4}-W\d{2}$/),
    });
  });

  it('shows a florist waste in units and the suppliers, and never asks for margins', async () => {
    signedIn();
    const api = fakeApi({
      '/api/admin/me': ok(aStaffSelf('florist')),
      [WASTE]: ok(aWasteReport(false)),
      [MARGINS]: failure(403, 'PERMISSION_DENIED', 'permission cooler.costs required'),
      [SUPPLIERS]: ok(suppliers),
    });
    renderConsole('/cooler?tab=reports');
    expect(await screen.findByText('2026-W10 4 13.3')).toBeTruthy();
    await waitFor(() => expect(rowTexts().some((row) => row?.includes('斗南花市'))).toBe(true));
    expect(screen.queryByText('损耗成本')).toBeNull();
    expect(screen.queryByText('花材成本与毛利')).toBeNull();
    expect(api.calls.some((c) => c.path === MARGINS)).toBe(false);
  });

  it('says when there is nothing in the weeks, and offers to ask again when a report fails', async () => {
    signedIn();
    const empty: CoolerWasteReport = {
      withCosts: false,
      weeks: [],
      stems: [],
      total: { wasted: 0, received: 0, sharePercent: null, costCents: null, byReason: [] },
    };
    fakeApi({
      '/api/admin/me': ok(aStaffSelf('florist')),
      [WASTE]: ok(empty),
      [SUPPLIERS]: failure(500, 'INTERNAL_ERROR', 'database down'),
    });
    renderConsole('/cooler?tab=reports');
    expect(await screen.findByText('所选周内没有到货或损耗')).toBeTruthy();
    expect(await screen.findByText('database down')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeTruthy();
  });
});
