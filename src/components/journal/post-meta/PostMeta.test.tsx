import React from "react";
import { render, screen } from "@testing-library/react";
import { PostMeta } from "./PostMeta";
import { postMetaLabels } from "../../../../__tests__/support/journal-fixtures";

const labels = postMetaLabels;

test("shows the Italian date in a machine-readable time element and the reading time", () => {
  const { container } = render(<PostMeta date="2026-04-08" dateLabel="8 aprile 2026" readingMinutes={4} labels={labels} />);
  expect(container.querySelector("time")).toHaveAttribute("datetime", "2026-04-08");
  expect(container.querySelector("time")).toHaveTextContent("8 aprile 2026");
  expect(screen.getByText("4 min di lettura")).toBeInTheDocument();
  expect(screen.queryByText("Bozza")).not.toBeInTheDocument();
});

test("marks a draft", () => {
  render(<PostMeta date="2026-04-08" dateLabel="8 aprile 2026" readingMinutes={1} draft labels={labels} />);
  expect(screen.getByText("Bozza")).toBeInTheDocument();
});

test("marks a scheduled post", () => {
  render(<PostMeta date="2099-04-08" dateLabel="8 aprile 2099" readingMinutes={1} scheduled labels={labels} />);
  expect(screen.getByText("Programmato")).toBeInTheDocument();
});

test("an updated post says when, with a machine-readable date", () => {
  render(
    <PostMeta date="2026-04-08" dateLabel="8 aprile 2026" updated="2026-05-02" updatedDateLabel="2 maggio 2026" readingMinutes={1} labels={labels} />,
  );
  const updated = screen.getByText(/Aggiornato il/);
  expect(updated).toHaveTextContent("Aggiornato il 2 maggio 2026");
  expect(updated.querySelector("time")).toHaveAttribute("datetime", "2026-05-02");
});
