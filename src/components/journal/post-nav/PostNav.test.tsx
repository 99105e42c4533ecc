import React from "react";
import { render, screen } from "@testing-library/react";
import { PostNav } from "./PostNav";

const labels = { previous: "Articolo precedente", next: "Articolo successivo", allPosts: "Tutti gli articoli", navLabel: "Altri articoli" };

test("links the older and the newer post with rel prev/next, and the journal", () => {
  render(<PostNav previous={{ slug: "vecchio", title: "Il vecchio" }} next={{ slug: "nuovo", title: "Il nuovo" }} labels={labels} />);
  expect(screen.getByRole("navigation", { name: "Altri articoli" })).toBeInTheDocument();
  const previous = screen.getByRole("link", { name: /Articolo precedente.*Il vecchio/ });
  expect(previous).toHaveAttribute("href", "/journal/vecchio");
  expect(previous).toHaveAttribute("rel", "prev");
  const next = screen.getByRole("link", { name: /Articolo successivo.*Il nuovo/ });
  expect(next).toHaveAttribute("href", "/journal/nuovo");
  expect(next).toHaveAttribute("rel", "next");
  expect(screen.getByRole("link", { name: "Tutti gli articoli" })).toHaveAttribute("href", "/journal");
});

test("the oldest post has no previous link, the newest no next", () => {
  const { rerender } = render(<PostNav previous={null} next={{ slug: "nuovo", title: "Il nuovo" }} labels={labels} />);
  expect(screen.queryByRole("link", { name: /Articolo precedente/ })).not.toBeInTheDocument();
  rerender(<PostNav previous={{ slug: "vecchio", title: "Il vecchio" }} next={null} labels={labels} />);
  expect(screen.queryByRole("link", { name: /Articolo successivo/ })).not.toBeInTheDocument();
});
