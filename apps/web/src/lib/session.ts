import type { CurrentUser } from '@ffe/shared/contracts/member';
import { STORAGE_KEYS, storage } from './storage';

/** The unified-login token object (PRODUCT.md#shop-stored-shapes). */
export interface TokenRecord {
  token: string;
  /** When it stops working, ms since the epoch. */
  tokenExpired: number;
}

/** The account info the account module keeps on the device under `uni-id-pages-userInfo` (PRODUCT.md#shop-stored-shapes). */
export interface CachedUserInfo {
  _id: string;
  mobile: string | null;
  nickname: string;
  username: string | null;
  email: string | null;
  avatar_file: { url: string };
  realNameAuth: boolean;
}

const listeners = new Set<() => void>();

/** Called whenever the stored token changes: a login, a renewal, a logout or a token the server refused. */
export function onSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const notify = () => {
  for (const listener of listeners) listener();
};

export function readToken(): TokenRecord | undefined {
  const token = storage.get<string>(STORAGE_KEYS.token);
  if (typeof token !== 'string' || token === '') return undefined;
  const tokenExpired = storage.get<number>(STORAGE_KEYS.tokenExpired);
  return { token, tokenExpired: typeof tokenExpired === 'number' ? tokenExpired : 0 };
}

/** A token is there and has not expired (PRODUCT.md#shop-accounts: what a needLogin page asks for). */
export function hasValidToken(now = Date.now()): boolean {
  const record = readToken();
  return record !== undefined && record.tokenExpired > now;
}

export function saveToken(record: TokenRecord): void {
  storage.set(STORAGE_KEYS.token, record.token);
  storage.set(STORAGE_KEYS.tokenExpired, record.tokenExpired);
  notify();
}

export function saveUserInfo(user: CurrentUser): void {
  const info: CachedUserInfo = {
    _id: user._id,
    mobile: user.mobile,
    nickname: user.nickname,
    username: user.username,
    // Shop accounts have no e-mail; the field is kept because the account module reads it.
    email: null,
    avatar_file: user.avatar_file,
    realNameAuth: user.realNameAuth,
  };
  storage.set(STORAGE_KEYS.userInfo, info);
}

export function readUserInfo(): CachedUserInfo | undefined {
  const info = storage.get<CachedUserInfo>(STORAGE_KEYS.userInfo);
  return info && typeof info === 'object' && typeof info._id === 'string' ? info : undefined;
}

/** Forgets the login on this device: no token, expiry 0 and no account info (PRODUCT.md#shop-login). */
export function clearSession(): void {
  storage.remove(STORAGE_KEYS.token);
  storage.set(STORAGE_KEYS.tokenExpired, 0);
  storage.remove(STORAGE_KEYS.userInfo);
  notify();
}
