import React from "react";
import { render, screen } from "@testing-library/react";
import { Pagination } from "./Pagination";

const labels = { pagination: "Paginazione del journal", pageLabel: "Pagina {page}" };

test("links every list page and marks the current one", () => {
  render(<Pagination page={2} pageCount={3} labels={labels} />);
  const nav = screen.getByRole("navigation", { name: "Paginazione del journal" });
  expect(nav).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Pagina 1" })).toHaveAttribute("href", "/journal");
  expect(screen.getByRole("link", { name: "Pagina 2" })).toHaveAttribute("aria-current", "page");
  expect(screen.getByRole("link", { name: "Pagina 3" })).toHaveAttribute("href", "/journal/pagina/3");
});

test("is absent when every post fits on one page", () => {
  const { container } = render(<Pagination page={1} pageCount={1} labels={labels} />);
  expect(container).toBeEmptyDOMElement();
});
