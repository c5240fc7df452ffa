// @vitest-environment jsdom
import type { CoolerStem, CoolerStemPrices, CoolerSupplier } from '@ffe/shared/contracts/cooler-stems';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aStaffSelf } from '../../../../test/factories';
import { type Answer, type Call, failure, fakeApi, ok } from '../../../../test/fake-api';
import { openDialog, renderConsole, signedIn } from '../../../../test/render-console';

const LIST = '/api/admin/cooler/stems/list';
const UPDATE = '/api/admin/cooler/stems/update';
const CREATE = '/api/admin/cooler/stems/create';
const DETAIL = '/api/admin/cooler/stems/detail';
const PRICES = '/api/admin/cooler/stems/prices';
const SUPPLIERS = '/api/admin/cooler/suppliers/list';

const rose = (over: Partial<CoolerStem> = {}): CoolerStem => ({
  id: 'stem-rose',
  kind: 'flower',
  name: '红玫瑰',
  nameEn: 'Red rose',
  variety: '卡罗拉',
  grade: 'A',
  colour: '红',
  unit: 'stem',
  bunchSize: 20,
  vaseLifeDays: 7,
  substitutionGroup: '红色玫瑰',
  valueCents: 350,
  archived: false,
  version: 2,
  ...over,
});
const market: CoolerSupplier = {
  id: 'sup-1',
  name: '斗南花市',
  nameEn: null,
  contact: '',
  archived: false,
  version: 1,
};
const prices: CoolerStemPrices = {
  list: [
    {
      supplierId: 'sup-1',
      supplierName: '斗南花市',
      supplierNameEn: null,
      supplierArchived: false,
      bunchPriceCents: 3000,
    },
  ],
};

function stemsTab(role: 'admin' | 'florist', routes: Record<string, Answer | ((call: Call) => Answer)> = {}) {
  signedIn();
  const api = fakeApi({
    '/api/admin/me': ok(aStaffSelf(role)),
    [LIST]: ok({ list: [rose()], total: 1 }),
    [SUPPLIERS]: ok({ list: [market] }),
    [PRICES]: ok(prices),
    ...routes,
  });
  renderConsole('/cooler?tab=stems');
  return api;
}

async function openEditor() {
  const row = (await screen.findByText('红玫瑰')).closest('tr') as HTMLElement;
  expect(row.textContent).toContain('每扎 20 枝');
  expect(row.textContent).toContain('¥3.50');
  fireEvent.click(within(row).getByText('编辑'));
  return openDialog();
}

const staleDialog = () =>
  waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].at(-1);
    if (!open?.textContent?.includes('此记录在你编辑期间已被修改')) throw new Error('not yet');
    return open;
  });

describe('the cooler’s stems tab', () => {
  it('lists stems and saves an edit with the version read, the value in cents', async () => {
    const api = stemsTab('florist', { [UPDATE]: ok(rose({ bunchSize: 10, version: 3 })) });
    const drawer = await openEditor();
    fireEvent.change(within(drawer).getByLabelText('每扎数量'), { target: { value: '10' } });
    fireEvent.change(within(drawer).getByLabelText('替换价值（元/单位）'), { target: { value: '4.2' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(api.bodiesTo(UPDATE)).toHaveLength(1));
    expect(api.bodiesTo(UPDATE)[0]).toMatchObject({ id: 'stem-rose', version: 2, bunchSize: 10, valueCents: 420 });
    // A florist sees no prices, and asks for none.
    expect(api.bodiesTo(PRICES)).toHaveLength(0);
    expect(within(drawer).queryByText('供应商进价')).toBeNull();
  });

  it('adds a stem', async () => {
    const api = stemsTab('florist', { [CREATE]: ok(rose({ id: 'stem-new', name: '尤加利', version: 1 })) });
    fireEvent.click(await screen.findByRole('button', { name: '新增花材' }));
    const drawer = await openDialog();
    fireEvent.change(within(drawer).getByLabelText('名称'), { target: { value: '尤加利' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(api.bodiesTo(CREATE)).toHaveLength(1));
    expect(api.bodiesTo(CREATE)[0]).toMatchObject({ name: '尤加利', kind: 'flower', unit: 'stem', valueCents: 0 });
  });

  it('shows an admin the suppliers’ prices in the stem’s drawer', async () => {
    const api = stemsTab('admin');
    const drawer = await openEditor();
    await waitFor(() => expect(within(drawer).getByText('¥30.00')).toBeTruthy());
    expect(within(drawer).getAllByText('斗南花市').length).toBeGreaterThan(0);
    expect(api.bodiesTo(PRICES)[0]).toEqual({ stemId: 'stem-rose' });
  });

  it('shows what a colleague changed when a save is refused as stale', async () => {
    const api = stemsTab('florist', {
      [UPDATE]: failure(409, 'RECORD_CHANGED', 'version: the stem was saved by someone else (2 → 3)'),
      [DETAIL]: ok(rose({ vaseLifeDays: 5, version: 3 })),
    });
    const drawer = await openEditor();
    fireEvent.change(within(drawer).getByLabelText('名称'), { target: { value: '粉玫瑰' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s?存/ }));
    const dialog = await staleDialog();
    await waitFor(() => expect(dialog.textContent).toContain('瓶插期（天）'));
    api.routes[UPDATE] = ok(rose({ name: '粉玫瑰', vaseLifeDays: 5, version: 4 }));
    fireEvent.click(within(dialog).getByText('保存我的修改'));
    await waitFor(() => expect(api.bodiesTo(UPDATE)).toHaveLength(2));
    expect(api.bodiesTo(UPDATE)[1]).toMatchObject({ version: 3, name: '粉玫瑰', vaseLifeDays: 5 });
  });
});
