import { useCallback, useEffect, useState } from 'react';

/** When each phone may be sent another code; kept while the app runs, so moving between login pages keeps the wait. */
const resendAt = new Map<string, number>();

const secondsLeft = (phone: string) => Math.max(0, Math.ceil(((resendAt.get(phone) ?? 0) - Date.now()) / 1000));

/** The seconds until `phone` may be sent another code, counting down each second; `start` begins a wait. */
export function useResendCountdown(phone: string): { seconds: number; start: (waitMs: number) => void } {
  const [seconds, setSeconds] = useState(() => secondsLeft(phone));

  useEffect(() => {
    setSeconds(secondsLeft(phone));
    const timer = setInterval(() => setSeconds(secondsLeft(phone)), 1000);
    return () => clearInterval(timer);
  }, [phone]);

  const start = useCallback(
    (waitMs: number) => {
      resendAt.set(phone, Date.now() + waitMs);
      setSeconds(secondsLeft(phone));
    },
    [phone],
  );

  return { seconds, start };
}
