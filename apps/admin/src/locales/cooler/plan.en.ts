import type { planZh } from './plan.zh-CN';

/** The cooler's plan texts in English (issue 44). */
export const planEn: typeof planZh = {};
