import React, { useSyncExternalStore } from "react";
import type { ContentOf, site } from "../../../content/collections";
import { SCHEME_ATTRIBUTE } from "../../../styles/scheme-styles";
import { applyScheme, SCHEME_CHOICES, SCHEME_KEY, type SchemeChoice } from "./scheme";
import * as styles from "./SchemeSwitch.module.css";

export interface SchemeSwitchProps {
  /** The choice's words (content/site.yaml, `scheme`), in the page's language. */
  copy: ContentOf<typeof site>["scheme"];
  /** The radio group's name: each switch on the page has its own (the header's, the menu's). */
  name: string;
  /** The phone menu shows each choice's words beside its icon; the header, the icons alone. */
  withWords?: boolean;
  className?: string;
}

const currentChoice = (): SchemeChoice => {
  const value = document.documentElement.getAttribute(SCHEME_ATTRIBUTE);
  return value === "light" || value === "dark" ? value : "system";
};

/** Every switch follows the root's attribute, whoever changed it: the other switch, or a choice made in another tab. */
function subscribe(onChange: () => void): () => void {
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
 * Light, dark or the system's colours: three radio buttons. The look of the chosen one comes from the root's attribute
 * (SchemeSwitch.module.css), which the scheme script set before the first paint, so nothing changes at hydration;
 * without scripts nothing could be kept, and the switch is not shown.
 */
export function SchemeSwitch({ copy, name, withWords = false, className }: SchemeSwitchProps) {
  // The server knows no choice: "system" until hydrated, then the root's.
  const choice = useSyncExternalStore(subscribe, currentChoice, () => "system" as const);
  return (
    <fieldset className={`${styles.group} ${withWords ? styles.withWords : ""} ${className ?? ""}`}>
      <legend className="visually-hidden">{copy.label}</legend>
      {SCHEME_CHOICES.map((value) => (
        <label key={value} className={styles.option} data-value={value}>
          <input className="visually-hidden" type="radio" name={name} value={value} checked={choice === value} onChange={() => applyScheme(value)} />
          <SchemeIcon scheme={value} />
          <span className={withWords ? styles.words : "visually-hidden"}>{copy[value]}</span>
        </label>
      ))}
    </fieldset>
  );
}

function SchemeIcon({ scheme }: { scheme: SchemeChoice }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      {scheme === "light" && (
        <>
          <circle cx="12" cy="12" r="4.5" fill="currentColor" />
          <path
            d="M12 2.5v2.5M12 19v2.5M2.5 12H5M19 12h2.5M5.3 5.3l1.8 1.8M16.9 16.9l1.8 1.8M5.3 18.7l1.8-1.8M16.9 7.1l1.8-1.8"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </>
      )}
      {scheme === "dark" && <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5Z" fill="currentColor" />}
      {scheme === "system" && (
        <>
          <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 3.5a8.5 8.5 0 0 1 0 17Z" fill="currentColor" />
        </>
      )}
    </svg>
  );
}
