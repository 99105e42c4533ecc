import React from "react";
import { Link } from "gatsby";
import type { ContentOf, site } from "../../../content/collections";
import { useRoutes } from "../../../hooks/useLocale";
import { telHref } from "../../../lib/text";
import { ExternalLink } from "../../shared/external-link/ExternalLink";
import { CookiePreferencesButton } from "../consent/CookiePreferences";
import { LegalLine } from "../legal-line/LegalLine";
import { FooterMascot } from "./FooterMascot";
import * as styles from "./Footer.module.css";

/** The site settings the footer shows (content/site.yaml). */
export type FooterSettings = Pick<ContentOf<typeof site>, "name" | "email" | "phone" | "social" | "legal" | "company" | "footer"> & {
  nav: Pick<ContentOf<typeof site>["nav"], "brief">;
  controls: Pick<ContentOf<typeof site>["controls"], "newTab">;
};

export function Footer({ site }: { site: FooterSettings }) {
  const routes = useRoutes();
  const { name, email, phone, social, legal, company, footer: labels } = site;
  const newTabHint = site.controls.newTab;
  return (
    <footer className={styles.footer} data-chrome="">
      <FooterMascot />
      <div className={styles.inner}>
        <p className={styles.name}>{name}</p>
        <p className={styles.description}>{labels.description}</p>
        <ul className={styles.contacts}>
          <li>
            <Link to={routes.brief} className={styles.brief}>
              {site.nav.brief}
            </Link>
          </li>
          <li>
            <a href={`mailto:${email}`} aria-label={`${labels.emailLabel}: ${email}`}>
              {email}
            </a>
          </li>
          <li>
            <a href={telHref(phone)} aria-label={`${labels.phoneLabel}: ${phone}`}>
              {phone}
            </a>
          </li>
        </ul>
        <ul className={styles.links}>
          <li>
            <ExternalLink href={social.instagram} newTabHint={newTabHint}>
              Instagram
            </ExternalLink>
          </li>
          <li>
            <ExternalLink href={social.linkedin} newTabHint={newTabHint}>
              LinkedIn
            </ExternalLink>
          </li>
          <li>
            <ExternalLink href={legal.privacyPolicyUrl} newTabHint={newTabHint}>
              {labels.privacyLabel}
            </ExternalLink>
          </li>
          <li>
            <ExternalLink href={legal.cookiePolicyUrl} newTabHint={newTabHint}>
              {labels.cookieLabel}
            </ExternalLink>
          </li>
          <li>
            <CookiePreferencesButton label={labels.cookiePreferencesLabel} className={styles.linkButton} />
          </li>
          <li>
            <Link to={routes.accessibility}>{labels.accessibilityLabel}</Link>
          </li>
        </ul>
        <div className={styles.smallPrint}>
          <p>
            © {name} · {new Date().getFullYear()}
          </p>
          <LegalLine company={company} />
        </div>
      </div>
    </footer>
  );
}
