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
      // Private mode or a full quota: the app keeps working from memory until a reload.
    }
  },
  remove(key: string): void {
    localStorage.removeItem(key);
  },
};
