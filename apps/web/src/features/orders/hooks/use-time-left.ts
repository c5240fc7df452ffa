import { useEffect, useState } from 'react';

/** Milliseconds until `deadline`, ticking every second until it passes; null without a deadline. */
export function useTimeLeft(deadline: number | null): number | null {
  const [now, setNow] = useState(Date.now);
  const left = deadline === null ? null : Math.max(0, deadline - now);
  useEffect(() => {
    if (!left) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, left));
    return () => clearTimeout(timer);
  }, [left]);
  return left;
}
