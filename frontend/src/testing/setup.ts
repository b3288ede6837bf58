// jsdom lacks a few browser APIs that the carousel and the navigation code touch.
// Minimal stand-ins: enough to mount, nothing more.

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

if (!("ResizeObserver" in window)) {
  Object.assign(window, { ResizeObserver: NoopObserver });
}
if (!("IntersectionObserver" in window)) {
  Object.assign(window, { IntersectionObserver: NoopObserver });
}
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = (() => {}) as typeof window.scrollTo;
