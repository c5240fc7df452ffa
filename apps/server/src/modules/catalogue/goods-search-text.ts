/** What a keyword is matched against: the names (Chinese and English), tags, flower language and category, lower-cased. */
export function goodsSearchText(parts: {
  name: string;
  tags: readonly string[];
  flowerLanguage: string;
  categoryName: string;
  /** The English name, flower language and category names, when written, so a search in English finds them too. */
  english?: readonly (string | null | undefined)[];
}): string {
  const english = (parts.english ?? []).filter((text): text is string => Boolean(text));
  return [parts.name, ...parts.tags, parts.flowerLanguage, parts.categoryName, ...english].join(' ').toLowerCase();
}

/** The category names a goods is found by: a child category's with its parent's first (鲜花 玫瑰). */
export const categorySearchName = (name: string, parentName: string | null): string =>
  parentName === null ? name : `${parentName} ${name}`;

/** The English category names a goods is found by, parent first; empty when neither has one. */
export const categorySearchNameEn = (nameEn: string | null | undefined, parentNameEn: string | null | undefined) =>
  [parentNameEn, nameEn].filter(Boolean).join(' ');
