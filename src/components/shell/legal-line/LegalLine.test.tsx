import React from "react";
import { render, screen } from "@testing-library/react";
import { LegalLine, type CompanyContent } from "./LegalLine";

const company: CompanyContent = {
  legalName: "Studio S.r.l.",
  vatNumber: "01234567897",
  registeredOffice: { street: "Via Roma 1", postalCode: "70014", town: "Conversano", province: "BA", region: "Puglia", countryCode: "IT" },
  rea: "BA-123456",
  pec: "studio@pec.it",
  labels: { registeredOffice: "Sede legale", vatNumber: "P.IVA", taxCode: "C.F.", rea: "REA", pec: "PEC" },
};

test("one line of facts parted by dots for the eye, and by spaces for screen readers, which skip the dots", () => {
  render(<LegalLine company={company} />);
  const line = screen.getByTestId("legal-line");
  expect(line).toHaveTextContent(
    "Studio S.r.l. · Sede legale Via Roma 1, 70014 Conversano (BA) · P.IVA 01234567897 · REA BA-123456 · PEC studio@pec.it",
  );
  const heard = line.cloneNode(true) as HTMLElement;
  heard.querySelectorAll("[aria-hidden=true]").forEach((dot) => dot.remove());
  expect(heard.textContent!.replace(/\s+/g, " ")).toBe(
    "Studio S.r.l. Sede legale Via Roma 1, 70014 Conversano (BA) P.IVA 01234567897 REA BA-123456 PEC studio@pec.it",
  );
});

test("each value is its own element, kept whole on its line (CSS), its label outside it so that it may wrap", () => {
  render(<LegalLine company={{ ...company, labels: { ...company.labels, rea: "Companies Register (REA) no." } }} />);
  for (const value of ["BA-123456", "studio@pec.it", "01234567897"]) expect(screen.getByText(value).tagName).toBe("SPAN");
  expect(screen.getByTestId("legal-line")).toHaveTextContent("Companies Register (REA) no. BA-123456");
});
