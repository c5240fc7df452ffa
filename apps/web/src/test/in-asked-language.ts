import { vi } from 'vitest';

/**
 * The server's side of decision 028 for a page's calls: each POST to a path answers what its route gives for the
 * language the call asked in (`Accept-Language`). Answers the languages asked, in the order asked.
 */
export function serveInAskedLanguage(routes: Record<string, (english: boolean) => unknown>): (string | null)[] {
  const languages: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const route = routes[path];
      if (init?.method !== 'POST' || route === undefined) throw new Error(`no mock for ${init?.method} ${path}`);
      const language = new Headers(init.headers).get('accept-language');
      languages.push(language);
      return Response.json({ code: 200, message: 'ok', data: route(language === 'en') });
    }),
  );
  return languages;
}
