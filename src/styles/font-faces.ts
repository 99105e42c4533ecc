import fontLatin from "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2";

/** The brand font's one file (Latin subset, Italian included), preloaded by the pages. */
export const brandFontUrl = fontLatin;

/**
 * The @font-face rules of the brand font and of its metric-matched fallback. Pages use `optional` (see
 * gatsby-ssr.tsx); the CMS preview uses `swap`, so that the font shows whenever it arrives.
 */
export function fontFaces(display: "optional" | "swap"): string {
  return `
@font-face{font-family:"Space Grotesk Variable";font-style:normal;font-display:${display};font-weight:300 700;src:url(${fontLatin}) format("woff2-variations"),url(${fontLatin}) format("woff2");unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}
@font-face{font-family:"Space Grotesk Fallback";src:local("Arial"),local("Liberation Sans"),local("Helvetica");ascent-override:89.71%;descent-override:26.62%;line-gap-override:0%;size-adjust:109.69%}
`;
}
