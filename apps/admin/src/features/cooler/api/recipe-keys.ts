/** Every query of recipes starts with this key; a saved recipe refreshes them. */
export const COOLER_RECIPES_KEY = ['cooler', 'recipes'] as const;
