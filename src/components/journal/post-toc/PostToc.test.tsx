import React from "react";
import { render, screen, within } from "@testing-library/react";
import { TOC_MIN_SECTIONS } from "../../../content/markdown";
import { PostToc } from "./PostToc";

const sections = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `parte-${i + 1}`, text: `Parte ${i + 1}`, depth: 2 }));

test("a post with enough sections gets a navigation named by its heading, a link per section", () => {
  render(<PostToc headings={sections(TOC_MIN_SECTIONS)} title="In questo articolo" />);
  const nav = screen.getByRole("navigation", { name: "In questo articolo" });
  expect(within(nav).getByRole("heading", { level: 2, name: "In questo articolo" })).toBeInTheDocument();
  expect(
    within(nav)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href")),
  ).toEqual(sections(TOC_MIN_SECTIONS).map((s) => `#${s.id}`));
});

test("subsections are listed under their section", () => {
  const headings = [...sections(TOC_MIN_SECTIONS), { id: "dettaglio", text: "Dettaglio", depth: 3 }];
  render(<PostToc headings={headings} title="In questo articolo" />);
  const last = screen.getByRole("link", { name: `Parte ${TOC_MIN_SECTIONS}` }).closest("li")!;
  expect(within(last).getByRole("link", { name: "Dettaglio" })).toHaveAttribute("href", "#dettaglio");
});

test("a shorter post has none", () => {
  const { container } = render(
    <PostToc headings={[...sections(TOC_MIN_SECTIONS - 1), { id: "x", text: "X", depth: 3 }]} title="In questo articolo" />,
  );
  expect(container).toBeEmptyDOMElement();
});
