"use strict";
/**
 * How the site's images are encoded, in one place: the page images (`gatsbyImageData` in the pages' queries) and
 * the Markdown images (plugins/remark-picture) both take their formats and qualities from gatsby-plugin-sharp's
 * defaults (gatsby-config.ts), their widths from `withSiteWidths` (src/gatsby/schema.ts for the queries) and the
 * AVIF effort from src/gatsby/avif-effort.ts, all set here. The values were chosen by a perceptual
 * measure against the source (`npm run bench:images`, docs/performance.md, "Image encodings"): an AVIF scores at
 * least as well as the WebP beside it and weighs at most 0.75× of it. Plain CommonJS, so that the remark plugin,
 * which Node loads without a compiler, can require it; its types are in image-encoding.d.ts.
 */

/**
 * WebP as the <img>'s own file, which every browser the site serves shows (Safari from 14, Chrome, Firefox), and an
 * AVIF <source> that most prefer. No JPEG: only browsers without WebP would fetch it, and encoding it cost 7% of a
 * build's image time (docs/performance.md, "The journal at scale"). The sharing images stay JPEG (their queries
 * say so), as social networks read them.
 */
const FORMATS = ["webp", "avif"];
const AVIF = { quality: 48, effort: 3 };
const WEBP = { quality: 75 };

/**
 * The widths of a constrained image, as multiples of the width it is shown at: 1× and 2× screens, and 0.5× for a
 * phone's column at 1×. A quarter (gatsby-plugin-sharp's default adds 0.25) is picked by no viewport the site
 * designs for.
 */
const OUTPUT_PIXEL_DENSITIES = [0.5, 1, 2];

/**
 * The widths of a full-width image (the works' sliders, shown at up to 709 CSS px): a phone's column at 1×, 2× and
 * 3× (327–342 px: 360, 720, 1040) and the desktop column at 1× and 2× (500–709 px: 720, 1440).
 */
const FULL_WIDTH_BREAKPOINTS = [360, 720, 1040, 1440];

/**
 * gatsby-plugin-sharp's `defaults`: what every `gatsbyImageData` (and `generateImageData`) starts from. Its option
 * schema takes no pixel densities, and its breakpoints would apply to constrained images too: see `withSiteWidths`.
 */
function sharpDefaults() {
  return {
    formats: FORMATS,
    placeholder: "none",
    quality: WEBP.quality,
    webpOptions: { quality: WEBP.quality },
    avifOptions: { quality: AVIF.quality },
  };
}

/**
 * An image request (`gatsbyImageData`'s arguments, gatsby-plugin-sharp's `generateImageData` args) with the site's
 * widths where it names none: breakpoints for a full-width image, pixel densities for the others.
 */
function withSiteWidths(args) {
  return args.layout === "fullWidth" ? { breakpoints: FULL_WIDTH_BREAKPOINTS, ...args } : { outputPixelDensities: OUTPUT_PIXEL_DENSITIES, ...args };
}

module.exports = { AVIF, WEBP, sharpDefaults, withSiteWidths };
