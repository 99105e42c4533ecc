import React, { Fragment } from "react";
import type { ContentOf, site } from "../../../content/collections";
import * as styles from "./LegalLine.module.css";

/** The studio's legal identity, as content/site.yaml's `company` holds it. */
export type CompanyContent = ContentOf<typeof site>["company"];

/**
 * Who runs the site, as an Italian business must show it: legal name, registered office, Partita IVA (and the
 * codice fiscale when it differs), REA number and PEC. One line, in the footer and on pages without one.
 */
export function LegalLine({ company, className }: { company: CompanyContent; className?: string }) {
  const { labels, registeredOffice: office } = company;
  // Each value stays whole on one line (a number is never split), except the address, which may be wider than a
  // phone; a label may wrap before it ("Companies Register (REA) no." is wider than the footer's column on a phone).
  const parts = [
    { value: company.legalName },
    { label: labels.registeredOffice, value: `${office.street}, ${office.postalCode} ${office.town} (${office.province})`, wraps: true },
    { label: labels.vatNumber, value: company.vatNumber },
    ...(company.taxCode ? [{ label: labels.taxCode, value: company.taxCode }] : []),
    { label: labels.rea, value: company.rea },
    { label: labels.pec, value: company.pec },
  ];
  return (
    <p className={[styles.line, className].filter(Boolean).join(" ")} data-testid="legal-line">
      {parts.map((part, index) => (
        <Fragment key={part.value}>
          {/* The dot is for the eye; the spaces stay for screen readers, which would otherwise run "(BA)P.IVA" together. */}
          {index > 0 && (
            <>
              {" "}
              <span aria-hidden="true">·</span>{" "}
            </>
          )}
          {part.label && `${part.label} `}
          <span className={part.wraps ? undefined : styles.value}>{part.value}</span>
        </Fragment>
      ))}
    </p>
  );
}
