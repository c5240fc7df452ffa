/** The cooler's substitutions texts (issue 44). */
export const substitutionsZh = {};
