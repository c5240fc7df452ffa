// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { PATHS } from '../../../lib/paths';
import { useUserStore } from '../../../stores/user-store';
import { apiFailure, mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import { aLoginResult } from '../test/accounts';
import { leaveFor } from '../utils/leave-site';
import CodeLoginPage from './code-login-page';

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));
vi.mock('../utils/leave-site', () => ({ leaveFor: vi.fn() }));

const WECHAT_UA = 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.50 NetType/WIFI';
const ORDERS = '/pages/order/order-list/order-list?tab=paid';
const WECHAT_PAGE = 'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx#wechat_redirect';
const initial = useUserStore.getState();

function openLogin(search: string, routes: Record<string, unknown> = {}) {
  const api = mockApi({
    '/api/member/loginTypes': { list: ['smsCode', 'username', 'weixin'] },
    '/api/member/wechat/mp/authorize': { url: WECHAT_PAGE, state: 'state-1' },
    ...routes,
  });
  renderPage(CodeLoginPage, { path: PATHS.login, search });
  return api;
}

/** Back from WeChat with a code, to a tab that started `started` (or nothing). */
function backFromWechat(started: string | undefined, login: unknown) {
  if (started) sessionStorage.setItem('wechatMpState', started);
  return openLogin('?wechatMp=login&code=code-1&state=state-1', { '/api/member/wechat/mp/login': login });
}

describe('signing in inside WeChat (official account)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('zh-CN');
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    vi.mocked(leaveFor).mockClear();
    sessionStorage.clear();
    localStorage.clear();
    useUserStore.setState(initial, true);
  });

  it('starts with one tap, carrying uniIdRedirectUrl through WeChat', async () => {
    const api = openLogin(`?uniIdRedirectUrl=${encodeURIComponent(ORDERS)}`);
    // The first page of the file loads its parts slowly under a busy machine.
    const button = await screen.findByRole('button', { name: '微信一键登录' }, { timeout: 5_000 });
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(WECHAT_PAGE));
    expect(api.bodies('/api/member/wechat/mp/authorize')).toEqual([
      { redirectUri: `${window.location.origin}${PATHS.login}?wechatMp=login`, returnUrl: ORDERS },
    ]);
    expect(sessionStorage.getItem('wechatMpState')).toBe('state-1');
  });

  it('signs the member in when WeChat brings them back, and goes where the state said', async () => {
    backFromWechat('state-1', { status: 'signedIn', login: aLoginResult(), returnUrl: ORDERS });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(ORDERS));
    expect(useUserStore.getState().isLogin).toBe(true);
  });

  it("goes on to WeChat's question on a first sign-in", async () => {
    const asking = 'https://open.weixin.qq.com/connect/oauth2/authorize?scope=snsapi_userinfo#wechat_redirect';
    const api = backFromWechat('state-1', { status: 'consent', url: asking, state: 'state-2' });
    expect(await screen.findByRole('status')).toBeTruthy();
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(asking));
    expect(api.bodies('/api/member/wechat/mp/login')).toEqual([{ code: 'code-1', state: 'state-1' }]);
    expect(sessionStorage.getItem('wechatMpState')).toBe('state-2');
  });

  it('refuses a way back this tab did not start, on the page, without using the code', async () => {
    const api = backFromWechat(undefined, { status: 'signedIn', login: aLoginResult(), returnUrl: null });
    expect((await screen.findByRole('alert')).textContent).toBe('微信授权已失效或已使用，请重新授权');
    expect(api.bodies('/api/member/wechat/mp/login')).toEqual([]);
    expect(screen.getByRole('button', { name: '重新授权' })).toBeTruthy();
    expect(useUserStore.getState().isLogin).toBe(false);
  });

  it.each([
    ['WECHAT_STATE_INVALID', 400, '微信授权已失效或已使用，请重新授权'],
    ['WECHAT_CODE_REFUSED', 401, '微信未通过本次授权，请重新授权'],
    ['WECHAT_UNREACHABLE', 503, '暂时无法连接微信，请稍后再试'],
  ] as const)('says %s on the page', async (errCode, status, words) => {
    backFromWechat('state-1', apiFailure(status, `${errCode.toLowerCase()} detail`, errCode));
    expect((await screen.findByRole('alert')).textContent).toBe(words);
    // The spent code leaves the address.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(''));
  });

  it('says the refusal in English on an English page', async () => {
    await i18n.changeLanguage('en');
    backFromWechat('state-1', apiFailure(503, 'sns/oauth2/access_token: no answer', 'WECHAT_UNREACHABLE'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'WeChat cannot be reached right now; please try again later',
    );
  });
});
