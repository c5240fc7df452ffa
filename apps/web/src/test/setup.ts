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
