import React, { createContext, useContext } from "react";

/**
 * What 'Preferenze cookie' does on this page: forget the choice and ask again. The shell provides it
 * (Layout); null where there is nothing to consent to (no measurement id), and the button is then left out.
 */
export const CookiePreferencesContext = createContext<(() => void) | null>(null);

/** The control that reopens the cookie bar, the same in the footer and on pages without one (the 404). */
export function CookiePreferencesButton({ label, className }: { label: string; className?: string }) {
  const reopen = useContext(CookiePreferencesContext);
  if (!reopen) return null;
  return (
    <button type="button" className={className} onClick={reopen}>
      {label}
    </button>
  );
}
