// How IM calls get the chat token, a leaf the client object, the calls and the chat login all import (no import back).

/** What to do after the server refused the chat token. */
export type TokenErrorOutcome = 'retry' | 'leave' | 'fail';

/** How IM calls get and renew the chat token; the chat login (runtime/im-login.ts) plugs itself in. */
export interface ImAuth {
  /** The chat token, logging in first when there is none. */
  token(): Promise<string | undefined>;
  /**
   * The server refused the token: renew it and retry, or leave for the login page (the call then never settles,
   * like the shop's calls), or fail. `retried` is true when the call already ran again with a renewed token.
   */
  onTokenError(errCode: string | undefined, retried: boolean): Promise<TokenErrorOutcome>;
  /** The server renewed the token it was sent (`x-new-token`). */
  onRenewedToken(sent: string, renewed: string, tokenExpired: number): void;
}
