import { vi } from 'vitest';

/** What the fake server answers one call with: an envelope, its status and headers. */
export interface Answer {
  status: number;
  body: { code: number; message: string; errCode?: string; data: unknown };
  headers?: Record<string, string>;
}

export const ok = (data: unknown): Answer => ({ status: 200, body: { code: 200, message: 'ok', data } });

export const failure = (
  status: number,
  errCode: string,
  message: string,
  headers?: Record<string, string>,
): Answer => ({
  status,
  body: { code: status, errCode, message, data: null },
  ...(headers ? { headers } : {}),
});

export interface Call {
  path: string;
  body: Record<string, unknown>;
  token: string | null;
}

type Route = Answer | ((call: Call) => Answer);

/**
 * Stands in for the server at the API client's boundary (`fetch`): each path answers from `routes` (a fixed answer or
 * one made from the call), any other with a 404 envelope. `routes` may be changed between steps; every call is kept.
 */
export function fakeApi(routes: Record<string, Route>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      const call: Call = {
        path: String(input),
        body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>,
        token: headers.get('authorization'),
      };
      calls.push(call);
      const route = routes[call.path];
      const answer =
        route === undefined
          ? failure(404, 'NOT_FOUND', 'No such call or page')
          : typeof route === 'function'
            ? route(call)
            : route;
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json', ...answer.headers },
      });
    }),
  );
  return {
    routes,
    calls,
    /** The bodies sent to one path, in order. */
    bodiesTo: (path: string) => calls.filter((call) => call.path === path).map((call) => call.body),
  };
}
