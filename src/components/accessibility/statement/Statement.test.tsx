import path from "node:path";
import React from "react";
import { render, screen, within } from "@testing-library/react";
import { readContent } from "../../../../e2e/content";
import { Statement, type StatementContent } from "./Statement";

const content = readContent(path.resolve(__dirname, "../../../.."));
const statement = content.accessibilityPage as StatementContent;
const site = { name: "Studio Prova", siteUrl: "https://www.studio-prova.it/", email: "ciao@studio-prova.it" };
const assessed = { label: "26 novembre 2026", isoDate: "2026-11-26" };

function renderStatement(changed: Partial<StatementContent> = {}) {
  return render(<Statement statement={{ ...statement, ...changed }} assessed={assessed} site={site} locale="it" />);
}

test("the title, the summary of status, standard, assessment and answer time, then a section for each part of AgID's model", () => {
  renderStatement();
  expect(screen.getByRole("heading", { level: 1, name: statement.title })).toBeInTheDocument();
  const summary = screen.getByRole("region", { name: statement.summary.label });
  const facts = [...summary.querySelectorAll("div")].map((fact) => [fact.querySelector("dt")!.textContent, fact.querySelector("dd")!.textContent]);
  expect(facts).toEqual([
    [statement.summary.status, statement.conformance.status],
    [statement.summary.standard, statement.conformance.standard],
    [statement.summary.assessment, `${statement.assessment.method}, 26 novembre 2026`],
    [statement.summary.response, statement.feedback.responseTime.replace("{days}", String(statement.feedback.responseDays))],
  ]);
  expect(summary.querySelector("time")).toHaveAttribute("datetime", "2026-11-26");
  const parts = [
    statement.conformance,
    statement.inaccessible,
    statement.dragging,
    statement.assessment,
    statement.feedback,
    statement.voluntary,
    statement.siteInfo,
  ];
  expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(parts.map((part) => part.title));
});

test("the intro and the conformance text name the studio, the site's address, the status and the standard", () => {
  renderStatement({ intro: "{product} e il sito {site}.", conformance: { ...statement.conformance, text: "Il sito è {status} alle {standard}." } });
  expect(screen.getByText("Studio Prova e il sito www.studio-prova.it.")).toBeInTheDocument();
  expect(screen.getByText(`Il sito è ${statement.conformance.status} alle ${statement.conformance.standard}.`)).toBeInTheDocument();
});

test("each inaccessible content and each dragged one is a titled item, with its reason and alternative", () => {
  renderStatement();
  for (const item of [...statement.inaccessible.items, ...statement.dragging.items]) {
    const entry = screen.getByRole("heading", { level: 3, name: item.content }).closest("li")!;
    if ("reason" in item) expect(within(entry).getByText(item.reason)).toBeInTheDocument();
    if (item.alternative) expect(within(entry).getByText(item.alternative)).toBeInTheDocument();
  }
});

test("problems are reported to the studio's e-mail address", () => {
  renderStatement();
  expect(screen.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
});

test("with nothing inaccessible, that section is left out", () => {
  renderStatement({ conformance: { ...statement.conformance, status: "conforme" }, inaccessible: { ...statement.inaccessible, items: [] } });
  expect(screen.queryByRole("heading", { level: 2, name: statement.inaccessible.title })).not.toBeInTheDocument();
});
