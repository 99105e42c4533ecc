import React from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { settleLazySwiper } from "../../../../__tests__/support/settle-lazy-swiper";
import { SERVICES_SPACING, servicesSwiperOptions } from "./carousel-settings";
import { Services, type ServicesProps } from "./Services";

type TestObserver = { elements: Element[]; trigger: (ratio: number) => void };
const observers = () => (IntersectionObserver as unknown as { instances: TestObserver[] }).instances;

const props: ServicesProps = {
  title: "Servizi",
  carouselLabel: "Carosello dei servizi",
  dragLabel: "Drag",
  controls: { pause: "Metti in pausa", play: "Riprendi" },
  items: ["eCommerce", "Software", "API", "Website", "App", "IT Consulting"].map((title) => ({
    id: title.toLowerCase(),
    title,
    description: `${title}!`,
    color: "yellow",
  })),
};

describe("breakpoint settings", () => {
  test("gap 12 and padding 24 by default, gap 24 and padding 50 from 640 px, padding 80 from 1280 px", () => {
    const options = servicesSwiperOptions(false);
    expect(options).toMatchObject({ spaceBetween: 12, slidesOffsetBefore: 24, slidesOffsetAfter: 24 });
    expect(options.breakpoints).toEqual({
      640: { spaceBetween: 24, slidesOffsetBefore: 50, slidesOffsetAfter: 50 },
      1280: { spaceBetween: 24, slidesOffsetBefore: 80, slidesOffsetAfter: 80 },
    });
    expect(SERVICES_SPACING.map((s) => s.minWidth)).toEqual([0, 640, 1280]);
  });

  test("loops, drags, and has no arrows, pagination or other modules", () => {
    const options = servicesSwiperOptions(false);
    expect(options).toMatchObject({ loop: true, slidesPerView: "auto" });
    expect(options.allowTouchMove).not.toBe(false);
    expect(options).not.toHaveProperty("navigation");
    expect(options).not.toHaveProperty("pagination");
    expect(options).not.toHaveProperty("modules");
  });

  test("moves instantly under reduced motion", () => {
    expect(servicesSwiperOptions(true).speed).toBe(0);
    expect(servicesSwiperOptions(false).speed).toBeGreaterThan(0);
  });
});

describe("carousel", () => {
  const realMatchMedia = window.matchMedia;
  const withMedia = (matching: string[]) => {
    window.matchMedia = ((query: string) => ({ ...realMatchMedia(query), matches: matching.includes(query) })) as typeof window.matchMedia;
  };
  const carousel = () => screen.getByRole("region", { name: "Carosello dei servizi" });
  const showCarousel = (ratio: number) =>
    act(() =>
      observers()
        .filter((o) => o.elements.includes(carousel()))
        .forEach((o) => o.trigger(ratio)),
    );
  type SwiperElement = HTMLElement & { swiper: { slideNext: () => void; slidePrev: () => void } };
  /** Brings the carousel into view and waits for Swiper, fetched at that moment, to take over. */
  const startSwiper = async () => {
    showCarousel(1);
    await settleLazySwiper();
    expect(document.querySelector(".swiper")).toHaveClass("swiper-initialized");
    return (document.querySelector(".swiper") as SwiperElement).swiper;
  };

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    window.matchMedia = realMatchMedia;
    jest.useRealTimers();
  });

  test("has the title and the six cards, each with title and description", () => {
    render(<Services {...props} />);
    expect(screen.getByRole("heading", { level: 2, name: "Servizi" })).toBeInTheDocument();
    // Looping, Swiper reorders the slides in the DOM; all six are there once.
    expect(
      screen
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent)
        .sort(),
    ).toEqual(props.items.map((item) => item.title).sort());
    expect(screen.getByText("API!")).toBeInTheDocument();
  });

  test("wide screens: no autoplay and no pause button", async () => {
    withMedia([]);
    render(<Services {...props} />);
    await startSwiper();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(carousel()).toHaveAttribute("data-autoplay", "stopped");
  });

  test("below 1280 px: runs only while half in view, and the button pauses and resumes it", async () => {
    withMedia(["(max-width: 1279.98px)"]);
    render(<Services {...props} />);
    expect(carousel()).toHaveAttribute("data-autoplay", "stopped");
    showCarousel(0.4);
    await settleLazySwiper();
    expect(carousel()).toHaveAttribute("data-autoplay", "stopped");
    showCarousel(0.5);
    expect(carousel()).toHaveAttribute("data-autoplay", "running");
    fireEvent.click(screen.getByRole("button", { name: "Metti in pausa" }));
    expect(carousel()).toHaveAttribute("data-autoplay", "stopped");
    fireEvent.click(screen.getByRole("button", { name: "Riprendi" }));
    expect(carousel()).toHaveAttribute("data-autoplay", "running");
    fireEvent.focus(carousel());
    expect(carousel()).toHaveAttribute("data-autoplay", "stopped");
  });

  test("never autoplays under reduced motion", async () => {
    withMedia(["(max-width: 1279.98px)", "(prefers-reduced-motion: reduce)"]);
    render(<Services {...props} />);
    await startSwiper();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(carousel()).toHaveAttribute("data-autoplay", "stopped");
  });

  test("Swiper starts only when the carousel comes near, and stops with the section", async () => {
    const { unmount } = render(<Services {...props} />);
    await act(() => Promise.resolve());
    expect(document.querySelector(".swiper")).not.toHaveClass("swiper-initialized");
    expect(carousel()).toHaveAttribute("data-started", "false");
    const swiper = await startSwiper();
    expect(carousel()).toHaveAttribute("data-started", "true");
    const destroy = jest.spyOn(swiper as unknown as { destroy: () => void }, "destroy");
    unmount();
    expect(destroy).toHaveBeenCalled();
  });

  test("arrow keys move the carousel, other keys are left alone", async () => {
    render(<Services {...props} />);
    const swiper = await startSwiper();
    const next = jest.spyOn(swiper, "slideNext");
    const prev = jest.spyOn(swiper, "slidePrev");
    fireEvent.keyDown(carousel(), { key: "ArrowRight" });
    fireEvent.keyDown(carousel(), { key: "ArrowRight" });
    fireEvent.keyDown(carousel(), { key: "ArrowLeft" });
    expect(fireEvent.keyDown(carousel(), { key: "ArrowDown" })).toBe(true);
    expect(next).toHaveBeenCalledTimes(2);
    expect(prev).toHaveBeenCalledTimes(1);
  });

  test("a click on a card cut off by the right edge moves it in, by the left edge back; a card wholly shown stays", async () => {
    render(<Services {...props} />);
    const swiper = (await startSwiper()) as SwiperElement["swiper"] & { clickedSlide?: Element; emit: (event: string) => void };
    const next = jest.spyOn(swiper, "slideNext");
    const prev = jest.spyOn(swiper, "slidePrev");
    // jsdom lays nothing out: a 375 px window and a 300 px card at `left`.
    const box = (left: number, width: number) => ({ left, right: left + width, top: 0, bottom: 400, width, height: 400, x: left, y: 0 }) as DOMRect;
    jest.spyOn(carousel(), "getBoundingClientRect").mockReturnValue(box(0, 375));
    const clickCardAt = (left: number) => {
      const card = document.querySelectorAll(".swiper-slide")[1];
      jest.spyOn(card, "getBoundingClientRect").mockReturnValue(box(left, 300));
      swiper.clickedSlide = card;
      // What Swiper reports for a pointer that went down and up without dragging.
      swiper.emit("click");
    };
    clickCardAt(24);
    expect([next.mock.calls.length, prev.mock.calls.length]).toEqual([0, 0]);
    clickCardAt(336);
    expect([next.mock.calls.length, prev.mock.calls.length]).toEqual([1, 0]);
    clickCardAt(-288);
    expect([next.mock.calls.length, prev.mock.calls.length]).toEqual([1, 1]);
  });

  test("advances every 3 s while running", async () => {
    withMedia(["(max-width: 1279.98px)"]);
    render(<Services {...props} />);
    const swiper = await startSwiper();
    const next = jest.spyOn(swiper, "slideNext");
    showCarousel(0);
    act(() => jest.advanceTimersByTime(6000));
    expect(next).not.toHaveBeenCalled();
    showCarousel(1);
    act(() => jest.advanceTimersByTime(2999));
    expect(next).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(next).toHaveBeenCalledTimes(1);
    showCarousel(0);
    act(() => jest.advanceTimersByTime(6000));
    expect(next).toHaveBeenCalledTimes(1);
  });
});
