import type { batchesZh } from './batches.zh-CN';

/** The cooler's batches texts in English (issue 44). */
export const batchesEn: typeof batchesZh = {};
