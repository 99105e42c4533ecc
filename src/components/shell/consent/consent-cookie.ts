/** The consent cookie (its name is fixed: `cookieconsent_status`), and the twin react-cookie-consent writes for SameSite=None. */
export const CONSENT_COOKIE = "cookieconsent_status";
const CONSENT_COOKIES = [CONSENT_COOKIE, `${CONSENT_COOKIE}-legacy`] as const;
export const CONSENT_DAYS = 365;

/**
 * On <html> while the bar asks for a choice. The bar is in the server's HTML, but shows only with
 * this attribute: a tiny head script sets it before the first paint when no choice is stored, and
 * React owns it after hydration. So returning visitors never see the bar, and without JavaScript
 * (no analytics, nothing to consent to) nobody gets a bar whose buttons cannot work.
 */
export const CONSENT_ASKED_ATTRIBUTE = "data-consent-ask";

/** That head script: it runs before the first paint, so it must stay tiny. */
export const consentAskScript = `if(!/(?:^|;\\s*)${CONSENT_COOKIE}=(?:accepted|denied)(?:;|$)/.test(document.cookie))document.documentElement.setAttribute("${CONSENT_ASKED_ATTRIBUTE}","")`;

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
