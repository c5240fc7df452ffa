// @vitest-environment jsdom
import type { AdminGoods } from '@ffe/shared/contracts/admin-goods';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aStaffSelf } from '../../../test/factories';
import { type Answer, type Call, failure, fakeApi, ok } from '../../../test/fake-api';
import { openDialog, renderConsole, signedIn } from '../../../test/render-console';

const UPDATE = '/api/admin/goods/update';
const DETAIL = '/api/admin/goods/detail/goods-rose';

const roses = (over: Partial<AdminGoods> = {}): AdminGoods => ({
  id: 'goods-rose',
  name: '红玫瑰花束',
  cover: '/images/bouquet/rose-red-kraft-1.svg',
  categoryId: 'cat-love',
  categoryName: '爱情鲜花',
  salePrice: 199,
  marketPrice: 249,
  stock: 23,
  sales: 4,
  status: 'on_sale',
  hasSpecs: true,
  addOn: false,
  updatedAt: 1_700_000_000_000,
  nameEn: null,
  flowerLanguageEn: null,
  descriptionEn: null,
  flowerLanguage: '热烈的爱',
  materials: '红玫瑰',
  packaging: '牛皮纸',
  deliveryNotes: '',
  description: '',
  tags: [],
  pictures: ['/images/bouquet/rose-red-kraft-1.svg'],
  specs: {
    name: '枝数',
    options: [
      { id: 'sku-11', name: '11枝', salePrice: 199, marketPrice: 249, stock: 15, sales: 3, picture: null },
      { id: 'sku-19', name: '19枝', salePrice: 299, marketPrice: 349, stock: 8, sales: 1, picture: null },
    ],
  },
  addOnIds: [],
  createdAt: 1_700_000_000_000,
  version: 3,
  ...over,
});

/** The goods page with the editor open on the roses, loaded. */
async function editor(update: Answer | ((call: Call) => Answer), goods = roses()) {
  signedIn();
  const api = fakeApi({
    '/api/admin/me': ok(aStaffSelf('florist')),
    '/api/admin/goods/list': ok({ list: [goods], total: 1 }),
    '/api/admin/category/tree': ok({ list: [] }),
    [DETAIL]: ok(goods),
    [UPDATE]: update,
  });
  renderConsole('/goods');
  fireEvent.click(await screen.findByText('编辑'));
  const drawer = await openDialog();
  await waitFor(() => expect(within(drawer).getAllByRole('textbox', { name: '规格值' })).toHaveLength(2));
  return { api, drawer };
}

const field = (drawer: HTMLElement, label: string, index = 0) =>
  within(drawer).getAllByRole('spinbutton', { name: label })[index] as HTMLInputElement;

/** The drawer's save button, in its header (antd may space a two-character label). */
const saveButton = (drawer: HTMLElement) =>
  (drawer.closest('.ant-drawer-content') ?? document.body).querySelector<HTMLElement>(
    '.ant-drawer-extra .ant-btn-primary',
  ) as HTMLElement;

const type = (input: HTMLElement, value: string) => {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('the goods editor', () => {
  it('saves with the sizes by id and the version it loaded, leaving the stock it did not change to the orders', async () => {
    const { api, drawer } = await editor(ok(roses({ version: 4 })));
    type(within(drawer).getByLabelText('包装'), '雾面纸');
    fireEvent.click(saveButton(drawer));
    await waitFor(() => expect(api.bodiesTo(UPDATE)).toHaveLength(1));
    const [sent] = api.bodiesTo(UPDATE) as [{ version: number; packaging: string; specs: { options: object[] } }];
    expect([sent.version, sent.packaging]).toEqual([3, '雾面纸']);
    expect(sent.specs.options).toEqual([
      { id: 'sku-11', name: '11枝', salePrice: 199, marketPrice: 249, picture: null },
      { id: 'sku-19', name: '19枝', salePrice: 299, marketPrice: 349, picture: null },
    ]);
    expect(sent).not.toHaveProperty('stock');
  });

  it('sends a stock it changed with the count it showed', async () => {
    const { api, drawer } = await editor(ok(roses({ version: 4 })));
    type(field(drawer, '库存', 0), '30');
    fireEvent.click(saveButton(drawer));
    await waitFor(() => expect(api.bodiesTo(UPDATE)).toHaveLength(1));
    const [sent] = api.bodiesTo(UPDATE) as [{ specs: { options: object[] } }];
    expect(sent.specs.options[0]).toMatchObject({ id: 'sku-11', stock: 30, stockWas: 15 });
    expect(sent.specs.options[1]).not.toHaveProperty('stock');
  });

  it('shows what a colleague changed when its save is refused as stale, then saves mine on top of theirs', async () => {
    let answered = 0;
    const theirs = roses({
      version: 4,
      specs: {
        name: '枝数',
        options: [
          { id: 'sku-11', name: '11枝', salePrice: 219, marketPrice: 249, stock: 13, sales: 5, picture: null },
          { id: 'sku-19', name: '19枝', salePrice: 299, marketPrice: 349, stock: 8, sales: 1, picture: null },
        ],
      },
    });
    const { api, drawer } = await editor(() => {
      answered += 1;
      return answered === 1
        ? failure(409, 'RECORD_CHANGED', 'version: the goods was saved by someone else (3 → 4)')
        : ok(roses({ version: 5 }));
    });
    type(within(drawer).getByLabelText('包装'), '雾面纸');
    api.routes[DETAIL] = ok(theirs);
    fireEvent.click(saveButton(drawer));
    const dialog = await waitFor(() => {
      const open = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].at(-1);
      if (!open?.textContent?.includes('此记录在你编辑期间已被修改')) throw new Error('not yet');
      return open;
    });
    await waitFor(() => expect(dialog.textContent).toContain('¥219.00'));
    expect(dialog.textContent).toContain('11枝 · 售价（元）');
    expect(dialog.textContent).toContain('¥199.00');
    expect(dialog.textContent).not.toContain('version:');
    fireEvent.click(within(dialog).getByText('保存我的修改'));
    await waitFor(() => expect(api.bodiesTo(UPDATE)).toHaveLength(2));
    const second = api.bodiesTo(UPDATE)[1] as { version: number; packaging: string; specs: { options: object[] } };
    expect([second.version, second.packaging]).toEqual([4, '雾面纸']);
    expect(second.specs.options[0]).toEqual({
      id: 'sku-11',
      name: '11枝',
      salePrice: 219,
      marketPrice: 249,
      picture: null,
    });
  });

  it('refuses a negative price at its field instead of saving it as ¥0', async () => {
    const { api, drawer } = await editor(ok(roses()));
    type(field(drawer, '售价（元）', 0), '-10');
    fireEvent.click(saveButton(drawer));
    expect(await within(drawer).findByText('须在 0–100000 之间')).toBeTruthy();
    expect(field(drawer, '售价（元）', 0).value).toBe('-10.00');
    expect(api.bodiesTo(UPDATE)).toEqual([]);
  });

  it('asks before putting a size on sale at ¥0, and sends nothing when told no', async () => {
    const { api, drawer } = await editor(ok(roses()));
    type(field(drawer, '售价（元）', 1), '0');
    type(field(drawer, '划线价（元）', 1), '0');
    fireEvent.click(saveButton(drawer));
    const question = await waitFor(() => {
      const open = [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')].at(-1);
      if (!open) throw new Error('not asked');
      return open;
    });
    expect(question.textContent).toContain('红玫瑰花束 · 19枝');
    fireEvent.click(within(question).getByRole('button', { name: /取\s?消/ }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.bodiesTo(UPDATE)).toEqual([]);
  });
});
