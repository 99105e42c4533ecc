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
  // Each part stays whole on one line (a number is never split), except the address, which may be wider than a phone.
  const parts = [
    { text: company.legalName, className: styles.part },
    { text: `${labels.registeredOffice} ${office.street}, ${office.postalCode} ${office.town} (${office.province})`, className: undefined },
    { text: `${labels.vatNumber} ${company.vatNumber}`, className: styles.part },
    ...(company.taxCode ? [{ text: `${labels.taxCode} ${company.taxCode}`, className: styles.part }] : []),
    { text: `${labels.rea} ${company.rea}`, className: styles.part },
    { text: `${labels.pec} ${company.pec}`, className: styles.part },
  ];
  return (
    <p className={[styles.line, className].filter(Boolean).join(" ")} data-testid="legal-line">
      {parts.map((part, index) => (
        <Fragment key={part.text}>
          {/* The dot is for the eye; the spaces stay for screen readers, which would otherwise run "(BA)P.IVA" together. */}
          {index > 0 && (
            <>
              {" "}
              <span aria-hidden="true">·</span>{" "}
            </>
          )}
          <span className={part.className}>{part.text}</span>
        </Fragment>
      ))}
    </p>
  );
}
