import React from "react";
import { Link } from "gatsby";
import { useRoutes } from "../../../hooks/useLocale";
import { SEARCH_IGNORE } from "../../../lib/search";
import * as styles from "./BriefInvite.module.css";

export interface BriefInviteProps {
  /** content/site.yaml `briefInvite`: the question, and the link's words. */
  title: string;
  link: string;
}

/** The end of a work, a post or the Studio page: a question and the way to the project brief (not indexed: it is on every page). */
export function BriefInvite({ title, link }: BriefInviteProps) {
  const routes = useRoutes();
  return (
    <div className={styles.invite} data-chrome="" {...SEARCH_IGNORE}>
      <p className={styles.title}>{title}</p>
      <Link to={routes.brief} className={styles.link}>
        {link}
      </Link>
    </div>
  );
}
