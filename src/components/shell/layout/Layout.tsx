import React, { useRef } from "react";
import { graphql, useStaticQuery } from "gatsby";
import { cookieBarProps, ctaText, footerProps } from "../../../content/props/shell";
import { CookieBar } from "../consent/CookieBar";
import { useConsent } from "../consent/useConsent";
import { CtaBall } from "../cta/CtaBall";
import { Footer } from "../footer/Footer";
import { Header } from "../header/Header";
import { sectionOf } from "../header/nav-state";
import { PageTransition } from "../transition/PageTransition";
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
  const { siteYaml } = useStaticQuery<Queries.LayoutShellQuery>(graphql`
    query LayoutShell {
      siteYaml {
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
        nav {
          home
          works
          studio
          openMenu
          closeMenu
          skipToContent
        }
        footer {
          description
          privacyLabel
          cookieLabel
          cookiePreferencesLabel
          emailLabel
          phoneLabel
        }
        cookieBar {
          text
          policyLinkLabel
          accept
          decline
          close
        }
        cta {
          home
          studio
          fallback
        }
        controls {
          newTab
        }
      }
    }
  `);
  const site = siteYaml!;
  const consent = useConsent();
  const bottomRef = useRef<HTMLDivElement>(null);
  const section = sectionOf(pathname);

  return (
    <>
      <a className={styles.skip} href="#contenuto">
        {site.nav.skipToContent}
      </a>
      <Header pathname={pathname} siteName={site.name} nav={site.nav} contacts={{ email: site.email, phone: site.phone }} />
      <main id="contenuto" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <div ref={bottomRef} aria-hidden="true" />
      {shell?.footer !== false && <Footer {...footerProps(site, consent.reopen)} />}
      {(section === "home" || section === "studio") && (
        <CtaBall text={ctaText(site, section)} email={site.email} bottomRef={bottomRef} pathname={pathname} />
      )}
      <PageTransition pathname={pathname} />
      {consent.barShown && <CookieBar {...cookieBarProps(site, consent.onChoice)} />}
    </>
  );
}
