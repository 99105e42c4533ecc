import React from "react";
import { render, screen } from "@testing-library/react";
import { WorkInfo, type WorkInfoProps } from "./WorkInfo";

const work: WorkInfoProps["work"] = {
  number: "01",
  title: "LidoPrenota",
  description: "Prenotazioni in spiaggia.",
  url: "https://www.lidoprenota.it",
  urlVisible: true,
  technologies: ["React", "Flutter", "Stripe"],
};

const props: WorkInfoProps = {
  work,
  headingId: "lavoro-01-titolo",
  accent: "yellow",
  labels: { technologies: "Tecnologie usate", newTab: "(si apre in una nuova scheda)" },
};

test("shows the number, the title as a heading and the description", () => {
  render(<WorkInfo {...props} />);
  expect(screen.getByText("01")).toBeInTheDocument();
  expect(screen.getByRole("heading", { level: 2, name: "LidoPrenota" })).toHaveAttribute("id", "lavoro-01-titolo");
  expect(screen.getByText("Prenotazioni in spiaggia.")).toBeInTheDocument();
});

test("the link shows the first 8 characters of the address and names the whole one", () => {
  render(<WorkInfo {...props} />);
  const link = screen.getByRole("link");
  expect(link).toHaveAttribute("href", "https://www.lidoprenota.it");
  // What sighted visitors read: the link minus its screen-reader-only parts.
  const visible = [...link.children].filter((node) => !node.classList.contains("visually-hidden")).map((node) => node.textContent);
  expect(visible.join("")).toBe("lidopren…");
  expect(link).toHaveAccessibleName("lidoprenota.it (si apre in una nuova scheda)");
});

test("the link opens a new tab without handing over the window or the referrer", () => {
  render(<WorkInfo {...props} />);
  expect(screen.getByRole("link")).toHaveAttribute("target", "_blank");
  expect(screen.getByRole("link")).toHaveAttribute("rel", "noopener noreferrer");
});

test("short addresses are shown whole, without an ellipsis", () => {
  render(<WorkInfo {...props} work={{ ...work, url: "https://ab.it" }} />);
  expect(screen.getByRole("link")).toHaveAccessibleName("ab.it (si apre in una nuova scheda)");
  expect(screen.getByRole("link")).not.toHaveTextContent("…");
});

test("no link when urlVisible is false", () => {
  render(<WorkInfo {...props} work={{ ...work, urlVisible: false }} />);
  expect(screen.queryByRole("link")).not.toBeInTheDocument();
  expect(screen.queryByText(/lidopren/)).not.toBeInTheDocument();
});

test("lists the technologies as tags under a label", () => {
  render(<WorkInfo {...props} />);
  const list = screen.getByRole("list", { name: "Tecnologie usate" });
  expect([...list.querySelectorAll("li")].map((item) => item.textContent)).toEqual(["React", "Flutter", "Stripe"]);
});
