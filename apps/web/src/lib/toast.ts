import { TOAST_DURATION_MS } from '@ffe/shared/constants';

/**
 * A toast that lasts the spec's 3000 ms. antd-mobile's Toast (and the animation library under it)
 * loads on the first toast rather than with the first page.
 */
export function toast(content: string, icon?: 'success' | 'fail'): void {
  Promise.all([import('antd-mobile/es/components/toast'), import('./antd-render')])
    .then(([{ default: Toast }]) => Toast.show({ content, duration: TOAST_DURATION_MS, ...(icon ? { icon } : {}) }))
    // Its chunk could not load (offline, or the page is going away): there is nowhere to show it.
    .catch(() => undefined);
}
