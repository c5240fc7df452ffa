// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { useUserStore } from '../../../stores/user-store';
import { apiFailure, mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import { aCurrentUser, aLoginResult } from '../test/accounts';
import PasswordLoginPage from './password-login-page';

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

const initial = useUserStore.getState();

async function logIn(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('账号'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: password } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '登录' })));
}

describe('the password login page', () => {
  beforeEach(() => {
    localStorage.clear();
    useUserStore.setState(initial, true);
  });

  it('logs staff in with user name and password and returns to the redirect', async () => {
    const api = mockApi({
      '/api/member/login/password': aLoginResult({ user: aCurrentUser({ username: 'service', role: ['staff'] }) }),
    });
    renderPage(PasswordLoginPage, {
      path: PATHS.loginWithPwd,
      search: '?uniIdRedirectUrl=%2Fpages%2Ftabbar%2Fme%2Fme',
    });
    fireEvent.click(screen.getByRole('checkbox'));
    await logIn(' service ', 'service-demo-2026');
    expect(api.bodies('/api/member/login/password')).toEqual([{ username: 'service', password: 'service-demo-2026' }]);
    expect(screen.getByTestId('location').textContent).toBe('/pages/tabbar/me/me');
  });

  it('shows the lockout on the page', async () => {
    mockApi({ '/api/member/login/password': apiFailure(429, 'locked', 'LOGIN_LOCKED') });
    renderPage(PasswordLoginPage, { path: PATHS.loginWithPwd });
    fireEvent.click(screen.getByRole('checkbox'));
    await logIn('service', 'wrong-password-1');
    expect(screen.getByRole('alert').textContent).toBe('密码错误次数过多，账号已暂时锁定，请稍后再试');
    expect(useUserStore.getState().isLogin).toBe(false);
  });

  it('asks for both fields before calling', async () => {
    const api = mockApi({ '/api/member/login/password': aLoginResult() });
    renderPage(PasswordLoginPage, { path: PATHS.loginWithPwd });
    await logIn('service', '');
    expect(screen.getByRole('alert').textContent).toBe('请输入密码');
    expect(api.bodies('/api/member/login/password')).toEqual([]);
  });
});
