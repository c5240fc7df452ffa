/**
 * An account's kind (`users.role`): a customer, a member of the team (`staff`, or `admin` for the owner) or a chat
 * guest, a device that chats with customer service without an account of its own (decision 005). An account has
 * exactly one; a staff member's team role (`staff-roles.ts`) is a second, finer one.
 */
export const accountRoles = ['customer', 'staff', 'admin', 'guest'] as const;
export type AccountRole = (typeof accountRoles)[number];

/** Whether the account (a request's signed-in member, a `users` row, a chat profile) is a chat guest. */
export const isGuest = (account: { readonly role: string }): boolean => account.role === 'guest';
