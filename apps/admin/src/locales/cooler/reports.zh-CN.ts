/** The cooler's reports texts (issue 44). */
export const reportsZh = {};
