import React from "react";
import { render, screen, within } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { PostList, type PostSummary } from "./PostList";
import { postMetaLabels } from "../../../../__tests__/support/journal-fixtures";

const image: IGatsbyImageData = {
  layout: "constrained",
  width: 880,
  height: 495,
  images: {
    fallback: { src: "/static/a/cover.jpg", srcSet: "/static/a/cover.jpg 880w", sizes: "(min-width: 880px) 880px, 100vw" },
    sources: [{ srcSet: "/static/a/cover.avif 880w", type: "image/avif", sizes: "(min-width: 880px) 880px, 100vw" }],
  },
};

const labels = {
  ...postMetaLabels,
  tagsLabel: "Argomenti",
  empty: "Ancora niente.",
};

const posts: PostSummary[] = [
  {
    slug: "nuovo",
    title: "Il più recente",
    date: "2026-09-15",
    dateLabel: "15 settembre 2026",
    description: "Uno.",
    readingMinutes: 4,
    tagEntries: [{ slug: "studio", label: "Lo studio" }],
    cover: image,
    coverAlt: "Una focaccia",
  },
  {
    slug: "vecchio",
    title: "Il più vecchio",
    date: "2026-02-17",
    dateLabel: "17 febbraio 2026",
    description: "Due.",
    readingMinutes: 5,
    tagEntries: [
      { slug: "guide", label: "Guide" },
      { slug: "seo", label: "SEO" },
    ],
  },
];

test("lists the posts in the given order, each with its link, date, reading time and tags", () => {
  render(<PostList posts={posts} labels={labels} />);
  const items = screen.getAllByRole("article");
  expect(items.map((item) => within(item).getByRole("heading", { level: 2 }).textContent)).toEqual(["Il più recente", "Il più vecchio"]);
  expect(within(items[0]).getByRole("link", { name: "Il più recente" })).toHaveAttribute("href", "/journal/nuovo");
  expect(within(items[0]).getByText("15 settembre 2026")).toBeInTheDocument();
  expect(within(items[1]).getByText("5 min di lettura")).toBeInTheDocument();
  expect(within(items[1]).getByRole("list", { name: "Argomenti" })).toHaveTextContent("GuideSEO");
});

test("shows the cover with its alt text, sized for the wide first card", () => {
  const { container } = render(<PostList posts={posts} labels={labels} />);
  expect(screen.getByAltText("Una focaccia")).toBeInTheDocument();
  expect(container.querySelector("source[type='image/avif']")?.getAttribute("sizes")).toMatch(/660px/);
});

test("a post without a cover gets a coloured block with the mascot, fixed by its slug", () => {
  const { container, rerender } = render(<PostList posts={posts} labels={labels} />);
  const block = container.querySelectorAll("article")[1].querySelector("[data-color]");
  const colour = block?.getAttribute("data-color");
  expect(colour).toMatch(/^(yellow|orange|cyan|blue|green|purple)$/);
  expect(block?.querySelector("svg[aria-hidden='true']")).toBeInTheDocument();
  rerender(<PostList posts={[posts[1]]} labels={labels} />);
  expect(container.querySelector("[data-color]")?.getAttribute("data-color")).toBe(colour);
});

test("says so when there is nothing to read", () => {
  render(<PostList posts={[]} labels={labels} />);
  expect(screen.getByText("Ancora niente.")).toBeInTheDocument();
  expect(screen.queryByRole("list")).not.toBeInTheDocument();
});
