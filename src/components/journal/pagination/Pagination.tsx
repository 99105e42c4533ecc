import React from "react";
import { Link } from "gatsby";
import { routes } from "../../../lib/routes";
import { fill } from "../../../lib/text";
import * as styles from "./Pagination.module.css";

export interface PaginationProps {
  page: number;
  pageCount: number;
  /** "Paginazione del journal" and "Pagina {page}". */
  labels: { pagination: string; pageLabel: string };
}

/** Numbered links to the journal's list pages; nothing when everything fits on one page. */
export function Pagination({ page, pageCount, labels }: PaginationProps) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav className={styles.nav} aria-label={labels.pagination}>
      <ol className={styles.pages}>
        {pages.map((number) => (
          <li key={number}>
            <Link
              to={routes.journalPage(number)}
              className={styles.page}
              aria-label={fill(labels.pageLabel, { page: number })}
              aria-current={number === page ? "page" : undefined}
            >
              {number}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
