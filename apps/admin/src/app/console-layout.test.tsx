// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, storage } from '../lib/storage';
import { aStaffMember, aStaffSelf } from '../test/factories';
import { fakeApi, ok } from '../test/fake-api';
import { renderConsole, signedIn, storedToken } from '../test/render-console';

const menuItems = () =>
  within(screen.getByRole('menu'))
    .queryAllByRole('menuitem')
    .map((item) => item.textContent);

describe('the console frame', () => {
  it('shows an admin every area they may use', async () => {
    signedIn();
    fakeApi({
      '/api/admin/me': ok(aStaffSelf('admin')),
      '/api/admin/staff/list': ok({ list: [], total: 0 }),
    });
    renderConsole('/staff');
    await screen.findByRole('menu');
    expect(screen.queryByRole('button', { name: '打开菜单' })).toBeNull();
    expect(menuItems()).toEqual([
      '经营概况',
      '我的配送',
      '订单',
      '制作单',
      '客服工作台',
      '客服设置',
      '商品',
      '花房',
      '周花',
      '分类',
      '售后',
      '评价',
      '客户',
      '意见反馈',
      '配送设置',
      '首页装修',
      '优惠券',
      '员工',
      '操作日志',
    ]);
  });

  it('shows customer service their queues, the orders, the subscriptions and the delivery settings, but no dashboard', async () => {
    signedIn();
    fakeApi({
      '/api/admin/me': ok(aStaffSelf('service')),
      '/api/admin/after-sale/list': ok({ list: [], total: 0 }),
    });
    renderConsole('/after-sales');
    await screen.findByRole('menu');
    expect(menuItems()).toEqual([
      '订单',
      '制作单',
      '客服工作台',
      '客服设置',
      '周花',
      '售后',
      '评价',
      '客户',
      '意见反馈',
      '配送设置',
    ]);
  });

  it('hides what a florist may not use, and refuses the page when its address is typed in', async () => {
    signedIn();
    const api = fakeApi({ '/api/admin/me': ok(aStaffSelf('florist')) });
    const app = renderConsole('/staff');
    expect(await screen.findByText('没有权限')).toBeTruthy();
    expect(menuItems()).toEqual(['经营概况', '订单', '制作单', '商品', '花房', '周花', '分类', '配送设置']);
    expect(screen.getByText('花艺师')).toBeTruthy();
    expect(api.bodiesTo('/api/admin/staff/list')).toEqual([]);
    // The start page opens the first area the role may use: the dashboard.
    await app.router.navigate('/');
    await waitFor(() => expect(app.where()).toBe('/dashboard'));
  });

  it('tells a member whose role has no area yet so', async () => {
    signedIn();
    fakeApi({ '/api/admin/me': ok(aStaffSelf('courier', { permissions: [] })) });
    renderConsole('/');
    expect(await screen.findByText('你的角色目前没有可用的功能页面。')).toBeTruthy();
  });

  it('sends a visitor without a sign-in to the login, coming back afterwards', async () => {
    const api = fakeApi({});
    const app = renderConsole('/audit?area=staff');
    expect(await screen.findByText('员工登录')).toBeTruthy();
    expect(app.where()).toBe('/login?redirect=/audit?area=staff');
    expect(api.calls).toEqual([]);
  });

  it("switches the language, antd's own texts with it, and remembers the choice", async () => {
    signedIn();
    fakeApi({
      '/api/admin/me': ok(aStaffSelf('admin')),
      '/api/admin/staff/list': ok({ list: [aStaffMember()], total: 1 }),
    });
    renderConsole('/staff');
    expect(await screen.findByText('20 条/页')).toBeTruthy();
    fireEvent.click(screen.getByText('English'));
    expect(await screen.findByText('Audit log')).toBeTruthy();
    expect(screen.getByText('20 / page')).toBeTruthy();
    expect(screen.getByText('Admin')).toBeTruthy();
    expect(storage.get(STORAGE_KEYS.language)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    fireEvent.click(screen.getByText('中文'));
    expect(await screen.findByText('操作日志')).toBeTruthy();
  });

  it('logs out only after asking, and forgets the sign-in', async () => {
    signedIn();
    const api = fakeApi({
      // A role with no area stays on the start page, which signs out to the bare login.
      '/api/admin/me': ok(aStaffSelf('florist', { permissions: [] })),
      '/api/member/logout': ok(null),
    });
    const app = renderConsole('/');
    fireEvent.click(await screen.findByRole('button', { name: /退出登录/ }));
    const question = await screen.findByRole('dialog');
    expect(question.textContent).toContain('确定退出登录吗？');
    expect(api.bodiesTo('/api/member/logout')).toEqual([]);
    fireEvent.click(within(question).getByRole('button', { name: /退出登录/ }));
    await waitFor(() => expect(app.where()).toBe('/login'));
    expect(api.bodiesTo('/api/member/logout')).toHaveLength(1);
    expect(storedToken()).toBeUndefined();
  });

  it('logs out from any page to the bare login, with no page to come back to', async () => {
    signedIn();
    fakeApi({
      '/api/admin/me': ok(aStaffSelf('admin')),
      '/api/admin/staff/list': ok({ list: [], total: 0 }),
      '/api/member/logout': ok(null),
    });
    const app = renderConsole('/staff?page=2');
    fireEvent.click(await screen.findByRole('button', { name: /退出登录/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /退出登录/ }));
    await waitFor(() => expect(app.where()).toBe('/login'));
    expect(await screen.findByText('员工登录')).toBeTruthy();
    expect(app.where()).toBe('/login');
  });
});
