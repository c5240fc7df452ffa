import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { toastFailure } from './failure';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The mutation shows its own refusals (a form's line, a page's toast, the chat's): none is toasted here. */
      handlesErrors?: boolean;
    };
  }
}

/**
 * The shop's one handler of refused changes, as the console's: a toast of the refusal in the page's language (the API
 * client words each code, see lib/refusal-words.ts), nothing for a network failure the client has toasted already,
 * unless the mutation says in its `meta` that it handles its own (the chat's show theirs through imCall).
 */
export const createMutationCache = () =>
  new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (!mutation.meta?.handlesErrors) toastFailure(error);
    },
  });

/** The shop's query defaults, one per browser tab; the server makes one per page it renders, without retries. */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    mutationCache: createMutationCache(),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change on retry; a network blip might.
        retry: retry
          ? (failures, error) => failures < 2 && !(error instanceof ApiError && error.code >= 400 && error.code < 500)
          : false,
        refetchOnWindowFocus: false,
      },
      // Offline, a change fails at once with the offline toast rather than waiting to happen behind the member's back.
      mutations: { networkMode: 'always' },
    },
  });
}

/** The calls whose answers are the same for every visitor: only these travel in a server-rendered page. */
const PUBLIC_QUERY_ROOTS = new Set(['home', 'category-tree', 'goods-detail', 'goods-search', 'hots', 'comments']);

export const isPublicQuery = (queryKey: readonly unknown[]): boolean =>
  queryKey[0] === 'catalogue' && PUBLIC_QUERY_ROOTS.has(String(queryKey[1]));
