import React, { useRef } from "react";
import { render, screen } from "@testing-library/react";
import { settleLazySwiper } from "../../../../__tests__/support/settle-lazy-swiper";
import { useLazySwiper } from "./useLazySwiper";

/** A carousel whose Swiper is asked for at once. */
function Carousel() {
  const ref = useRef<HTMLDivElement>(null);
  const swiper = useLazySwiper(ref, {}, true);
  return (
    <div ref={ref} className="swiper" data-testid="carousel" data-started={swiper !== null}>
      <div className="swiper-wrapper">
        <div className="swiper-slide">uno</div>
      </div>
    </div>
  );
}

test("starts Swiper on the element once it is asked for", async () => {
  render(<Carousel />);
  await settleLazySwiper();
  expect(screen.getByTestId("carousel")).toHaveAttribute("data-started", "true");
});

describe("when Swiper's chunk fails to load", () => {
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  beforeEach(() => {
    jest.doMock("swiper", () => {
      throw Object.assign(new Error("Loading chunk 76 failed."), { name: "ChunkLoadError" });
    });
    process.on("unhandledRejection", onRejection);
  });
  afterEach(() => {
    jest.dontMock("swiper");
    process.off("unhandledRejection", onRejection);
  });

  test("the server's markup stays, and nothing is thrown", async () => {
    render(<Carousel />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const carousel = screen.getByTestId("carousel");
    expect(carousel).toHaveAttribute("data-started", "false");
    expect(carousel).not.toHaveClass("swiper-initialized");
    expect(rejections).toEqual([]);
  });
});
