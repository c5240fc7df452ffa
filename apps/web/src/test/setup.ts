import { afterEach, beforeAll, beforeEach, expect } from 'vitest';

// antd-mobile's popups, dialogs and toasts animate with react-spring on animation frames: in a browser test they open
// and close at once, so what a test waits for never depends on how fast a loaded machine runs the frames.
if (typeof window !== 'undefined') (await import('@react-spring/web')).Globals.assign({ skipAnimation: true });

// jsdom has no IntersectionObserver; lists in tests load their next page only when asked.
if (typeof window !== 'undefined' && !('IntersectionObserver' in window)) {
  class NoIntersections {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
    takeRecords(): [] {
      return [];
    }
  }
  Object.assign(window, { IntersectionObserver: NoIntersections });
}

// Each of the shop's browser tests has a messaging client of its own with the shop as its host, as the app has, and
// disposes it; loaded after the test file's mocks, so a mocked toast is the one the host calls.
if (typeof window !== 'undefined' && expect.getState().testPath?.includes('/apps/web/')) {
  let shopImHost: typeof import('../lib/shop-im-host') | undefined;
  let client: { dispose(): Promise<void> } | undefined;
  beforeAll(async () => {
    shopImHost = await import('../lib/shop-im-host');
  });
  beforeEach(() => {
    client = shopImHost?.createShopImClient();
  });
  afterEach(async () => {
    await client?.dispose();
    client = undefined;
  });
}
