import React from "react";
import { act, render, screen } from "@testing-library/react";
import { brandVar, cycleColors, timing } from "../../../styles/tokens";
import { letterColor, WeMake } from "./WeMake";

type TestObserver = { trigger: (ratio: number) => void };
const lastObserver = () => {
  const all = (IntersectionObserver as unknown as { instances: TestObserver[] }).instances;
  return all[all.length - 1];
};

const letterColours = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLElement>("[data-testid=cycling-word] [aria-hidden=true]")).map((el) => el.style.color);

afterEach(() => {
  jest.useRealTimers();
  window.matchMedia = originalMatchMedia;
});
const originalMatchMedia = window.matchMedia;

test("each letter is one step further along the six colours, and the cycle moves on", () => {
  expect(letterColor(0, 0, false)).toBe("yellow");
  expect(letterColor(1, 0, false)).toBe("orange");
  expect(letterColor(5, 0, false)).toBe("purple");
  expect(letterColor(6, 0, false)).toBe("yellow");
  expect(letterColor(0, 1, false)).toBe("orange");
  expect(letterColor(3, 4, true)).toBe(cycleColors[0]);
});

test("letters change colour every 500 ms while in view; the word is read once", () => {
  jest.useFakeTimers();
  const { container } = render(<WeMake before="Facciamo" word="miracoli" after="(o quasi)." />);
  expect(screen.getByText("miracoli")).toHaveClass("visually-hidden");
  const letters = container.querySelectorAll("[data-testid=cycling-word] [aria-hidden=true]");
  expect(
    Array.from(letters)
      .map((el) => el.textContent)
      .join(""),
  ).toBe("miracoli");

  const start = letterColours(container);
  expect(start.slice(0, 6)).toEqual(cycleColors.map((name) => brandVar(name)));
  act(() => jest.advanceTimersByTime(timing.colorCycleMs));
  expect(letterColours(container)).toEqual(start); // not in view yet: still

  act(() => lastObserver().trigger(1));
  act(() => jest.advanceTimersByTime(timing.colorCycleMs - 1));
  expect(letterColours(container)).toEqual(start);
  act(() => jest.advanceTimersByTime(1));
  const next = letterColours(container);
  expect(next[0]).toBe(start[1]);
  expect(next[5]).toBe(start[0]);
});

test("under reduced motion the letters stand still, all in one colour", () => {
  jest.useFakeTimers();
  window.matchMedia = ((query: string) => ({ ...originalMatchMedia(query), matches: query.includes("reduce") })) as typeof window.matchMedia;
  const { container } = render(<WeMake before="Facciamo" word="miracoli" after="." />);
  act(() => lastObserver().trigger(1));
  const first = letterColours(container);
  expect(new Set(first).size).toBe(1);
  act(() => jest.advanceTimersByTime(timing.colorCycleMs * 3));
  expect(letterColours(container)).toEqual(first);
});
