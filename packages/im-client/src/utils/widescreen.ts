import { IM } from '@ffe/shared/constants';

/** What the widescreen rule looks at. */
export interface ScreenFacts {
  /** Whether the device is a PC (a desktop or laptop browser), not a phone or tablet. */
  isPc: boolean;
  /** The browser window's width in CSS pixels. */
  windowWidth: number;
  /** The device screen's width in CSS pixels. */
  screenWidth: number;
}

/**
 * PRODUCT.md#chat-pages: "A screen wider than 960 px is widescreen ... On non-PC devices the breakpoint is screen width
 * at or above 960 px." A PC goes by its window (it can be narrowed); a phone or tablet by its screen.
 */
export const isWidescreen = ({ isPc, windowWidth, screenWidth }: ScreenFacts): boolean =>
  isPc ? windowWidth > IM.WIDESCREEN_MIN_WIDTH : screenWidth >= IM.WIDESCREEN_MIN_WIDTH;

/** Phones and tablets name themselves in the user agent. */
const HANDHELD = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|OpenHarmony|Windows Phone|Tablet|Kindle|Silk/i;

/** Whether a browser runs on a PC, by what the device says of itself. */
export function isPcDevice(nav: { userAgent: string; maxTouchPoints?: number }): boolean {
  if (HANDHELD.test(nav.userAgent)) return false;
  // iPadOS asks for desktop sites as a Mac: a Mac that takes several touches is an iPad.
  return !(/Macintosh/.test(nav.userAgent) && (nav.maxTouchPoints ?? 0) > 1);
}
