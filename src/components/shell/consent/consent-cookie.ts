/** The consent cookie (its name is fixed: `cookieconsent_status`), and the twin react-cookie-consent writes for SameSite=None. */
export const CONSENT_COOKIE = "cookieconsent_status";
/**
 * Beside it, what the choice was given for and when: "<version>.<ISO date and time>". The version is a hash of the
 * trackers' list (src/content/consent-version.ts); a choice stored under another version counts as no choice.
 */
const CONSENT_RECORD_COOKIE = "cookieconsent_record";
const CONSENT_COOKIES = [CONSENT_COOKIE, `${CONSENT_COOKIE}-legacy`, CONSENT_RECORD_COOKIE] as const;
export const CONSENT_DAYS = 365;
/** Where and how every consent cookie is written (react-cookie-consent's `sameSite="none"` and `cookieSecurity`). */
const COOKIE_SCOPE = "path=/; SameSite=None; Secure";

/**
 * On <html> while the bar asks for a choice. The bar is in the server's HTML, but shows only with
 * this attribute: a tiny script sets it before the bar is parsed when no choice of this version is stored,
 * and React owns it after hydration. So returning visitors never see the bar, and without JavaScript
 * (no analytics, nothing to consent to) nobody gets a bar whose buttons cannot work.
 */
export const CONSENT_ASKED_ATTRIBUTE = "data-consent-ask";

/** On each of the bar's three buttons, the choice it stands for ("accepted" or "denied"). */
export const CONSENT_CHOICE_ATTRIBUTE = "data-consent-choice";
/** On the bar once React has hydrated it: from then on its own handlers store a choice. */
export const CONSENT_LIVE_ATTRIBUTE = "data-consent-live";

/**
 * That script: it runs before the first paint, so it must stay tiny. The version goes into a regular expression: hex only.
 * While it asks, it also answers a tap on the bar made before hydration (1.5–2 s on a throttled phone), which would
 * otherwise be lost: it stores the choice with the attributes react-cookie-consent and `writeConsentRecord` use, and
 * hides the bar. At hydration `useConsent` reads that choice like any stored one (and starts analytics if accepted).
 */
export function consentAskScript(version: string): string {
  if (!/^[0-9a-f]+$/.test(version)) throw new Error(`consent-cookie.ts: the consent version must be hexadecimal, got "${version}"`);
  const stored = `/(?:^|;\\s*)${CONSENT_COOKIE}=(?:accepted|denied)(?:;|$)/.test(c)&&/(?:^|;\\s*)${CONSENT_RECORD_COOKIE}=${version}\\./.test(c)`;
  const early =
    `document.addEventListener("click",function t(e){` +
    `var b=e.target.closest&&e.target.closest("[${CONSENT_CHOICE_ATTRIBUTE}]");` +
    `if(!b||b.closest("[${CONSENT_LIVE_ATTRIBUTE}]"))return;` +
    `document.removeEventListener("click",t,!0);` +
    `var n=new Date,x="; expires="+new Date(+n+${CONSENT_DAYS * 86_400_000}).toUTCString()+"; ${COOKIE_SCOPE}";` +
    `document.cookie="${CONSENT_COOKIE}="+b.getAttribute("${CONSENT_CHOICE_ATTRIBUTE}")+x;` +
    `document.cookie="${CONSENT_RECORD_COOKIE}=${version}."+n.toISOString()+x;` +
    `document.documentElement.removeAttribute("${CONSENT_ASKED_ATTRIBUTE}")},!0)`;
  return `var c=document.cookie;if(!(${stored})){document.documentElement.setAttribute("${CONSENT_ASKED_ATTRIBUTE}","");${early}}`;
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

const recordValue = (version: string, now: Date) => `${version}.${now.toISOString()}`;

/** Records the version and the moment of a choice just stored, for as long as the choice itself. */
export function writeConsentRecord(doc: Pick<Document, "cookie">, version: string, now = new Date()): void {
  const expires = new Date(now.getTime() + CONSENT_DAYS * 86_400_000).toUTCString();
  doc.cookie = `${CONSENT_RECORD_COOKIE}=${recordValue(version, now)}; expires=${expires}; ${COOKIE_SCOPE}`;
}

/**
 * The cookies a choice leaves, names and values, for this version of the trackers' list: a returning visitor as the
 * tests and the bench set one up (Secure, SameSite=None, as the bar writes them), so that they follow the site's rule.
 */
export function storedChoiceCookies(choice: ConsentChoice, version: string, now = new Date()): { name: string; value: string }[] {
  return [
    { name: CONSENT_COOKIE, value: choice },
    { name: CONSENT_RECORD_COOKIE, value: recordValue(version, now) },
  ];
}

/** Forgets the choice: expires every consent cookie with the attributes they were written with. */
export function clearConsent(doc: Pick<Document, "cookie">): void {
  for (const name of CONSENT_COOKIES) {
    doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; ${COOKIE_SCOPE}`;
    doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
