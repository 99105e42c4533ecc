import React, { useId } from "react";
import { STATEMENT_TERMS, type accessibilityPage, type ContentOf } from "../../../content/collections";
import type { Locale } from "../../../lib/locales";
import { fill } from "../../../lib/text";
import { brandVar, onBrandVar, type BrandColor } from "../../../styles/tokens";
import * as styles from "./Statement.module.css";

/** The statement's text, named as in content/pages/accessibilita.yaml (collection `accessibilityPage`). */
export type StatementContent = Omit<ContentOf<typeof accessibilityPage>, "meta">;

export interface StatementProps {
  statement: StatementContent;
  /** The assessment's date as a reader reads it ("26 novembre 2026"), and as a machine does (YYYY-MM-DD). */
  assessed: { label: string; isoDate: string };
  site: { name: string; siteUrl: string; email: string };
  locale: Locale;
}

/** A section of the statement: its title beside its text on wide screens. */
function Part({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section className={styles.part} aria-labelledby={id}>
      <h2 id={id} className={styles.partTitle}>
        {title}
      </h2>
      <div className={styles.partBody}>{children}</div>
    </section>
  );
}

/**
 * The accessibility statement in the order of AgID's model: conformance, what is not accessible (and what is
 * dragged, with its alternative), how it was assessed, how to report a problem, why it is voluntary (in place of
 * the enforcement procedure, which binds only those obliged), the site. A summary of the four facts comes first.
 */
export function Statement({ statement: s, assessed, site, locale }: StatementProps) {
  const terms = STATEMENT_TERMS[locale];
  const host = site.siteUrl.replace(/^https?:\/\//, "").replace(/\/$/, "");
  const responseTime = fill(s.feedback.responseTime, { days: s.feedback.responseDays });
  const facts: { term: string; value: React.ReactNode; color: BrandColor }[] = [
    { term: s.summary.status, value: terms[s.conformance.status], color: "yellow" },
    { term: s.summary.standard, value: terms[s.conformance.standard], color: "cyan" },
    {
      term: s.summary.assessment,
      value: (
        <>
          {terms[s.assessment.method]}, <time dateTime={assessed.isoDate}>{assessed.label}</time>
        </>
      ),
      color: "green",
    },
    { term: s.summary.response, value: responseTime, color: "purple" },
  ];
  return (
    <article className={styles.statement}>
      <header className={styles.head}>
        <h1 className={styles.title}>{s.title}</h1>
        <p className={styles.intro}>{fill(s.intro, { product: site.name, site: host })}</p>
      </header>

      <section aria-label={s.summary.label}>
        <dl className={styles.summary}>
          {facts.map((fact) => (
            <div key={fact.term} className={styles.fact} style={{ background: brandVar(fact.color), color: onBrandVar(fact.color) }}>
              <dt>{fact.term}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Part title={s.conformance.title}>
        <p>{fill(s.conformance.text, { status: terms[s.conformance.status], standard: terms[s.conformance.standard] })}</p>
      </Part>

      {s.inaccessible.items.length > 0 && (
        <Part title={s.inaccessible.title}>
          <p>{s.inaccessible.intro}</p>
          <ul className={styles.items}>
            {s.inaccessible.items.map((item) => (
              <li key={item.content} className={styles.item}>
                <h3 className={styles.itemTitle}>{item.content}</h3>
                <p>{item.reason}</p>
                {item.alternative && (
                  <p>
                    <strong>{s.alternativeLabel}</strong> {item.alternative}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </Part>
      )}

      <Part title={s.dragging.title}>
        <p>{s.dragging.intro}</p>
        <ul className={styles.items}>
          {s.dragging.items.map((item) => (
            <li key={item.content} className={styles.item}>
              <h3 className={styles.itemTitle}>{item.content}</h3>
              <p>{item.alternative}</p>
            </li>
          ))}
        </ul>
      </Part>

      <Part title={s.assessment.title}>
        <p>{s.assessment.text}</p>
        <h3 className={styles.listTitle}>{s.assessment.toolsTitle}</h3>
        <ul className={styles.checks}>
          {s.assessment.tools.map((tool) => (
            <li key={tool}>{tool}</li>
          ))}
        </ul>
        <h3 className={styles.listTitle}>{s.assessment.manualChecksTitle}</h3>
        <ul className={styles.checks}>
          {s.assessment.manualChecks.map((check) => (
            <li key={check}>{check}</li>
          ))}
        </ul>
      </Part>

      <Part title={s.feedback.title}>
        <p>{s.feedback.text}</p>
        <dl className={styles.contact}>
          <div>
            <dt>{s.feedback.emailLabel}</dt>
            <dd>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </dd>
          </div>
          <div>
            <dt>{s.summary.response}</dt>
            <dd>{responseTime}</dd>
          </div>
        </dl>
      </Part>

      <Part title={s.voluntary.title}>
        <p>{s.voluntary.text}</p>
      </Part>

      <Part title={s.siteInfo.title}>
        <dl className={styles.siteInfo}>
          {s.siteInfo.items.map((item) => (
            <div key={item.term}>
              <dt>{item.term}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </dl>
      </Part>
    </article>
  );
}
