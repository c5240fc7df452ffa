import { useEffect, useState } from 'react';

/** How often friendly times ('刚刚', 'N分钟前') are brought up to date. */
const TICK_MS = 30_000;

/** The current time, renewed every 30 s so that relative times move on while a page stays open. */
export function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
