import React from "react";
import { act, render, screen, waitFor } from "@testing-library/react";
import { sampleControls, sampleLabels, sampleResults, sampleWork } from "../../../../__tests__/support/works-fixtures";
import { resultSentence } from "../../../lib/results";
import { WorkEntry } from "./WorkEntry";

type TestObserver = { callback: IntersectionObserverCallback; elements: Element[]; options?: IntersectionObserverInit };
const observers = () => (IntersectionObserver as unknown as { instances: TestObserver[] }).instances;

/** Reports the entry's top at `top` px against the reveal line at 600 px of a 1000 px viewport. */
function placeEntry(entry: HTMLElement, top: number) {
  const observer = observers().find((candidate) => candidate.elements.includes(entry))!;
  const report = { target: entry, isIntersecting: top < 600, boundingClientRect: { top }, rootBounds: { bottom: 600 } };
  act(() => observer.callback([report as unknown as IntersectionObserverEntry], observer as unknown as IntersectionObserver));
}

test("an article named by its title, with the slider region named after it", () => {
  render(<WorkEntry work={sampleWork("02")} labels={sampleLabels} controls={sampleControls} accent="cyan" first={false} />);
  expect(screen.getByRole("article", { name: "Progetto 02" })).toBeInTheDocument();
  expect(screen.getByRole("region", { name: "Immagini di Progetto 02" })).toBeInTheDocument();
});

test("links the work's own page, named by the label and the title", () => {
  render(<WorkEntry work={sampleWork("02")} labels={sampleLabels} controls={sampleControls} accent="cyan" first={false} />);
  expect(screen.getByRole("link", { name: "Scopri il progetto Progetto 02" })).toHaveAttribute("href", "/works/progetto-02");
});

test("shows the work's headline result, the first it lists, named by one sentence; the rest are its page's", () => {
  render(<WorkEntry work={sampleWork("01")} labels={sampleLabels} controls={sampleControls} accent="yellow" first />);
  const headline = screen.getByRole("figure");
  expect(headline).toHaveAccessibleName(resultSentence(sampleResults[0], sampleLabels.results));
  expect(headline.firstElementChild).toHaveAttribute("aria-hidden", "true");
  expect(headline).toHaveTextContent("64%Prenotazioni fatte dal telefono+52 punti percentuali");
  expect(headline).toHaveAttribute("data-accent", "yellow");
  expect(screen.getByTestId("work-info")).not.toHaveTextContent(sampleResults[1].measure);
});

test("a work without results shows none", () => {
  render(<WorkEntry work={sampleWork("01", { results: null })} labels={sampleLabels} controls={sampleControls} accent="yellow" first />);
  expect(screen.queryByRole("figure")).not.toBeInTheDocument();
});

test("marks the slider side and the first entry for the layout", () => {
  const { rerender } = render(
    <WorkEntry work={sampleWork("01", { showReverseSlider: true })} labels={sampleLabels} controls={sampleControls} accent="yellow" first />,
  );
  const entry = screen.getByRole("article");
  expect(entry).toHaveAttribute("data-reverse", "true");
  expect(entry).toHaveAttribute("data-first", "true");
  rerender(
    <WorkEntry work={sampleWork("01", { showReverseSlider: false })} labels={sampleLabels} controls={sampleControls} accent="yellow" first={false} />,
  );
  expect(entry).toHaveAttribute("data-reverse", "false");
  expect(entry).toHaveAttribute("data-first", "false");
});

test("reveals when its top passes 60% of the viewport and covers again when scrolled back", () => {
  render(<WorkEntry work={sampleWork("03")} labels={sampleLabels} controls={sampleControls} accent="orange" first={false} />);
  const entry = screen.getByRole("article");
  expect(entry).toHaveAttribute("data-revealed", "false");
  expect(observers().find((o) => o.elements.includes(entry))?.options?.rootMargin).toBe("100000px 0px -40% 0px");
  placeEntry(entry, 590);
  expect(entry).toHaveAttribute("data-revealed", "true");
  placeEntry(entry, 650);
  expect(entry).toHaveAttribute("data-revealed", "false");
});

test("the curtain is decoration, hidden from assistive technology", () => {
  render(<WorkEntry work={sampleWork("01")} labels={sampleLabels} controls={sampleControls} accent="yellow" first />);
  expect(screen.getByTestId("work-curtain")).toHaveAttribute("aria-hidden", "true");
});

test("an entry already past the line when the page opens shows without animating; later changes animate", async () => {
  render(<WorkEntry work={sampleWork("01")} labels={sampleLabels} controls={sampleControls} accent="yellow" first />);
  const entry = screen.getByRole("article");
  expect(entry).toHaveAttribute("data-animates", "false");
  placeEntry(entry, 300);
  expect(entry).toHaveAttribute("data-revealed", "true");
  expect(entry).toHaveAttribute("data-animates", "false");
  await waitFor(() => expect(entry).toHaveAttribute("data-animates", "true"));
});
