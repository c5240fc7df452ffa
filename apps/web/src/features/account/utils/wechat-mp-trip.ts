import { ApiError } from '@ffe/api-client/envelope';
import { isWechatBrowser } from '@ffe/shared/domain/wechat-browser';
import { pageStack } from '../../../lib/page-stack';
import { isLoginPath } from '../../../lib/paths';
import { inPageLanguage } from '../../../lib/refusal-words';
import { leaveFor } from './leave-site';

/** The state of the round trip this tab started, so a code brought back by someone else's link is never used. */
const STATE_KEY = 'wechatMpState';

/** Whether this page runs in WeChat's in-app browser (the official account signs in there). */
export const insideWechat = () => typeof navigator !== 'undefined' && isWechatBrowser(navigator.userAgent);

/** Where WeChat brings the visitor back: `page` of this site, marked with what the trip was for. */
export const wechatReturnUri = (page: string, purpose: 'login' | 'bind') =>
  `${window.location.origin}${page}?wechatMp=${purpose}`;

/** Goes to WeChat's page, keeping the state to recognise the way back. */
export function goToWechat(trip: { url: string; state: string }): void {
  try {
    sessionStorage.setItem(STATE_KEY, trip.state);
  } catch {
    // Without storage the way back is refused as not started here, and the page says so.
  }
  leaveFor(trip.url);
}

/** Whether `state` is the one this tab started; it is forgotten either way, as it is used once. */
export function isOwnState(state: string): boolean {
  try {
    const kept = sessionStorage.getItem(STATE_KEY);
    sessionStorage.removeItem(STATE_KEY);
    return kept === state;
  } catch {
    return false;
  }
}

/** The words for a way back this tab did not start, as the server words a used state. */
export const foreignStateWords = async () =>
  (await inPageLanguage(new ApiError('state: not started in this tab', 400, 'WECHAT_STATE_INVALID'))).message;

/**
 * Where a sign-in inside WeChat returns (decision 053): after the round trip every page is a new document, so the
 * history cannot be walked back; the state carries uniIdRedirectUrl, else the page below the login pages.
 */
export function pageBelowLogin(): string | undefined {
  const stack = pageStack();
  let below = stack.length - 1;
  while (below >= 0 && isLoginPath(stack[below] ?? '')) below--;
  return stack[below] || undefined;
}
