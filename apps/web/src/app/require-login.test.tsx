// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import CodeLoginPage from '../features/account/pages/code-login-page';
import { aLoginResult } from '../features/account/test/accounts';
import { LOGIN_PATHS, PATHS } from '../lib/paths';
import { STORAGE_KEYS, storage } from '../lib/storage';
import { useUserStore } from '../stores/user-store';
import { mockApi } from '../test/factories';
import { renderPage } from '../test/render-page';
import { RequireLogin } from './require-login';
import { routeTable } from './route-table';

vi.mock('../lib/toast', () => ({ toast: vi.fn() }));

const initial = useUserStore.getState();
const orderList = PATHS.orderList;

/** The order list behind the guard; any other address (the login page) shows the login page. */
function OrderList() {
  return (
    <RequireLogin>
      <p>我的订单列表</p>
    </RequireLogin>
  );
}

function renderOrderList() {
  return renderPage(OrderList, { path: orderList, search: '?tab=paid' });
}

describe('a page that needs login', () => {
  beforeEach(() => {
    localStorage.clear();
    useUserStore.setState(initial, true);
  });

  it('is shown with a valid, unexpired token', () => {
    storage.set(STORAGE_KEYS.token, 'token-123');
    storage.set(STORAGE_KEYS.tokenExpired, Date.now() + 60_000);
    renderOrderList();
    expect(screen.getByText('我的订单列表')).toBeTruthy();
  });

  it('sends a visitor without a token to the login page with the original address as uniIdRedirectUrl', () => {
    renderOrderList();
    expect(screen.queryByText('我的订单列表')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe(
      `/pages/common/login/login?uniIdRedirectUrl=${encodeURIComponent(`${orderList}?tab=paid`)}`,
    );
  });

  it('treats an expired token as none', () => {
    storage.set(STORAGE_KEYS.token, 'token-123');
    storage.set(STORAGE_KEYS.tokenExpired, Date.now() - 1);
    renderOrderList();
    expect(screen.getByTestId('location').textContent).toContain('/pages/common/login/login?uniIdRedirectUrl=');
  });

  it('comes back to the original address after logging in', async () => {
    const api = mockApi({ '/api/member/loginTypes': { list: ['smsCode'] }, '/api/member/login/vcode': aLoginResult() });
    renderPage(CodeLoginPage, {
      path: PATHS.login,
      search: `?uniIdRedirectUrl=${encodeURIComponent(`${orderList}?tab=paid`)}`,
    });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800000000' } });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '登录' })));

    expect(api.bodies('/api/member/login/vcode')).toEqual([{ phone: '13800000000', code: '123456' }]);
    expect(screen.getByTestId('location').textContent).toBe(`${orderList}?tab=paid`);
    expect(useUserStore.getState().isLogin).toBe(true);
  });

  it("is every order page, every page of mine but help and the WeChat contact, the account's own settings, a group's join page and the member's subscriptions and gift claim, never a login page", () => {
    const guarded = routeTable.filter((entry) => entry.needLogin).map((entry) => entry.path);
    const expected = routeTable
      .map((entry) => entry.path)
      .filter(
        (path) =>
          path.startsWith('/pages/order/') ||
          path.startsWith('/uni_modules/uni-id-pages/pages/userinfo/') ||
          (path.startsWith('/pages/me/') && path !== PATHS.helper && path !== PATHS.wechatAdd) ||
          path === PATHS.groupJoin ||
          path === PATHS.subscriptionMine ||
          path === PATHS.subscriptionDetail ||
          path === PATHS.giftClaim,
      );
    expect(guarded.sort()).toEqual(expected.sort());
    expect(expected).toHaveLength(25);
    // The 周花 series are for everyone to look at; buying asks for a sign-in on the way.
    expect(guarded).not.toContain(PATHS.subscriptions);
    expect(guarded).not.toContain(PATHS.subscriptionSeries);
    // Resetting a forgotten password by SMS is for visitors.
    expect(guarded).not.toContain(PATHS.retrievePassword);
    for (const path of LOGIN_PATHS) expect(guarded).not.toContain(path);
  });
});
