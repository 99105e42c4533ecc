import React, { useCallback, useRef, useState } from "react";
import { Link } from "gatsby";
import type { ContentOf, site } from "../../../content/collections";
import { useRoutes } from "../../../hooks/useLocale";
import { Mascot } from "../../shared/mascot/Mascot";
import { MobileMenu, type MenuCopy } from "../menu/MobileMenu";
import { LanguageSwitch, type LanguageSwitchProps } from "../language-switch/LanguageSwitch";
import { SchemeSwitchSlot } from "../scheme-switch/SchemeSwitchSlot";
import { activeLinks } from "./nav-state";
import * as styles from "./Header.module.css";

export interface HeaderProps {
  pathname: string;
  siteName: string;
  nav: Pick<ContentOf<typeof site>["nav"], "home" | "works" | "studio" | "brief" | "openMenu" | "closeMenu">;
  contacts: MenuCopy["contacts"];
  languageSwitch: LanguageSwitchProps;
  scheme: ContentOf<typeof site>["scheme"];
}

export function Header({ pathname, siteName, nav, contacts, languageSwitch, scheme }: HeaderProps) {
  const routes = useRoutes();
  const active = activeLinks(pathname);
  const linkClass = (isActive: boolean) => `${styles.link} ${isActive ? styles.active : styles.inactive}`;

  return (
    <header className={styles.header} data-chrome="">
      <Link to={routes.home} className={styles.logo} aria-label={`${siteName} – ${nav.home}`}>
        <Mascot fillColor="orange" svgRotation={-8} className={styles.logoMascot} />
        <span className={styles.logoText}>{siteName}</span>
      </Link>
      <nav className={styles.desktopNav} aria-label={siteName}>
        <Link to={routes.works} className={linkClass(active.works)} aria-current={pathname.startsWith(routes.works) ? "page" : undefined}>
          {nav.works}
        </Link>
        <Link to={routes.studio} className={linkClass(active.studio)} aria-current={pathname.startsWith(routes.studio) ? "page" : undefined}>
          {nav.studio}
        </Link>
        <LanguageSwitch {...languageSwitch} />
        <SchemeSwitchSlot copy={scheme} className={styles.scheme} />
      </nav>
      <MenuToggle siteName={siteName} nav={nav} contacts={contacts} languageSwitch={languageSwitch} scheme={scheme} />
    </header>
  );
}

/** The toggle and the menu hold the open state alone: opening re-renders them, not the logo and the links. */
function MenuToggle({ siteName, nav, contacts, languageSwitch, scheme }: Omit<HeaderProps, "pathname">) {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setMenuOpen(false), []);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={styles.burger}
        aria-expanded={menuOpen}
        aria-controls="menu-mobile"
        aria-label={menuOpen ? nav.closeMenu : nav.openMenu}
        onClick={() => setMenuOpen((open) => !open)}
        data-open={menuOpen}
      >
        <span className={styles.bar} />
        <span className={styles.bar} />
      </button>
      <MobileMenu
        id="menu-mobile"
        open={menuOpen}
        onClose={close}
        returnFocusTo={toggleRef}
        copy={{ works: nav.works, studio: nav.studio, brief: nav.brief, contacts }}
        label={siteName}
        languageSwitch={languageSwitch}
        scheme={scheme}
      />
    </>
  );
}
