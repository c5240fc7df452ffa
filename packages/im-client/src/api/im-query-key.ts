import { useImStore } from '../runtime/im-store';

/**
 * A chat query's key: 'im' (the shop drops those at logout) and the chat user, because a guest's chat has no logout
 * and the member who logs in on that device must not see the guest's lists.
 */
export const imQueryKey = <const Parts extends readonly unknown[]>(me: string | undefined, ...parts: Parts) =>
  ['im', me ?? null, ...parts] as const;

/** The signed-in chat user's id, once the chat has started: the chat's queries wait for it. */
export const useImUserId = (): string | undefined => useImStore((s) => s.me?._id);
