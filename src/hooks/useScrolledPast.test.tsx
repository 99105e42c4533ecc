import React, { useRef } from "react";
import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { useScrolledPast } from "./useScrolledPast";

type TestObserver = {
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
  elements: Element[];
};
const lastObserver = () => {
  const all = (IntersectionObserver as unknown as { instances: TestObserver[] }).instances;
  return all[all.length - 1];
};

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const past = useScrolledPast(ref, 0.6);
  return <div ref={ref}>{past === null ? "ignoto" : past ? "passato" : "sotto"}</div>;
}

/** Reports the element with its top at `top` px, in a 1000 px viewport whose line is at 600 px. */
function report(top: number) {
  const observer = lastObserver();
  const entry = {
    target: observer.elements[0],
    isIntersecting: top < 600 && top + 400 > 0,
    intersectionRatio: 0,
    boundingClientRect: { top, bottom: top + 400 },
    rootBounds: { top: 0, bottom: 600 },
  } as unknown as IntersectionObserverEntry;
  act(() => observer.callback([entry], observer as unknown as IntersectionObserver));
}

test("is not known on the server", () => {
  expect(renderToString(<Probe />)).toContain("ignoto");
});

test("watches a line at 60% of the viewport, with everything above it in the root", () => {
  render(<Probe />);
  expect(lastObserver().options?.rootMargin).toBe("100000px 0px -40% 0px");
});

test("turns true when the top crosses the line, stays true above the screen, false again below the line", () => {
  render(<Probe />);
  expect(screen.getByText("ignoto")).toBeInTheDocument();
  report(900);
  expect(screen.getByText("sotto")).toBeInTheDocument();
  report(550);
  expect(screen.getByText("passato")).toBeInTheDocument();
  report(-800);
  expect(screen.getByText("passato")).toBeInTheDocument();
  report(700);
  expect(screen.getByText("sotto")).toBeInTheDocument();
});

test("of several crossings reported together, the last one counts", () => {
  render(<Probe />);
  const observer = lastObserver();
  const at = (top: number) =>
    ({
      target: observer.elements[0],
      isIntersecting: top < 600,
      boundingClientRect: { top },
      rootBounds: { bottom: 600 },
    }) as unknown as IntersectionObserverEntry;
  act(() => observer.callback([at(-300), at(700)], observer as unknown as IntersectionObserver));
  expect(screen.getByText("sotto")).toBeInTheDocument();
});
