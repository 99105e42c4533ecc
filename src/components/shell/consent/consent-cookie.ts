/** The consent cookie the spec names, and the twin react-cookie-consent writes for SameSite=None. */
export const CONSENT_COOKIE = "cookieconsent_status";
export const CONSENT_COOKIES = [CONSENT_COOKIE, `${CONSENT_COOKIE}-legacy`] as const;
export const CONSENT_DAYS = 365;

/**
 * Set on <html> by a tiny script in the head when a choice is already stored, so the bar,
 * which is in the server's HTML for first visits, is never painted for returning visitors.
 */
export const STORED_CHOICE_ATTRIBUTE = "data-consent-stored";

/** That head script: it runs before the first paint, so it must stay tiny. */
export const storedChoiceScript = `if(/(?:^|;\\s*)${CONSENT_COOKIE}=(?:accepted|denied)(?:;|$)/.test(document.cookie))document.documentElement.setAttribute("${STORED_CHOICE_ATTRIBUTE}","")`;

export type ConsentChoice = "accepted" | "denied";

export function readConsent(cookieString: string): ConsentChoice | null {
  for (const part of cookieString.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === CONSENT_COOKIE && (value === "accepted" || value === "denied")) return value;
  }
  return null;
}

/** Forgets the choice: expires both cookies with the attributes they were written with. */
export function clearConsent(doc: Pick<Document, "cookie">): void {
  for (const name of CONSENT_COOKIES) {
    doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=None; Secure`;
    doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
