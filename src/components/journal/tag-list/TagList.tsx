import React from "react";
import { Link } from "gatsby";
import { useRoutes } from "../../../hooks/useLocale";
import { tagLabel } from "../../../lib/slug";
import * as styles from "./TagList.module.css";

export interface TagListProps {
  tags: readonly string[];
  /** Accessible name of the list ("Argomenti"). */
  label: string;
  /** The tag whose page this is: shown as current, not as a link to itself. */
  current?: string;
  /** The tags of the page itself (a post's own): each chip names its tag to the site search's filter (src/gatsby/search-index.ts). */
  searchFilter?: boolean;
  className?: string;
}

/** A post's tags as chips, each linking to its tag page. */
export function TagList({ tags, label, current, searchFilter = false, className }: TagListProps) {
  const routes = useRoutes();
  return (
    <ul className={[styles.tags, className].filter(Boolean).join(" ")} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={routes.journalTag(tag)}
            className={styles.tag}
            aria-current={tag === current ? "page" : undefined}
            data-pagefind-filter={searchFilter ? `tag:${tag}` : undefined}
          >
            {tagLabel(tag)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
