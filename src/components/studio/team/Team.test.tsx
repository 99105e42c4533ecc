import React from "react";
import { render, screen, within } from "@testing-library/react";
import { Team, type TeamMember } from "./Team";

const member = (name: string, phone: string): TeamMember => ({
  name,
  role: "Software engineer",
  photo: null,
  photoAlt: `Ritratto di ${name}`,
  cv: `/static/abc/${name.toLowerCase()}-cv.pdf`,
  description: `Descrizione di ${name}`,
  phone,
  email: `${name.toLowerCase()}@example.it`,
  linkedin: `https://www.linkedin.com/in/${name.toLowerCase()}`,
});

test("each member has CV and LinkedIn in a new tab, a phone and an e-mail link", () => {
  render(
    <Team
      title="Il nostro team"
      cvLabel="Scarica il CV"
      linkedinLabel="LinkedIn"
      newTabHint="(si apre in una nuova scheda)"
      members={[member("Giulia", "+39 333 000 0001"), member("Marco", "+39 333 000 0002")]}
    />,
  );
  expect(screen.getByRole("heading", { level: 2, name: "Il nostro team" })).toBeInTheDocument();
  const giulia = within(screen.getByRole("article", { name: "Giulia" }));
  const cv = giulia.getByRole("link", { name: /Scarica il CV/ });
  expect(cv).toHaveAttribute("href", "/static/abc/giulia-cv.pdf");
  expect(cv).toHaveAttribute("target", "_blank");
  expect(cv).toHaveAttribute("rel", "noopener noreferrer");
  const linkedin = giulia.getByRole("link", { name: /LinkedIn/ });
  expect(linkedin).toHaveAttribute("href", "https://www.linkedin.com/in/giulia");
  expect(linkedin).toHaveAttribute("target", "_blank");
  expect(giulia.getByRole("link", { name: "+39 333 000 0001" })).toHaveAttribute("href", "tel:+393330000001");
  expect(giulia.getByRole("link", { name: "giulia@example.it" })).toHaveAttribute("href", "mailto:giulia@example.it");
  expect(giulia.getByText("Descrizione di Giulia")).toBeInTheDocument();
  expect(screen.getAllByRole("article")).toHaveLength(2);
});
