/** The cooler's stems texts (issue 44). */
export const stemsZh = {};
