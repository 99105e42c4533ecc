import React from "react";
import { render, screen } from "@testing-library/react";
import { creedPhrases, WeAre } from "./WeAre";

test("the creed splits after each comma", () => {
  expect(creedPhrases("experiment, have fun, Blessbit!")).toEqual(["experiment,", "have fun,", "Blessbit!"]);
  expect(creedPhrases("Blessbit!")).toEqual(["Blessbit!"]);
});

test("shows the statement and reads the creed as one sentence", () => {
  const { container } = render(<WeAre text="Uniamo codice e design." creed="experiment, have fun, Blessbit!" />);
  expect(screen.getByText("Uniamo codice e design.")).toBeInTheDocument();
  const creed = container.querySelectorAll("p")[1];
  expect(creed).toHaveTextContent("experiment, have fun, Blessbit!");
  expect(creed.querySelectorAll("span")).toHaveLength(3);
});
