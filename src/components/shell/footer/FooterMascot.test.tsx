import { bottomPassed } from "./FooterMascot";

test("the mascot turns once its bottom is above 90% of the viewport", () => {
  expect(bottomPassed({ bottom: 800 }, 800)).toBe(false);
  expect(bottomPassed({ bottom: 721 }, 800)).toBe(false);
  expect(bottomPassed({ bottom: 720 }, 800)).toBe(true);
  expect(bottomPassed({ bottom: 100 }, 800)).toBe(true);
});
