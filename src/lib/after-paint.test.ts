import { afterNextPaint } from "./after-paint";

describe("afterNextPaint", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test("runs the callback after the next animation frame, not before", () => {
    const callback = jest.fn();
    afterNextPaint(callback);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersToNextTimer(); // the animation frame
    expect(callback).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers(); // the timer it set
    expect(callback).toHaveBeenCalledTimes(1);
  });

  test("cancelled before or after the frame, never runs", () => {
    const early = jest.fn();
    afterNextPaint(early)();
    const late = jest.fn();
    const cancelLate = afterNextPaint(late);
    jest.advanceTimersToNextTimer();
    cancelLate();
    jest.runAllTimers();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
