import React from "react";
import { render, screen, within } from "@testing-library/react";
import { sampleControls, sampleLabels, sampleWork } from "../../../../__tests__/support/works-fixtures";
import { WorksList } from "./WorksList";

const works = [
  sampleWork("03", { showReverseSlider: true }),
  sampleWork("01", { showReverseSlider: true }),
  sampleWork("02", { showReverseSlider: false }),
];

test("shows the works as an ordered list, by number", () => {
  const { container } = render(<WorksList works={works} labels={sampleLabels} controls={sampleControls} />);
  const items = [...container.querySelector("ol")!.children] as HTMLElement[];
  expect(items.map((item) => within(item).getByRole("heading", { level: 2 }).textContent)).toEqual(["Progetto 01", "Progetto 02", "Progetto 03"]);
});

test("the slider side alternates as the works ask, and only the first entry is marked first", () => {
  render(<WorksList works={works} labels={sampleLabels} controls={sampleControls} />);
  const entries = screen.getAllByRole("article");
  expect(entries.map((entry) => entry.getAttribute("data-reverse"))).toEqual(["true", "false", "true"]);
  expect(entries.map((entry) => entry.getAttribute("data-first"))).toEqual(["true", "false", "false"]);
});

test("each entry takes the next badge colour", () => {
  render(<WorksList works={works} labels={sampleLabels} controls={sampleControls} />);
  expect(screen.getAllByText(/^0\d$/).map((badge) => badge.getAttribute("data-accent"))).toEqual(["yellow", "cyan", "orange"]);
});
