import { shouldUpdateScroll } from "./scroll-restoration";

const firstMount = { prevRouterProps: undefined };
const routeChange = { prevRouterProps: { location: window.location } };

// jsdom has no navigation timing: each test says how the document was loaded.
const loadedBy = (type: NavigationTimingType) =>
  Object.defineProperty(performance, "getEntriesByType", { configurable: true, value: () => [{ type }] });

test("a new visit keeps the browser's position: the saved one is from an earlier visit", () => {
  loadedBy("navigate");
  expect(shouldUpdateScroll(firstMount)).toBe(false);
});

test.each(["reload", "back_forward"] as const)("a %s restores the saved position", (type) => {
  loadedBy(type);
  expect(shouldUpdateScroll(firstMount)).toBe(true);
});

test("client-side routes are left to Gatsby", () => {
  loadedBy("navigate");
  expect(shouldUpdateScroll(routeChange)).toBe(true);
});
