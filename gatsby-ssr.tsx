import React from "react";
import type { GatsbySSR } from "gatsby";
import { rewritesOutputOf } from "./src/gatsby/build-stages";
import { LOCALE_INFO, localeOfPath } from "./src/lib/locales";
import { appStylesFirst } from "./src/gatsby/per-page-css";
import { brandFontUrl, fontFaces } from "./src/styles/font-faces";
import { schemeStyles } from "./src/styles/scheme-styles";
import { MODES_STYLESHEET, PRINT_STYLESHEET } from "./src/gatsby/stylesheets";
import { schemeScript, THEME_COLOR_METAS } from "./src/components/shell/scheme-switch/scheme";

export { wrapPageElement } from "./src/components/shell/wrapPage";

// Only the Latin subset (Italian included) is served, preloaded. `optional`: the page uses the font
// if it is there when text is first drawn (almost always: it is preloaded), and otherwise keeps the
// fallback, whose metrics approximate Space Grotesk's, instead of swapping later. Close metrics are
// not equal widths: a late swap re-wrapped the cookie bar's text on wide screens (a layout shift).

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  // The page's language is its address's, named alone as hreflang names it (src/lib/locales.ts); search indexes each page by it.
  setHtmlAttributes({ lang: LOCALE_INFO[localeOfPath(pathname)].language });
  setHeadComponents([
    // Here, not in each page's Head: Gatsby's Head replaces its own tags on every navigation, and would undo a chosen
    // scheme's colour (the switch sets it). The script sets a chosen scheme on the root before the first paint (scheme.ts).
    ...THEME_COLOR_METAS.map(({ scheme, color, media }) => <meta key={`theme-color-${scheme}`} name="theme-color" content={color} media={media} />),
    <script key="scheme" dangerouslySetInnerHTML={{ __html: schemeScript() }} />,
    <style key="scheme-styles" dangerouslySetInnerHTML={{ __html: schemeStyles() }} />,
    <link key="font-preload" rel="preload" href={brandFontUrl} as="font" type="font/woff2" crossOrigin="anonymous" />,
    <style key="font-faces" dangerouslySetInnerHTML={{ __html: fontFaces("optional") }} />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    // Fetched without blocking anything, outside the first round trip; each applies only where its media matches.
    <link key="modes" rel="stylesheet" href={MODES_STYLESHEET} media="(prefers-contrast: more), (forced-colors: active)" />,
    <link key="print" rel="stylesheet" href={PRINT_STYLESHEET} media="print" />,
  ]);
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  // The development server's page shell inlines no CSS (its styles come with its scripts): nothing to reorder.
  if (!rewritesOutputOf("pageHtml")) return;
  replaceHeadComponents(appStylesFirst(getHeadComponents()));
};
