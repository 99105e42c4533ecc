import React from "react";
import { act, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { ScrollFadeTitle, titleOpacity } from "./ScrollFadeTitle";

test.each([
  [0, 1],
  [0.25, 0.55],
  [0.5, 0.1],
  [0.9, 0.1],
])("at scroll progress %s the title has opacity %s", (progress, opacity) => {
  expect(titleOpacity(progress)).toBeCloseTo(opacity);
});

test("renders a fully opaque h1 on the server", () => {
  const html = renderToString(<ScrollFadeTitle>Works</ScrollFadeTitle>);
  expect(html).toMatch(/^<h1[^>]*style="opacity:1"[^>]*>Works<\/h1>$/);
});

test("fades as the page scrolls", async () => {
  Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: 3000 });
  Object.defineProperty(window, "innerHeight", { configurable: true, value: 1000 });
  render(<ScrollFadeTitle>Studio</ScrollFadeTitle>);
  const title = screen.getByRole("heading", { level: 1, name: "Studio" });
  expect(title).toHaveStyle({ opacity: "1" });
  Object.defineProperty(window, "scrollY", { configurable: true, value: 1000 });
  act(() => {
    window.dispatchEvent(new Event("scroll"));
  });
  // Half of the 2000 px scrollable height: the fade has reached its floor.
  await waitFor(() => expect(Number(title.style.opacity)).toBeCloseTo(0.1));
});
