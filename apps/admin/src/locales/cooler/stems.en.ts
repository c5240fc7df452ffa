import type { stemsZh } from './stems.zh-CN';

/** The cooler's stems texts in English (issue 44). */
export const stemsEn: typeof stemsZh = {};
