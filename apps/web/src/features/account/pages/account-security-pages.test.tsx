// @vitest-environment jsdom
import type { CurrentUser } from '@ffe/shared/contracts/member';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useUserStore } from '../../../stores/user-store';
import { apiFailure, mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import { aCurrentUser, aLoginResult } from '../test/accounts';
import BindMobilePage from './bind-mobile-page';
import ChangePasswordPage from './change-password-page';
import RealNamePage from './real-name-page';
import RetrievePasswordPage from './retrieve-password-page';
import SetUsernamePage from './set-username-page';

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

const initial = useUserStore.getState();
const type = (placeholder: string, value: string, index = 0) => {
  const input = screen.getAllByPlaceholderText(placeholder)[index];
  if (!input) throw new Error(`no input ${placeholder}`);
  fireEvent.change(input, { target: { value } });
};
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: '提交' })));
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

beforeEach(() => {
  vi.mocked(toast).mockClear();
  localStorage.clear();
  useUserStore.setState(initial, true);
  useUserStore.getState().login(aLoginResult());
});

describe('changing the password', () => {
  it('refuses a weak or mistyped new password without calling, in the words of the product', async () => {
    const api = mockApi({ '/api/member/password/update': null });
    renderPage(ChangePasswordPage, { path: PATHS.changePassword });
    type('请输入旧密码', 'old-pass-1');
    type('请输入新密码', '12345678');
    type('请再次输入新密码', '12345678');
    await submit();
    expect(alerts()).toEqual(['密码必须为字母、数字和特殊符号任意两种的组合，密码长度必须在8-16位之间']);
    type('请输入新密码', 'fresh-pass-7');
    type('请再次输入新密码', 'fresh-pass-8');
    await submit();
    expect(alerts()).toEqual(['两次输入密码不一致']);
    expect(api.bodies('/api/member/password/update')).toEqual([]);
  });

  it('sends the old and new password and says a wrong old one in words', async () => {
    const api = mockApi({
      '/api/member/password/update': apiFailure(400, 'oldPassword: does not match', 'INVALID_PARAM'),
    });
    renderPage(ChangePasswordPage, { path: PATHS.changePassword });
    type('请输入旧密码', 'old-pass-1');
    type('请输入新密码', 'fresh-pass-7');
    type('请再次输入新密码', 'fresh-pass-7');
    await submit();
    await waitFor(() => expect(toast).toHaveBeenCalledWith('旧密码错误'));
    expect(api.bodies('/api/member/password/update')).toEqual([
      { oldPassword: 'old-pass-1', newPassword: 'fresh-pass-7' },
    ]);
  });
});

describe('resetting a forgotten password', () => {
  it('sends the phone, the code and the new password, then the member logs in again', async () => {
    const api = mockApi({
      '/api/member/phone/send': { resendAfterMs: 60_000 },
      '/api/member/password/resetBySms': null,
      '/api/member/logout': null,
    });
    renderPage(RetrievePasswordPage, { path: PATHS.retrievePassword });
    // The member's own phone is filled in.
    expect((screen.getByPlaceholderText('请输入手机号') as HTMLInputElement).value).toBe('13800000000');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '获取验证码' })));
    expect(api.bodies('/api/member/phone/send')).toEqual([{ phone: '13800000000' }]);
    await screen.findByRole('button', { name: /秒后重新获取/ });
    type('请输入6位验证码', '123456');
    type('请输入新密码', 'flowers-2026');
    type('请再次输入新密码', 'flowers-2026');
    await submit();
    await waitFor(() => expect(toast).toHaveBeenCalledWith('密码已重置，请使用新密码登录', 'success'));
    expect(api.bodies('/api/member/password/resetBySms')).toEqual([
      { phone: '13800000000', code: '123456', password: 'flowers-2026' },
    ]);
    await waitFor(() => expect(useUserStore.getState().isLogin).toBe(false));
  });

  it('names a bad code before calling', async () => {
    const api = mockApi({ '/api/member/password/resetBySms': null });
    renderPage(RetrievePasswordPage, { path: PATHS.retrievePassword });
    type('请输入6位验证码', '12');
    type('请输入新密码', 'flowers-2026');
    type('请再次输入新密码', 'flowers-2026');
    await submit();
    expect(alerts()).toEqual(['请输入6位数字验证码']);
    expect(api.bodies('/api/member/password/resetBySms')).toEqual([]);
  });
});

describe('the username', () => {
  it.each([
    ['ab', '用户名长度在 3 到 32 个字符'],
    ['13800000000', '用户名不能为纯数字'],
    ['玫瑰花园', '用户名仅能使用数字、字母、“_”及“-”'],
  ])('refuses %s with its rule, without calling', async (username, rule) => {
    const api = mockApi({ '/api/member/username/update': null });
    renderPage(SetUsernamePage, { path: PATHS.setUsername });
    type('请输入用户名', username);
    await submit();
    expect(alerts()).toEqual([rule]);
    expect(api.bodies('/api/member/username/update')).toEqual([]);
  });

  it('keeps the account the server answers with, and says a taken name under the field', async () => {
    let taken = true;
    mockApi({
      '/api/member/username/update': ({ username }: { username: string }) =>
        taken ? apiFailure(409, 'taken', 'USERNAME_TAKEN') : { user: aCurrentUser({ username }) },
    });
    renderPage(SetUsernamePage, { path: PATHS.setUsername });
    type('请输入用户名', 'rose_lover');
    await submit();
    await waitFor(() => expect(alerts()).toEqual(['该用户名已被使用']));
    taken = false;
    await submit();
    await waitFor(() => expect((useUserStore.getState().user as CurrentUser).username).toBe('rose_lover'));
  });
});

describe('binding a phone', () => {
  it('binds the new phone with its code and says one bound elsewhere in words', async () => {
    let holder = true;
    const api = mockApi({
      '/api/member/phone/bind': ({ phone }: { phone: string }) =>
        holder ? apiFailure(409, 'taken', 'PHONE_TAKEN') : { user: aCurrentUser({ mobile: phone }) },
    });
    renderPage(BindMobilePage, { path: PATHS.bindMobile });
    expect(screen.getByText('当前手机号：138****0000')).toBeTruthy();
    type('请输入手机号', '13911112222');
    type('请输入6位验证码', '654321');
    await submit();
    await waitFor(() => expect(toast).toHaveBeenCalledWith('该手机号已绑定其他账号'));
    holder = false;
    await submit();
    await waitFor(() => expect((useUserStore.getState().user as CurrentUser).mobile).toBe('13911112222'));
    expect(api.bodies('/api/member/phone/bind')).toHaveLength(2);
  });

  it('refuses the phone already bound, without calling', async () => {
    const api = mockApi({ '/api/member/phone/bind': null });
    renderPage(BindMobilePage, { path: PATHS.bindMobile });
    type('请输入手机号', '13800000000');
    type('请输入6位验证码', '654321');
    await submit();
    expect(alerts()).toEqual(['该手机号已是当前绑定的手机号']);
    expect(api.bodies('/api/member/phone/bind')).toEqual([]);
  });
});

describe('real-name verification', () => {
  const unverified = { verified: false, realName: null, identity: null, verifiedAt: null };

  it('checks the name and the identity number’s check digit before sending, then shows the masked status', async () => {
    const api = mockApi({
      '/api/member/getRealNameInfo': unverified,
      '/api/member/realName/submit': {
        verified: true,
        realName: '张*丰',
        identity: '110***********002X',
        verifiedAt: Date.UTC(2026, 10, 28),
      },
      '/api/member/getUserInfo': { user: aCurrentUser({ realNameAuth: true }) },
    });
    renderPage(RealNamePage, { path: PATHS.realNameVerify });
    await screen.findByPlaceholderText('请输入真实姓名');
    type('请输入真实姓名', 'Zhang');
    type('请输入18位身份证号码', '110105194912310021');
    await submit();
    expect(alerts()).toEqual(['姓名只能是2-20个汉字', '请输入正确的18位身份证号码']);
    expect(api.bodies('/api/member/realName/submit')).toEqual([]);

    type('请输入真实姓名', '张三丰');
    type('请输入18位身份证号码', '11010519491231002x');
    await submit();
    expect(await screen.findByText('你已完成实名认证')).toBeTruthy();
    expect(screen.getByText('张*丰')).toBeTruthy();
    expect(screen.getByText('110***********002X')).toBeTruthy();
    expect(api.bodies('/api/member/realName/submit')).toEqual([{ realName: '张三丰', identity: '11010519491231002X' }]);
  });

  it('offers a retry when the status cannot be loaded', async () => {
    mockApi({ '/api/member/getRealNameInfo': apiFailure(500, 'down', 'SYSTEM_ERROR') });
    renderPage(RealNamePage, { path: PATHS.realNameVerify });
    expect(await screen.findByRole('button', { name: '重试' })).toBeTruthy();
  });
});
