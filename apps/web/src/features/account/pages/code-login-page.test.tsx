// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useUserStore } from '../../../stores/user-store';
import { apiFailure, mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import { aLoginResult } from '../test/accounts';
import CodeLoginPage from './code-login-page';

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

const initial = useUserStore.getState();
/** Each test its own number: a number's resend wait outlives a page, as it should. */
let phone = 13900000000;

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const typePhone = (value: string) => fireEvent.change(screen.getByLabelText('手机号'), { target: { value } });
const typeCode = (value: string) => fireEvent.change(screen.getByLabelText('验证码'), { target: { value } });
const sendButton = () => screen.getByRole('button', { name: /获取验证码|秒后重新获取/ });
const loginButton = () => screen.getByRole('button', { name: '登录' });

function renderLogin(types: string[] = ['smsCode', 'username', 'weixin'], routes: Record<string, unknown> = {}) {
  const api = mockApi({
    '/api/member/loginTypes': { list: types },
    '/api/member/phone/send': { resendAfterMs: 60_000 },
    '/api/member/login/vcode': aLoginResult(),
    ...routes,
  });
  renderPage(CodeLoginPage, { path: PATHS.login });
  return api;
}

describe('the code login page', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(toast).mockClear();
    localStorage.clear();
    useUserStore.setState(initial, true);
    phone += 1;
  });
  afterEach(() => vi.useRealTimers());

  it('offers a way back to the shop, where logout lands', () => {
    renderLogin();
    const home = screen.getByText('先去逛逛').closest('a');
    expect(home?.getAttribute('href')).toBe(PATHS.home);
  });

  it('refuses a phone number that is not 1 and 10 more digits, with a clear message', async () => {
    const api = renderLogin();
    typePhone('2380000000');
    fireEvent.click(sendButton());
    expect(screen.getByRole('alert').textContent).toBe('请输入正确的手机号码（1开头的11位数字）');
    typeCode('123456');
    fireEvent.click(loginButton());
    await flush();
    expect(api.bodies('/api/member/phone/send')).toEqual([]);
    expect(api.bodies('/api/member/login/vcode')).toEqual([]);
    // Typing again clears the message.
    typePhone(String(phone));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts 60 s down after sending a code, then offers to send again', async () => {
    const api = renderLogin();
    fireEvent.click(screen.getByRole('checkbox'));
    typePhone(String(phone));
    fireEvent.click(sendButton());
    await flush();
    expect(api.bodies('/api/member/phone/send')).toEqual([{ phone: String(phone) }]);
    expect(toast).toHaveBeenCalledWith('验证码已发送');
    expect(sendButton().textContent).toBe('60秒后重新获取');
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(sendButton().textContent).toBe('59秒后重新获取');
    fireEvent.click(sendButton());
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(sendButton().textContent).toBe('获取验证码');
    expect(api.bodies('/api/member/phone/send')).toHaveLength(1);
  });

  it('says why the server would not send a code, and does not count down', async () => {
    renderLogin(undefined, {
      '/api/member/phone/send': apiFailure(429, 'too frequent', 'SMS_TOO_FREQUENT'),
    });
    fireEvent.click(screen.getByRole('checkbox'));
    typePhone(String(phone));
    fireEvent.click(sendButton());
    await flush();
    expect(toast).toHaveBeenCalledWith('验证码发送太频繁，请稍后再试');
    expect(sendButton().textContent).toBe('获取验证码');
  });

  it('needs the agreement ticked: unticked it asks first, and agreeing goes on with the login', async () => {
    const api = renderLogin();
    typePhone(String(phone));
    typeCode('123456');
    fireEvent.click(loginButton());
    await flush();
    expect(api.bodies('/api/member/login/vcode')).toEqual([]);
    expect(screen.getByText('《用户协议》', { selector: '.adm-dialog a' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '同意并继续' }));
    await flush();
    expect(api.bodies('/api/member/login/vcode')).toEqual([{ phone: String(phone), code: '123456' }]);
    expect(toast).toHaveBeenCalledWith('登录成功', 'success');
    expect(useUserStore.getState().isLogin).toBe(true);
    // Opened directly, with no page of the shop below it: the login ends at the first page.
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('links the terms and the privacy policy', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: '《用户协议》' }).getAttribute('href')).toBe(PATHS.agreement);
    expect(screen.getByRole('link', { name: '《隐私政策》' }).getAttribute('href')).toBe(PATHS.policy);
  });

  it('asks for the 6-digit code before logging in', async () => {
    const api = renderLogin();
    fireEvent.click(screen.getByRole('checkbox'));
    typePhone(String(phone));
    typeCode('123');
    fireEvent.click(loginButton());
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('请输入6位数字验证码');
    expect(api.bodies('/api/member/login/vcode')).toEqual([]);
  });

  it('says a wrong code in words and stays logged out', async () => {
    renderLogin(undefined, { '/api/member/login/vcode': apiFailure(400, 'code invalid', 'SMS_CODE_INVALID') });
    fireEvent.click(screen.getByRole('checkbox'));
    typePhone(String(phone));
    typeCode('000000');
    fireEvent.click(loginButton());
    await flush();
    expect(toast).toHaveBeenCalledWith('验证码错误，请重新输入');
    expect(useUserStore.getState().isLogin).toBe(false);
  });

  it('offers password and WeChat login only when the server has them, and only warns about a type it does not know', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderLogin(['smsCode', 'qq']);
    await flush();
    expect(screen.queryByRole('link', { name: '账号密码登录' })).toBeNull();
    expect(screen.queryByRole('button', { name: '微信登录' })).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('qq'));
  });

  it('links to password login and shows WeChat when they are on', async () => {
    renderLogin(['smsCode', 'username', 'weixin']);
    await flush();
    expect(screen.getByRole('link', { name: '账号密码登录' }).getAttribute('href')).toBe(PATHS.loginWithPwd);
    expect(screen.getByRole('button', { name: '微信登录' })).toBeTruthy();
  });
});
