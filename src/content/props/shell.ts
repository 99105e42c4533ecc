/**
 * The site settings that show on every page (footer, cookie bar, call-to-action ball, speech balls)
 * as component props, for the layout and the CMS preview alike.
 */
import type { CookieBarProps } from "../../components/shell/consent/CookieBar";
import type { FooterProps } from "../../components/shell/footer/Footer";
import { fill } from "../../lib/text";

interface ShellSettings {
  name: string;
  email: string;
  phone: string;
  social: FooterProps["social"];
  legal: FooterProps["legal"];
  company: FooterProps["company"];
  footer: FooterProps["labels"] & { description: string };
  cookieBar: CookieBarProps["copy"];
  cta: { home: string; studio: string; fallback: string };
  controls: { newTab: string };
}

export function footerProps(site: ShellSettings): FooterProps {
  return {
    siteName: site.name,
    description: site.footer.description,
    email: site.email,
    phone: site.phone,
    social: site.social,
    legal: site.legal,
    company: site.company,
    labels: site.footer,
    newTabHint: site.controls.newTab,
  };
}

export function cookieBarProps(site: ShellSettings, onChoice: CookieBarProps["onChoice"]): CookieBarProps {
  return { copy: site.cookieBar, cookiePolicyUrl: site.legal.cookiePolicyUrl, newTabHint: site.controls.newTab, onChoice };
}

/** The call-to-action ball's text: its own on the home and studio pages, the fallback with the studio's name elsewhere. */
export function ctaText(site: Pick<ShellSettings, "name" | "cta">, section: string | null): string {
  return section === "home" || section === "studio" ? site.cta[section] : fill(site.cta.fallback, { product: site.name });
}
