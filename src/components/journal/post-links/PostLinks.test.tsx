import React from "react";
import { render, screen } from "@testing-library/react";
import { PostLinks, type LinkedPost } from "./PostLinks";

const post: LinkedPost = {
  slug: "un-articolo",
  title: "Un articolo",
  date: "2026-02-17",
  dateLabel: "17 febbraio 2026",
  description: "Di cosa parla.",
};

test("a section named by its title, each post a link to its page with its date", () => {
  render(<PostLinks posts={[post]} title="Ne abbiamo scritto" headingId="scritti" />);
  expect(screen.getByRole("region", { name: "Ne abbiamo scritto" })).toBeInTheDocument();
  const link = screen.getByRole("link", { name: /Un articolo/ });
  expect(link).toHaveAttribute("href", "/journal/un-articolo");
  expect(link.querySelector("time")).toHaveAttribute("datetime", "2026-02-17");
});

test("no posts, no section", () => {
  const { container } = render(<PostLinks posts={[]} title="Ne abbiamo scritto" headingId="scritti" />);
  expect(container).toBeEmptyDOMElement();
});
