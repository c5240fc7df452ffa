import { AsyncLocalStorage } from 'node:async_hooks';
import { envelopeError } from '@ffe/api-client/envelope';
import { CODE_OK } from '@ffe/shared/constants';
import type { PageRequest, RenderedPage, ShopRenderer } from '@ffe/shared/server-rendering';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/app-providers';
import { laterPageModules } from './app/later-page-sources';
import { loadPageAhead } from './app/lazy-page';
import { routeTable } from './app/route-table';
import { ShopRoutes } from './app/routes';
import i18n, { loadAllTexts } from './lib/i18n';
import { createQueryClient, isPublicQuery } from './lib/query-client';
import { answerCallsWith, type ServerCall } from './lib/server-calls';

// The server's rendering entry (issue 17): the browser's pages and hooks, with calls answered by the server itself.

/** The call that answers the page being rendered: pages render concurrently, each reading with its own. */
const pageCalls = new AsyncLocalStorage<ServerCall>();
answerCallsWith(() => pageCalls.getStore());

const textsLoaded = loadAllTexts();

/** A render names the calls it needs; they are read and the page rendered again, this many times at most. */
const MAX_READ_ROUNDS = 3;
/** Data slower than this is left to the browser, which shows the page's loading state meanwhile (PRODUCT.md#shop-pages). */
const READ_BUDGET_MS = 1000;

/** A query the last render asked for that nobody has read yet: public, enabled, not started. */
function isAskedFor(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const isEnabled = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return (
    isEnabled && query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isPublicQuery(query.queryKey)
  );
}

/** Reads what the last render asked for; false when it asked for nothing or the reads outlasted `deadline`. */
async function readAskedQueries(queryClient: QueryClient, call: ServerCall, deadline: number): Promise<boolean> {
  const asked = queryClient.getQueryCache().getAll().filter(isAskedFor);
  if (asked.length === 0) return false;
  let timer: NodeJS.Timeout | undefined;
  const outOfTime = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()));
  });
  // A failed read leaves its query pending: the browser reads it again, with its own error state and retry.
  const reads = pageCalls.run(call, () => Promise.all(asked.map((query) => query.fetch().catch(() => undefined))));
  try {
    return await Promise.race([reads.then(() => true), outOfTime]);
  } finally {
    clearTimeout(timer);
  }
}

async function renderPage(request: PageRequest): Promise<RenderedPage | undefined> {
  const url = new URL(request.url, 'http://shop.invalid');
  const entry = routeTable.find((route) => route.path === url.pathname);
  if (!entry?.serverRendered) return undefined;
  await Promise.all([textsLoaded, loadPageAhead(entry.load)]);
  const queryClient = createQueryClient({ retry: false });
  const call: ServerCall = async <T,>(path: string, body: object) => {
    const answer = await request.callApi(path, body, request.language);
    if (answer.code === CODE_OK) return answer.data as T;
    throw envelopeError(answer, (key) => i18n.t(key));
  };
  // renderToString runs to its end without yielding, so no other page's language can slip into it.
  const render = () => {
    void i18n.changeLanguage(request.language);
    return renderToString(
      <AppProviders queryClient={queryClient}>
        <StaticRouter location={request.url}>
          <ShopRoutes />
        </StaticRouter>
      </AppProviders>,
    );
  };
  const deadline = Date.now() + READ_BUDGET_MS;
  let html = render();
  for (let round = 0; round < MAX_READ_ROUNDS; round++) {
    const read = await readAskedQueries(queryClient, call, deadline);
    // Out of time, the page is drawn with what has arrived; the rest stays loading, as the browser would draw it.
    if (read || Date.now() >= deadline) html = render();
    if (!read) break;
  }
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && isPublicQuery(query.queryKey),
  });
  return {
    html,
    title: i18n.t(`title.${entry.title}`, { lng: request.language }) || i18n.t('app.name', { lng: request.language }),
    queries,
    pageSource: entry.serverRendered,
  };
}

export const shopRenderer: ShopRenderer = {
  renderPage,
  pageModules: (url, language) => laterPageModules(new URL(url, 'http://shop.invalid').pathname, language),
};
