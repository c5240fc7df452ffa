// @vitest-environment jsdom
import type { CoolerRecipe, CoolerRecipeGoods } from '@ffe/shared/contracts/cooler-recipes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aStaffSelf } from '../../../../test/factories';
import { type Answer, type Call, fakeApi, ok } from '../../../../test/fake-api';
import { openDialog, renderConsole, signedIn } from '../../../../test/render-console';

const GOODS = '/api/admin/cooler/recipes/goods';
const DETAIL = '/api/admin/cooler/recipes/detail';
const SAVE = '/api/admin/cooler/recipes/save';
const OPTIONS = '/api/admin/cooler/stems/options';

const roseLine = {
  id: 'line-1',
  stemId: 'stem-rose',
  stemName: '红玫瑰',
  stemNameEn: null,
  unit: 'stem' as const,
  stemArchived: false,
  quantity: 11,
};
const bouquet: CoolerRecipeGoods = {
  goodsId: 'goods-1',
  name: '热恋玫瑰',
  nameEn: null,
  onSale: true,
  addOn: false,
  sizes: [
    { skuKey: 'sku-11', name: '11枝', nameEn: null, version: 2, lines: [roseLine] },
    { skuKey: 'sku-19', name: '19枝', nameEn: null, version: null, lines: [] },
  ],
};
const recipe = (over: Partial<CoolerRecipe> = {}): CoolerRecipe => ({
  goodsId: 'goods-1',
  goodsName: '热恋玫瑰',
  goodsNameEn: null,
  skuKey: 'sku-11',
  name: '11枝',
  nameEn: null,
  version: 2,
  lines: [roseLine],
  ...over,
});

function recipesTab(routes: Record<string, Answer | ((call: Call) => Answer)> = {}) {
  signedIn();
  const api = fakeApi({
    '/api/admin/me': ok(aStaffSelf('florist')),
    [GOODS]: ok({ list: [bouquet], total: 1 }),
    [OPTIONS]: ok({
      list: [
        { id: 'stem-rose', kind: 'flower', name: '红玫瑰', nameEn: null, unit: 'stem' },
        { id: 'stem-euc', kind: 'flower', name: '尤加利', nameEn: null, unit: 'stem' },
      ],
    }),
    [DETAIL]: (call) =>
      ok(
        call.body.skuKey === 'sku-19' ? recipe({ skuKey: 'sku-19', name: '19枝', version: null, lines: [] }) : recipe(),
      ),
    ...routes,
  });
  renderConsole('/cooler?tab=recipes');
  return api;
}

describe('the cooler’s recipes tab', () => {
  it('lists goods with each size’s recipe and saves an edit keeping the line’s id', async () => {
    const api = recipesTab({ [SAVE]: ok(recipe({ version: 3, lines: [{ ...roseLine, quantity: 12 }] })) });
    expect(await screen.findByText('红玫瑰 ×11 枝')).toBeTruthy();
    expect(screen.getByText('无配方（按手填库存）')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('编辑配方 热恋玫瑰 11枝'));
    const drawer = await openDialog();
    const units = await within(drawer).findByLabelText('数量 1');
    fireEvent.change(units, { target: { value: '12' } });
    fireEvent.click(within(drawer).getByText(/^保\s?存$/));
    await waitFor(() => expect(api.bodiesTo(SAVE)).toHaveLength(1));
    expect(api.bodiesTo(SAVE)[0]).toEqual({
      goodsId: 'goods-1',
      skuKey: 'sku-11',
      version: 2,
      lines: [{ id: 'line-1', stemId: 'stem-rose', quantity: 12 }],
    });
  });

  it('copies another size’s recipe into a size without one, then saves it as new lines', async () => {
    const api = recipesTab({ [SAVE]: ok(recipe({ skuKey: 'sku-19', name: '19枝', version: 1 })) });
    await screen.findByText('红玫瑰 ×11 枝');
    fireEvent.click(screen.getByLabelText('编辑配方 热恋玫瑰 19枝'));
    const drawer = await openDialog();
    fireEvent.click(await within(drawer).findByText('从其他规格复制…'));
    const modal = await waitFor(() => {
      const open = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].at(-1);
      if (!open?.textContent?.includes('复制配方') || !open.textContent.includes('红玫瑰 ×11 枝'))
        throw new Error('not yet');
      return open;
    });
    fireEvent.click(within(modal).getByText(/^复\s?制$/));
    await waitFor(() => expect((within(drawer).getByLabelText('数量 1') as HTMLInputElement).value).toBe('11'));
    fireEvent.click(within(drawer).getByText(/^保\s?存$/));
    await waitFor(() => expect(api.bodiesTo(SAVE)).toHaveLength(1));
    expect(api.bodiesTo(SAVE)[0]).toEqual({
      goodsId: 'goods-1',
      skuKey: 'sku-19',
      version: null,
      lines: [{ stemId: 'stem-rose', quantity: 11 }],
    });
  });
});
