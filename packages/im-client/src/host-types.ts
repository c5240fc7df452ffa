// What the app gives the chat, a leaf the client object and the runtime both import (no import back).
import type { ApiError } from '@ffe/api-client/envelope';

/**
 * What the chat client needs from the app it runs in: texts, toasts and dialogs, where pages are, the app's own login,
 * and where the unread badges live. The app passes its host to `createImClient` (apps/web `lib/shop-im-host.ts`);
 * a test makes a client with its own. It is configuration, not a user's state: logout leaves it as it is.
 */
export interface ImHost {
  /** A text by key, as i18next's `t` does; the runtime's own keys live under `chat.` and `request.`. */
  t(key: string, values?: Record<string, unknown>): string;
  /** Loads the chat's texts, before the first dialog or notice that reads them. */
  loadTexts(): Promise<unknown>;
  toast(text: string): void;
  /**
   * A refusal the server answered, worded as the app words its own (by its code, in the page's language), so the chat
   * and the app say one thing one way; the server's text stays the error's `detail`.
   */
  wordRefusal(error: ApiError): Promise<ApiError>;
  dialogs: {
    /** The 提示 modal with a confirm button (PRODUCT.md#shop-errors); resolves once closed. */
    alert(options: { title?: string; content: string }): Promise<void>;
    /** The 提示 modal with retry and cancel (PRODUCT.md#shop-errors); resolves true for retry. */
    retry(content: string): Promise<boolean>;
    /** A dialog only its one button closes; resolves with a function that closes it from outside. */
    blocking(options: {
      title?: string;
      content: string;
      buttonText: string;
      onPress: () => void;
    }): Promise<() => void>;
  };
  navigate(path: string): void;
  paths: {
    /** The chat page with a user or a group. */
    chat(target: { user_id: string } | { group_id: string }): string;
    /** The chat's own pages, where a replaced login shows its dialog at once. */
    isChatPage(pathname: string): boolean;
    isLoginPage(pathname: string): boolean;
  };
  /** The app's own login, which a member's chat login is made from. */
  session: {
    readToken(): { token: string; tokenExpired: number } | undefined;
    hasValidToken(): boolean;
    /** The signed-in member's profile, when the app keeps it. */
    member(): { _id: string; nickname: string; avatar_file: { url: string } } | undefined;
    saveToken(record: { token: string; tokenExpired: number }): void;
    /** Called on every login, renewal and logout; answers how to stop listening. */
    onChange(listener: () => void): () => void;
    /** Forgets a login the server refused and leads to the login page (PRODUCT.md#shop-errors). */
    leaveForLogin(errCode: string | undefined, tokenSent: boolean): void;
    /** The app's call that turns its own login into a chat token (`uniLogin`). */
    call<T>(path: string, body: object, signal?: AbortSignal): Promise<T>;
  };
  /** The unread badges outside the chat's pages. */
  unread: {
    /** Unread messages over all conversations, and conversations with unread messages. */
    set(counts: { message: number; conversation: number }): void;
    /** Unread replies in the conversation with customer service. */
    setService(count: number): void;
    clear(): void;
  };
}
