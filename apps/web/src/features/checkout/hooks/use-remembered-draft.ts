import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** Where the tab keeps the draft of its latest order confirmation (sessionStorage: per tab, as the history is). */
const STORAGE_KEY = 'checkout-draft';

interface Stored {
  /** The history entry (its key and address) the draft was filled in. */
  entry: string;
  draft: unknown;
}

function read(entry: string): unknown {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Stored | null;
    return stored?.entry === entry ? stored.draft : undefined;
  } catch {
    return undefined;
  }
}

function write(entry: string, draft: unknown): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ entry, draft } satisfies Stored));
  } catch {
    // Private mode or a full quota: the draft lives as long as the page then.
  }
}

/**
 * Like useState, but kept for this entry of the history: a member who leaves to add an address (or reloads) and
 * comes back finds what they had filled in. The third item forgets it once it has served.
 */
export function useRememberedDraft<T>(initial: T): [T, Dispatch<SetStateAction<T>>, () => void] {
  const { key, pathname, search } = useLocation();
  const entry = `${key} ${pathname}${search}`;
  const [draft, setDraft] = useState<T>(() => (read(entry) as T | undefined) ?? initial);
  useEffect(() => write(entry, draft), [entry, draft]);
  return [draft, setDraft, () => sessionStorage.removeItem(STORAGE_KEY)];
}
