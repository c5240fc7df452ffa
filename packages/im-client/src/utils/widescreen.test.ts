import { describe, expect, it } from 'vitest';
import { isPcDevice, isWidescreen } from './widescreen';

// PRODUCT.md#chat-pages: "A screen wider than 960 px is widescreen ... On non-PC devices the breakpoint is screen width
// at or above 960 px."
describe('the widescreen rule', () => {
  it('takes a PC window wider than 960 px as widescreen, and one of exactly 960 px as narrow', () => {
    expect(isWidescreen({ isPc: true, windowWidth: 961, screenWidth: 1920 })).toBe(true);
    expect(isWidescreen({ isPc: true, windowWidth: 960, screenWidth: 1920 })).toBe(false);
  });

  it('goes by the PC window, not its screen, when the window is narrowed', () => {
    expect(isWidescreen({ isPc: true, windowWidth: 500, screenWidth: 1920 })).toBe(false);
  });

  it('takes a tablet screen of 960 px or more as widescreen, whatever its window', () => {
    expect(isWidescreen({ isPc: false, windowWidth: 700, screenWidth: 960 })).toBe(true);
    expect(isWidescreen({ isPc: false, windowWidth: 1200, screenWidth: 959 })).toBe(false);
  });
});

describe('telling a PC from a phone or tablet', () => {
  const ua = {
    windows:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36',
    android:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
    androidTablet:
      'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    iphone:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  };

  it('takes Windows, macOS and Linux desktops as PCs', () => {
    expect(isPcDevice({ userAgent: ua.windows, maxTouchPoints: 0 })).toBe(true);
    expect(isPcDevice({ userAgent: ua.mac, maxTouchPoints: 0 })).toBe(true);
    expect(isPcDevice({ userAgent: ua.linux })).toBe(true);
  });

  it('takes Android phones and tablets, iPhones, and an iPad asking for the desktop site as not PCs', () => {
    expect(isPcDevice({ userAgent: ua.android, maxTouchPoints: 5 })).toBe(false);
    expect(isPcDevice({ userAgent: ua.androidTablet, maxTouchPoints: 10 })).toBe(false);
    expect(isPcDevice({ userAgent: ua.iphone, maxTouchPoints: 5 })).toBe(false);
    expect(isPcDevice({ userAgent: ua.mac, maxTouchPoints: 5 })).toBe(false);
  });
});
