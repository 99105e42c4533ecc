import React from "react";
import { render, screen } from "@testing-library/react";
import { LanguageSwitch } from "./LanguageSwitch";

const copy = { language: "English", untranslated: "The journal in English" };

test("leads to the twin, named in its language so a screen reader reads it as its speakers do", () => {
  render(<LanguageSwitch locale="en" href="/en/works" copy={copy} untranslated={false} />);
  const link = screen.getByRole("link", { name: "English" });
  expect(link).toHaveAttribute("href", "/en/works");
  expect(link).toHaveAttribute("hreflang", "en");
  expect(link).toHaveAttribute("lang", "en");
});

test("where the page has no twin, says it leads to that language's journal", () => {
  render(<LanguageSwitch locale="en" href="/en/journal" copy={copy} untranslated />);
  expect(screen.getByRole("link", { name: "The journal in English" })).toHaveAttribute("href", "/en/journal");
});
