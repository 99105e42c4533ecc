import React, { useId, useSyncExternalStore } from "react";
import type { ContentOf, site } from "../../../content/collections";
import { SCHEME_ATTRIBUTE } from "../../../styles/scheme-styles";
import { applyScheme, SCHEME_CHOICES, SCHEME_KEY, showScheme, type SchemeChoice } from "./scheme";
import * as styles from "./SchemeSwitch.module.css";

export interface SchemeSwitchProps {
  /** The choice's words (content/site.yaml, `scheme`), in the page's language. */
  copy: ContentOf<typeof site>["scheme"];
  /** The phone menu shows each choice's words beside its icon; the header, the icons alone. */
  withWords?: boolean;
}

const currentChoice = (): SchemeChoice => {
  const value = document.documentElement.getAttribute(SCHEME_ATTRIBUTE);
  return value === "light" || value === "dark" ? value : "system";
};

/** Every switch follows the root's attribute, whoever changed it: the other switch, or a choice made in another tab. */
function subscribe(onChange: () => void): () => void {
  // The browser's bar takes the choice the scheme script set on the root.
  showScheme(currentChoice());
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [SCHEME_ATTRIBUTE] });
  const onStorage = (event: StorageEvent) => {
    if (event.key === SCHEME_KEY || event.key === null)
      applyScheme(event.newValue === "light" || event.newValue === "dark" ? event.newValue : "system");
  };
  window.addEventListener("storage", onStorage);
  return () => {
    observer.disconnect();
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * Light, dark or the system's colours: three radio buttons, checked as the root's attribute says (the scheme script
 * set it before the first paint). Rendered in the browser only, once the page has hydrated (SchemeSwitchSlot.tsx).
 */
export function SchemeSwitch({ copy, withWords = false }: SchemeSwitchProps) {
  // Each switch on the page is a radio group of its own (the header's, the menu's).
  const name = useId();
  const choice = useSyncExternalStore(subscribe, currentChoice);
  return (
    <fieldset className={`${styles.group} ${withWords ? styles.withWords : ""}`}>
      <legend className="visually-hidden">{copy.label}</legend>
      {SCHEME_CHOICES.map((value) => (
        <label key={value} className={styles.option} data-value={value}>
          <input className="visually-hidden" type="radio" name={name} value={value} checked={choice === value} onChange={() => applyScheme(value)} />
          <span className={styles.words}>{copy[value]}</span>
        </label>
      ))}
    </fieldset>
  );
}
