// @vitest-environment jsdom
import type { CouponTemplateView } from '@ffe/shared/contracts/admin-coupons';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aStaffSelf } from '../../../test/factories';
import { failure, fakeApi, ok } from '../../../test/fake-api';
import { openDialog, renderConsole, signedIn } from '../../../test/render-console';

const DAY = 86_400_000;

const aTemplate = (overrides: Partial<CouponTemplateView> = {}): CouponTemplateView => ({
  id: 'tpl-1',
  name: '周末满减',
  nameEn: null,
  kind: 'fixed',
  amountOffCents: 2000,
  percentOff: 0,
  maxOffCents: 0,
  minSpendCents: 19_900,
  scope: 'all',
  scopeIds: [],
  scopeNames: [],
  validFrom: Date.now() - DAY,
  validUntil: Date.now() + 30 * DAY,
  validDays: null,
  totalQuantity: 100,
  claimedCount: 12,
  perMemberLimit: 1,
  audience: 'public',
  state: 'active',
  endedAt: null,
  createdAt: Date.now(),
  figures: { claimed: 12, used: 5, discountCents: 10_000, orders: 6 },
  version: 3,
  ...overrides,
});

function openCoupons(routes: Parameters<typeof fakeApi>[0] = {}) {
  signedIn();
  const api = fakeApi({
    '/api/admin/me': ok(aStaffSelf('admin')),
    '/api/admin/coupon/template/list': ok({ list: [aTemplate()], total: 1 }),
    ...routes,
  });
  return { api, app: renderConsole('/coupons') };
}

/** The button reading `word` in `container` (antd puts a space between two Chinese characters on some buttons). */
const button = (container: HTMLElement, word: string) =>
  within(container).getByText((_, el) => el?.tagName === 'BUTTON' && el.textContent?.replace(/\s/g, '') === word);

const row = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('the coupons page', () => {
  it('lists templates with their terms, quantities and figures', async () => {
    openCoupons();
    const tr = await row('周末满减');
    expect(tr.textContent).toContain('满199减20');
    expect(tr.textContent).toContain('12 / 100');
    expect(tr.textContent).toContain('¥100.00');
    expect(tr.textContent).toContain('进行中');
  });

  it('ends a template only after confirming', async () => {
    const { api } = openCoupons({
      '/api/admin/coupon/template/end': ok(aTemplate({ state: 'ended', endedAt: Date.now() })),
    });
    fireEvent.click(button(await row('周末满减'), '结束'));
    const dialog = await openDialog();
    expect(dialog.textContent).toContain('已领取的券照常可用');
    expect(api.bodiesTo('/api/admin/coupon/template/end')).toEqual([]);
    fireEvent.click(button(dialog, '结束'));
    await waitFor(() => expect(api.bodiesTo('/api/admin/coupon/template/end')).toEqual([{ id: 'tpl-1' }]));
  });

  it('issues to all members after a confirmation naming how many', async () => {
    const { api } = openCoupons({
      '/api/admin/coupon/template/issue-preview': ok({ members: 320, eligible: 300, remaining: 88 }),
      '/api/admin/coupon/template/issue': ok({ issued: 88, atLimit: 20, soldOut: 212, repeated: false }),
    });
    fireEvent.click(button(await row('周末满减'), '发放'));
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByText('全部会员'));
    await waitFor(() => expect(dialog.textContent).toContain('共 320 位会员，其中 300 位未达每人限领；剩余 88 张。'));
    fireEvent.click(button(dialog, '发放'));
    const confirm = await waitFor(() => {
      const top = [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')].at(-1);
      if (!top) throw new Error('no confirmation');
      return top;
    });
    expect(confirm.textContent).toContain('将向 88 位会员各发放 1 张');
    fireEvent.click(button(confirm, '发放'));
    await waitFor(() => expect(api.bodiesTo('/api/admin/coupon/template/issue')).toHaveLength(1));
    expect(api.bodiesTo('/api/admin/coupon/template/issue')[0]).toMatchObject({
      id: 'tpl-1',
      target: { kind: 'all' },
    });
  });

  it('shows a phone the server does not know under the phone field', async () => {
    openCoupons({
      '/api/admin/coupon/template/issue': failure(400, 'INVALID_PARAM', 'target.phone: NOT_FOUND'),
    });
    fireEvent.click(button(await row('周末满减'), '发放'));
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('会员手机号'), { target: { value: '13900001111' } });
    fireEvent.click(button(dialog, '发放'));
    expect(await within(dialog).findByText('找不到对应的记录')).toBeTruthy();
  });

  it('sends amounts in cents from the editor and locks the terms of a claimed template', async () => {
    const { api } = openCoupons({ '/api/admin/coupon/template/update': ok(aTemplate()) });
    fireEvent.click(button(await row('周末满减'), '编辑'));
    const drawer = await openDialog();
    expect(drawer.textContent).toContain('已有 12 张被领取');
    expect((within(drawer).getByLabelText('减免金额') as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(within(drawer).getByLabelText('名称'), { target: { value: '周末满减 加倍' } });
    fireEvent.click(button(drawer, '保存'));
    await waitFor(() => expect(api.bodiesTo('/api/admin/coupon/template/update')).toHaveLength(1));
    expect(api.bodiesTo('/api/admin/coupon/template/update')[0]).toMatchObject({
      id: 'tpl-1',
      version: 3,
      name: '周末满减 加倍',
      amountOffCents: 2000,
      minSpendCents: 19_900,
      totalQuantity: 100,
    });
  });

  it('offers hidden categories and off-sale goods from the console routes as a scope', async () => {
    const category = { icon: '', sort: 0, goodsCount: 1, parentId: null, children: [] };
    const goods = { cover: '', categoryId: 'c1', categoryName: '节日', salePrice: 99, marketPrice: 99, stock: 3 };
    const { api } = openCoupons({
      '/api/admin/category/tree': ok({ list: [{ ...category, id: 'c1', name: '节日花束', visible: false }] }),
      '/api/admin/goods/list': ok({
        list: [
          {
            ...goods,
            id: 'g1',
            name: '冬日暖阳',
            sales: 0,
            status: 'off_sale',
            hasSpecs: false,
            addOn: false,
            updatedAt: 0,
          },
        ],
        total: 1,
      }),
    });
    fireEvent.click(button(await screen.findByRole('main'), '新建优惠券'));
    const drawer = await openDialog();
    fireEvent.click(within(drawer).getByText('指定分类'));
    fireEvent.mouseDown(await within(drawer).findByLabelText('分类或商品'));
    expect(await screen.findByText('节日花束（已隐藏）')).toBeTruthy();
    fireEvent.click(within(drawer).getByText('指定商品'));
    await waitFor(() => expect(api.bodiesTo('/api/admin/goods/list')).toEqual([{ pageSize: 20 }]));
    fireEvent.mouseDown(within(drawer).getByLabelText('分类或商品'));
    expect(await screen.findByText('冬日暖阳（已下架）')).toBeTruthy();
    expect(api.calls.some((c) => c.path.startsWith('/api/mall/'))).toBe(false);
  });
});
