import { act } from "@testing-library/react";

/** As Testing Library itself tells Jest's fake timers apart. */
const fakeTimers = () => Object.prototype.hasOwnProperty.call(setTimeout, "clock");
const nextFrame = () => new Promise((resolve) => window.requestAnimationFrame(resolve));
/** useLazySwiper's settling frames, and one for the frame its first one may share with ours. */
const FRAMES = 4;

/**
 * For tests: lets a component's own import("swiper") and Swiper's start settle inside act,
 * including the few animation frames after which useLazySwiper hands the instance out. It waits
 * for the frames themselves, not for a time: on a busy machine jsdom's frames come late.
 */
export const settleLazySwiper = () =>
  act(async () => {
    await import("swiper");
    for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
    if (fakeTimers()) jest.advanceTimersByTime(100);
    else for (let frame = 0; frame < FRAMES; frame += 1) await nextFrame();
  });
