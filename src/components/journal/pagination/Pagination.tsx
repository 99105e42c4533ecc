import React from "react";
import { Link } from "gatsby";
import { fill } from "../../../lib/text";
import * as styles from "./Pagination.module.css";

export interface PaginationProps {
  page: number;
  pageCount: number;
  /** The address of list page `page` (the journal's, or a tag's). */
  pagePath: (page: number) => string;
  /** "Paginazione del journal" and "Pagina {page}". */
  labels: { pagination: string; pageLabel: string };
}

/** Pages linked on each side of the current one; the first and the last are always linked. */
const NEIGHBOURS = 1;

/**
 * The page numbers a list page links, in order, with `null` where a run of pages is left out: the first and last
 * pages and the current one's neighbours, so that a journal of 50 pages links at most seven, not fifty on each of
 * its fifty pages. A list that fits in that room links every page, and a run of one page is linked rather than
 * left out, since a gap would take the same room.
 */
export function linkedPages(page: number, pageCount: number): (number | null)[] {
  // The longest row: the first and last pages, the current one and its neighbours, and a gap on each side.
  const room = 2 * NEIGHBOURS + 5;
  if (pageCount <= room) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const linked = (number: number) => number === 1 || number === pageCount || Math.abs(number - page) <= NEIGHBOURS;
  const pages: (number | null)[] = [];
  for (let number = 1; number <= pageCount; number += 1) {
    if (linked(number) || (linked(number - 1) && linked(number + 1))) pages.push(number);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}

/** Numbered links to the list's pages; nothing when everything fits on one page. */
export function Pagination({ page, pageCount, pagePath, labels }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.nav} aria-label={labels.pagination}>
      <ol className={styles.pages}>
        {linkedPages(page, pageCount).map((number, index) =>
          number === null ? (
            // Pages left out: the numbers on both sides say which, so screen readers skip the mark.
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                to={pagePath(number)}
                className={styles.page}
                aria-label={fill(labels.pageLabel, { page: number })}
                aria-current={number === page ? "page" : undefined}
              >
                {number}
              </Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
