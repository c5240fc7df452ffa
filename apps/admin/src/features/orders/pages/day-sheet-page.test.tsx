// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anOrderRow, aStaffSelf } from '../../../test/factories';
import { fakeApi, ok } from '../../../test/fake-api';
import { renderConsole, signedIn } from '../../../test/render-console';

const rose = anOrderRow({
  id: 'o-1',
  orderNo: 'NO-ROSE',
  cardMessage: '愿你每天都开心',
  cardSignature: '小王',
  sender: { name: '王先生', phone: '13912345678' },
  lines: [
    { name: '香槟玫瑰花束', specName: '枝数', skuName: '33枝', addOn: false, quantity: 1 },
    { name: '玻璃花瓶', specName: null, skuName: null, addOn: true, quantity: 1 },
  ],
});
const lily = anOrderRow({
  id: 'o-2',
  orderNo: 'NO-LILY',
  cardMessage: '',
  note: '放门卫',
  sender: { name: '用户0001', phone: '13900000001' },
  courier: { userId: 'c-1', name: '骑手老王', phone: '13700000001' },
});
const roses = { name: '香槟玫瑰花束', skuName: '33枝', addOn: false, quantity: 1 };
const vase = { name: '玻璃花瓶', skuName: null, addOn: true, quantity: 1 };
const lilies = { name: '粉玫瑰 11 枝', skuName: null, addOn: false, quantity: 1 };

function openSheet(path: string) {
  signedIn();
  const api = fakeApi({
    '/api/admin/me': ok(aStaffSelf('florist')),
    '/api/admin/order/day-sheet': ok({
      date: '2026-12-24',
      slots: [
        { slot: 'morning', start: '09:00', end: '12:00', orders: [rose], production: [roses, vase] },
        { slot: 'noon', start: '12:00', end: '15:00', orders: [], production: [] },
        { slot: 'afternoon', start: '15:00', end: '18:00', orders: [lily], production: [lilies] },
      ],
      production: [roses, lilies, vase],
    }),
  });
  return { api, app: renderConsole(path) };
}

const slotText = (slot: string) => document.querySelector(`[data-slot="${slot}"]`)?.textContent ?? '';

describe('the day sheet', () => {
  it("names an orderer who kept the default name in the page's language", async () => {
    openSheet('/orders/day-sheet?date=2026-12-24');
    await screen.findByText('愿你每天都开心');
    expect(slotText('afternoon')).toContain('订购人 用户0001 13900000001');
    const { default: i18n } = await import('../../../lib/i18n');
    await i18n.changeLanguage('en');
    try {
      await waitFor(() => expect(slotText('afternoon')).toContain('Ordered by User 0001 13900000001'));
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });

  it("groups the day's orders by slot, with card messages, signatures, orderers and notes", async () => {
    const { api } = openSheet('/orders/day-sheet?date=2026-12-24');
    expect(await screen.findByText('愿你每天都开心')).toBeTruthy();
    expect(api.bodiesTo('/api/admin/order/day-sheet')).toEqual([{ date: '2026-12-24' }]);
    expect(slotText('morning')).toContain('09:00–12:00');
    expect(slotText('morning')).toContain('NO-ROSE');
    expect(slotText('morning')).toContain('愿你每天都开心');
    expect(slotText('morning')).toContain('—— 小王');
    expect(slotText('morning')).toContain('订购人 王先生 13912345678');
    // The size bought, and the add-ons apart under 加购.
    expect(slotText('morning')).toContain('香槟玫瑰花束 · 33枝 ×1');
    expect(slotText('morning')).toContain('加购：玻璃花瓶 ×1');
    expect(slotText('noon')).toContain('这个时段没有订单');
    expect(slotText('afternoon')).toContain('NO-LILY');
    expect(slotText('afternoon')).toContain('放门卫');
    // The sheet prints on A4.
    expect([...document.querySelectorAll('style')].some((s) => s.textContent?.includes('size: A4'))).toBe(true);
  });

  it('sums up what to make for the day and each slot, names the courier and gives each row a tick box', async () => {
    openSheet('/orders/day-sheet?date=2026-12-24');
    expect(await screen.findByText('2026-12-24 全天制作汇总')).toBeTruthy();
    const day = document.querySelector('.sheet-day')?.textContent ?? '';
    expect(day).toContain('香槟玫瑰花束33枝1');
    expect(day).toContain('加购 玻璃花瓶');
    expect(slotText('morning')).toContain('本时段制作');
    expect(slotText('afternoon')).toContain('骑手老王13700000001');
    // An empty square per summary line and per order, ticked by hand on paper.
    expect(document.querySelectorAll('[data-slot="morning"] .sheet-tick')).toHaveLength(3);
    expect(document.querySelectorAll('.sheet-day .sheet-tick')).toHaveLength(3);
  });

  it("links to the cooler's day plan of the same date", async () => {
    openSheet('/orders/day-sheet?date=2026-12-24');
    await screen.findByText('愿你每天都开心');
    const plan = screen.getByText('备花计划').closest('a');
    expect(plan?.getAttribute('href')).toBe('/admin/cooler?tab=plan&date=2026-12-24');
  });

  it('prints each card message on its own A6 card', async () => {
    const { app } = openSheet('/orders/day-sheet?date=2026-12-24');
    await screen.findByText('愿你每天都开心');
    fireEvent.click(screen.getByText('贺卡（A6）'));
    await waitFor(() => expect(app.where()).toBe('/orders/day-sheet?date=2026-12-24&layout=cards'));
    const cards = [...document.querySelectorAll('.message-card')].map((card) => card.textContent);
    expect(cards).toEqual([expect.stringMatching(/愿你每天都开心.*—— 小王/)]);
    expect([...document.querySelectorAll('style')].some((s) => s.textContent?.includes('size: 105mm 148mm'))).toBe(
      true,
    );
  });
});
