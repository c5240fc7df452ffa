import type { substitutionsZh } from './substitutions.zh-CN';

/** The cooler's substitutions texts in English (issue 44). */
export const substitutionsEn: typeof substitutionsZh = {};
