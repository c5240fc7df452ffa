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

// A module, for the top-level await above.
export {};
