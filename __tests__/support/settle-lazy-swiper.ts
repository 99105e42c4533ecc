import { act } from "@testing-library/react";

/** As Testing Library itself tells Jest's fake timers apart. */
const fakeTimers = () => Object.prototype.hasOwnProperty.call(setTimeout, "clock");

/**
 * For tests: lets a component's own import("swiper") and Swiper's start settle inside act,
 * including the few animation frames after which useLazySwiper hands the instance out.
 */
export const settleLazySwiper = () =>
  act(async () => {
    await import("swiper");
    for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
    if (fakeTimers()) jest.advanceTimersByTime(100);
    else await new Promise((resolve) => setTimeout(resolve, 100));
  });
