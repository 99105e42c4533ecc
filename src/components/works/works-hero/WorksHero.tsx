import React from "react";
import type { ContentOf, worksPage } from "../../../content/collections";
import { ScrollFadeTitle } from "../../shared/scroll-fade-title/ScrollFadeTitle";
import * as styles from "./WorksHero.module.css";

export type WorksHeroProps = Pick<ContentOf<typeof worksPage>, "title" | "intro">;

/** The page's huge fading title and a short introduction. */
export function WorksHero({ title, intro }: WorksHeroProps) {
  return (
    <header>
      <ScrollFadeTitle>{title}</ScrollFadeTitle>
      <div className={styles.introRow}>
        <p className={styles.intro}>{intro}</p>
      </div>
    </header>
  );
}
