// @vitest-environment jsdom
import type { AdminBouquet } from '@ffe/shared/contracts/admin-subscriptions';
import { addDays, weekdayOf } from '@ffe/shared/domain/subscription-schedule';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shopDay } from '../../../../lib/format';
import { aStaffSelf } from '../../../../test/factories';
import { fakeApi, ok } from '../../../../test/fake-api';
import { renderConsole, signedIn } from '../../../../test/render-console';
import { aSeries } from '../../../../test/subscription-factories';

const LIST = '/api/admin/subscriptions/bouquet/list';
const SAVE = '/api/admin/subscriptions/bouquet/save';
const monday = addDays(shopDay(), 1 - weekdayOf(shopDay()));

const week = (n: number, overrides: Partial<AdminBouquet> = {}): AdminBouquet => ({
  id: null,
  seriesId: 'series-1',
  week: addDays(monday, 7 * n),
  title: '玫瑰礼盒',
  titleEn: null,
  photo: '/uploads/rose.webp',
  goodsId: 'rose-box',
  skuId: null,
  goodsName: '玫瑰礼盒',
  stems: [],
  due: 0,
  version: null,
  ...overrides,
});

function bouquetsTab() {
  signedIn();
  const set = week(0, {
    id: 'b-1',
    title: '冬日暖阳',
    stems: [{ name: '红玫瑰', quantity: 11 }],
    due: 18,
    version: 2,
  });
  return fakeApi({
    '/api/admin/me': ok(aStaffSelf('admin')),
    '/api/admin/subscriptions/series/list': ok({ list: [aSeries()] }),
    [LIST]: ok({ list: [set, week(1)] }),
    [SAVE]: ({ body }) => ok(week(1, { ...(body as Partial<AdminBouquet>), id: 'b-2', version: 1 })),
    '/api/admin/cooler/recipes/goods': ok({ list: [], total: 0 }),
  });
}

const cardOf = (text: string) => screen.getByText(text).closest('.ant-card') as HTMLElement;

describe("the week's bouquet tab", () => {
  it("shows the series' weeks from this Monday with the stems and how many are due", async () => {
    const api = bouquetsTab();
    renderConsole('/subscriptions?tab=bouquets');
    const first = `${monday} 至 ${addDays(monday, 6)} 这一周`;
    expect(await screen.findByText(first)).toBeTruthy();
    expect(api.bodiesTo(LIST)).toEqual([{ seriesId: 'series-1', fromWeek: monday, weeks: 6 }]);
    expect(cardOf(first).textContent).toContain('本周需 18 束');
    expect(cardOf(first).textContent).toContain('红玫瑰 × 11');
    const next = `${addDays(monday, 7)} 至 ${addDays(monday, 13)} 这一周`;
    expect(cardOf(next).textContent).toContain('未设置，沿用系列默认花束');
    expect(cardOf(next).textContent).toContain('这个规格还没有配方');
  });

  it('saves one week with its version, a week never set as a new one', async () => {
    const api = bouquetsTab();
    renderConsole('/subscriptions?tab=bouquets');
    const next = `${addDays(monday, 7)} 至 ${addDays(monday, 13)} 这一周`;
    const card = (await screen.findByText(next)).closest('.ant-card') as HTMLElement;
    fireEvent.change(within(card).getByLabelText('花束名称'), { target: { value: '圣诞红' } });
    fireEvent.change(within(card).getByLabelText('英文名称'), { target: { value: 'Christmas red' } });
    fireEvent.click(within(card).getByText('保存这一周').closest('button') as HTMLElement);
    await waitFor(() => expect(api.bodiesTo(SAVE)).toHaveLength(1));
    expect(api.bodiesTo(SAVE)[0]).toEqual({
      seriesId: 'series-1',
      week: addDays(monday, 7),
      title: '圣诞红',
      titleEn: 'Christmas red',
      photo: '/uploads/rose.webp',
      goodsId: 'rose-box',
      skuId: null,
      version: null,
    });
    expect(await screen.findByText(`${addDays(monday, 7)} 这一周已保存`)).toBeTruthy();
  });
});
