/** Keys of what the app keeps on the device (spec §9). */
export const STORAGE_KEYS = {
  token: 'uni_id_token',
  tokenExpired: 'uni_id_token_expired',
  /** The account module's cached account info (spec §3). */
  userInfo: 'uni-id-pages-userInfo',
  cartList: 'cartList',
  historyWords: 'historyWords',
  language: 'language',
} as const;

/** JSON in localStorage; unreadable or missing values read as undefined, full storage is ignored. */
export const storage = {
  get<T>(key: string): T | undefined {
    try {
      const raw = localStorage.getItem(key);
      return raw === null ? undefined : (JSON.parse(raw) as T);
    } catch {
      return undefined;
    }
  },
  set(key: string, value: unknown): void {
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Private mode or a full quota: the app keeps working from memory.
    }
  },
  remove(key: string): void {
    localStorage.removeItem(key);
  },
};
