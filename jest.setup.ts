import "@testing-library/jest-dom";
import { TextDecoder, TextEncoder } from "node:util";

// react-dom/server needs these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no IntersectionObserver or matchMedia; tests drive them through these stand-ins.
class TestIntersectionObserver {
  static instances: TestIntersectionObserver[] = [];
  elements: Element[] = [];
  constructor(
    public callback: IntersectionObserverCallback,
    public options?: IntersectionObserverInit,
  ) {
    TestIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  unobserve() {}
  disconnect() {
    this.elements = [];
  }
  takeRecords() {
    return [];
  }
  /** Test helper: report every observed element as visible in this ratio. */
  trigger(ratio: number) {
    const entries = this.elements.map((target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}
Object.assign(globalThis, { IntersectionObserver: TestIntersectionObserver });

if (typeof window !== "undefined" && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
