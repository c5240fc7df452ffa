import { Children, type ReactNode, useEffect, useRef, useState } from 'react';
import styles from './carousel.module.css';

interface CarouselProps {
  children: ReactNode;
  /** Turns to the next slide this often, wrapping around; off when absent or with one slide. */
  autoplayMs?: number;
  /** What marks the current slide: dots, or a "2/5" counter. */
  indicator?: 'dots' | 'counter';
  className?: string;
  label: string;
}

/**
 * A swipeable row of slides on native scroll snapping: no gesture library, so it costs next to no
 * script on the first load and scrolls at the phone's own speed.
 */
export function Carousel({ children, autoplayMs, indicator = 'dots', className, label }: CarouselProps) {
  const slides = Children.toArray(children);
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const onScroll = () => setCurrent(Math.round(element.scrollLeft / Math.max(1, element.clientWidth)));
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    const element = track.current;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (!element || !autoplayMs || slides.length < 2 || paused || reduceMotion) return;
    const timer = setInterval(() => {
      const next = (Math.round(element.scrollLeft / element.clientWidth) + 1) % slides.length;
      element.scrollTo({ left: next * element.clientWidth, behavior: next === 0 ? 'auto' : 'smooth' });
    }, autoplayMs);
    return () => clearInterval(timer);
  }, [autoplayMs, slides.length, paused]);

  const pause = () => setPaused(true);
  const resume = () => setPaused(false);

  return (
    <section
      className={className ? `${styles.carousel} ${className}` : styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={pause}
      onPointerLeave={resume}
      onTouchStart={pause}
      onTouchEnd={resume}
      onFocus={pause}
      onBlur={resume}
    >
      <div ref={track} className={styles.track}>
        {slides.map((slide, index) => (
          <fieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional; the same picture may appear twice
            key={index}
            className={styles.slide}
            aria-roledescription="slide"
            aria-label={`${index + 1}/${slides.length}`}
          >
            {slide}
          </fieldset>
        ))}
      </div>
      {slides.length > 1 &&
        (indicator === 'counter' ? (
          <span className={styles.counter} aria-hidden="true">
            {current + 1}/{slides.length}
          </span>
        ) : (
          <span className={styles.dots} aria-hidden="true">
            {slides.map((_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per position
              <span key={index} className={index === current ? `${styles.dot} ${styles.active}` : styles.dot} />
            ))}
          </span>
        ))}
    </section>
  );
}
