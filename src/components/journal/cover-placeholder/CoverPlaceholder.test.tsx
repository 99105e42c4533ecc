import React from "react";
import { render } from "@testing-library/react";
import { CoverPlaceholder, placeholderColor } from "./CoverPlaceholder";

test("a slug always gets the same brand colour, and slugs spread over several", () => {
  expect(placeholderColor("app-native-o-cross-platform")).toBe(placeholderColor("app-native-o-cross-platform"));
  const colours = new Set(["a", "b", "c", "d", "e", "f", "g", "h"].map((slug) => placeholderColor(`post-${slug}`)));
  expect(colours.size).toBeGreaterThan(2);
});

test("is a decorative block: colour from the slug, mascot hidden from assistive technology", () => {
  const { container } = render(<CoverPlaceholder slug="app-native-o-cross-platform" />);
  const block = container.firstElementChild!;
  expect(block).toHaveAttribute("data-color", placeholderColor("app-native-o-cross-platform"));
  expect(block.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
});
