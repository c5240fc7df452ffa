/** The cooler's plan texts (issue 44). */
export const planZh = {};
