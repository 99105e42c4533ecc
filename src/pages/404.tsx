import React from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { FallingMascots } from "../components/not-found/falling-mascots/FallingMascots";
import { Marquee } from "../components/shared/marquee/Marquee";
import { pageHead, Seo } from "../components/shared/seo/Seo";
import { CookiePreferencesButton } from "../components/shell/consent/CookiePreferences";
import { LegalLine } from "../components/shell/legal-line/LegalLine";
import type { ShareCardContext } from "../gatsby/share-card";
import { useRoutes } from "../hooks/useLocale";
import * as styles from "./404.module.css";

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  const routes = useRoutes();
  const site = data.siteYaml!;
  const copy = site.notFound;
  return (
    <div className={styles.page}>
      <Marquee text={copy.marquee} as="h1" className={styles.marquee} repeat={6} />
      <div className={styles.body}>
        <p className={styles.message}>{copy.message}</p>
        <Link to={routes.home} className={styles.button}>
          {copy.button}
        </Link>
        {/* Loaded whole: the search page's own policy lets Pagefind run (src/gatsby/security-headers.ts). */}
        <a href={routes.search} className={styles.searchLink} data-no-transition="">
          {copy.searchLink}
        </a>
      </div>
      <FallingMascots />
      {/* No footer here: the studio's legal line, the cookie choice and the accessibility statement, which every page must offer, come on their own. */}
      <div className={styles.smallPrint}>
        <LegalLine company={site.company} />
        <CookiePreferencesButton label={site.footer.cookiePreferencesLabel} className={styles.smallPrintLink} />
        <Link to={routes.accessibility} className={styles.smallPrintLink}>
          {site.footer.accessibilityLabel}
        </Link>
      </div>
    </div>
  );
}

export const query = graphql`
  query NotFoundPage($locale: String!) {
    siteYaml(locale: { eq: $locale }) {
      notFound {
        meta {
          title
          description
        }
        marquee
        message
        button
        searchLink
      }
      company {
        ...CompanyFacts
      }
      footer {
        cookiePreferencesLabel
        accessibilityLabel
      }
    }
  }
`;

export function Head(props: HeadProps<Queries.NotFoundPageQuery, ShareCardContext>) {
  const { data } = props;
  const meta = data.siteYaml!.notFound.meta;
  return <Seo {...pageHead(meta, props)} noindex />;
}
