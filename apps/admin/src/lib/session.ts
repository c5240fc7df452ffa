import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, storage } from './storage';

/** A staff member's sign-in token and when it stops working (ms since the epoch). */
export interface TokenRecord {
  token: string;
  tokenExpired: number;
}

const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

/** Called whenever the stored token changes: a sign-in, a renewal, a logout or a token the server refused. */
export function onTokenChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function readToken(): string | undefined {
  const token = storage.get<string>(STORAGE_KEYS.token);
  return typeof token === 'string' && token !== '' ? token : undefined;
}

/** Whether the last session ended because the server stopped taking its token, for the sign-in page to say so. */
let endedMidWork = false;

/** Whether the member logged out on purpose: the sign-in page then has nowhere to send them back to. */
let loggedOut = false;

export function saveToken(record: TokenRecord): void {
  endedMidWork = false;
  loggedOut = false;
  storage.set(STORAGE_KEYS.token, record.token);
  storage.set(STORAGE_KEYS.tokenExpired, record.tokenExpired);
  notify();
}

/** Forgets the sign-in on this device. */
export function clearToken(): void {
  storage.remove(STORAGE_KEYS.token);
  storage.remove(STORAGE_KEYS.tokenExpired);
  notify();
}

/** Forgets the sign-in because the member chose to leave (logout), not because it ran out. */
export function logOutHere(): void {
  loggedOut = true;
  clearToken();
}

/** The stored token, re-rendering when it changes. */
export const useToken = () => useSyncExternalStore(onTokenChange, readToken);

/** Takes the member to sign in again; answers false when they are already there and the caller should just fail. */
type SessionExpiryHandler = () => boolean;

let expiryHandler: SessionExpiryHandler = () => false;

/** The app hands over what a session ending mid-work does (the router's move to the sign-in page). */
export function setSessionExpiryHandler(handler: SessionExpiryHandler): void {
  expiryHandler = handler;
}

/** The server no longer takes the token: forget it and let the app take the member to sign in again. */
export function sessionExpired(): boolean {
  endedMidWork = true;
  loggedOut = false;
  clearToken();
  return expiryHandler();
}

/** Whether the session ended mid-work (not by logging out), re-rendering when it changes. */
export const useSessionEndedMidWork = () => useSyncExternalStore(onTokenChange, () => endedMidWork);

/** Whether the member logged out on purpose, re-rendering when it changes. */
export const useLoggedOut = () => useSyncExternalStore(onTokenChange, () => loggedOut);
