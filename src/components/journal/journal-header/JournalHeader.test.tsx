import React from "react";
import { render, screen } from "@testing-library/react";
import { JournalHeader } from "./JournalHeader";

test("the journal's header: a big title and the intro", () => {
  render(<JournalHeader title="Journal" intro="Appunti dallo studio." />);
  expect(screen.getByRole("heading", { level: 1, name: "Journal" })).toBeInTheDocument();
  expect(screen.getByText("Appunti dallo studio.")).toBeInTheDocument();
  expect(screen.queryByRole("link")).not.toBeInTheDocument();
});

test("a tag page's header is smaller and links back to the journal", () => {
  const { container } = render(<JournalHeader title="Articoli su seo" size="large" back={{ to: "/journal", label: "Tutti gli articoli" }} />);
  expect(container.querySelector("header")).toHaveAttribute("data-size", "large");
  expect(screen.getByRole("link", { name: "Tutti gli articoli" })).toHaveAttribute("href", "/journal");
});

test("the journal links its search as a page, and a tag page its feed as a file", () => {
  const { rerender } = render(<JournalHeader title="Journal" link={{ to: "/cerca", label: "Cerca", kind: "search" }} />);
  expect(screen.getByRole("link", { name: "Cerca" })).toHaveAttribute("href", "/cerca");
  rerender(<JournalHeader title="Articoli su seo" link={{ to: "/journal/tag/seo/rss.xml", label: "Feed RSS di seo", kind: "feed" }} />);
  expect(screen.getByRole("link", { name: "Feed RSS di seo" })).toHaveAttribute("href", "/journal/tag/seo/rss.xml");
});
