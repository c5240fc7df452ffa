/** Every query of substitutions starts with this key; a proposal sent or settings saved refresh them. */
export const COOLER_SUBSTITUTIONS_KEY = ['cooler', 'substitutions'] as const;
