import { useCallback, useEffect, useState } from "react";
import { startAnalytics, stopAnalytics } from "../../../lib/analytics";
import { clearConsent, readConsent, type ConsentChoice } from "./consent-cookie";

/**
 * The visitor's cookie choice and what follows from it: analytics starts
 * after 'Accetta' (or a stored acceptance) and stops after 'Rifiuta'.
 * `reopen` forgets the choice and shows the bar again.
 */
export function useConsent() {
  // Bumping the key remounts the bar, which then reads the (cleared) cookie again.
  const [barKey, setBarKey] = useState(0);

  useEffect(() => {
    if (readConsent(document.cookie) === "accepted") startAnalytics();
  }, []);

  const onChoice = useCallback((choice: ConsentChoice) => {
    if (choice === "accepted") startAnalytics();
    else stopAnalytics();
  }, []);

  const reopen = useCallback(() => {
    clearConsent(document);
    stopAnalytics();
    setBarKey((key) => key + 1);
  }, []);

  return { barKey, onChoice, reopen };
}
