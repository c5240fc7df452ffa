import { isWechatBrowser } from '@ffe/shared/domain/wechat-browser';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ShareSubject } from './share-subject';

/**
 * Sets the page's share card inside WeChat (issue 41): only there is the JS-SDK and the code that drives it loaded, so
 * other visitors' first load carries nothing more than this check (decision 053).
 */
export function useWechatShareCard(subject: ShareSubject | undefined): void {
  const client = useQueryClient();
  // One key for the effect, so a page drawn again with the same goods does not sign again.
  const key = subject && JSON.stringify(subject);
  useEffect(() => {
    if (!key || typeof navigator === 'undefined' || !isWechatBrowser(navigator.userAgent)) return;
    let left = false;
    import('./share-card')
      .then(({ showShareCard }) => (left ? undefined : showShareCard(client, JSON.parse(key) as ShareSubject)))
      .catch((error: unknown) => console.warn('WeChat share card not set', error));
    return () => {
      left = true;
    };
  }, [client, key]);
}
