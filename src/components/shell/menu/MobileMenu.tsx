import React, { useEffect, useRef, type RefObject } from "react";
import { Link } from "gatsby";
import type { ContentOf, site } from "../../../content/collections";
import { afterNextPaint } from "../../../lib/after-paint";
import { useRoutes } from "../../../hooks/useLocale";
import { telHref } from "../../../lib/text";
import { breakpoints } from "../../../styles/tokens";
import { LanguageSwitch, type LanguageSwitchProps } from "../language-switch/LanguageSwitch";
import { SchemeSwitchSlot } from "../scheme-switch/SchemeSwitchSlot";
import * as styles from "./MobileMenu.module.css";

/** The menu's links (content/site.yaml's `nav`) and the studio's contacts. */
export type MenuCopy = Pick<ContentOf<typeof site>["nav"], "works" | "studio" | "brief"> & {
  contacts: Pick<ContentOf<typeof site>, "email" | "phone">;
};

export interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
  copy: MenuCopy;
  label: string;
  languageSwitch: LanguageSwitchProps;
  scheme: ContentOf<typeof site>["scheme"];
}

/** What Tab stops at in the menu: a radio group is one stop, its checked radio (the scheme switch's). */
const FOCUSABLE = "a[href], button:not([disabled]), input[type=radio]:checked";

/**
 * Full-screen menu below 1024 px. Closes on a chosen link, on Escape and on
 * resize; keeps focus inside while open and gives it back to the toggle.
 * Closed, it stays laid out but invisible (CSS), so opening it is a repaint, not a first layout.
 */
export function MobileMenu({ id, open, onClose, returnFocusTo, copy, label, languageSwitch, scheme }: MobileMenuProps) {
  const routes = useRoutes();
  const panelRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    // Focus moves after the next paint: focusing forces a style pass, and the visitor sees the change first.
    if (!open) {
      if (!wasOpen.current) return undefined;
      wasOpen.current = false;
      // No scroll: the toggle sits in the sticky header, where "scrolling it into view" only moves the page.
      return afterNextPaint(() => returnFocusTo.current?.focus({ preventScroll: true }));
    }
    wasOpen.current = true;
    // The width it opened at is read after that paint too: reading it now would force the menu's layout inside the tap.
    let widthAtOpen = Number.NaN;
    const cancelFocus = afterNextPaint(() => {
      widthAtOpen = window.innerWidth;
      panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
    });

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        onClose();
        return;
      }
      if (event.key !== "Tab" || !panelRef.current) return;
      // The toggle stays reachable (it closes the menu) and comes first in document order.
      const items = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (returnFocusTo.current) items.unshift(returnFocusTo.current);
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    const onResize = () => {
      if ((!Number.isNaN(widthAtOpen) && window.innerWidth !== widthAtOpen) || window.innerWidth >= breakpoints.md) onClose();
    };
    document.addEventListener("keydown", onKeyDown);
    window.addEventListener("resize", onResize);
    // The cookie bar steps under the open menu (CookieBar.module.css), which is modal.
    document.documentElement.dataset.menuOpen = "true";
    return () => {
      cancelFocus();
      document.removeEventListener("keydown", onKeyDown);
      window.removeEventListener("resize", onResize);
      delete document.documentElement.dataset.menuOpen;
    };
  }, [open, onClose, returnFocusTo]);

  return (
    // The click comes from the links inside (Enter on a link clicks it too): one delegated listener closes the menu.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <div
      id={id}
      ref={panelRef}
      className={styles.panel}
      data-open={open}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      onClick={(event) => {
        if ((event.target as Element).closest("a")) onClose();
      }}
    >
      <nav className={styles.links}>
        <Link to={routes.works} className={styles.big}>
          {copy.works}
        </Link>
        <Link to={routes.studio} className={styles.big}>
          {copy.studio}
        </Link>
      </nav>
      <div className={styles.contacts}>
        <Link to={routes.brief} className={styles.brief}>
          {copy.brief}
        </Link>
        <a href={`mailto:${copy.contacts.email}`}>{copy.contacts.email}</a>
        <a href={telHref(copy.contacts.phone)}>{copy.contacts.phone}</a>
        <LanguageSwitch {...languageSwitch} className={styles.language} />
        <SchemeSwitchSlot copy={scheme} withWords className={styles.scheme} />
      </div>
    </div>
  );
}
