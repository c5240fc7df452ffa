import { createContext, use, useContext } from 'react';
import type { ImClient } from './client';

/** Makes the session's client on first use (the same promise every call), so an app's first load need not carry it. */
export interface ImClientLoader {
  load(): Promise<ImClient>;
}

/** What an app provides: its messaging client, or a loader of it. */
export type ImClientValue = ImClient | ImClientLoader;

/** The app's messaging client for its pages: a new client (after a logout) renders them with its state. */
export const ImClientContext = createContext<ImClientValue | undefined>(undefined);

const isLoader = (value: ImClientValue): value is ImClientLoader => 'load' in value;

/** The client itself, made if it is not yet. */
export const clientOf = (value: ImClientValue): Promise<ImClient> =>
  isLoader(value) ? value.load() : Promise.resolve(value);

/** The client of the page (a page waits, suspended, while it is made); a chat page without a provider is a programming error. */
export function useImClient(): ImClient {
  const value = useContext(ImClientContext);
  if (!value) throw new Error('im-client: no ImClientContext.Provider above this page');
  return isLoader(value) ? use(value.load()) : value;
}
