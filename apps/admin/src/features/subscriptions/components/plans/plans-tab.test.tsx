// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aStaffSelf } from '../../../../test/factories';
import { type Answer, failure, fakeApi, ok } from '../../../../test/fake-api';
import { openDialog, renderConsole, signedIn } from '../../../../test/render-console';
import { aPlan, aSeries } from '../../../../test/subscription-factories';

const SERIES = '/api/admin/subscriptions/series/list';
const UPDATE_PLAN = '/api/admin/subscriptions/plan/update';
const CREATE_PLAN = '/api/admin/subscriptions/plan/create';
const UPDATE_SERIES = '/api/admin/subscriptions/series/update';

const plan = aPlan({ id: 'plan-12' });

function plansTab(routes: Record<string, Answer> = {}) {
  signedIn();
  const api = fakeApi({
    '/api/admin/me': ok(aStaffSelf('admin')),
    [SERIES]: ok({ list: [aSeries({ plans: [plan] })] }),
    '/api/admin/cooler/recipes/goods': ok({ list: [], total: 0 }),
    ...routes,
  });
  renderConsole('/subscriptions?tab=plans');
  return api;
}

async function editPlan() {
  const row = (await screen.findByText('12 次 · 每周 · 周五')).closest('tr') as HTMLElement;
  expect(row.textContent).toContain('¥479.00');
  expect(row.textContent).toContain('提前 2 天 16:00 截止');
  expect(row.textContent).toContain('已售 7');
  fireEvent.click(within(row).getByText('编辑').closest('button') as HTMLElement);
  return openDialog();
}

const save = (drawer: HTMLElement) =>
  fireEvent.click(
    within(drawer)
      .getByText(/保\s?存/)
      .closest('button') as HTMLElement,
  );

describe('the series and plans tab', () => {
  it('shows each series with its default bouquet, active subscriptions and plans', async () => {
    plansTab();
    expect(await screen.findByText('四季花束')).toBeTruthy();
    expect(screen.getByText('默认花束：玫瑰礼盒 · 进行中的订阅 5 个')).toBeTruthy();
    expect(screen.getByText('12 次 · 每周 · 周五')).toBeTruthy();
  });

  it('saves a plan with the version read and its price in yuan', async () => {
    const api = plansTab({ [UPDATE_PLAN]: ok({ ...plan, price: 499, version: 4 }) });
    const drawer = await editPlan();
    fireEvent.change(within(drawer).getByLabelText('价格（元）'), { target: { value: '499' } });
    save(drawer);
    await waitFor(() => expect(api.bodiesTo(UPDATE_PLAN)).toHaveLength(1));
    expect(api.bodiesTo(UPDATE_PLAN)[0]).toEqual({
      id: 'plan-12',
      version: 3,
      seriesId: 'series-1',
      deliveries: 12,
      everyWeeks: 1,
      weekdays: [5],
      price: 499,
      leadDays: 2,
      cutoff: '16:00',
      giftable: true,
      active: true,
      sort: 0,
    });
  });

  it('refuses a plan with figures missing or out of their bounds in the form, and sends nothing', async () => {
    const api = plansTab();
    fireEvent.click((await screen.findByText('新建方案')).closest('button') as HTMLElement);
    const drawer = await openDialog();
    // The number boxes keep within their bounds; an emptied one is refused with them.
    fireEvent.change(within(drawer).getByLabelText('配送次数'), { target: { value: '' } });
    fireEvent.change(within(drawer).getByLabelText('截止时间'), { target: { value: '25:00' } });
    save(drawer);
    expect(await within(drawer).findByText('请填写 1–52 之间的整数')).toBeTruthy();
    expect(within(drawer).getByText('请按 HH:MM 填写，例如 16:00')).toBeTruthy();
    expect(within(drawer).getByText('请填写 0.01–5200000 元')).toBeTruthy();
    expect(api.bodiesTo(CREATE_PLAN)).toEqual([]);
  });

  it('asks before taking a plan off sale, and saves only when confirmed', async () => {
    const api = plansTab({ [UPDATE_PLAN]: ok({ ...plan, active: false, version: 4 }) });
    const drawer = await editPlan();
    const onSale = within(drawer).getByText('在售').closest('.ant-form-item') as HTMLElement;
    fireEvent.click(within(onSale).getByRole('switch'));
    save(drawer);
    const confirm = await waitFor(() => {
      const open = [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')].at(-1);
      if (!open) throw new Error('not yet');
      return open;
    });
    expect(confirm.textContent).toContain('已购买的订阅照常配送');
    expect(api.bodiesTo(UPDATE_PLAN)).toEqual([]);
    fireEvent.click(
      within(confirm)
        .getByText(/^下\s?架$/)
        .closest('button') as HTMLElement,
    );
    await waitFor(() => expect(api.bodiesTo(UPDATE_PLAN)).toHaveLength(1));
    expect(api.bodiesTo(UPDATE_PLAN)[0]).toMatchObject({ id: 'plan-12', active: false });
  });

  it("shows the server's refusal at the field it names", async () => {
    plansTab({ [UPDATE_PLAN]: failure(400, 'INVALID_PARAM', 'leadDays: OUT_OF_BOUNDS 1..14') });
    const drawer = await editPlan();
    save(drawer);
    expect(await within(drawer).findByText(/1.*14/)).toBeTruthy();
    const field = within(drawer).getByLabelText('提前天数').closest('.ant-form-item');
    expect(field?.className).toContain('ant-form-item-has-error');
  });

  it('shows what changed when the series was saved by someone else meanwhile, and saves mine on top', async () => {
    const api = plansTab({
      [UPDATE_SERIES]: failure(409, 'RECORD_CHANGED', 'version: the series was saved by someone else (2 → 3)'),
    });
    fireEvent.click((await screen.findByText('编辑系列')).closest('button') as HTMLElement);
    const drawer = await openDialog();
    fireEvent.change(within(drawer).getByLabelText('系列名称'), { target: { value: '四季花语' } });
    api.routes[SERIES] = ok({ list: [aSeries({ description: '每周一束时令花', version: 3 })] });
    save(drawer);
    const dialog = await waitFor(() => {
      const open = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].at(-1);
      if (!open?.textContent?.includes('每周一束时令花')) throw new Error('not yet');
      return open;
    });
    expect(dialog.textContent).toContain('介绍');
    api.routes[UPDATE_SERIES] = ok(aSeries({ name: '四季花语', version: 4 }));
    fireEvent.click(within(dialog).getByText('保存我的修改'));
    await waitFor(() => expect(api.bodiesTo(UPDATE_SERIES)).toHaveLength(2));
    expect(api.bodiesTo(UPDATE_SERIES)[1]).toMatchObject({
      version: 3,
      name: '四季花语',
      description: '每周一束时令花',
    });
  });
});
