import { shouldRun } from "./useAutoplay";

test.each([
  [true, true, false, true],
  [false, true, false, false],
  [true, false, false, false],
  [true, true, true, false],
])("allowed=%s inView=%s paused=%s runs=%s", (allowed, inView, paused, expected) => {
  expect(shouldRun(allowed, inView, paused)).toBe(expected);
});
