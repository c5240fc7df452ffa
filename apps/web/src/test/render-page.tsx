import type { ImClient } from '@ffe/im-client/client';
import { ImClientContext } from '@ffe/im-client/client-context';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, type RenderResult, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useSearchParams } from 'react-router';
import { afterEach, beforeAll, expect, vi } from 'vitest';
import i18n, { loadTexts, TEXT_PARTS } from '../lib/i18n';
import type { PageProps } from '../lib/page-props';
import { createMutationCache } from '../lib/query-client';

// A test file that renders pages reads them in Chinese, and each test starts from an empty page with the real
// fetch and no spies (mockApi stubs fetch; renderPage spies on scrollTo).
beforeAll(async () => {
  await i18n.changeLanguage('zh-CN');
  await Promise.all(TEXT_PARTS.map(loadTexts));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * The address as a person reads it (characters decoded, the query's separators kept), hidden from role queries so
 * that the output's status role does not add to the page's.
 */
function Location({ at }: { at: string }) {
  return (
    <output data-testid="location" aria-hidden="true">
      {decodeURI(at)}
    </output>
  );
}

/** The page with its query as props, the way the app's page frame passes them, and the query it is at now. */
function PageRoute({ Page }: { Page: ComponentType<PageProps> }) {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  return (
    <>
      <Page {...Object.fromEntries(searchParams)} />
      <Location at={location.search} />
    </>
  );
}

/** Any other route: the whole address the page has navigated to. */
function Elsewhere() {
  const location = useLocation();
  return <Location at={location.pathname + location.search} />;
}

/**
 * Renders `Page` at `path` + `search` (e.g. '?id=g-rose') with a fresh query client that does not retry (or `client`),
 * and `imClient` as the page's messaging client when given (the chat's pages). The `location` test id shows the query
 * while the page's route is shown, and the whole address once it has left it.
 */
export function renderPage(
  Page: ComponentType<PageProps>,
  {
    path,
    search = '',
    client = new QueryClient({ mutationCache: createMutationCache(), defaultOptions: { queries: { retry: false } } }),
    imClient,
  }: { path: string; search?: string; client?: QueryClient; imClient?: ImClient },
): RenderResult {
  // jsdom cannot scroll; pages only scroll to their top.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const routes = (
    <MemoryRouter initialEntries={[path + search]}>
      <Routes>
        <Route path={path} element={<PageRoute Page={Page} />} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </MemoryRouter>
  );
  return render(
    <QueryClientProvider client={client}>
      {imClient ? <ImClientContext.Provider value={imClient}>{routes}</ImClientContext.Provider> : routes}
    </QueryClientProvider>,
  );
}

/**
 * The open question (a dialog), once its opening animation has finished: a close that lands mid-animation is not
 * reliably animated out under jsdom's frame timing.
 */
export async function openQuestion(): Promise<HTMLElement> {
  const question = await screen.findByRole('dialog');
  await waitFor(() => expect((question.firstElementChild as HTMLElement).style.opacity).toBe('1'));
  return question;
}

/** Waits for the question to be gone: it animates out, and a busy machine can take a while. */
export async function questionClosed(): Promise<void> {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
}
