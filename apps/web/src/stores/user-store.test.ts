// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aCurrentUser, aLoginResult } from '../features/account/test/accounts';
import i18n from '../lib/i18n';
import { setNavigator } from '../lib/navigate';
import { STORAGE_KEYS, storage } from '../lib/storage';
import { apiFailure, mockApi } from '../test/factories';
import { useUserStore } from './user-store';

vi.mock('../lib/toast', () => ({ toast: vi.fn() }));

const initial = useUserStore.getState();
const navigate = vi.fn();

function storeToken(token: string, tokenExpired = Date.now() + 3_600_000) {
  storage.set(STORAGE_KEYS.token, token);
  storage.set(STORAGE_KEYS.tokenExpired, tokenExpired);
}

describe('the user store', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('zh-CN');
    setNavigator(navigate);
  });
  beforeEach(() => {
    localStorage.clear();
    navigate.mockReset();
    useUserStore.setState(initial, true);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keeps a login: the token and its expiry, the account, and the cached account info of the account module', () => {
    const result = aLoginResult();
    useUserStore.getState().login(result);

    expect(useUserStore.getState()).toMatchObject({
      token: 'token-lily',
      user: result.user,
      isLogin: true,
      loginStatus: 'loggedIn',
    });
    expect(storage.get(STORAGE_KEYS.token)).toBe('token-lily');
    expect(storage.get(STORAGE_KEYS.tokenExpired)).toBe(result.tokenExpired);
    expect(storage.get('uni-id-pages-userInfo')).toEqual({
      _id: 'u-lily',
      mobile: '13800000000',
      nickname: '莉莉',
      username: null,
      email: null,
      avatar_file: { url: '/images/avatar-lily.png' },
      realNameAuth: false,
    });
  });

  it('logs out on the server and here, tells the app, and goes to the default login page', async () => {
    const api = mockApi({ '/api/member/logout': null });
    const loggedOut = vi.fn();
    window.addEventListener('logout', loggedOut);
    useUserStore.getState().login(aLoginResult());

    await useUserStore.getState().logout();

    expect(api.bodies('/api/member/logout')).toHaveLength(1);
    expect(useUserStore.getState()).toMatchObject({ token: '', user: false, isLogin: false, loginStatus: 'loggedOut' });
    expect(storage.get(STORAGE_KEYS.token)).toBeUndefined();
    expect(storage.get(STORAGE_KEYS.tokenExpired)).toBe(0);
    expect(storage.get('uni-id-pages-userInfo')).toBeUndefined();
    expect(loggedOut).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/uni_modules/uni-id-pages/pages/login/login-withoutpwd', {
      replace: true,
    });
    window.removeEventListener('logout', loggedOut);
  });

  it('still logs out on this device when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    useUserStore.getState().login(aLoginResult());
    await useUserStore.getState().logout();
    expect(useUserStore.getState().isLogin).toBe(false);
    expect(storage.get(STORAGE_KEYS.token)).toBeUndefined();
  });

  it('at app show, fetches the account of a stored token and is logged in only then', async () => {
    storeToken('token-stored');
    let answer: (user: unknown) => void = () => undefined;
    mockApi({ '/api/member/getUserInfo': () => new Promise((resolve) => (answer = resolve)) });

    const refreshed = useUserStore.getState().refreshUser();
    expect(useUserStore.getState()).toMatchObject({ token: 'token-stored', isLogin: false, loginStatus: 'checking' });
    answer({ user: aCurrentUser({ nickname: '小雏菊' }) });
    await refreshed;

    expect(useUserStore.getState()).toMatchObject({ isLogin: true, loginStatus: 'loggedIn' });
    expect(useUserStore.getState().user).toMatchObject({ nickname: '小雏菊' });
    expect(storage.get<{ nickname: string }>('uni-id-pages-userInfo')?.nickname).toBe('小雏菊');
  });

  it('asks nothing without a token, and forgets an expired one without asking', async () => {
    const api = mockApi({ '/api/member/getUserInfo': { user: aCurrentUser() } });
    await useUserStore.getState().refreshUser();
    storeToken('token-old', Date.now() - 1);
    await useUserStore.getState().refreshUser();

    expect(api.bodies('/api/member/getUserInfo')).toHaveLength(0);
    expect(storage.get(STORAGE_KEYS.token)).toBeUndefined();
    expect(useUserStore.getState()).toMatchObject({ isLogin: false, loginStatus: 'loggedOut' });
  });

  it('forgets a token the server refuses at app show, without leaving the page', async () => {
    storeToken('token-revoked');
    mockApi({ '/api/member/getUserInfo': apiFailure(401, 'token revoked', 'TOKEN_INVALID_WRONG_TOKEN') });
    await useUserStore.getState().refreshUser();

    expect(useUserStore.getState()).toMatchObject({ token: '', isLogin: false, loginStatus: 'loggedOut' });
    expect(storage.get(STORAGE_KEYS.token)).toBeUndefined();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the token when the account cannot be fetched for now, and tries again at the next show', async () => {
    storeToken('token-stored');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await useUserStore.getState().refreshUser();
    expect(useUserStore.getState()).toMatchObject({ token: 'token-stored', isLogin: false, loginStatus: 'unverified' });

    mockApi({ '/api/member/getUserInfo': { user: aCurrentUser() } });
    await useUserStore.getState().refreshUser();
    expect(useUserStore.getState()).toMatchObject({ isLogin: true, loginStatus: 'loggedIn' });
  });

  it('follows a token the server renewed', async () => {
    useUserStore.getState().login(aLoginResult({ token: 'token-old' }));
    const renewedUntil = Date.now() + 7 * 24 * 3_600_000;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { code: 200, message: 'ok', data: { user: aCurrentUser() } },
          { headers: { 'x-new-token': 'token-new', 'x-new-token-expired': String(renewedUntil) } },
        ),
      ),
    );
    await useUserStore.getState().refreshUser();
    expect(useUserStore.getState().token).toBe('token-new');
    expect(storage.get(STORAGE_KEYS.tokenExpired)).toBe(renewedUntil);
  });

  it("shows the chosen language at once, saves it to a member's account, and keeps a visitor's on the device only", async () => {
    const api = mockApi({
      '/api/member/updateUserSet': ({ value }: { value: 'en' }) => ({
        changed: true,
        user: aCurrentUser({ language: value }),
      }),
    });
    await useUserStore.getState().chooseLanguage('en');
    await vi.waitFor(() => expect(i18n.language).toBe('en'));
    expect(api.bodies('/api/member/updateUserSet')).toEqual([]);

    useUserStore.getState().login(aLoginResult());
    await useUserStore.getState().chooseLanguage('en');
    expect(api.bodies('/api/member/updateUserSet')).toEqual([{ key: 'language', value: 'en' }]);
    expect((useUserStore.getState().user as { language: string }).language).toBe('en');
    await i18n.changeLanguage('zh-CN');
  });
});
