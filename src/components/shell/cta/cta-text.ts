import { fill } from "../../../lib/text";
import type { ContentOf, site } from "../../../content/collections";

/** The site settings the call-to-action ball's text comes from, named as in content/site.yaml. */
/** The site settings the call-to-action ball's text comes from (content/site.yaml). */
export type CtaSettings = Pick<ContentOf<typeof site>, "name" | "cta">;

/** The call-to-action ball's text: its own on the home and studio pages, the fallback with the studio's name elsewhere. */
export function ctaText(site: CtaSettings, section: string | null): string {
  return section === "home" || section === "studio" ? site.cta[section] : fill(site.cta.fallback, { product: site.name });
}
