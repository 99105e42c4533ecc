/** The consent cookie (its name is fixed: `cookieconsent_status`), and the twin react-cookie-consent writes for SameSite=None. */
export const CONSENT_COOKIE = "cookieconsent_status";
/**
 * Beside it, what the choice was given for and when: "<version>.<ISO date and time>". The version is a hash of the
 * trackers' list (src/content/consent-version.ts); a choice stored under another version counts as no choice.
 */
const CONSENT_RECORD_COOKIE = "cookieconsent_record";
const CONSENT_COOKIES = [CONSENT_COOKIE, `${CONSENT_COOKIE}-legacy`, CONSENT_RECORD_COOKIE] as const;
export const CONSENT_DAYS = 365;

/**
 * On <html> while the bar asks for a choice. The bar is in the server's HTML, but shows only with
 * this attribute: a tiny script sets it before the bar is parsed when no choice of this version is stored,
 * and React owns it after hydration. So returning visitors never see the bar, and without JavaScript
 * (no analytics, nothing to consent to) nobody gets a bar whose buttons cannot work.
 */
export const CONSENT_ASKED_ATTRIBUTE = "data-consent-ask";

/** That script: it runs before the first paint, so it must stay tiny. The version goes into a regular expression: hex only. */
export function consentAskScript(version: string): string {
  if (!/^[0-9a-f]+$/.test(version)) throw new Error(`consent-cookie.ts: the consent version must be hexadecimal, got "${version}"`);
  const stored = `/(?:^|;\\s*)${CONSENT_COOKIE}=(?:accepted|denied)(?:;|$)/.test(c)&&/(?:^|;\\s*)${CONSENT_RECORD_COOKIE}=${version}\\./.test(c)`;
  return `var c=document.cookie;if(!(${stored}))document.documentElement.setAttribute("${CONSENT_ASKED_ATTRIBUTE}","")`;
}

export type ConsentChoice = "accepted" | "denied";

function cookieValues(cookieString: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const part of cookieString.split(";")) {
    const at = part.indexOf("=");
    if (at > 0) values.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return values;
}

/** The stored choice, if one was given for this version of the trackers' list. */
export function readConsent(cookieString: string, version: string): ConsentChoice | null {
  const cookies = cookieValues(cookieString);
  const choice = cookies.get(CONSENT_COOKIE);
  if (choice !== "accepted" && choice !== "denied") return null;
  return cookies.get(CONSENT_RECORD_COOKIE)?.startsWith(`${version}.`) ? choice : null;
}

/** Records the version and the moment of a choice just stored, for as long as the choice itself. */
export function writeConsentRecord(doc: Pick<Document, "cookie">, version: string, now = new Date()): void {
  const expires = new Date(now.getTime() + CONSENT_DAYS * 86_400_000).toUTCString();
  doc.cookie = `${CONSENT_RECORD_COOKIE}=${version}.${now.toISOString()}; expires=${expires}; path=/; SameSite=None; Secure`;
}

/** Forgets the choice: expires every consent cookie with the attributes they were written with. */
export function clearConsent(doc: Pick<Document, "cookie">): void {
  for (const name of CONSENT_COOKIES) {
    doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=None; Secure`;
    doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
