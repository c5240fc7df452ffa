import { useEffect, useState } from 'react';

/** Milliseconds left until `deadline` (never below 0), updated every second; null without a deadline. */
export function useCountdown(deadline: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  const left = deadline === null ? null : Math.max(0, deadline - now);
  const running = left !== null && left > 0;

  useEffect(() => {
    if (!running) return;
    // At once too: the deadline may have arrived long after the page first rendered.
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);

  return left;
}

/** Time left as mm:ss (minutes go past 59 rather than adding hours: a pay window is short). */
export function formatCountdown(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}
