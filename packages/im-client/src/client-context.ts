import { createContext, useContext } from 'react';
import type { ImClient } from './client';

/** The app's messaging client for its pages: a new client (after a logout) renders them with its state. */
export const ImClientContext = createContext<ImClient | undefined>(undefined);

/** The client of the page; a chat page rendered without a provider is a programming error. */
export function useImClient(): ImClient {
  const client = useContext(ImClientContext);
  if (!client) throw new Error('im-client: no ImClientContext.Provider above this page');
  return client;
}
