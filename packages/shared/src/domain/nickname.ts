/** The name registrations stored for a member who chose none, before issue 40: 用户 and the phone's last four digits. */
const STORED_DEFAULT = /^用户(\d{4})$/;

/**
 * The phone digits a member without a nickname goes by (worded by the page: "用户5678", "User 5678"): from the
 * `用户NNNN` default older registrations stored, else from the phone when the nickname is empty; null for a chosen one.
 */
export function defaultNameTail(nickname: string | null | undefined, phone?: string | null): string | null {
  const name = (nickname ?? '').trim();
  const stored = STORED_DEFAULT.exec(name);
  if (stored) return stored[1] ?? null;
  if (name !== '') return null;
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : null;
}
