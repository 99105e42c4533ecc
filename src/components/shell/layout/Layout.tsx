import React, { useRef } from "react";
import { graphql, useStaticQuery } from "gatsby";
import { inLocale, usePageLocale } from "../../../hooks/useLocale";
import { otherLocale } from "../../../lib/locales";
import { localizedRoutes } from "../../../lib/routes";
import { ctaText } from "../cta/cta-text";
import { analyticsConfigured } from "../../../lib/analytics";
import { consentAskScript } from "../consent/consent-cookie";
import { CookieBar } from "../consent/CookieBar";
import { CookiePreferencesContext } from "../consent/CookiePreferences";
import { useConsent } from "../consent/useConsent";
import { CtaBall } from "../cta/CtaBall";
import { Footer } from "../footer/Footer";
import { Header } from "../header/Header";
import { sectionOf } from "../header/nav-state";
import { PageTransition } from "../transition/PageTransition";
import { RouteAnnouncer } from "../route-announcer/RouteAnnouncer";
import * as styles from "./Layout.module.css";

export interface ShellOptions {
  /** The footer is hidden on some pages (the 404). */
  footer?: boolean;
}

export interface LayoutProps {
  pathname: string;
  shell?: ShellOptions;
  children: React.ReactNode;
}

/** The frame around every page: header, transition, footer, call-to-action ball and cookie bar. */
export function Layout({ pathname, shell, children }: LayoutProps) {
  const { allSiteYaml } = useStaticQuery<Queries.LayoutShellQuery>(graphql`
    query LayoutShell {
      allSiteYaml {
        nodes {
          locale
          name
          email
          phone
          social {
            instagram
            linkedin
          }
          legal {
            privacyPolicyUrl
            cookiePolicyUrl
          }
          company {
            ...CompanyFacts
          }
          consentVersion
          nav {
            home
            works
            studio
            openMenu
            closeMenu
            skipToContent
            brief
            language
            untranslated
          }
          footer {
            description
            privacyLabel
            cookieLabel
            cookiePreferencesLabel
            accessibilityLabel
            emailLabel
            phoneLabel
          }
          cookieBar {
            text
            policyLinkLabel
            details
            trackersLabel
            durationLabel
            recipientsLabel
            accept
            decline
            close
          }
          trackers {
            name
            provider
            purpose
            duration
          }
          recipients {
            name
            provider
            purpose
          }
          cta {
            home
            studio
            fallback
          }
          controls {
            newTab
          }
          scheme {
            label
            light
            dark
            system
          }
          announcer {
            navigated
          }
          deviceStorage {
            title
            items {
              name
              purpose
              duration
            }
          }
        }
      }
    }
  `);
  const { locale, alternates } = usePageLocale();
  const site = inLocale(allSiteYaml.nodes, locale);
  // The page's twin in the other language, named in that language; a post without one leads to that language's journal.
  const other = otherLocale(locale);
  const twin = alternates[other];
  const languageSwitch = {
    locale: other,
    href: twin ?? localizedRoutes[other].journal,
    copy: inLocale(allSiteYaml.nodes, other).nav,
    untranslated: !twin,
  };
  const consent = useConsent(site.consentVersion);
  const bottomRef = useRef<HTMLDivElement>(null);
  const section = sectionOf(pathname);
  // Without a measurement id nothing asks for consent: no bar, no script that would show it, no control to reopen it.
  const asking = analyticsConfigured();

  return (
    <CookiePreferencesContext.Provider value={asking ? consent.reopen : null}>
      {/* Before the bar in the page, so it has set the attribute that shows the bar by the time the bar is parsed. */}
      {asking && <script dangerouslySetInnerHTML={{ __html: consentAskScript(site.consentVersion) }} />}
      <a className={styles.skip} href="#contenuto" data-chrome="">
        {site.nav.skipToContent}
      </a>
      <Header
        pathname={pathname}
        siteName={site.name}
        nav={site.nav}
        contacts={{ email: site.email, phone: site.phone }}
        languageSwitch={languageSwitch}
        scheme={site.scheme}
      />
      <main id="contenuto" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <div ref={bottomRef} aria-hidden="true" />
      {shell?.footer !== false && <Footer site={site} />}
      {(section === "home" || section === "studio") && (
        <CtaBall text={ctaText(site, section)} email={site.email} bottomRef={bottomRef} pathname={pathname} />
      )}
      <PageTransition pathname={pathname} />
      <RouteAnnouncer pathname={pathname} template={site.announcer.navigated} />
      {asking && consent.barShown && <CookieBar site={site} onChoice={consent.onChoice} detailed={consent.detailed} />}
    </CookiePreferencesContext.Provider>
  );
}

/**
 * The studio's legal identity, as LegalLine and the home page's JSON-LD show it. Gatsby reads the fragment from
 * the source; the export only keeps the code from looking unused.
 * @public
 */
export const companyFacts = graphql`
  fragment CompanyFacts on SiteYamlCompany {
    legalName
    vatNumber
    taxCode
    registeredOffice {
      street
      postalCode
      town
      province
      region
      countryCode
    }
    rea
    pec
    labels {
      registeredOffice
      vatNumber
      taxCode
      rea
      pec
    }
  }
`;
