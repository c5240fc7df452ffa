// antd's responsive parts ask the window for media queries, which jsdom does not have; the console is a wide screen.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  Object.assign(window, {
    matchMedia: (query: string) => ({
      matches: /min-width/.test(query),
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }),
  });
}

// antd's tables and overflow menus watch their size; jsdom lays nothing out, so there is nothing to report.
if (typeof window !== 'undefined' && typeof window.ResizeObserver !== 'function') {
  class NoResizes {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(window, { ResizeObserver: NoResizes });
}
