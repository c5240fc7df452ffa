// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aStaffSelf } from '../../../test/factories';
import { fakeApi, ok } from '../../../test/fake-api';
import { renderConsole, signedIn } from '../../../test/render-console';
import { aSeries, aSubscriptionDetail, aSubscriptionRow } from '../../../test/subscription-factories';

const LIST = '/api/admin/subscriptions/list';
const counts = { active: 2, paused: 1, ending: 1, cancelled: 4, all: 8 };

function openList(path: string, role: 'admin' | 'service' = 'admin') {
  signedIn();
  const rows = [
    aSubscriptionRow({ id: 'sub-a' }),
    aSubscriptionRow({ id: 'sub-b', gift: false, recipientName: '王先生' }),
  ];
  const api = fakeApi({
    '/api/admin/me': ok(aStaffSelf(role)),
    [LIST]: ok({ list: rows, total: 2, counts }),
    '/api/admin/subscriptions/series/list': ok({ list: [aSeries()] }),
    '/api/admin/subscriptions/detail/sub-a': ok(aSubscriptionDetail(rows[0])),
  });
  return { api, app: renderConsole(path) };
}

describe('the subscriptions list', () => {
  it('shows the active subscriptions with every tab count, the masked buyer, progress, next date, paid and the gift tag', async () => {
    const { api } = openList('/subscriptions');
    expect(await screen.findByText('王先生 · 徐汇区')).toBeTruthy();
    expect(api.bodiesTo(LIST)).toEqual([{ tab: 'active', page: 1, pageSize: 20 }]);
    expect(screen.getByText('进行中 2')).toBeTruthy();
    expect(screen.getByText('已取消 4')).toBeTruthy();
    expect(screen.getAllByText('138****0001')).toHaveLength(2);
    expect(screen.getAllByText('3 / 12')).toHaveLength(2);
    expect(screen.getAllByText('2026-12-11')).toHaveLength(2);
    expect(screen.getAllByText('¥479.00')).toHaveLength(2);
    expect(screen.getAllByText('礼物')).toHaveLength(1);
  });

  it('keeps the tab and the filters in the address and asks the server with them', async () => {
    const { api, app } = openList('/subscriptions?tab=list&weekday=5');
    await screen.findByText('王先生 · 徐汇区');
    expect(api.bodiesTo(LIST)).toEqual([{ tab: 'active', weekday: 5, page: 1, pageSize: 20 }]);
    fireEvent.click(screen.getByText('已暂停 1'));
    await waitFor(() => expect(app.where()).toBe('/subscriptions?tab=list&weekday=5&state=paused'));
    await waitFor(() =>
      expect(api.bodiesTo(LIST)).toContainEqual({ tab: 'paused', weekday: 5, page: 1, pageSize: 20 }),
    );
    const district = screen.getByPlaceholderText('区');
    fireEvent.change(district, { target: { value: '静安区' } });
    fireEvent.keyDown(district, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(api.bodiesTo(LIST)).toContainEqual({
        tab: 'paused',
        weekday: 5,
        district: '静安区',
        page: 1,
        pageSize: 20,
      }),
    );
  });

  it("opens a subscription's page from its row", async () => {
    const { app } = openList('/subscriptions');
    const row = (await screen.findAllByText('138****0001'))[0]?.closest('tr');
    if (!row) throw new Error('no row');
    fireEvent.click(row);
    await waitFor(() => expect(app.where()).toBe('/subscriptions/sub-a'));
    expect(await screen.findByText('SUB202611010001')).toBeTruthy();
  });

  it('shows customer service the list and the day counts, but neither plans nor the week’s bouquet', async () => {
    openList('/subscriptions', 'service');
    await screen.findByText('王先生 · 徐汇区');
    const tabs = document.querySelector('.ant-tabs-nav') as HTMLElement;
    expect(within(tabs).getByText('订阅')).toBeTruthy();
    expect(within(tabs).getByText('每日数量')).toBeTruthy();
    expect(within(tabs).queryByText('方案')).toBeNull();
    expect(within(tabs).queryByText('每周花束')).toBeNull();
    // Every reader of subscriptions filters by series, though only an admin edits them.
    expect(await screen.findByRole('combobox', { name: '系列' })).toBeTruthy();
  });
});
