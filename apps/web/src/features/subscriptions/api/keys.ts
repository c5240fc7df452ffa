/** Every subscription query starts with this key, so a change or a purchase refreshes them all. */
export const SUBSCRIPTIONS_KEY = ['subscriptions'] as const;
