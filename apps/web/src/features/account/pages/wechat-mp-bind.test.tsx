// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useUserStore } from '../../../stores/user-store';
import { apiFailure, mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import { aLoginResult } from '../test/accounts';
import { leaveFor } from '../utils/leave-site';
import UserSetPage from './user-set-page';

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));
vi.mock('../utils/leave-site', () => ({ leaveFor: vi.fn() }));

const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Mobile Safari/537.36 MicroMessenger/8.0.50';
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const WECHAT_PAGE = 'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx&scope=snsapi_base#wechat_redirect';
const initial = useUserStore.getState();

/** The WeChat entry of the security group, by its label. */
const wechatEntry = () => screen.findByText('微信', { selector: '.adm-list-item-content-main' }, { timeout: 5_000 });

function openSettings(search: string, routes: Record<string, unknown>) {
  const api = mockApi({
    '/api/member/wechat/mp/bind/authorize': { url: WECHAT_PAGE, state: 'bind-1' },
    ...routes,
  });
  renderPage(UserSetPage, { path: PATHS.userSet, search });
  return api;
}

describe('binding WeChat in the settings, inside WeChat', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('zh-CN');
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    vi.mocked(leaveFor).mockClear();
    vi.mocked(toast).mockClear();
    sessionStorage.clear();
    localStorage.clear();
    useUserStore.setState(initial, true);
    useUserStore.getState().login(aLoginResult());
  });

  it('offers to bind with one tap, and goes to WeChat to come back here', async () => {
    const api = openSettings('', { '/api/member/wechat/mp/binding': { available: true, bound: false } });
    const entry = await wechatEntry();
    expect(screen.getByText('未绑定')).toBeTruthy();
    await act(async () => fireEvent.click(entry));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(WECHAT_PAGE));
    expect(api.bodies('/api/member/wechat/mp/bind/authorize')).toEqual([
      { redirectUri: `${window.location.origin}${PATHS.userSet}?wechatMp=bind`, returnUrl: PATHS.userSet },
    ]);
    expect(sessionStorage.getItem('wechatMpState')).toBe('bind-1');
  });

  it('binds when WeChat brings the member back, and shows it bound', async () => {
    sessionStorage.setItem('wechatMpState', 'bind-1');
    let bound = false;
    const api = openSettings('?wechatMp=bind&code=code-1&state=bind-1', {
      '/api/member/wechat/mp/binding': () => ({ available: true, bound }),
      '/api/member/wechat/mp/bind': () => {
        bound = true;
        return { returnUrl: PATHS.userSet };
      },
    });
    await waitFor(() => expect(toast).toHaveBeenCalledWith('微信绑定成功', 'success'));
    expect(api.bodies('/api/member/wechat/mp/bind')).toEqual([{ code: 'code-1', state: 'bind-1' }]);
    expect(await screen.findByText('已绑定')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('');
  });

  it.each([
    ['WECHAT_BOUND_ELSEWHERE', 409, '该微信已绑定其他账号'],
    ['WECHAT_ALREADY_BOUND', 409, '当前账号已绑定其他微信'],
    ['WECHAT_CODE_REFUSED', 401, '微信未通过本次授权，请重新授权'],
    ['WECHAT_UNREACHABLE', 503, '暂时无法连接微信，请稍后再试'],
    ['WECHAT_STATE_INVALID', 400, '微信授权已失效或已使用，请重新授权'],
  ] as const)('says %s on the page', async (errCode, status, words) => {
    sessionStorage.setItem('wechatMpState', 'bind-1');
    openSettings('?wechatMp=bind&code=code-1&state=bind-1', {
      '/api/member/wechat/mp/binding': { available: true, bound: false },
      '/api/member/wechat/mp/bind': apiFailure(status, 'detail', errCode),
    });
    expect((await screen.findByRole('alert', {}, { timeout: 5_000 })).textContent).toBe(words);
  });

  it('refuses a way back this tab did not start, without binding', async () => {
    const api = openSettings('?wechatMp=bind&code=code-1&state=bind-1', {
      '/api/member/wechat/mp/binding': { available: true, bound: false },
      '/api/member/wechat/mp/bind': { returnUrl: null },
    });
    expect((await screen.findByRole('alert', {}, { timeout: 5_000 })).textContent).toBe(
      '微信授权已失效或已使用，请重新授权',
    );
    expect(api.bodies('/api/member/wechat/mp/bind')).toEqual([]);
  });

  it('says it in English on an English page', async () => {
    await i18n.changeLanguage('en');
    sessionStorage.setItem('wechatMpState', 'bind-1');
    openSettings('?wechatMp=bind&code=code-1&state=bind-1', {
      '/api/member/wechat/mp/binding': { available: true, bound: false },
      '/api/member/wechat/mp/bind': apiFailure(409, 'this WeChat is bound to another member', 'WECHAT_BOUND_ELSEWHERE'),
    });
    expect((await screen.findByRole('alert', {}, { timeout: 5_000 })).textContent).toBe(
      'This WeChat is already bound to another account',
    );
  });

  it('shows no WeChat entry outside WeChat, and does not ask', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(PHONE_UA);
    const api = openSettings('', { '/api/member/wechat/mp/binding': { available: true, bound: false } });
    expect(await screen.findByText('修改密码', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByText('微信', { selector: '.adm-list-item-content-main' })).toBeNull();
    expect(api.bodies('/api/member/wechat/mp/binding')).toEqual([]);
  });
});
