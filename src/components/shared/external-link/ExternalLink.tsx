import React from "react";

export interface ExternalLinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel"> {
  href: string;
  /** Read by screen readers after the link text, e.g. "(si apre in una nuova scheda)". */
  newTabHint: string;
}

/** A link to another site, opened in a new tab without handing it our window or URL. */
export function ExternalLink({ newTabHint, children, ...props }: ExternalLinkProps) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {newTabHint}</span>
    </a>
  );
}
