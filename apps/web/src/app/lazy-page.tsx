import { PAGE_LOAD_TIMEOUT_MS, PAGE_LOADING_DELAY_MS } from '@ffe/shared/constants';
import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect, useState } from 'react';
import { PageError, PageLoading } from '../components/ui/page-states';
import type { PageProps } from '../lib/page-props';
import { tellPageShown } from '../lib/page-shown';
import type { PageModule } from './page-module';

type LoadState = { status: 'waiting' | 'slow' | 'failed' } | { status: 'ready'; module: PageModule };

const loaded = new Map<() => Promise<PageModule>, PageModule>();

/**
 * Loads a page's code before the first render, so it draws at once: a page rendered on the server hydrates with the
 * same markup, and the server renders the page itself instead of the wait.
 */
export async function loadPageAhead(load: () => Promise<PageModule>): Promise<void> {
  loaded.set(load, await load());
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('page load timed out')), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * Loads a page's code on demand: nothing for the first 200 ms, then a loading state, and an error
 * state with retry when loading fails or takes over 60 s (PRODUCT.md#shop-pages).
 */
export function LazyPage({
  load,
  prefetch,
  props,
}: {
  load: () => Promise<PageModule>;
  /** The page's first calls, started beside its code rather than after it. */
  prefetch?: ((client: QueryClient, query: PageProps) => Promise<void>) | undefined;
  props: PageProps;
}) {
  // Read softly: a frame drawn without a query client (its own tests) starts no calls.
  const client = useContext(QueryClientContext);
  const [state, setState] = useState<LoadState>(() => {
    const module = loaded.get(load);
    return module ? { status: 'ready', module } : { status: 'waiting' };
  });
  const needsLoad = state.status !== 'ready' && state.status !== 'failed';

  // biome-ignore lint/correctness/useExhaustiveDependencies: the calls start with the load, for the props it loads with
  useEffect(() => {
    if (!needsLoad) return;
    let live = true;
    // A failed early call is the page's own query to show and retry.
    if (client) prefetch?.(client, props).catch(() => {});
    const slow = setTimeout(
      () => live && setState((s) => (s.status === 'waiting' ? { status: 'slow' } : s)),
      PAGE_LOADING_DELAY_MS,
    );
    withTimeout(load(), PAGE_LOAD_TIMEOUT_MS).then(
      (module) => {
        loaded.set(load, module);
        if (live) setState({ status: 'ready', module });
      },
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
      clearTimeout(slow);
    };
  }, [load, needsLoad]);

  const ready = state.status === 'ready';
  useEffect(() => {
    if (ready) tellPageShown();
  }, [ready]);

  if (state.status === 'ready') {
    const Page = state.module.default;
    return <Page {...props} />;
  }
  if (state.status === 'slow') return <PageLoading />;
  if (state.status === 'failed') {
    return (
      // Back to waiting: the effect loads again.
      <PageError onRetry={() => setState({ status: 'waiting' })} />
    );
  }
  return null;
}
