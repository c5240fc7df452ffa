import { SEARCH_HISTORY_LIMIT } from '../constants';

/** Newest first; a repeated word moves to the front instead of appearing twice (PRODUCT.md#shop-stored-shapes). */
export function rememberSearchWord(history: readonly string[], word: string): string[] {
  const trimmed = word.trim();
  if (!trimmed) return [...history];
  return [trimmed, ...history.filter((w) => w !== trimmed)].slice(0, SEARCH_HISTORY_LIMIT);
}
