import { rememberSearchWord } from '@ffe/shared/domain/search-history';
import { useCallback, useState } from 'react';
import { STORAGE_KEYS, storage } from '../../../lib/storage';

/** The stored history, ignoring anything that is not a list of words (another version, a hand edit). */
function readHistory(): string[] {
  const stored = storage.get<unknown>(STORAGE_KEYS.historyWords);
  return Array.isArray(stored) ? stored.filter((word): word is string => typeof word === 'string') : [];
}

/** The device's search history, newest first; a repeated word moves to the front (PRODUCT.md#shop-stored-shapes). */
export function useSearchHistory() {
  const [words, setWords] = useState(readHistory);

  const remember = useCallback((word: string) => {
    // Read again: another tab may have searched since this page opened.
    const next = rememberSearchWord(readHistory(), word);
    storage.set(STORAGE_KEYS.historyWords, next);
    setWords(next);
  }, []);

  const clear = useCallback(() => {
    storage.remove(STORAGE_KEYS.historyWords);
    setWords([]);
  }, []);

  return { words, remember, clear };
}
