import React from "react";
import * as styles from "./PostBody.module.css";

export interface PostBodyProps {
  /** The post rendered at build time: responsive images and code already highlighted into spans. */
  html: string;
}

/** A post's text, set for reading, with the code colours of the brand (no highlighter runs in the browser). */
export function PostBody({ html }: PostBodyProps) {
  return <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />;
}
