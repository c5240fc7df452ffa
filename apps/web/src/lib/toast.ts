import { TOAST_DURATION_MS } from '@ffe/shared/constants';
import { Toast } from 'antd-mobile';

/** A toast that lasts the spec's 3000 ms. */
export function toast(content: string, icon?: 'success' | 'fail'): void {
  Toast.show({ content, duration: TOAST_DURATION_MS, ...(icon ? { icon } : {}) });
}
