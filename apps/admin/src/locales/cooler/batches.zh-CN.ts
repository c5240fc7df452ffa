/** The cooler's batches texts (issue 44). */
export const batchesZh = {};
