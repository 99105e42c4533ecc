import React from "react";
import { render, screen } from "@testing-library/react";
import { sampleControls, sampleWork } from "../../../../__tests__/support/works-fixtures";
import { WorkHeader } from "./WorkHeader";

test("the work's title is the page's h1, with its number, description, link and technologies", () => {
  const work = sampleWork("03");
  render(<WorkHeader work={work} accent="orange" labels={{ technologies: "Tecnologie usate", newTab: sampleControls.newTab }} />);
  expect(screen.getByRole("heading", { level: 1, name: work.title })).toBeInTheDocument();
  expect(screen.getByText(work.number)).toBeInTheDocument();
  expect(screen.getByText(work.description)).toBeInTheDocument();
  expect(screen.getByRole("link")).toHaveAttribute("href", work.url);
  expect(screen.getByRole("list", { name: "Tecnologie usate" }).children).toHaveLength(work.technologies.length);
});

test("the header leaves the results to the section that opens the page: no headline result in it", () => {
  const work = sampleWork("01");
  render(<WorkHeader work={work} accent="yellow" labels={{ technologies: "Tecnologie usate", newTab: sampleControls.newTab }} />);
  expect(work.results?.length).toBeGreaterThan(0);
  expect(screen.queryByRole("figure")).not.toBeInTheDocument();
});
