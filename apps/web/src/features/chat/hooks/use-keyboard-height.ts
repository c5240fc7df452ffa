import { keptKeyboardHeight, rememberKeyboardHeight } from '@ffe/im-client/runtime/keyboard-height';
import { type RefObject, useEffect, useState } from 'react';

/**
 * The phone keyboard's height (KeyboardHeight, PRODUCT.md#shop-stored-shapes): measured from the visual viewport while
 * `input` has the focus, kept on the device, so the ＋ panel opens as tall as the keyboard it replaces and the chat does
 * not jump.
 */
export function useKeyboardHeight(input: RefObject<HTMLElement | null>, active: boolean): number {
  const [height, setHeight] = useState(keptKeyboardHeight);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!active || !viewport) return;
    const measure = () => {
      if (document.activeElement !== input.current) return;
      const kept = rememberKeyboardHeight(window.innerHeight - viewport.height - viewport.offsetTop);
      if (kept !== undefined) setHeight(kept);
    };
    viewport.addEventListener('resize', measure);
    return () => viewport.removeEventListener('resize', measure);
  }, [active, input]);
  return height;
}
