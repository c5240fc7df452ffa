/** Keys of what the console keeps on the device: its own, so the shop's login in the same browser is left alone. */
export const STORAGE_KEYS = {
  token: 'ffe_admin_token',
  tokenExpired: 'ffe_admin_token_expired',
  language: 'ffe_admin_language',
  alertsMuted: 'ffe_admin_alerts_muted',
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
      // Private mode or a full quota: the console keeps working from memory until a reload.
    }
  },
  remove(key: string): void {
    localStorage.removeItem(key);
  },
};
