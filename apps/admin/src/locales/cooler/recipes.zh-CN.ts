/** The cooler's recipes texts (issue 44). */
export const recipesZh = {};
