import { IM } from '@ffe/shared/constants';
import { type MouseEvent, type PointerEvent, useCallback, useEffect, useRef } from 'react';

/** Where the press or the right click happened, so a menu can open there. */
export interface PressPoint {
  x: number;
  y: number;
}

export interface LongPressHandlers {
  onPointerDown: (event: PointerEvent) => void;
  onPointerMove: (event: PointerEvent) => void;
  onPointerUp: () => void;
  onPointerCancel: () => void;
  onPointerLeave: () => void;
  onContextMenu: (event: MouseEvent) => void;
  /** Swallows the click that ends a long press, so a bubble's tap action does not run as well. */
  onClickCapture: (event: MouseEvent) => void;
}

/** How long after a long press its own contextmenu and click may still arrive. */
const FOLLOW_UP_MS = 1_000;

/** A keyboard's context-menu key fires contextmenu at 0,0: the menu then opens at the element instead. */
function pointOf(event: MouseEvent): PressPoint {
  if (event.clientX === 0 && event.clientY === 0) {
    const box = (event.currentTarget as HTMLElement).getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  }
  return { x: event.clientX, y: event.clientY };
}

/**
 * A long press (held IM.LONG_PRESS_MS = 350 ms, cancelled by a move over IM.LONG_PRESS_MOVE_PX = 10 px, a release
 * or a scroll) or a right click calls `onPress` with where it happened. The browser's own context menu is kept
 * away.
 */
export function useLongPress(onPress: (point: PressPoint) => void, enabled = true): LongPressHandlers {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const start = useRef<PressPoint | null>(null);
  // When the last long press fired: the contextmenu and click a held touch brings after it are its own.
  const firedAt = useRef(0);
  const latest = useRef(onPress);
  latest.current = onPress;

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    start.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  const onPointerDown = useCallback(
    (event: PointerEvent) => {
      cancel();
      firedAt.current = 0;
      // The right button opens the menu through contextmenu; other buttons do nothing here.
      if (!enabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
      const point = { x: event.clientX, y: event.clientY };
      start.current = point;
      timer.current = setTimeout(() => {
        timer.current = undefined;
        start.current = null;
        firedAt.current = Date.now();
        latest.current(point);
      }, IM.LONG_PRESS_MS);
    },
    [cancel, enabled],
  );

  const onPointerMove = useCallback(
    (event: PointerEvent) => {
      const from = start.current;
      if (!from) return;
      if (Math.hypot(event.clientX - from.x, event.clientY - from.y) > IM.LONG_PRESS_MOVE_PX) cancel();
    },
    [cancel],
  );

  const onContextMenu = useCallback(
    (event: MouseEvent) => {
      if (!enabled) return;
      event.preventDefault();
      // A touch held long fires contextmenu too: the long press has already opened the menu.
      if (Date.now() - firedAt.current < FOLLOW_UP_MS) return;
      // Held but not yet 350 ms: the browser's long press came first, and the click after it is this one's too.
      if (timer.current) firedAt.current = Date.now();
      cancel();
      latest.current(pointOf(event));
    },
    [cancel, enabled],
  );

  const onClickCapture = useCallback((event: MouseEvent) => {
    if (Date.now() - firedAt.current >= FOLLOW_UP_MS) return;
    firedAt.current = 0;
    event.preventDefault();
    event.stopPropagation();
  }, []);

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onPointerLeave: cancel,
    onContextMenu,
    onClickCapture,
  };
}
