import { createContext, useContext } from 'react';
import { activeImClient, type ImClient } from './client';

/** The app's messaging client for its pages: a new client (after a logout) renders them with its state. */
export const ImClientContext = createContext<ImClient | undefined>(undefined);

/** The client of the page: the provider's, else the newest made (a test that renders without the app's root). */
export const useImClient = (): ImClient => useContext(ImClientContext) ?? activeImClient();
