import React from "react";
import { render } from "@testing-library/react";
import { Mascot } from "./Mascot";

test("colours the body with a brand colour name or a CSS colour", () => {
  const { container, rerender } = render(<Mascot fillColor="orange" />);
  // The body takes the svg's colour: a brand colour's variable, or the colour given.
  expect(container.querySelector("rect[rx='46']")).toHaveAttribute("fill", "currentColor");
  expect(container.querySelector("svg")).toHaveStyle({ color: "var(--color-orange)" });
  rerender(<Mascot fillColor="#123456" />);
  expect(container.querySelector("svg")).toHaveStyle({ color: "#123456" });
});

test("rotates by svgRotation degrees", () => {
  const { container } = render(<Mascot fillColor="blue" svgRotation={-30} />);
  expect(container.querySelector("svg")).toHaveStyle({ transform: "rotate(-30deg)" });
});

test("swaps the face when terrified", () => {
  const { container, rerender } = render(<Mascot fillColor="cyan" />);
  expect(container.querySelector("[data-face='calm']")).toBeInTheDocument();
  rerender(<Mascot fillColor="cyan" terrifiedImage />);
  expect(container.querySelector("[data-face='terrified']")).toBeInTheDocument();
  expect(container.querySelector("[data-face='calm']")).not.toBeInTheDocument();
});

test("is hidden from assistive technology unless labelled", () => {
  const { container, rerender } = render(<Mascot fillColor="yellow" />);
  expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  rerender(<Mascot fillColor="yellow" label="Mascotte gialla" />);
  expect(container.querySelector("svg")).toHaveAttribute("role", "img");
  expect(container.querySelector("svg")).toHaveAccessibleName("Mascotte gialla");
});
