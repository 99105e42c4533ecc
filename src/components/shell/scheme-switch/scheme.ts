/**
 * The visitor's colour scheme: light, dark, or the system's. A choice of light or dark is kept on the device
 * (localStorage, `SCHEME_KEY`), nothing for the system's; it is the visitor's own setting, needed to give what they
 * asked for, so it asks no consent and is listed with the site's storage in the cookie information
 * (content/site.yaml, `deviceStorage`). `schemeScript` applies it before the first paint; `applyScheme` when chosen.
 */
import { SCHEME_ATTRIBUTE } from "../../../styles/scheme-styles";
import { schemes, SCHEMES, type Scheme } from "../../../styles/tokens";

export type SchemeChoice = Scheme | "system";
export const SCHEME_CHOICES = ["light", "dark", "system"] as const satisfies readonly SchemeChoice[];

/** The localStorage key of a chosen scheme. */
export const SCHEME_KEY = "scheme";

/** `<meta name="theme-color">`, one per system scheme (gatsby-ssr.tsx): the browser's bar takes the paper's colour. */
export const THEME_COLOR_METAS = SCHEMES.map((scheme) => ({ scheme, color: schemes[scheme].paper, media: `(prefers-color-scheme: ${scheme})` }));

const isScheme = (value: unknown): value is Scheme => value === "light" || value === "dark";

/**
 * The inline script in every page's head: a chosen scheme on the root before anything paints. Without it (scripts off,
 * nothing stored, storage refused) the system's scheme applies. Its hash is in each page's Content-Security-Policy
 * (src/gatsby/inline-scripts.ts). The browser's bar follows the choice once the switch is rendered (`showScheme`).
 */
export function schemeScript(): string {
  return `try{var s=localStorage.${SCHEME_KEY};if(s=="light"||s=="dark")document.documentElement.setAttribute("${SCHEME_ATTRIBUTE}",s)}catch(e){}`;
}

/** The stored choice, or "system" where there is none or storage is refused. */
export function storedScheme(): SchemeChoice {
  try {
    const stored = window.localStorage.getItem(SCHEME_KEY);
    return isScheme(stored) ? stored : "system";
  } catch {
    return "system";
  }
}

/** Shows a choice at once and keeps it (a scheme) or forgets it (the system's). */
export function applyScheme(choice: SchemeChoice): void {
  try {
    if (isScheme(choice)) window.localStorage.setItem(SCHEME_KEY, choice);
    else window.localStorage.removeItem(SCHEME_KEY);
  } catch {
    // Storage refused (a private window's policy): the choice still holds on this page.
  }
  showScheme(choice);
}

/** Shows a choice: on the root, and in the browser's bar (the theme-color metas, one per system scheme). */
export function showScheme(choice: SchemeChoice): void {
  const root = document.documentElement;
  if (isScheme(choice)) root.setAttribute(SCHEME_ATTRIBUTE, choice);
  else root.removeAttribute(SCHEME_ATTRIBUTE);
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    const own = THEME_COLOR_METAS.find((entry) => entry.media === meta.getAttribute("media"));
    meta.content = isScheme(choice) ? schemes[choice].paper : (own?.color ?? meta.content);
  }
}
