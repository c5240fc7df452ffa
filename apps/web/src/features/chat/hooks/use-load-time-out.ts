import { REQUEST_TIMEOUT_MS } from '@ffe/shared/constants';
import { useCallback, useEffect, useRef } from 'react';

/**
 * The download time-out (REQUEST_TIMEOUT_MS, 60 s, PRODUCT.md#shop-constants) for what the browser loads itself (a
 * picture, a recording): `start` arms it, `done` (loaded or failed) disarms it, and `onTimeOut` runs if it fires.
 */
export function useLoadTimeOut(onTimeOut: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(onTimeOut);
  latest.current = onTimeOut;
  const done = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const start = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      latest.current();
    }, REQUEST_TIMEOUT_MS);
  }, []);
  useEffect(() => done, [done]);
  return { start, done };
}
