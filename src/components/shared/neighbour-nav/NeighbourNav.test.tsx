import React from "react";
import { render, screen } from "@testing-library/react";
import { NeighbourNav } from "./NeighbourNav";

const labels = { previous: "Articolo precedente", next: "Articolo successivo", nav: "Altri articoli" };
const all = { to: "/journal", label: "Tutti gli articoli" };

test("links the page before and the page after with rel prev/next, and the list", () => {
  render(
    <NeighbourNav
      previous={{ to: "/journal/vecchio", title: "Il vecchio" }}
      next={{ to: "/journal/nuovo", title: "Il nuovo" }}
      all={all}
      labels={labels}
    />,
  );
  expect(screen.getByRole("navigation", { name: "Altri articoli" })).toBeInTheDocument();
  const previous = screen.getByRole("link", { name: /Articolo precedente.*Il vecchio/ });
  expect(previous).toHaveAttribute("href", "/journal/vecchio");
  expect(previous).toHaveAttribute("rel", "prev");
  const next = screen.getByRole("link", { name: /Articolo successivo.*Il nuovo/ });
  expect(next).toHaveAttribute("href", "/journal/nuovo");
  expect(next).toHaveAttribute("rel", "next");
  expect(screen.getByRole("link", { name: "Tutti gli articoli" })).toHaveAttribute("href", "/journal");
});

test("the first page has no previous link, the last no next", () => {
  const { rerender } = render(<NeighbourNav previous={null} next={{ to: "/journal/nuovo", title: "Il nuovo" }} all={all} labels={labels} />);
  expect(screen.queryByRole("link", { name: /Articolo precedente/ })).not.toBeInTheDocument();
  rerender(<NeighbourNav previous={{ to: "/journal/vecchio", title: "Il vecchio" }} next={null} all={all} labels={labels} />);
  expect(screen.queryByRole("link", { name: /Articolo successivo/ })).not.toBeInTheDocument();
});
