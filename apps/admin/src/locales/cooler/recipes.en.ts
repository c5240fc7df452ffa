import type { recipesZh } from './recipes.zh-CN';

/** The cooler's recipes texts in English (issue 44). */
export const recipesEn: typeof recipesZh = {};
