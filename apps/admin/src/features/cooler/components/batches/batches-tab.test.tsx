// @vitest-environment jsdom
import type { CoolerBatch, CoolerStock, ExpiringCoolerBatches } from '@ffe/shared/contracts/cooler-batches';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aStaffSelf } from '../../../../test/factories';
import { type Answer, failure, fakeApi, ok } from '../../../../test/fake-api';
import { openDialog, renderConsole, signedIn } from '../../../../test/render-console';

const LIST = '/api/admin/cooler/batches/list';
const EXPIRING = '/api/admin/cooler/batches/expiring';
const WRITE_OFF = '/api/admin/cooler/batches/write-off';
const TODAY_SECTION = '/api/admin/cooler/batches/today-section';

const rose = {
  id: 'stem-rose',
  kind: 'flower' as const,
  name: '红玫瑰',
  nameEn: 'Red rose',
  unit: 'stem' as const,
  bunchSize: 20,
  vaseLifeDays: 7,
};

const aBatch = (overrides: Partial<CoolerBatch> = {}): CoolerBatch => ({
  id: 'batch-1',
  stemId: rose.id,
  supplierId: 'market',
  supplierName: '斗南花市',
  supplierNameEn: 'Dounan market',
  status: 'received',
  orderedQuantity: 40,
  expectedOn: '2026-12-01',
  quantity: 40,
  leftQuantity: 12,
  receivedOn: '2026-12-01',
  useBy: '2026-12-04',
  daysLeft: 1,
  costCents: 8000,
  version: 3,
  ...overrides,
});

const aStock = (costsShown: boolean): CoolerStock => ({
  today: '2026-12-03',
  costsShown,
  stems: [
    {
      stem: rose,
      onHand: 12,
      onOrder: 60,
      batches: [
        aBatch({ costCents: costsShown ? 8000 : null }),
        aBatch({
          id: 'batch-2',
          status: 'ordered',
          quantity: 60,
          leftQuantity: 60,
          receivedOn: null,
          expectedOn: '2026-12-05',
          useBy: '2026-12-12',
          daysLeft: 9,
          costCents: costsShown ? 12000 : null,
        }),
      ],
    },
  ],
});

const anExpiring = (section: ExpiringCoolerBatches['section'] = null): ExpiringCoolerBatches => ({
  today: '2026-12-03',
  soon: [
    {
      stem: rose,
      batches: [aBatch({ costCents: null })],
      goods: [
        {
          id: 'goods-19',
          name: '红玫瑰花束',
          nameEn: 'Red roses',
          onSale: true,
          sizes: [{ skuKey: 'goods-19-s2', name: '19枝', nameEn: '19 stems' }],
        },
        {
          id: 'goods-off',
          name: '旧款花束',
          nameEn: null,
          onSale: false,
          sizes: [{ skuKey: '', name: null, nameEn: null }],
        },
      ],
    },
  ],
  expired: [
    {
      stem: rose,
      batch: aBatch({ id: 'batch-old', leftQuantity: 5, useBy: '2026-12-02', daysLeft: -1, costCents: null }),
    },
  ],
  section,
});

function batchesTab(role: 'admin' | 'florist', routes: Record<string, Answer | (() => Answer)> = {}) {
  signedIn();
  const api = fakeApi({
    '/api/admin/me': ok(aStaffSelf(role)),
    [LIST]: ok(aStock(role === 'admin')),
    [EXPIRING]: ok(anExpiring()),
    '/api/admin/cooler/stems/options': ok({ list: [] }),
    '/api/admin/cooler/suppliers/list': ok({ list: [] }),
    ...routes,
  });
  renderConsole('/cooler?tab=batches');
  return api;
}

const confirmation = () =>
  waitFor(() => {
    const top = [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')].at(-1);
    if (!top) throw new Error('no confirmation');
    return top;
  });

const okButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /确\s?定/ });

/** A button by its text: role queries over antd's tables and drawers take minutes in jsdom on a busy machine. */
const buttonIn = (root: HTMLElement, name: RegExp) => within(root).getByText(name).closest('button') as HTMLElement;

async function expandRose() {
  const row = (await screen.findByText('红玫瑰', { selector: 'td' })).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { name: /展开|expand/i }));
  return waitFor(() => {
    const table = document.querySelector<HTMLElement>('.ant-table-expanded-row');
    if (!table?.textContent?.includes('斗南花市')) throw new Error('not open yet');
    return table;
  });
}

describe('the cooler’s batches tab', () => {
  it('lists the stems on hand and on order, and their batches with days left and the cost for the admin', async () => {
    batchesTab('admin');
    const row = (await screen.findByText('红玫瑰', { selector: 'td' })).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('12 枝');
    expect(row.textContent).toContain('60 枝');
    const batches = await expandRose();
    expect(batches.textContent).toContain('12 / 40');
    expect(batches.textContent).toContain('明天到期');
    expect(batches.textContent).toContain('已订货');
    expect(batches.textContent).toContain('¥80.00');
    expect(batches.textContent).toContain('¥120.00');
  });

  it('hides the cost from a florist', async () => {
    batchesTab('florist');
    const batches = await expandRose();
    expect(batches.textContent).not.toContain('¥');
    expect(within(batches).queryByText('成本')).toBeNull();
  });

  it('writes off units of a batch with a reason', async () => {
    const api = batchesTab('florist', {
      [WRITE_OFF]: ok({
        batch: aBatch({ leftQuantity: 9 }),
        move: { id: 'm', batchId: 'batch-1', kind: 'write_off', quantity: 3, reason: 'broken', costCents: null },
      }),
    });
    const batches = await expandRose();
    fireEvent.click(buttonIn(batches, /损\s?耗/));
    const drawer = await openDialog();
    expect(drawer.textContent).toContain('登记损耗：红玫瑰');
    fireEvent.change(drawer.querySelector('input.ant-input-number-input') as HTMLElement, { target: { value: '3' } });
    fireEvent.click(buttonIn(drawer, /保\s?存/));
    await waitFor(() => expect(api.bodiesTo(WRITE_OFF)).toHaveLength(1));
    expect(api.bodiesTo(WRITE_OFF)[0]).toEqual({ batchId: 'batch-1', units: 3, reason: 'wilted', note: '' });
  });

  it('shows a refused write-off in the drawer', async () => {
    const api = batchesTab('florist', { [WRITE_OFF]: failure(409, 'STOCK_CHANGED', 'units: stock is now 2') });
    const batches = await expandRose();
    fireEvent.click(buttonIn(batches, /损\s?耗/));
    const drawer = await openDialog();
    fireEvent.click(buttonIn(drawer, /保\s?存/));
    await waitFor(() => expect(api.bodiesTo(WRITE_OFF)).toHaveLength(1));
    await waitFor(() => expect(drawer.querySelector('.ant-form-item-explain-error, .ant-alert')).toBeTruthy());
  });

  it('lists the expiring stems with the goods that use them and puts them in 今日花材 after asking', async () => {
    const api = batchesTab('florist', {
      [EXPIRING]: ok(anExpiring({ id: 'section-today', goodsIds: ['a', 'b', 'c'], version: 2 })),
      [TODAY_SECTION]: ok({ section: { id: 'section-today', goodsIds: ['goods-19'], version: 3 }, replaced: true }),
    });
    expect(await screen.findByText('红玫瑰花束')).toBeTruthy();
    expect(screen.getByText('19枝')).toBeTruthy();
    expect(screen.getByText('已下架')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '放入首页「今日花材」' }));
    const confirm = await confirmation();
    expect(confirm.textContent).toContain('首页已有「今日花材」栏目（3 个商品），用所选的 1 个商品替换吗？');
    expect(api.bodiesTo(TODAY_SECTION)).toHaveLength(0);
    fireEvent.click(okButton(confirm));
    await waitFor(() => expect(api.bodiesTo(TODAY_SECTION)).toEqual([{ goodsIds: ['goods-19'] }]));
  });

  it('writes off an expired batch as expired in one click, after asking', async () => {
    const api = batchesTab('florist', {
      [WRITE_OFF]: ok({
        batch: aBatch({ id: 'batch-old', leftQuantity: 0 }),
        move: { id: 'm', batchId: 'batch-old', kind: 'write_off', quantity: 5, reason: 'expired', costCents: null },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '按过期报损' }));
    const confirm = await confirmation();
    expect(confirm.textContent).toContain('剩余的 5 枝');
    fireEvent.click(okButton(confirm));
    await waitFor(() =>
      expect(api.bodiesTo(WRITE_OFF)).toEqual([{ batchId: 'batch-old', units: 5, reason: 'expired' }]),
    );
  });

  it('offers a retry when the cooler fails to load', async () => {
    let answer = failure(500, 'SYSTEM_ERROR', 'boom');
    batchesTab('admin', { [LIST]: () => answer });
    expect(await screen.findByText('加载失败')).toBeTruthy();
    answer = ok(aStock(true));
    fireEvent.click(screen.getByText('重试'));
    expect(await screen.findByText('红玫瑰', { selector: 'td' })).toBeTruthy();
  });
});
