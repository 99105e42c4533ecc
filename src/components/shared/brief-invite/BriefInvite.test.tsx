import React from "react";
import { render, screen } from "@testing-library/react";
import { BriefInvite } from "./BriefInvite";

test("asks its question and links the project brief", () => {
  render(<BriefInvite title="Hai un progetto in mente?" link="Raccontacelo" />);
  expect(screen.getByText("Hai un progetto in mente?")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Raccontacelo" })).toHaveAttribute("href", "/contatti");
});
