import React from "react";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { settleLazySwiper } from "../../../../__tests__/support/settle-lazy-swiper";
import { sampleWork } from "../../../../__tests__/support/works-fixtures";
import { SLIDER_SIZES, sliderSwiperOptions, WorkSlider, type WorkSliderLabels } from "./WorkSlider";

const labels: WorkSliderLabels = {
  region: "Immagini di Progetto 01",
  next: "Immagine successiva",
  slide: "Immagine {current} di {total}",
  click: "Click",
  pause: "Metti in pausa",
  play: "Riprendi",
};
const images = sampleWork("01").images;

/** Makes chosen media queries match, as a narrow screen or a reduced-motion setting would. */
function matchMedia(matching: (query: string) => boolean) {
  window.matchMedia = ((query: string) => ({ ...original(query), matches: matching(query) })) as typeof window.matchMedia;
}
const original = window.matchMedia;
// Swiper's modules are transformed and loaded once, before any test: a component's own import("swiper")
// then settles in a few ticks, instead of racing a cold transform (seconds on a busy machine) against waitFor.
beforeAll(() => import("swiper"));
afterEach(() => {
  window.matchMedia = original;
  jest.useRealTimers();
});

const shownSlide = () => screen.getByRole("group", { hidden: false });
/** Waits until the slider reports that Swiper has started; the timeout only bounds a failure. */
const swiperStarted = () =>
  waitFor(() => expect(screen.getByTestId("work-slider-frame")).toHaveAttribute("data-started", "true"), { timeout: 15_000 });
const reportInView = (ratio: number) => {
  const observers = (IntersectionObserver as unknown as { instances: { trigger: (r: number) => void }[] }).instances;
  act(() => observers[observers.length - 1].trigger(ratio));
};
/** jsdom has no PointerEvent: a mouse event of the same type carries the coordinates. */
const pointerDown = (target: Element, clientX: number, clientY: number) =>
  fireEvent(target, new MouseEvent("pointerdown", { bubbles: true, clientX, clientY }));

test("puts our sizes on every source of every image; only the first of a priority slider loads at once", () => {
  const { container } = render(<WorkSlider images={images} labels={labels} priority />);
  expect(SLIDER_SIZES).toMatch(/\(min-width: 1024px\).*calc\(100vw - 48px\)$/);
  for (const element of container.querySelectorAll("picture > source, picture > img")) expect(element).toHaveAttribute("sizes", SLIDER_SIZES);
  const imgs = [...container.querySelectorAll("picture > img")];
  expect(imgs.map((img) => img.getAttribute("loading"))).toEqual(["eager", "lazy", "lazy"]);
  expect(imgs.map((img) => img.getAttribute("fetchpriority"))).toEqual(["high", null, null]);
});

test("slides are 12 px apart below 640 px and 24 px from there up, the widest screens included", () => {
  const options = sliderSwiperOptions(false, () => undefined);
  expect(options.spaceBetween).toBe(12);
  // Swiper applies one breakpoint over the base settings, never over the breakpoint below it.
  const spaces = Object.entries(options.breakpoints!).map(([width, settings]) => [width, settings.spaceBetween]);
  expect(spaces).toEqual([
    ["640", 24],
    ["1280", 24],
  ]);
});

test("a named region with one labelled slide per image, each with its alt text", () => {
  render(<WorkSlider images={images} labels={labels} />);
  expect(screen.getByRole("region", { name: "Immagini di Progetto 01" })).toBeInTheDocument();
  const slides = screen.getAllByRole("group", { hidden: true });
  expect(slides.map((slide) => slide.getAttribute("aria-label"))).toEqual(["Immagine 1 di 3", "Immagine 2 di 3", "Immagine 3 di 3"]);
  expect(screen.getByAltText("Immagine a del progetto 01")).toBeInTheDocument();
  expect(shownSlide()).toHaveAttribute("aria-label", "Immagine 1 di 3");
});

// jsdom fires no transitionend, so after one animated change Swiper would think it is still
// sliding; with reduced motion changes are instant, which is all these tests need.
const instantChanges = () => matchMedia((query) => query.includes("reduce"));

// Going back (ArrowLeft) needs real slide sizes: the browser tests cover it.
test("the next-image button and the right arrow show the next image; other keys do nothing", async () => {
  instantChanges();
  render(<WorkSlider images={images} labels={labels} />);
  const next = screen.getByRole("button", { name: "Immagine successiva" });
  // Focus starts Swiper; its start is a state the slider shows (data-started), awaited before the button is used. On
  // a busy machine the start took longer than waitFor's default second, and the first click's check timed out.
  fireEvent.focus(next);
  await swiperStarted();
  fireEvent.click(next);
  await waitFor(() => expect(shownSlide()).toHaveAttribute("aria-label", "Immagine 2 di 3"));
  fireEvent.keyDown(next, { key: "ArrowRight" });
  await waitFor(() => expect(shownSlide()).toHaveAttribute("aria-label", "Immagine 3 di 3"));
  fireEvent.keyDown(next, { key: "a" });
  fireEvent.keyDown(next, { key: "ArrowDown" });
  expect(shownSlide()).toHaveAttribute("aria-label", "Immagine 3 di 3");
  expect(screen.getByText("Immagine 3 di 3", { selector: "[aria-live]" })).toHaveAttribute("aria-live", "polite");
});

test("a click on the images shows the next one, a drag does not count as a click", async () => {
  instantChanges();
  render(<WorkSlider images={images} labels={labels} />);
  const frame = screen.getByTestId("work-slider-frame");
  fireEvent.pointerEnter(frame);
  await swiperStarted();
  pointerDown(frame, 100, 100);
  fireEvent.click(frame, { clientX: 180, clientY: 100 });
  expect(shownSlide()).toHaveAttribute("aria-label", "Immagine 1 di 3");
  pointerDown(frame, 100, 100);
  fireEvent.click(frame, { clientX: 102, clientY: 101 });
  await waitFor(() => expect(shownSlide()).toHaveAttribute("aria-label", "Immagine 2 di 3"));
});

test("Swiper starts only when the slider is first needed: pointer over it, a touch or focus", async () => {
  render(<WorkSlider images={images} labels={labels} />);
  const frame = screen.getByTestId("work-slider-frame");
  reportInView(1);
  await settleLazySwiper();
  expect(frame).toHaveAttribute("data-started", "false");
  fireEvent.focus(screen.getByRole("button", { name: "Immagine successiva" }));
  await settleLazySwiper();
  expect(frame).toHaveAttribute("data-started", "true");
});

test("no pause button and no autoplay on wide screens", () => {
  jest.useFakeTimers();
  render(<WorkSlider images={images} labels={labels} />);
  reportInView(1);
  expect(screen.queryByRole("button", { name: "Metti in pausa" })).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(3500));
  expect(shownSlide()).toHaveAttribute("aria-label", "Immagine 1 di 3");
});

test("below 1280 px it autoplays every 3 s while in view, until paused", async () => {
  jest.useFakeTimers();
  matchMedia((query) => query.includes("max-width: 1279"));
  render(<WorkSlider images={images} labels={labels} />);
  act(() => jest.advanceTimersByTime(3500));
  expect(shownSlide()).toHaveAttribute("aria-label", "Immagine 1 di 3");
  reportInView(0.8);
  act(() => jest.advanceTimersByTime(2900));
  expect(shownSlide()).toHaveAttribute("aria-label", "Immagine 1 di 3");
  act(() => jest.advanceTimersByTime(600));
  // The first move starts Swiper, which then makes it.
  await settleLazySwiper();
  expect(shownSlide()).toHaveAttribute("aria-label", "Immagine 2 di 3");
  act(() => jest.advanceTimersByTime(3100));
  expect(shownSlide()).toHaveAttribute("aria-label", "Immagine 3 di 3");
  fireEvent.click(screen.getByRole("button", { name: "Metti in pausa" }));
  act(() => jest.advanceTimersByTime(7000));
  expect(shownSlide()).toHaveAttribute("aria-label", "Immagine 3 di 3");
  expect(screen.getByRole("button", { name: "Riprendi" })).toBeInTheDocument();
});

test("no autoplay and no pause button under reduced motion", () => {
  jest.useFakeTimers();
  matchMedia((query) => query.includes("max-width: 1279") || query.includes("reduce"));
  render(<WorkSlider images={images} labels={labels} />);
  reportInView(1);
  act(() => jest.advanceTimersByTime(7000));
  expect(shownSlide()).toHaveAttribute("aria-label", "Immagine 1 di 3");
  expect(screen.queryByRole("button", { name: "Metti in pausa" })).not.toBeInTheDocument();
});
