import { isLoginPath } from '../../../lib/paths';

export type LoginReturn = { kind: 'url'; url: string } | { kind: 'back'; delta: number } | { kind: 'home' };

/** WeChat login on the web leaves three entries behind: the login page, the provider's page, and the return. */
export const WECHAT_WEB_BACK_STEPS = 3;

/** Only an address of this app: a path, never another site ('//host' or a scheme). */
export function safeRedirect(url: string | undefined): string | undefined {
  if (!url?.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return undefined;
  const pathname = url.split(/[?#]/)[0] ?? '';
  return isLoginPath(pathname) ? undefined : url;
}

/**
 * Where a login ends (PRODUCT.md#shop-login-return): at uniIdRedirectUrl when there is one; after a web WeChat login
 * three steps back; otherwise back over the login pages on top of the history, or at the first page when nothing is
 * below them.
 */
export function loginReturn({
  redirectUrl,
  stack,
  viaWechat = false,
  historyLength = Number.POSITIVE_INFINITY,
}: {
  redirectUrl: string | undefined;
  /** The paths of the history up to the current entry. */
  stack: readonly string[];
  viaWechat?: boolean;
  historyLength?: number;
}): LoginReturn {
  const url = safeRedirect(redirectUrl);
  if (url) return { kind: 'url', url };
  if (viaWechat) {
    return historyLength > WECHAT_WEB_BACK_STEPS ? { kind: 'back', delta: WECHAT_WEB_BACK_STEPS } : { kind: 'home' };
  }
  let delta = 0;
  while (delta < stack.length && isLoginPath(stack[stack.length - 1 - delta] ?? '')) delta++;
  // Below the login pages there must be a page of this app to land on; an unknown entry may be another site.
  const below = stack[stack.length - 1 - delta];
  return delta > 0 && below ? { kind: 'back', delta } : { kind: 'home' };
}
