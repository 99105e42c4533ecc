import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { afterNextPaint } from "../../../lib/after-paint";
import { startAnalytics, stopAnalytics } from "../../../lib/analytics";
import { clearConsent, readConsent, writeConsentRecord, CONSENT_ASKED_ATTRIBUTE, type ConsentChoice } from "./consent-cookie";

// The page's first render must match the server's HTML, which always holds the bar;
// a layout mounted later can read the cookie in its first render.
let hydrated = false;

/**
 * The visitor's cookie choice for this version of the trackers' list, and what follows from it: the bar is
 * shown while no such choice is stored; analytics starts after 'Accetta' (or a stored acceptance) and
 * stops after 'Rifiuta'. `reopen` forgets the choice and shows the bar again, `detailed`: the visitor asked for the
 * preferences, so the bar explains everything the first layer leaves out.
 */
export function useConsent(version: string) {
  const [barShown, setBarShown] = useState(() => !hydrated || readConsent(document.cookie, version) === null);
  const [detailed, setDetailed] = useState(false);

  useEffect(() => {
    hydrated = true;
    const stored = readConsent(document.cookie, version);
    if (stored === "accepted") startAnalytics();
    if (stored) setBarShown(false);
  }, [version]);

  // Analytics waiting for the paint after a choice; a later choice cancels it.
  const cancelPending = useRef(() => {});
  useEffect(() => () => cancelPending.current(), []);

  // The ask script set the attribute for the first page; after that it follows the visitor's choices.
  // Removing it hides the bar in the next paint (CookieBar.module.css); unmounting it and analytics wait.
  const onChoice = useCallback(
    (choice: ConsentChoice) => {
      // The bar has just stored the choice itself; the record says for which trackers and when.
      writeConsentRecord(document, version);
      document.documentElement.removeAttribute(CONSENT_ASKED_ATTRIBUTE);
      startTransition(() => setBarShown(false));
      cancelPending.current();
      cancelPending.current = afterNextPaint(choice === "accepted" ? startAnalytics : stopAnalytics);
    },
    [version],
  );

  const reopen = useCallback(() => {
    cancelPending.current();
    clearConsent(document);
    stopAnalytics();
    document.documentElement.setAttribute(CONSENT_ASKED_ATTRIBUTE, "");
    setDetailed(true);
    setBarShown(true);
  }, []);

  return { barShown, detailed, onChoice, reopen };
}
