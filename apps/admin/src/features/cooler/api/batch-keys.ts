/** Every query of the cooler's batches starts with this key; a receiving, write-off or stocktake refreshes them. */
export const COOLER_BATCHES_KEY = ['cooler', 'batches'] as const;
