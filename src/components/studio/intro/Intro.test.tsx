import React from "react";
import { render, screen } from "@testing-library/react";
import { Intro } from "./Intro";

test("the page title is the h1, with the speech-ball tilted by its content rotation", () => {
  render(<Intro title="Studio" speechBall={{ text: "Hai un progetto da realizzare? Contattaci!", rotation: -20 }} />);
  expect(screen.getByRole("heading", { level: 1, name: "Studio" })).toBeInTheDocument();
  expect(screen.getByText("Hai un progetto da realizzare? Contattaci!").closest("p")).toHaveStyle({ transform: "rotate(-20deg)" });
});
