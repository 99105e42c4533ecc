import React from "react";
import { render, screen } from "@testing-library/react";
import { TagList } from "./TagList";

test("links each tag to its page, named by the list's label", () => {
  render(<TagList tags={["casi-studio", "typescript"]} label="Argomenti" />);
  const list = screen.getByRole("list", { name: "Argomenti" });
  expect(list.querySelectorAll("li")).toHaveLength(2);
  expect(screen.getByRole("link", { name: "casi studio" })).toHaveAttribute("href", "/journal/tag/casi-studio");
  expect(screen.getByRole("link", { name: "typescript" })).toHaveAttribute("href", "/journal/tag/typescript");
});

test("marks the tag of the current tag page", () => {
  render(<TagList tags={["guide", "seo"]} label="Argomenti" current="seo" />);
  expect(screen.getByRole("link", { name: "seo" })).toHaveAttribute("aria-current", "page");
  expect(screen.getByRole("link", { name: "guide" })).not.toHaveAttribute("aria-current");
});
