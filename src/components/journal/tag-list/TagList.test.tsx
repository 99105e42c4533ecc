import React from "react";
import { render, screen } from "@testing-library/react";
import { TagList } from "./TagList";

const tag = (slug: string, label: string) => ({ slug, label });

test("links each tag to its page by its address, named as content/tags.yaml names it, within the list's label", () => {
  render(<TagList tags={[tag("casi-studio", "Casi studio"), tag("typescript", "TypeScript")]} label="Argomenti" />);
  const list = screen.getByRole("list", { name: "Argomenti" });
  expect(list.querySelectorAll("li")).toHaveLength(2);
  expect(screen.getByRole("link", { name: "Casi studio" })).toHaveAttribute("href", "/journal/tag/casi-studio");
  expect(screen.getByRole("link", { name: "TypeScript" })).toHaveAttribute("href", "/journal/tag/typescript");
});

test("marks the tag of the current tag page", () => {
  render(<TagList tags={[tag("guide", "Guide"), tag("seo", "SEO")]} label="Argomenti" current="seo" />);
  expect(screen.getByRole("link", { name: "SEO" })).toHaveAttribute("aria-current", "page");
  expect(screen.getByRole("link", { name: "Guide" })).not.toHaveAttribute("aria-current");
});

test("a post's own chips name their tag, by its address, to the search's filter", () => {
  render(<TagList tags={[tag("casi-studio", "Casi studio")]} label="Argomenti" searchFilter />);
  expect(screen.getByRole("link", { name: "Casi studio" })).toHaveAttribute("data-pagefind-filter", "tag:casi-studio");
});
