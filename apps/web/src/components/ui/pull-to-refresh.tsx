import { type ReactNode, useRef, useState } from 'react';
import styles from './pull-to-refresh.module.css';

/** How far (px, after damping) a pull must go before letting go refreshes. */
const THRESHOLD = 60;
const MAX_PULL = 100;
const DONE_SHOWN_MS = 500;

type Status = 'idle' | 'pulling' | 'release' | 'refreshing' | 'done';

interface PullToRefreshProps {
  onRefresh: () => Promise<unknown>;
  texts: Record<Exclude<Status, 'idle'>, string>;
  children: ReactNode;
}

/** Pull down at the top of the page to refresh it; touch events only, no gesture library. */
export function PullToRefresh({ onRefresh, texts, children }: PullToRefreshProps) {
  const [status, setStatus] = useState<Status>('idle');
  const [distance, setDistance] = useState(0);
  const startY = useRef<number | undefined>(undefined);

  const busy = status === 'refreshing' || status === 'done';

  const onTouchStart = (event: React.TouchEvent) => {
    if (busy || window.scrollY > 0) return;
    startY.current = event.touches[0]?.clientY;
  };

  const onTouchMove = (event: React.TouchEvent) => {
    const y = event.touches[0]?.clientY;
    if (startY.current === undefined || y === undefined) return;
    // Half the finger's travel, so the page feels held back.
    const pulled = Math.min(MAX_PULL, Math.max(0, (y - startY.current) / 2));
    setDistance(pulled);
    setStatus(pulled === 0 ? 'idle' : pulled >= THRESHOLD ? 'release' : 'pulling');
  };

  const onTouchEnd = async () => {
    startY.current = undefined;
    if (status !== 'release') {
      setDistance(0);
      setStatus('idle');
      return;
    }
    setDistance(THRESHOLD);
    setStatus('refreshing');
    try {
      await onRefresh();
    } finally {
      setStatus('done');
      setTimeout(() => {
        setDistance(0);
        setStatus('idle');
      }, DONE_SHOWN_MS);
    }
  };

  return (
    <div onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd} onTouchCancel={onTouchEnd}>
      <div
        className={startY.current === undefined ? `${styles.head} ${styles.settling}` : styles.head}
        style={{ height: distance }}
        aria-live="polite"
      >
        {status !== 'idle' && texts[status]}
      </div>
      {children}
    </div>
  );
}
