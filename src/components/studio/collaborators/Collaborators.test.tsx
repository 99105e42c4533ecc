import React from "react";
import { render, screen } from "@testing-library/react";
import { Collaborators } from "./Collaborators";

test("every collaborator is a row linking to their page in a new tab", () => {
  const items = [
    { name: "Chiara", role: "UI/UX designer", url: "https://www.example.com/chiara" },
    { name: "Davide", role: "Art director", url: "https://www.example.com/davide" },
  ];
  render(<Collaborators title="I nostri collaboratori" newTabHint="(si apre in una nuova scheda)" items={items} />);
  const links = screen.getAllByRole("link");
  expect(links).toHaveLength(2);
  expect(links[0]).toHaveAccessibleName("Chiara UI/UX designer (si apre in una nuova scheda)");
  for (const [index, link] of links.entries()) {
    expect(link).toHaveAttribute("href", items[index].url);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});
