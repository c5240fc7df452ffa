/** Every query of the cooler's reports starts with this key. */
export const COOLER_REPORTS_KEY = ['cooler', 'reports'] as const;
