import React from "react";
import { render, screen } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { PostHeader } from "./PostHeader";
import { postMetaLabels } from "../../../../__tests__/support/journal-fixtures";

const labels = {
  ...postMetaLabels,
  tagsLabel: "Argomenti",
  workLabel: "Il progetto",
};
const image: IGatsbyImageData = {
  layout: "constrained",
  width: 1280,
  height: 720,
  images: { fallback: { src: "/static/c/cover.jpg", srcSet: "/static/c/cover.jpg 1280w", sizes: "100vw" }, sources: [] },
};

/** One post's facts, shared by the tests below. */
const post = {
  slug: "focaccia",
  title: "Focaccia",
  description: "Impasti piccoli.",
  date: "2026-09-15",
  dateLabel: "15 settembre 2026",
  readingMinutes: 4,
  tagEntries: [{ slug: "studio", label: "Lo studio" }],
};

test("shows date, reading time, title, summary and tags", () => {
  render(<PostHeader {...post} labels={labels} />);
  expect(screen.getByRole("heading", { level: 1, name: "Focaccia" })).toBeInTheDocument();
  expect(screen.getByText("15 settembre 2026")).toBeInTheDocument();
  expect(screen.getByText("4 min di lettura")).toBeInTheDocument();
  expect(screen.getByText("Impasti piccoli.")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Lo studio" })).toHaveAttribute("href", "/journal/tag/studio");
  // No cover: a decorative brand block stands in, nothing for screen readers.
  expect(screen.queryByRole("img")).not.toBeInTheDocument();
  expect(document.querySelector("header [data-color]")).toBeInTheDocument();
});

test("loads the cover eagerly: it is the page's largest picture", () => {
  render(<PostHeader {...post} cover={image} coverAlt="Una ruota di focaccia" labels={labels} />);
  expect(screen.getByAltText("Una ruota di focaccia")).toHaveAttribute("loading", "eager");
  expect(screen.getByAltText("Una ruota di focaccia")).toHaveAttribute("fetchpriority", "high");
  expect(document.querySelector("header [data-color]")).not.toBeInTheDocument();
});

test("links the work the post tells of, after its label", () => {
  render(<PostHeader {...post} works={[{ slug: "lido", title: "Il lido" }]} labels={labels} />);
  const link = screen.getByRole("link", { name: "Il lido" });
  expect(link).toHaveAttribute("href", "/works/lido");
  expect(link.parentElement).toHaveTextContent(/^Il progettoIl lido$/);
});
