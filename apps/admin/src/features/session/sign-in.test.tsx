// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aLoginResult, aStaffMember, aStaffSelf } from '../../test/factories';
import { failure, fakeApi, ok } from '../../test/fake-api';
import { renderConsole, signedIn, storedToken } from '../../test/render-console';

const staffPage = ok({ list: [aStaffMember({ displayName: '陈小花' })], total: 1 });

async function signInAs(username: string, password: string) {
  fireEvent.change(await screen.findByLabelText('用户名'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: '登录' }));
}

describe('signing in to the console', () => {
  it('signs a staff member in and opens the first area they may use, with their name and role in the header', async () => {
    const login = aLoginResult(['admin']);
    const api = fakeApi({
      '/api/member/login/password': ok(login),
      '/api/admin/me': ok(aStaffSelf('admin')),
      // The figures fail here: this test is about arriving, the dashboard's own tests about what it shows.
      '/api/admin/dashboard': failure(503, 'SYSTEM_ERROR', 'Figures unavailable'),
    });
    const app = renderConsole('/login');
    await signInAs('admin', 'rose-2026');
    expect(await screen.findByText('服务器出了点问题，请稍后重试')).toBeTruthy();
    expect(app.where()).toBe('/dashboard');
    expect(screen.getByText('王店长')).toBeTruthy();
    expect(screen.getByText('管理员')).toBeTruthy();
    expect(api.bodiesTo('/api/member/login/password')).toEqual([{ username: 'admin', password: 'rose-2026' }]);
    // Every console call after the sign-in carries the new token, kept apart from the shop's.
    expect(api.calls.find((call) => call.path === '/api/admin/dashboard')?.token).toBe(login.token);
    expect(localStorage.getItem('uni_id_token')).toBeNull();
  });

  it('asks for the username and password before calling the server', async () => {
    const api = fakeApi({});
    renderConsole('/login');
    fireEvent.click(await screen.findByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入用户名')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('refuses a customer plainly, and forgets and revokes their token', async () => {
    const api = fakeApi({
      '/api/member/login/password': ok(aLoginResult(['customer'])),
      '/api/admin/me': failure(403, 'PERMISSION_DENIED', 'permission dashboard.read required'),
      '/api/member/logout': ok(null),
    });
    const app = renderConsole('/login');
    await signInAs('13800000000', 'rose-2026');
    expect(await screen.findByText('这个账号不是员工账号，不能登录管理后台。顾客请在商城中登录。')).toBeTruthy();
    expect(storedToken()).toBeUndefined();
    expect(api.bodiesTo('/api/member/logout')).toHaveLength(1);
    expect(app.where()).toBe('/login');
  });

  it("tells a disabled staff member why, in the page's words", async () => {
    fakeApi({ '/api/member/login/password': failure(403, 'ACCOUNT_DISABLED', '该账号已停用，请联系管理员') });
    renderConsole('/login');
    await signInAs('florist1', 'rose-2026');
    expect(await screen.findByText('账号已停用，请联系管理员')).toBeTruthy();
    expect(storedToken()).toBeUndefined();
  });

  it('tells a locked login how long to wait', async () => {
    fakeApi({
      '/api/member/login/password': failure(429, 'LOGIN_LOCKED', '密码错误次数过多，请300秒后再试', {
        'retry-after': '300',
      }),
    });
    renderConsole('/login');
    await signInAs('admin', 'wrong-2026');
    expect(await screen.findByText('密码错误次数过多，请 5 分钟 后再试')).toBeTruthy();
  });

  it('sends a member whose password was reset to choose a new one before anything else, then on', async () => {
    const api = fakeApi({
      '/api/member/login/password': ok(aLoginResult(['staff'], { mustChangePassword: true })),
      '/api/admin/me': ok(aStaffSelf('admin', { mustChangePassword: true })),
      '/api/member/password/update': ok(null),
      '/api/admin/staff/list': staffPage,
    });
    const app = renderConsole('/login?redirect=%2Fstaff%3Frole%3Dflorist');
    await signInAs('admin', 'given-2026');
    expect(await screen.findByText('请设置新密码')).toBeTruthy();
    expect(app.where()).toBe('/change-password?redirect=/staff?role=florist');
    // The frame is not reachable meanwhile: the guard sends the member back.
    await app.router.navigate('/staff');
    await waitFor(() => expect(app.where()).toBe('/change-password?redirect=/staff'));

    api.routes['/api/admin/me'] = ok(aStaffSelf('admin'));
    fireEvent.change(await screen.findByLabelText('当前密码'), { target: { value: 'given-2026' } });
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'mine-2026' } });
    fireEvent.change(screen.getByLabelText('再次输入新密码'), { target: { value: 'mine-2026' } });
    fireEvent.click(screen.getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('陈小花')).toBeTruthy();
    expect(app.where()).toBe('/staff');
    expect(api.bodiesTo('/api/member/password/update')).toEqual([
      { oldPassword: 'given-2026', newPassword: 'mine-2026' },
    ]);
  });

  it('returns a member whose session ended mid-work to the page they were on, after signing in again', async () => {
    signedIn('old-token');
    const api = fakeApi({
      '/api/admin/me': ok(aStaffSelf('admin')),
      '/api/admin/staff/list': failure(401, 'TOKEN_INVALID_TOKEN_EXPIRED', 'token已过期'),
      '/api/member/login/password': ok(aLoginResult(['admin'])),
    });
    const app = renderConsole('/staff?role=florist&page=2');
    expect(await screen.findByText('登录已过期，请重新登录')).toBeTruthy();
    expect(app.where()).toBe('/login?redirect=/staff?role=florist&page=2');
    expect(storedToken()).toBeUndefined();

    api.routes['/api/admin/staff/list'] = staffPage;
    await signInAs('admin', 'rose-2026');
    expect(await screen.findByText('陈小花')).toBeTruthy();
    expect(app.where()).toBe('/staff?role=florist&page=2');
    await waitFor(() =>
      expect(api.bodiesTo('/api/admin/staff/list').at(-1)).toMatchObject({ role: 'florist', page: 2 }),
    );
  });
});
