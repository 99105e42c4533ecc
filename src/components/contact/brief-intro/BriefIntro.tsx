import React from "react";
import { telHref } from "../../../lib/text";
import * as styles from "./BriefIntro.module.css";

export interface BriefIntroProps {
  title: string;
  intro: string;
  /** The sentence before the studio's e-mail and phone: the brief is one way to reach the studio, not the only one. */
  otherWays: string;
  contacts: { email: string; phone: string };
}

/** The brief page's opening: what to tell the studio, and the e-mail and phone for those who would rather not fill a form. */
export function BriefIntro({ title, intro, otherWays, contacts }: BriefIntroProps) {
  return (
    <header className={styles.intro}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{intro}</p>
      <p className={styles.otherWays}>
        {otherWays} <a href={`mailto:${contacts.email}`}>{contacts.email}</a> · <a href={telHref(contacts.phone)}>{contacts.phone}</a>
      </p>
    </header>
  );
}
