import { useCallback, useRef } from 'react';

/**
 * Runs an action only when the one it ran before has settled: a second click or submit, made before React has drawn
 * the button busy, does nothing. The action handles its own failure; its promise says only when it is over.
 */
export function useOneAtATime() {
  const running = useRef(false);
  return useCallback((action: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    const over = () => {
      running.current = false;
    };
    action().then(over, over);
  }, []);
}
