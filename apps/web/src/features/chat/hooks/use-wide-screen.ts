import { isPcDevice, isWidescreen } from '@ffe/im-client/utils/widescreen';
import { IM } from '@ffe/shared/constants';
import { useEffect, useState } from 'react';

const isWide = () =>
  isWidescreen({ isPc: isPcDevice(navigator), windowWidth: window.innerWidth, screenWidth: window.screen.width });

/**
 * Whether the chat is widescreen (PRODUCT.md#chat-pages: a PC window wider than 960 px, another device's screen at
 * least 960 px wide), following resizes (a tablet turned round among them) at most every IM.RESIZE_THROTTLE_MS = 50 ms,
 * with a last look after the resizing stops.
 */
export function useWideScreen(): boolean {
  const [wide, setWide] = useState(isWide);
  useEffect(() => {
    let last = 0;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      last = Date.now();
      trailing = undefined;
      setWide(isWide());
    };
    const onResize = () => {
      const wait = IM.RESIZE_THROTTLE_MS - (Date.now() - last);
      if (wait <= 0) measure();
      else trailing ??= setTimeout(measure, wait);
    };
    window.addEventListener('resize', onResize);
    measure();
    return () => {
      window.removeEventListener('resize', onResize);
      clearTimeout(trailing);
    };
  }, []);
  return wide;
}
