import type { NavigateFunction } from 'react-router';

/** A path of this app (not another site, nor a protocol-relative //host). */
const isAppPath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** Goes to a provider's address: inside the app when it is one of ours, else the browser leaves for it. */
export function goToProviderUrl(url: string, navigate: NavigateFunction, replace = false): void {
  if (isAppPath(url)) void navigate(url, { replace });
  else if (replace) window.location.replace(url);
  else window.location.assign(url);
}
