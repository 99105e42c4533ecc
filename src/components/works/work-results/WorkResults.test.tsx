import React from "react";
import { render, screen, within } from "@testing-library/react";
import { sampleResultLabels as labels, sampleResults as results } from "../../../../__tests__/support/works-fixtures";
import { resultSentence } from "../../../lib/results";
import { WorkResults } from "./WorkResults";

test("a section named by its h2, a figure in a list for each result, in the work's order", () => {
  render(<WorkResults results={results} labels={labels} accent="cyan" />);
  const section = screen.getByRole("region", { name: labels.title });
  expect(within(section).getByRole("heading", { level: 2, name: labels.title })).toBeInTheDocument();
  const items = within(within(section).getByRole("list")).getAllByRole("listitem");
  expect(items).toHaveLength(results.length);
  expect(items.map((item) => within(item).getByRole("figure"))).toHaveLength(results.length);
});

test("each result is named by one sentence that carries every number, its period and its source", () => {
  render(<WorkResults results={results} labels={labels} accent="cyan" />);
  expect(screen.getAllByRole("figure").map((figure) => figure.getAttribute("aria-label"))).toEqual(
    results.map((result) => resultSentence(result, labels)),
  );
  expect(screen.getByRole("figure", { name: /^Prenotazioni/ })).toHaveAccessibleName(
    "Prenotazioni fatte dal telefono: da 12% a 64%, agosto 2025 rispetto ad agosto 2024 (fonte: analytics del cliente).",
  );
});

test("what the eye reads is hidden from assistive technology: the figure, the label, the change, the period and the source", () => {
  render(<WorkResults results={results} labels={labels} accent="cyan" />);
  const [share, count, sum] = screen.getAllByRole("figure").map((figure) => figure.firstElementChild as HTMLElement);
  for (const shown of [share, count, sum]) expect(shown).toHaveAttribute("aria-hidden", "true");
  expect(share).toHaveTextContent("64%");
  expect(share).toHaveTextContent("Prenotazioni fatte dal telefono");
  expect(share).toHaveTextContent("+52 punti percentuali");
  expect(share).toHaveTextContent("agosto 2025 rispetto ad agosto 2024");
  expect(share).toHaveTextContent("Fonte: analytics del cliente");
  expect(count).toHaveTextContent("-75%");
  // The value after alone: no change, no drawing.
  expect(sum).toHaveTextContent("18.425,50 €");
  expect(sum).not.toHaveTextContent("%");
  expect(sum.querySelector("svg")).toBeNull();
});

test("before and after are drawn to scale as an SVG, each bar its share of the larger, with its label and value", () => {
  render(<WorkResults results={results} labels={labels} accent="cyan" />);
  const [share, count] = screen.getAllByRole("figure");
  const widths = (figure: HTMLElement) => ["before", "after"].map((bar) => within(figure).getByTestId(`result-bar-${bar}`).getAttribute("width"));
  expect(widths(share)).toEqual([`${(12 / 64) * 100}%`, "100%"]);
  expect(widths(count)).toEqual(["100%", "25%"]);
  const drawing = share.querySelector("svg")!;
  expect([...drawing.querySelectorAll("text")].map((text) => text.textContent)).toEqual([labels.before, "12%", labels.after, "64%"]);
});

test("the change and the bar before take the work's colour", () => {
  render(<WorkResults results={results} labels={labels} accent="orange" />);
  expect(screen.getByRole("region")).toHaveAttribute("data-accent", "orange");
});

test("no results, no section", () => {
  const { container, rerender } = render(<WorkResults results={[]} labels={labels} accent="yellow" />);
  expect(container).toBeEmptyDOMElement();
  rerender(<WorkResults results={null} labels={labels} accent="yellow" />);
  expect(container).toBeEmptyDOMElement();
});
