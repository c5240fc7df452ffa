/** Every query of stems starts with this key; a change to a stem or a price refreshes them. */
export const COOLER_STEMS_KEY = ['cooler', 'stems'] as const;

/** Every query of suppliers starts with this key. */
export const COOLER_SUPPLIERS_KEY = ['cooler', 'suppliers'] as const;
