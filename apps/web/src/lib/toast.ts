import { TOAST_DURATION_MS } from '@ffe/shared/constants';

type ToastApi = typeof import('antd-mobile/es/components/toast')['default'];

// One load that every toast waits on, so toasts show in the order they were asked for: separate dynamic imports can
// settle out of order (the first one waits for its preloads), and then an earlier toast replaced the later one.
let toastLoad: Promise<ToastApi> | undefined;

function loadToast(): Promise<ToastApi> {
  toastLoad ??= Promise.all([import('antd-mobile/es/components/toast'), import('./antd-render')]).then(
    ([{ default: Toast }]) => Toast,
    (error: unknown) => {
      toastLoad = undefined; // A failed chunk is asked for again by the next toast.
      throw error;
    },
  );
  return toastLoad;
}

/**
 * A toast that lasts 3000 ms (PRODUCT.md#shop-constants). antd-mobile's Toast (and the animation library under it)
 * loads on the first toast rather than with the first page.
 */
export function toast(content: string, icon?: 'success' | 'fail'): void {
  loadToast()
    .then((Toast) => Toast.show({ content, duration: TOAST_DURATION_MS, ...(icon ? { icon } : {}) }))
    // Its chunk could not load (offline, or the page is going away): there is nowhere to show it.
    .catch(() => undefined);
}
