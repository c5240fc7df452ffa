import { MutationCache, QueryClient, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect } from 'react';
import { ApiError } from './api-client';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The mutation shows its own refusals (a form's fields, a stale-save dialog, a panel's alert): none is said here. */
      handlesErrors?: boolean;
    };
  }
}

/** Where each query client's mutations say a refusal: the antd message of the console it is rendered in. */
const sayers = new WeakMap<MutationCache, (text: string) => void>();

/**
 * The console's query client, with its one handler of refused changes: the refusal in the page's language (the API
 * client words each code, see lib/api-client.ts), unless the mutation says in its `meta` that it handles its own.
 * Tests pass `retry: false`, so a failed call shows at once.
 */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  const mutationCache: MutationCache = new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (mutation.meta?.handlesErrors) return;
      sayers.get(mutationCache)?.(error.message);
    },
  });
  return new QueryClient({
    mutationCache,
    defaultOptions: {
      queries: retry
        ? {
            staleTime: 30_000,
            // A 4xx will not change on retry; a network blip might.
            retry: (failures, error) =>
              failures < 2 && !(error instanceof ApiError && error.code >= 400 && error.code < 500),
            refetchOnWindowFocus: false,
          }
        : { retry: false },
    },
  });
}

/** Lends the query client the message of the antd App around it; rendered once, inside both. */
export function MutationErrorMessages(): null {
  const client = useQueryClient();
  const { message } = App.useApp();
  useEffect(() => {
    const cache = client.getMutationCache();
    sayers.set(cache, (text) => void message.error(text));
    return () => {
      sayers.delete(cache);
    };
  }, [client, message]);
  return null;
}

/** For a change's promise whose refusal the query client has said already: it settles without another word. */
export const refusalSaid = (): void => undefined;
