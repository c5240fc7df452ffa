/** What a keyword is matched against: name, tags, flower language and category, lower-cased. */
export function goodsSearchText(parts: {
  name: string;
  tags: readonly string[];
  flowerLanguage: string;
  categoryName: string;
}): string {
  return [parts.name, ...parts.tags, parts.flowerLanguage, parts.categoryName].join(' ').toLowerCase();
}

/** The category names a goods is found by: a child category's with its parent's first (鲜花 玫瑰). */
export const categorySearchName = (name: string, parentName: string | null): string =>
  parentName === null ? name : `${parentName} ${name}`;
