import React from "react";
import { Link } from "gatsby";
import { useRoutes } from "../../../hooks/useLocale";
import type { Tag } from "../../../lib/tags";
import * as styles from "./TagList.module.css";

export interface TagListProps {
  /** Each tag's address and its name in the page's language (content/tags.yaml). */
  tags: readonly Pick<Tag, "slug" | "label">[];
  /** Accessible name of the list ("Argomenti"). */
  label: string;
  /** The address of the tag whose page this is: shown as current, not as a link to itself. */
  current?: string;
  /** The tags of the page itself (a post's own): each chip names its tag to the site search's filter (src/gatsby/search-index.ts). */
  searchFilter?: boolean;
  className?: string;
}

/** A post's tags as chips, each named as content/tags.yaml names it and linking to its tag page. */
export function TagList({ tags, label, current, searchFilter = false, className }: TagListProps) {
  const routes = useRoutes();
  return (
    <ul className={[styles.tags, className].filter(Boolean).join(" ")} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.slug}>
          <Link
            to={routes.journalTag(tag.slug)}
            className={styles.tag}
            aria-current={tag.slug === current ? "page" : undefined}
            data-pagefind-filter={searchFilter ? `tag:${tag.slug}` : undefined}
          >
            {tag.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
