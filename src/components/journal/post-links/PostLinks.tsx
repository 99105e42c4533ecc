import React from "react";
import type { PostSummary } from "../post-list/PostList";
import { Link } from "gatsby";
import { useRoutes } from "../../../hooks/useLocale";
import { SEARCH_IGNORE } from "../../../lib/search";
import * as styles from "./PostLinks.module.css";

/** What a link to a post shows. */
export type LinkedPost = Pick<PostSummary, "slug" | "title" | "date" | "dateLabel" | "description">;

export interface PostLinksProps {
  /** Newest first: the posts a work names, or a post's related posts. */
  posts: readonly LinkedPost[];
  title: string;
  /** The heading's id, which names the section. */
  headingId: string;
}

/** A few journal posts as cards linking to them, under a heading; nothing when there are none. */
export function PostLinks({ posts, title, headingId }: PostLinksProps) {
  const routes = useRoutes();
  if (posts.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId} {...SEARCH_IGNORE}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list}>
        {posts.map((post) => (
          <li key={post.slug}>
            <Link to={routes.journalPost(post.slug)} className={styles.card}>
              <time dateTime={post.date} className={styles.date}>
                {post.dateLabel}
              </time>
              <span className={styles.postTitle}>{post.title}</span>
              <span className={styles.description}>{post.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
