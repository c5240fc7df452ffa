import type { reportsZh } from './reports.zh-CN';

/** The cooler's reports texts in English (issue 44). */
export const reportsEn: typeof reportsZh = {};
