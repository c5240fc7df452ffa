// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWideScreen } from './use-wide-screen';

const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

/** A browser that says it is `userAgent`, with a window and a screen this wide. */
function device(userAgent: string, windowWidth: number, screenWidth: number) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  vi.spyOn(window.screen, 'width', 'get').mockReturnValue(screenWidth);
  window.innerWidth = windowWidth;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// PRODUCT.md#chat-pages: "A screen wider than 960 px is widescreen ... On non-PC devices the breakpoint is screen width
// at or above 960 px."
describe('the chat widescreen check', () => {
  it('takes a PC browser by its window: wide at 1280 px whatever its screen, narrow once narrowed to 800 px', () => {
    vi.useFakeTimers();
    device(DESKTOP_UA, 1280, 412);
    const { result } = renderHook(() => useWideScreen());
    expect(result.current).toBe(true);

    act(() => {
      window.innerWidth = 800;
      window.dispatchEvent(new Event('resize'));
      // Resizes are looked at no more often than every 50 ms.
      vi.advanceTimersByTime(50);
    });
    expect(result.current).toBe(false);
  });

  it('takes a phone by its screen: narrow on a 412 px screen even in a 1280 px window', () => {
    device(PHONE_UA, 1280, 412);
    expect(renderHook(() => useWideScreen()).result.current).toBe(false);
  });

  it('takes a tablet screen of 960 px or more as wide, even in a narrower window', () => {
    device(PHONE_UA, 700, 1024);
    expect(renderHook(() => useWideScreen()).result.current).toBe(true);
  });
});
