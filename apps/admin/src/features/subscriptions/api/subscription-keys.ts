/** Every query of the subscriptions area starts with this key, so a save refreshes what it touched. */
export const SUBSCRIPTIONS_KEY = ['subscriptions'] as const;
