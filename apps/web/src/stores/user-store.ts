import type * as memberContracts from '@ffe/shared/contracts/member';
import type { CurrentUser, LoginResult } from '@ffe/shared/contracts/member';
import { create } from 'zustand';
import { updateUserSet } from '../lib/api/update-user-set';
import { call, isTokenError } from '../lib/api-client';
import { changeLocale, type Locale } from '../lib/i18n';
import { navigateTo } from '../lib/navigate';
import { PATHS } from '../lib/paths';
import { clearSession, onSessionChange, readToken, saveToken, saveUserInfo } from '../lib/session';

/**
 * Where the login stands: no token; a token read and the account being fetched; logged in; or a token whose account
 * could not be fetched (offline), tried again at the next show.
 */
export type LoginStatus = 'loggedOut' | 'checking' | 'loggedIn' | 'unverified';

/** The user store (PRODUCT.md#shop-stored-shapes): the token, the account (false when there is none) and the login state. */
export interface UserState {
  token: string;
  user: CurrentUser | false;
  /** A token is saved and the account behind it has been fetched (PRODUCT.md#shop-login). */
  isLogin: boolean;
  loginStatus: LoginStatus;
  /** Unread customer-service messages, as the account summary last counted them. */
  chat: number;
  /** Named by PRODUCT.md#shop-stored-shapes without a use; the shop is one shop, so it stays empty. */
  shoplist: string[];
  /** Keeps a login's token and account. */
  login(result: LoginResult): void;
  /** Takes an account the server sent back (e.g. after a settings change). */
  setUser(user: CurrentUser): void;
  /** Ends the login on the server and this device, then goes to the account module's login page. */
  logout(): Promise<void>;
  /** Reads the stored token and, when there is one, fetches its account (PRODUCT.md#shop-login: at app show). Never rejects. */
  refreshUser(): Promise<void>;
  /**
   * Shows the shop in `locale` and, for a member, saves it to the account, whose language wins at the next launch;
   * a failed save is said by the API client and the page stays in the chosen language.
   */
  chooseLanguage(locale: Locale): Promise<void>;
}

const loggedOut = { token: '', user: false, isLogin: false, loginStatus: 'loggedOut', chat: 0 } as const;

export const useUserStore = create<UserState>((set, get) => {
  let checking: Promise<void> | undefined;

  // The API client renews and forgets tokens on its own; the store follows.
  onSessionChange(() => {
    const record = readToken();
    if (!record) set(loggedOut);
    else if (record.token !== get().token) set({ token: record.token });
  });

  async function check(): Promise<void> {
    const record = readToken();
    if (!record || record.tokenExpired <= Date.now()) {
      if (record) clearSession();
      set(loggedOut);
      return;
    }
    set({ token: record.token, loginStatus: get().isLogin ? 'loggedIn' : 'checking' });
    try {
      const { user } = await call<typeof memberContracts.getUserInfo>('/api/member/getUserInfo', {}, undefined, {
        quietOnTokenError: true,
      });
      // Logged out while the answer was on its way.
      if (!readToken()) return;
      saveUserInfo(user);
      set({ user, isLogin: true, loginStatus: 'loggedIn' });
    } catch (error) {
      // A refused token has already been forgotten (and the store reset); anything else is tried again later.
      if (!isTokenError((error as { errCode?: string }).errCode)) {
        set((s) => ({ loginStatus: s.isLogin ? 'loggedIn' : 'unverified' }));
      }
    }
  }

  return {
    ...loggedOut,
    token: readToken()?.token ?? '',
    loginStatus: readToken() ? 'checking' : 'loggedOut',
    shoplist: [],

    login(result) {
      saveToken({ token: result.token, tokenExpired: result.tokenExpired });
      saveUserInfo(result.user);
      set({ token: result.token, user: result.user, isLogin: true, loginStatus: 'loggedIn' });
      window.dispatchEvent(new Event('login'));
    },

    setUser(user) {
      saveUserInfo(user);
      set({ user });
    },

    async logout() {
      if (readToken()) {
        // The device forgets the login even when the server cannot be told.
        await call<typeof memberContracts.logout>('/api/member/logout', {}, undefined, {
          quietOnTokenError: true,
        }).catch(() => undefined);
      }
      // To the default login page first (PRODUCT.md#shop-login), and only once it has rendered: a protected page still
      // on screen when the login is cleared would send the visitor to log in with a way back to itself.
      await navigateTo(PATHS.loginWithoutPwd, { replace: true });
      clearSession();
      set(loggedOut);
      window.dispatchEvent(new Event('logout'));
    },

    async chooseLanguage(locale) {
      changeLocale(locale);
      if (!get().isLogin) return;
      const { user } = await updateUserSet({ key: 'language', value: locale }).catch(() => ({ user: null }));
      if (user) get().setUser(user);
    },

    refreshUser() {
      // App show can fire twice in a row (launch, then visibility); one check serves both.
      checking ??= check().finally(() => {
        checking = undefined;
      });
      return checking;
    },
  };
});
