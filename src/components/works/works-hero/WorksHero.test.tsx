import React from "react";
import { render, screen } from "@testing-library/react";
import { WorksHero } from "./WorksHero";

test("the page title is the only h1, followed by the introduction", () => {
  render(<WorksHero title="Works" intro="Tre progetti." />);
  expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  expect(screen.getByRole("heading", { level: 1, name: "Works" })).toHaveStyle({ opacity: "1" });
  expect(screen.getByText("Tre progetti.")).toBeInTheDocument();
});
