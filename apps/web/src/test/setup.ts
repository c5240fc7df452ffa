import { beforeAll, expect } from 'vitest';

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

// The shop's chat runs with the shop as the chat client's host, in the shop's browser tests as in the app; loaded
// before the tests, after the test file's mocks, so a mocked toast is the one the host calls.
if (typeof window !== 'undefined' && expect.getState().testPath?.includes('/apps/web/')) {
  beforeAll(async () => (await import('../lib/shop-im-host')).installShopImHost());
}
