import { PAGE_STATE_ID, type PageState } from '@ffe/shared/server-rendering';
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { hasValidToken } from '../lib/session';
import { loadPageAhead } from './lazy-page';
import { routeTable } from './route-table';

/** The state the server rendered this page with, when the page came rendered (issue 17). */
function servedState(): PageState | undefined {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as PageState) : undefined;
}

/**
 * Gets a server-rendered page ready to hydrate: its queries in the cache and its code loaded, so the first render in
 * the browser draws what the server drew. False when the page must be drawn anew: it came without state, or in
 * another language than this visitor reads (a choice the server had not heard of yet).
 */
export async function prepareServedPage(queryClient: QueryClient, language: string): Promise<boolean> {
  const state = servedState();
  const entry = routeTable.find((route) => route.path === window.location.pathname);
  if (!state || !entry?.serverRendered || state.language !== language) return false;
  hydrate(queryClient, state.queries as DehydratedState);
  // The server read the goods as a guest; a member's own read puts it into their browsing history.
  if (hasValidToken()) void queryClient.invalidateQueries({ queryKey: ['catalogue', 'goods-detail'] });
  await loadPageAhead(entry.load);
  return true;
}
