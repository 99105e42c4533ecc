import React, { useRef } from "react";
import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { useInView } from "./useInView";
import { useMediaQuery } from "./useMediaQuery";

type TestObserver = { trigger: (ratio: number) => void };
const observers = () => (IntersectionObserver as unknown as { instances: TestObserver[] }).instances;

function MediaProbe() {
  return <span>{useMediaQuery("(min-width: 1024px)") ? "wide" : "narrow"}</span>;
}

test("useMediaQuery renders the server value without touching window", () => {
  expect(renderToString(<MediaProbe />)).toContain("narrow");
});

test("useMediaQuery follows matchMedia in the browser", () => {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({ ...original(query), matches: true })) as typeof window.matchMedia;
  render(<MediaProbe />);
  expect(screen.getByText("wide")).toBeInTheDocument();
  window.matchMedia = original;
});

function InViewProbe({ threshold }: { threshold: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref, { threshold });
  return <div ref={ref}>{inView ? "visibile" : "nascosto"}</div>;
}

test("useInView is false until enough of the element is visible", () => {
  render(<InViewProbe threshold={0.5} />);
  const observer = observers()[observers().length - 1];
  expect(screen.getByText("nascosto")).toBeInTheDocument();
  act(() => observer.trigger(0.3));
  expect(screen.getByText("nascosto")).toBeInTheDocument();
  act(() => observer.trigger(0.6));
  expect(screen.getByText("visibile")).toBeInTheDocument();
});

test("useInView trusts the last of several reports delivered together", () => {
  render(<InViewProbe threshold={0.5} />);
  const observer = observers()[observers().length - 1] as unknown as { callback: IntersectionObserverCallback; elements: Element[] };
  const report = (ratio: number) =>
    ({ target: observer.elements[0], isIntersecting: ratio > 0, intersectionRatio: ratio }) as IntersectionObserverEntry;
  act(() => observer.callback([report(1), report(0)], observer as unknown as IntersectionObserver));
  expect(screen.getByText("nascosto")).toBeInTheDocument();
  act(() => observer.callback([report(0), report(0.8)], observer as unknown as IntersectionObserver));
  expect(screen.getByText("visibile")).toBeInTheDocument();
});
