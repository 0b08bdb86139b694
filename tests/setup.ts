// jsdom lacks these; embla-carousel-react and media-query code need them (components tests only)
if (typeof window !== 'undefined') {
  class Observer {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  const w = window as unknown as Record<string, unknown>;
  w.ResizeObserver ??= Observer;
  w.IntersectionObserver ??= Observer;
  w.matchMedia ??= (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
}

// findBy/waitFor wait for a condition, not for a time: on a loaded two-core machine a component test's
// first render (lazy chunks, i18n namespaces) can take longer than Testing Library's 1 s default
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
}
