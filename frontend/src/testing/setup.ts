// happy-dom lacks a few browser APIs that the carousel and the navigation code touch.
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
window.scrollTo = (() => {}) as typeof window.scrollTo;

// happy-dom checks `step` by a floating-point remainder, so 99.95 fails `step="0.01"` (and
// would block the form's submit) where every browser accepts it. A browser counts whole
// steps from the minimum; so does this.
Object.defineProperty(ValidityState.prototype, "stepMismatch", {
  configurable: true,
  get(this: ValidityState & { element: HTMLInputElement }) {
    const input = this.element;
    if (input.localName !== "input" || (input.type !== "number" && input.type !== "range") || input.value === "") return false;
    const step = input.getAttribute("step") ?? "1";
    if (step === "any") return false;
    const steps = (Number(input.value) - Number(input.min || 0)) / Number(step);
    return Math.abs(steps - Math.round(steps)) > 1e-9;
  },
});

// No component test reaches a server: a request that no test's mock answers fails at once,
// as a browser's fetch fails offline, instead of going to happy-dom's default address.
const offline = async (input: RequestInfo | URL) => {
  throw new TypeError(`Failed to fetch ${String(input)}: component tests reach no server`);
};
globalThis.fetch = offline as typeof fetch;
window.fetch = offline as typeof fetch;
