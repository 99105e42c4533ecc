import React from "react";
import { TOC_MIN_SECTIONS, type HeadingEntry } from "../../../content/markdown";
import { SEARCH_IGNORE } from "../../../lib/search";
import * as styles from "./PostToc.module.css";

export interface PostTocProps {
  /** The post's h2 and h3, in order, with their ids. */
  headings: readonly HeadingEntry[];
  title: string;
}

interface Section extends HeadingEntry {
  subsections: HeadingEntry[];
}

/** h3s go under the h2 before them; one before any h2 stands as a section of its own. */
function outline(headings: readonly HeadingEntry[]): Section[] {
  const sections: Section[] = [];
  for (const heading of headings) {
    const last = sections[sections.length - 1];
    if (heading.depth > 2 && last) last.subsections.push(heading);
    else sections.push({ ...heading, subsections: [] });
  }
  return sections;
}

/** The sections of a long post as links to their headings: plain links, so the keyboard and screen readers need nothing more. */
export function PostToc({ headings, title }: PostTocProps) {
  if (headings.filter((heading) => heading.depth === 2).length < TOC_MIN_SECTIONS) return null;
  return (
    <nav className={styles.toc} aria-labelledby="indice-titolo" data-chrome="" {...SEARCH_IGNORE}>
      <h2 id="indice-titolo" className={styles.title}>
        {title}
      </h2>
      <ol className={styles.list}>
        {outline(headings).map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className={styles.link}>
              {section.text}
            </a>
            {section.subsections.length > 0 && (
              <ol className={styles.sublist}>
                {section.subsections.map((subsection) => (
                  <li key={subsection.id}>
                    <a href={`#${subsection.id}`} className={styles.link}>
                      {subsection.text}
                    </a>
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
