/**
 * The colours as CSS custom properties, written from tokens.ts: the brand palette, the text on each brand block, and
 * each role once per scheme. The dark scheme applies where the system asks for it (`prefers-color-scheme`, no script
 * needed) unless the visitor chose light, and wherever the visitor chose dark (`data-scheme` on the root, set before
 * the first paint by the scheme script: src/components/shell/scheme-switch/scheme.ts). A brand block (`on-brand`) keeps
 * the light roles in every scheme: its colour does not change, so neither does what sits on it.
 */
import { colors, cycleColors, moreContrast, roleProperty, schemes, textOn, type BrandColor, type Scheme } from "./tokens";

/** On the root: the visitor's own choice, "light" or "dark"; absent, the system's scheme applies. */
export const SCHEME_ATTRIBUTE = "data-scheme";
/** The class of a brand block: the light scheme's roles inside it, whatever the page's scheme. */
const ON_BRAND_CLASS = "on-brand";

/** `#FFFFFF` as `#fff`: every byte of the head is in the first round trip. */
const short = (value: string) => value.toLowerCase().replace(/^#([0-9a-f])\1([0-9a-f])\2([0-9a-f])\3$/, "#$1$2$3");

const declarations = (values: Partial<Record<string, string>>) =>
  Object.entries(values)
    .map(([role, value]) => `${roleProperty(role)}:${short(value!)}`)
    .join(";");

/** Every brand colour, and the text on each colour a block takes (`--on-yellow`…; black and white are the roles'). */
const palette = () =>
  (Object.keys(colors) as BrandColor[])
    .map((color) => `--color-${color}:${short(colors[color])}${blockColors.includes(color) ? `;--on-${color}:${short(textOn[color])}` : ""}`)
    .join(";");
/** The colours a block takes: the 'miracoli' cycle's six. */
const blockColors: readonly BrandColor[] = cycleColors;

/** Dark where the system is dark and no light was chosen, and where dark was chosen; `contrast` narrows both. */
function darkRules(body: string, contrast?: string): string {
  const system = `:root:not([${SCHEME_ATTRIBUTE}=light]){${body}}`;
  const chosen = `:root[${SCHEME_ATTRIBUTE}=dark]{${body}}`;
  return contrast
    ? `@media ${contrast} and (prefers-color-scheme:dark){${system}}@media ${contrast}{${chosen}}`
    : `@media (prefers-color-scheme:dark){${system}}${chosen}`;
}

/**
 * The stylesheet of the roles. `follow: false` gives the light scheme alone (the CMS preview, beside Decap's light interface).
 * Every page inlines it in its head (gatsby-ssr.tsx), so the first paint has its scheme.
 */
export function schemeStyles({ follow = true }: { follow?: boolean } = {}): string {
  const scheme = (name: Scheme) => `color-scheme:${name};${declarations(schemes[name])}`;
  const light = `:root{${palette()}}` + `:root,.${ON_BRAND_CLASS}{${scheme("light")}}` + `.${ON_BRAND_CLASS}{color:var(--ink)}`;
  return follow ? light + darkRules(scheme("dark")) : light;
}

/**
 * The roles' values under `prefers-contrast: more`, in each scheme: the head of /modes.css, which only the visitors who
 * asked for more contrast or whose system forces its colours load (src/gatsby/stylesheets.ts).
 */
export function moreContrastStyles({ follow = true }: { follow?: boolean } = {}): string {
  const light = `@media (prefers-contrast:more){:root,.${ON_BRAND_CLASS}{${declarations(moreContrast.light)}}}`;
  return follow ? light + darkRules(declarations(moreContrast.dark), "(prefers-contrast:more)") : light;
}
