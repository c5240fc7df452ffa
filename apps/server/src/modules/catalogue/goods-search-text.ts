/** What a keyword is matched against: name, tags, flower language and category, lower-cased. */
export function goodsSearchText(parts: {
  name: string;
  tags: readonly string[];
  flowerLanguage: string;
  categoryName: string;
}): string {
  return [parts.name, ...parts.tags, parts.flowerLanguage, parts.categoryName].join(' ').toLowerCase();
}
