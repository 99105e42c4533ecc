import React from "react";
import { render, screen } from "@testing-library/react";
import { routes } from "../../../lib/routes";
import { linkedPages, Pagination } from "./Pagination";

const labels = { pagination: "Paginazione del journal", pageLabel: "Pagina {page}" };

test("links every list page and marks the current one", () => {
  render(<Pagination page={2} pageCount={3} pagePath={routes.journalPage} labels={labels} />);
  const nav = screen.getByRole("navigation", { name: "Paginazione del journal" });
  expect(nav).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Pagina 1" })).toHaveAttribute("href", "/journal");
  expect(screen.getByRole("link", { name: "Pagina 2" })).toHaveAttribute("aria-current", "page");
  expect(screen.getByRole("link", { name: "Pagina 3" })).toHaveAttribute("href", "/journal/pagina/3");
});

test("links a tag's pages at the tag's address", () => {
  render(<Pagination page={1} pageCount={2} pagePath={(page) => routes.journalTag("guide", page)} labels={labels} />);
  expect(screen.getByRole("link", { name: "Pagina 1" })).toHaveAttribute("href", "/journal/tag/guide");
  expect(screen.getByRole("link", { name: "Pagina 2" })).toHaveAttribute("href", "/journal/tag/guide/pagina/2");
});

test("is absent when every post fits on one page", () => {
  const { container } = render(<Pagination page={1} pageCount={1} labels={labels} pagePath={routes.journalPage} />);
  expect(container).toBeEmptyDOMElement();
});

test("a long journal links the first, the last and the current page's neighbours, not every page", () => {
  expect(linkedPages(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  expect(linkedPages(1, 8)).toEqual([1, 2, null, 8]);
  expect(linkedPages(1, 50)).toEqual([1, 2, null, 50]);
  expect(linkedPages(25, 50)).toEqual([1, null, 24, 25, 26, null, 50]);
  expect(linkedPages(4, 50)).toEqual([1, 2, 3, 4, 5, null, 50]);
  expect(linkedPages(50, 50)).toEqual([1, null, 49, 50]);
  for (let page = 1; page <= 500; page += 1) expect(linkedPages(page, 500).length).toBeLessThanOrEqual(7);
});

test("the marks of pages left out are hidden from screen readers", () => {
  const { container } = render(<Pagination page={25} pageCount={50} pagePath={routes.journalPage} labels={labels} />);
  expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(["1", "24", "25", "26", "50"]);
  expect(container.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(2);
});
