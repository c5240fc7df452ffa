import type { ContentLanguage } from './domain/content-language';

/**
 * What the shop's server-rendering bundle (apps/web, built with `vite build --ssr`) offers the server, which loads it
 * at run time: the apps share this shape, never each other's code (issue 17).
 */
export interface ShopRenderer {
  /** The page's first view as HTML with the data it read, or undefined for a route the browser renders alone. */
  renderPage(request: PageRequest): Promise<RenderedPage | undefined>;
  /**
   * The modules (the build manifest's keys) a page the browser draws alone loads before it shows, for the server to
   * preload beside the main bundle; none for a page the server renders or does not know. Absent from a bundle built
   * before it (issue 40), which the server then serves without preloads.
   */
  pageModules?(url: string, language: ContentLanguage): string[];
}

export interface PageRequest {
  /** The path and query the browser asked for. */
  url: string;
  language: ContentLanguage;
  /** Answers a shop call on the server itself, as the browser's POST would be answered (the envelope). */
  callApi(path: string, body: object, language: ContentLanguage): Promise<{ code: number; data: unknown }>;
}

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  title: string;
  /** TanStack Query's dehydrated state of the public calls the page read; the browser starts from it. */
  queries: unknown;
  /** The page module's source (`src/features/…/x-page.tsx`): its chunk and CSS in the build's manifest. */
  pageSource: string;
}

/** Where the shop names the language a visitor chose, for the server's first view; the browser keeps it in step. */
export const LANGUAGE_COOKIE = 'ffe-lang';

/** The element that carries a server-rendered page's state to the browser. */
export const PAGE_STATE_ID = 'ffe-page-state';

/** The page state's JSON: the language it was rendered in and the dehydrated queries. */
export interface PageState {
  language: ContentLanguage;
  queries: unknown;
}
