import { useEffect, useState } from 'react';

/** How far the page has scrolled through its first `distance` pixels, from 0 to 1, updated once a frame. */
export function useScrollProgress(distance: number): number {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setProgress(Math.min(1, Math.max(0, window.scrollY / distance)));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [distance]);
  return progress;
}
