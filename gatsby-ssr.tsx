import React from "react";
import type { GatsbySSR } from "gatsby";
import { rewritesOutputOf } from "./src/gatsby/build-stages";
import { localeOfPath } from "./src/lib/locales";
import { appStylesFirst } from "./src/gatsby/per-page-css";
import { brandFontUrl, fontFaces } from "./src/styles/font-faces";

export { wrapPageElement } from "./src/components/shell/wrapPage";

// Only the Latin subset (Italian included) is served, preloaded. `optional`: the page uses the font
// if it is there when text is first drawn (almost always: it is preloaded), and otherwise keeps the
// fallback, whose metrics approximate Space Grotesk's, instead of swapping later. Close metrics are
// not equal widths: a late swap re-wrapped the cookie bar's text on wide screens (a layout shift).

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  // The page's language is its address's (src/lib/locales.ts); search indexes each page by it.
  setHtmlAttributes({ lang: localeOfPath(pathname) });
  setHeadComponents([
    <link key="font-preload" rel="preload" href={brandFontUrl} as="font" type="font/woff2" crossOrigin="anonymous" />,
    <style key="font-faces" dangerouslySetInnerHTML={{ __html: fontFaces("optional") }} />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
  ]);
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  // The development server's page shell inlines no CSS (its styles come with its scripts): nothing to reorder.
  if (!rewritesOutputOf("pageHtml")) return;
  replaceHeadComponents(appStylesFirst(getHeadComponents()));
};
