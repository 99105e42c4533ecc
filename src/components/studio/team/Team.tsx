import React from "react";
import type { ContentOf, team } from "../../../content/collections";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { telHref } from "../../../lib/text";
import { ExternalLink } from "../../shared/external-link/ExternalLink";
import { Picture } from "../../shared/picture/Picture";
import * as pill from "../../shared/pill-link/PillLink.module.css";
import * as styles from "./Team.module.css";
import * as section from "../section.module.css";

/** A person of content/team.yaml, with their photo's image data and their CV's public URL resolved by the caller. */
export type TeamMember = Omit<ContentOf<typeof team>["members"][number], "photo"> & { photo: IGatsbyImageData | null };

/** The section as content/team.yaml holds it, the people's files resolved, and the new tab's hint. */
export interface TeamProps extends Omit<ContentOf<typeof team>, "members"> {
  newTabHint: string;
  members: readonly TeamMember[];
}

/** 'Il nostro team': a card per person with photo, CV, description, contacts and LinkedIn. */
export function Team({ title, cvLabel, linkedinLabel, newTabHint, members }: TeamProps) {
  return (
    <section className={section.section} aria-labelledby="team-title">
      <h2 id="team-title" className={section.title}>
        {title}
      </h2>
      <ul className={styles.members}>
        {members.map((member, index) => {
          const nameId = `team-member-${index}`;
          return (
            <li key={member.name} className={styles.member}>
              <article aria-labelledby={nameId} className={styles.card} data-testid="team-member">
                <div className={styles.photo}>{member.photo && <Picture image={member.photo} alt={member.photoAlt} className={styles.image} />}</div>
                <div className={styles.body}>
                  <h3 id={nameId} className={styles.name}>
                    {member.name}
                  </h3>
                  <p className={styles.role}>{member.role}</p>
                  <p className={styles.description}>{member.description}</p>
                  <ul className={styles.contacts}>
                    <li>
                      <a href={telHref(member.phone)}>{member.phone}</a>
                    </li>
                    <li>
                      <a href={`mailto:${member.email}`}>{member.email}</a>
                    </li>
                  </ul>
                  <div className={styles.actions}>
                    <ExternalLink href={member.cv} newTabHint={newTabHint} className={pill.solid} type="application/pdf">
                      {cvLabel}
                    </ExternalLink>
                    <ExternalLink href={member.linkedin} newTabHint={newTabHint} className={pill.outline}>
                      {linkedinLabel}
                    </ExternalLink>
                  </div>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
