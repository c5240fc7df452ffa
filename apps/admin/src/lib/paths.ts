/** The console's own pages outside its areas, relative to the router's basename `/admin`. */
export const PATHS = {
  home: '/',
  login: '/login',
  forcedPassword: '/change-password',
  ownPassword: '/account/password',
} as const;

/** Where a sign-in sends the member afterwards: only a path of this console, never another site. */
export function safeRedirect(target: string | null | undefined): string {
  return target?.startsWith('/') && !target.startsWith('//') ? target : PATHS.home;
}

/** A page that needs the member signed in (or a new password) first, coming back to `from` afterwards. */
export function pathWithRedirect(page: string, from: string): string {
  return from === PATHS.home ? page : `${page}?${new URLSearchParams({ redirect: from })}`;
}
