import React from "react";
import type { GatsbySSR } from "gatsby";
import { consentAskScript } from "./src/components/shell/consent/consent-cookie";
import { appStylesFirst } from "./src/gatsby/per-page-css";
import fontLatin from "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2";

export { wrapPageElement } from "./src/components/shell/wrapPage";

// Only the Latin subset (Italian included) is served, preloaded. `optional`: the page uses the font
// if it is there when text is first drawn (almost always: it is preloaded), and otherwise keeps the
// fallback, whose metrics approximate Space Grotesk's, instead of swapping later. Close metrics are
// not equal widths: a late swap re-wrapped the cookie bar's text on wide screens (a layout shift).
const fontFaces = `
@font-face{font-family:"Space Grotesk Variable";font-style:normal;font-display:optional;font-weight:300 700;src:url(${fontLatin}) format("woff2-variations"),url(${fontLatin}) format("woff2");unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}
@font-face{font-family:"Space Grotesk Fallback";src:local("Arial"),local("Liberation Sans"),local("Helvetica");ascent-override:89.71%;descent-override:26.62%;line-gap-override:0%;size-adjust:109.69%}
`;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "it" });
  setHeadComponents([
    <link key="font-preload" rel="preload" href={fontLatin} as="font" type="font/woff2" crossOrigin="anonymous" />,
    <style key="font-faces" dangerouslySetInnerHTML={{ __html: fontFaces }} />,
    <script key="consent-ask" dangerouslySetInnerHTML={{ __html: consentAskScript }} />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
  ]);
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(appStylesFirst(getHeadComponents()));
};
